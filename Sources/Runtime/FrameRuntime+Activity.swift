public import MotionStreams

/// The runtime's bookkeeping of motion state: per connection, per interaction, and overall.
@usableFromInline
struct ActivityLedger {
  /// The interactions being added, innermost last; connections made now count for all of them.
  @usableFromInline var adding: [ObjectIdentifier] = []
  var states: [MotionState] = []
  var owners: [ConnectionOwners] = []
  var activeConnections = 0
  var activeCounts: [ObjectIdentifier: Int] = [:]
  var properties: [ObjectIdentifier: ReactiveProperty<MotionState>] = [:]
  var waiters: [ActivityWaiter] = []

  @usableFromInline
  init() {}

  /// Registers a connection, at rest, owned by the interactions being added.
  @usableFromInline
  mutating func addConnection() -> Int {
    states.append(.atRest)
    switch adding.count {
    case 0: owners.append(.none)
    case 1: owners.append(.one(adding[0]))
    default: owners.append(.many(adding))
    }
    return states.count - 1
  }

  func isActive(_ id: ObjectIdentifier) -> Bool { (activeCounts[id] ?? 0) > 0 }
}

/// The interactions a connection reports for: usually one, stored without an array.
enum ConnectionOwners {
  case none
  case one(ObjectIdentifier)
  case many([ObjectIdentifier])

  var identifiers: [ObjectIdentifier] {
    switch self {
    case .none: []
    case .one(let id): [id]
    case .many(let ids): ids
    }
  }
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
    subscriptions.append(subscription)
  }

  /// The motion state of one interaction as a property, created on first use.
  func stateProperty(for id: ObjectIdentifier) -> ReactiveProperty<MotionState> {
    if let property = activity.properties[id] { return property }
    let property = ReactiveProperty<MotionState>(activity.isActive(id) ? .active : .atRest)
    activity.properties[id] = property
    return property
  }

  /// Records a state report from connection `index` and propagates transitions.
  @usableFromInline
  func connection(_ index: Int, reported state: MotionState) {
    guard activity.states[index] != state else { return }
    activity.states[index] = state
    let delta = state == .active ? 1 : -1
    activity.activeConnections += delta
    var settled: [ObjectIdentifier] = []
    for owner in activity.owners[index].identifiers {
      let before = activity.activeCounts[owner] ?? 0
      let after = before + delta
      activity.activeCounts[owner] = after
      if before == 0 || after == 0 {
        if after == 0 { settled.append(owner) }
        activity.properties[owner]?.value = after == 0 ? .atRest : .active
      }
    }
    if !settled.isEmpty { fireWaiters() }
  }

  /// Calls, once each, the waiters whose interactions are now all at rest.
  private func fireWaiters() {
    let ready = activity.waiters.filter { waiter in
      !waiter.interactions.contains { activity.isActive($0) }
    }
    guard !ready.isEmpty else { return }
    activity.waiters.removeAll { waiter in ready.contains { $0 === waiter } }
    for waiter in ready {
      let body = waiter.body
      waiter.body = nil
      body?()
    }
  }
}
