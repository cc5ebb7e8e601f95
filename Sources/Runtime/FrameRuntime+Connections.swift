public import MotionStreams

/// How connections end (bounded memory).
///
/// A connection normally lasts as long as the runtime. The exception is a connection whose
/// stream registered animations with their properties' arbiters: each such motion *claims* the
/// connection while it is being subscribed. When the arbiter drops a motion (it has ended and a
/// later motion superseded it, so it can never win again), the claim is given back. Once every
/// claim is given back:
/// - the interactions the connection was made for are done with it: an interaction with no other
///   open connection is then held weakly by its target's record (listed while the app holds it);
/// - unless an arbiter's *ghost* still writes through it (the latest-ended of the dropped
///   motions, kept as one value), the connection closes: the runtime unsubscribes it and frees
///   its slot, graph edge and activity record. The ghost gives it back when a later dropped
///   motion takes its place.
extension FrameRuntime {
  /// Opens the record of a connection from `stream` to `property`, owned by the interactions
  /// being added.
  @usableFromInline
  func openConnection(_ stream: StreamMetadata, _ property: StreamMetadata) -> ConnectionID {
    let owners = ConnectionOwners(adding: activity.adding)
    owners.visit { owner in
      targets[owner.target]?.connectionOpened(for: owner.interaction)
    }
    return connections.open(edge: GraphEdge(stream: stream, property: property), owners: owners)
  }

  /// Stores the subscription of connection `id`, or unsubscribes it at once if the connection
  /// already finished while it was being subscribed.
  @usableFromInline
  func attach(_ subscription: Subscription, to id: ConnectionID) {
    guard connections.isOpen(id) else {
      subscription.unsubscribe()
      return
    }
    connections.records[id.slot].subscription = subscription
    connections.records[id.slot].attached = true
    if connections.records[id.slot].finishedEarly { closeIfUnused(id) }
  }

  /// Called by a motion registering while its connection is being subscribed: the connection
  /// then ends once every motion that claimed it was dropped. `nil` outside ``connect(_:to:)``.
  @usableFromInline
  func claimConnection() -> ConnectionID? {
    guard let id = connecting, connections.isOpen(id) else { return nil }
    connections.records[id.slot].claims += 1
    connections.records[id.slot].claimed = true
    return id
  }

  /// A motion that claimed `id` was dropped by its arbiter: it can never win again.
  @usableFromInline
  func motionDropped(from id: ConnectionID) {
    guard connections.isOpen(id), connections.records[id.slot].claims > 0 else { return }
    connections.records[id.slot].claims -= 1
    guard connections.records[id.slot].claims == 0 else { return }
    finishOwners(of: id)
    closeIfUnused(id)
  }

  /// An arbiter's ghost writes through `id` from now on.
  @usableFromInline
  func holdConnection(_ id: ConnectionID) {
    guard connections.isOpen(id) else { return }
    connections.records[id.slot].holds += 1
  }

  /// The ghost no longer writes through `id`.
  @usableFromInline
  func releaseConnection(_ id: ConnectionID) {
    guard connections.isOpen(id), connections.records[id.slot].holds > 0 else { return }
    connections.records[id.slot].holds -= 1
    closeIfUnused(id)
  }

  /// The interactions that made connection `id` are done with it.
  func finishOwners(of id: ConnectionID) {
    let owners = connections.records[id.slot].owners
    owners.visit { owner in
      guard let record = targets[owner.target],
        record.connectionFinished(for: owner.interaction) != nil  // released after the call
      else { return }
      record.removeGone()
      if record.isEmpty { targets[owner.target] = nil }
    }
  }

  /// Closes `id` if nothing can write through it any more: no claim, no hold.
  func closeIfUnused(_ id: ConnectionID) {
    let record = connections.records[id.slot]
    guard record.claimed, record.claims == 0, record.holds == 0 else { return }
    guard record.attached else {
      connections.records[id.slot].finishedEarly = true
      return
    }
    let closed = connections.close(id)
    // Keeps the aggregation exact even if a constraint swallowed the final `.atRest`.
    if closed.state == .active { transition(to: .atRest, owners: closed.owners) }
    closed.subscription.unsubscribe()
  }
}
