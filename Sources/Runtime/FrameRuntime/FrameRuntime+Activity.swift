public import MotionStreams

/// The runtime's bookkeeping of motion state: per interaction and overall (the per-connection
/// state is in the connection's record).
@usableFromInline
struct ActivityLedger {
  /// The interactions being added, innermost last; connections made now count for all of them.
  @usableFromInline var adding: [InteractionOwner] = []
  var activeConnections = 0
  /// Active connections per interaction; an interaction at rest has no entry. 32-bit counts:
  /// a dictionary keeps its values in an array of their own, so each slot (about two per
  /// entry) is 12 bytes, not 16 (a count that needs more is more connections than memory holds).
  var activeCounts: [ObjectIdentifier: Int32] = [:]
  var properties: [ObjectIdentifier: ReactiveProperty<MotionState>] = [:]
  var waiters: [ActivityWaiter] = []

  @usableFromInline
  init() {}

  func isActive(_ id: ObjectIdentifier) -> Bool { (activeCounts[id] ?? 0) > 0 }
}

/// A pending ``Runtime/whenAllAtRest(_:_:)`` call.
final class ActivityWaiter {
  let interactions: [ObjectIdentifier]
  var body: (() -> Void)?

  init(interactions: [ObjectIdentifier], body: @escaping () -> Void) {
    self.interactions = interactions
    self.body = body
  }
}

extension FrameRuntime {
  /// Whether any connected motion is active (RT-4). O(1).
  public var isActive: Bool { activity.activeConnections > 0 }

  /// Whether any stream connected on behalf of `interaction` is active (RT-4). O(1) average.
  public func isActive(_ interaction: any Interaction) -> Bool {
    activity.isActive(ObjectIdentifier(interaction))
  }

  /// Calls `body` once all of `interactions` are at rest (RT-4).
  ///
  /// - At once, before returning, when every one of them is already at rest, and for an empty
  ///   list. An interaction that was never added to this runtime counts as at rest.
  /// - Otherwise exactly once, when the last of them comes to rest (all at rest at the same
  ///   moment), after the runtime has recorded that state.
  ///
  /// - Returns: A subscription that cancels the call if it has not happened yet.
  @discardableResult
  public func whenAllAtRest(
    _ interactions: [any Interaction], _ body: @escaping () -> Void
  ) -> Subscription {
    let ids = interactions.map { ObjectIdentifier($0) }
    guard ids.contains(where: { activity.isActive($0) }) else {
      body()
      return Subscription()
    }
    let waiter = ActivityWaiter(interactions: ids, body: body)
    activity.waiters.append(waiter)
    return Subscription { [weak self, weak waiter] in
      guard let waiter else { return }
      waiter.body = nil
      self?.activity.waiters.removeAll { $0 === waiter }
    }
  }

  /// Keeps `interaction.enabled` equal to "`other` is at rest" (RT-5): set at once, then on
  /// every change of `other`'s activity, for the runtime's lifetime.
  public func toggle(_ interaction: any Togglable, inReactionTo other: any Interaction) {
    let enabled = interaction.enabled
    let subscription = stateProperty(for: ObjectIdentifier(other)).subscribe { state in
      let atRest = state == .atRest
      if enabled.value != atRest { enabled.value = atRest }
    }
    hostSubscriptions.append(subscription)
  }

  /// The motion state of one interaction as a property, created on first use.
  func stateProperty(for id: ObjectIdentifier) -> ReactiveProperty<MotionState> {
    if let property = activity.properties[id] { return property }
    let property = ReactiveProperty<MotionState>(activity.isActive(id) ? .active : .atRest)
    activity.properties[id] = property
    return property
  }

  /// Records a state report from `connection`, open and attached (``receive(_:from:)``
  /// decides), and propagates transitions.
  @usableFromInline
  func connection(_ connection: ConnectionID, reported state: MotionState) {
    guard connections.records[connection.slot].state != state else { return }
    connections.records[connection.slot].state = state
    transition(to: state, owners: connections.owners(ofSlot: connection.slot))
  }

  /// One connection owned by `owners` changed to `state`: updates the counts and fires what
  /// the change settles.
  func transition(to state: MotionState, owners: ConnectionOwners) {
    let delta: Int32 = state == .active ? 1 : -1
    activity.activeConnections += Int(delta)
    var settled = false
    for owner in owners {
      let id = owner.interaction
      let before = activity.activeCounts[id] ?? 0
      let after = before + delta
      activity.activeCounts[id] = after == 0 ? nil : after
      if before == 0 || after == 0 {
        if after == 0 { settled = true }
        activity.properties[id]?.value = after == 0 ? .atRest : .active
      }
    }
    if settled { fireWaiters() }
  }

  /// Calls, once each, the waiters whose interactions are now all at rest.
  private func fireWaiters() {
    let ready = activity.waiters.filter { waiter in
      !waiter.interactions.contains { activity.isActive($0) }
    }
    guard !ready.isEmpty else { return }
    activity.waiters.removeAll { waiter in ready.contains { $0 === waiter } }
    // Each out of the list before any body runs, so none is called twice; its body read at
    // its turn, so one cancelled by an earlier body is not called.
    for waiter in ready { waiter.body?() }
  }
}
