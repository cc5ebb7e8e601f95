public import MotionStreams

/// How connections end (bounded memory).
///
/// A connection normally lasts as long as the runtime. The exception is one made with
/// ``FrameRuntime/connect(_:to:until:)``, whose ``ConnectionEnd`` the stream's animations claim
/// when they register with their properties' arbiters. When the arbiter drops such a motion (it
/// has ended and a later motion superseded it, so it can never win again), its claim is given
/// back. Once every claim is given back:
/// - the interactions the connection was made for are done with it: an interaction with no other
///   open connection is then held weakly by its target's record (listed while the app holds it);
/// - unless an arbiter's *ghost* still writes through it (the latest-ended of the dropped
///   motions, kept as one value), the connection ends: the runtime unsubscribes it and frees
///   its slot, graph edge and activity record. The ghost gives it back when a later dropped
///   motion takes its place.
extension FrameRuntime {
  /// Opens the record of a connection from `stream` to `property`, owned by the interactions
  /// being added.
  @usableFromInline
  func openConnection(_ stream: StreamMetadata, _ property: StreamMetadata) -> ConnectionID {
    for owner in activity.adding {
      targets[owner.target]?.connectionOpened(for: owner.interaction)
    }
    return connections.open(
      edge: GraphEdge(stream: stream, property: property), owners: activity.adding)
  }

  /// Stores the subscription of connection `id` (or unsubscribes it, if the connection is no
  /// longer open), then lets the signals it sent while being subscribed take effect, in order.
  @usableFromInline
  func attach(_ subscription: Subscription, to id: ConnectionID) {
    guard connections.attach(subscription, to: id) else {
      subscription.unsubscribe()
      return
    }
    // One at a time: a replayed signal's effects (a close) may send more.
    while let signal = connections.takePending(for: id) { receive(signal, from: id) }
  }

  /// Connection `id` sent `signal` (through its ``ConnectionEnd``): a state report, the
  /// interactions done with it, or its end. Waits while the connection is being subscribed;
  /// ignored once it is closed.
  @usableFromInline
  func receive(_ signal: ConnectionSignal, from id: ConnectionID) {
    guard connections.admit(signal, for: id) else { return }
    switch signal {
    case .reported(let state): connection(id, reported: state)
    case .finished: finishOwners(of: id)
    case .ended: close(id)
    }
  }

  /// The interactions that made connection `id` are done with it.
  func finishOwners(of id: ConnectionID) {
    for owner in connections.owners(ofSlot: id.slot) {
      guard let record = targets[owner.target],
        record.connectionFinished(for: owner.interaction) != nil  // released after the call
      else { continue }
      record.removeGone()
      if record.isEmpty { targets[owner.target] = nil }
    }
  }

  /// Closes `id`: nothing can write through it any more.
  func close(_ id: ConnectionID) {
    let (closed, owners) = connections.close(id)
    // Keeps the aggregation exact even if a constraint swallowed the final `.atRest`.
    if closed.state == .active { transition(to: .atRest, owners: owners) }
    closed.subscription.unsubscribe()
  }
}

/// A connection of a ``FrameRuntime``, as its ``ConnectionEnd`` reaches it: the runtime
/// (weakly) that records the connection's motion state and its end, and the connection.
@usableFromInline
struct ConnectionLink {
  @usableFromInline weak var runtime: FrameRuntime?
  @usableFromInline let id: ConnectionID

  @inlinable
  init(runtime: FrameRuntime, id: ConnectionID) {
    self.runtime = runtime
    self.id = id
  }

  /// Passes `signal` to the runtime's record of the connection (``FrameRuntime/receive(_:from:)``).
  @usableFromInline
  func send(_ signal: ConnectionSignal) {
    runtime?.receive(signal, from: id)
  }
}
