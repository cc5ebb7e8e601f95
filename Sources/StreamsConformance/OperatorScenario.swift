/// The operator scenarios, in the order they run.
enum OperatorScenario: KitScenario {
  case cold, disconnectOnce, nothingAfterUnsubscribe, perSubscriptionState, motionState
  case reentrantWrites, valueDuringDelivery, release

  var requirement: String {
    switch self {
    case .cold: "MO-1"
    case .disconnectOnce, .nothingAfterUnsubscribe: "MO-2"
    case .perSubscriptionState: "MO-5"
    case .motionState: "MO-6"
    case .reentrantWrites, .valueDuringDelivery: "MO-7"
    case .release: "MO-8"
    }
  }

  var title: String {
    switch self {
    case .cold: "cold"
    case .disconnectOnce: "disconnect once"
    case .nothingAfterUnsubscribe: "nothing after unsubscribe"
    case .perSubscriptionState: "per-subscription state"
    case .motionState: "motion state forwarded"
    case .reentrantWrites: "re-entrant writes"
    case .valueDuringDelivery: "value during delivery"
    case .release: "release"
    }
  }

  var rule: String {
    switch self {
    case .cold: "An operator connects upstream only when subscribed, once per subscription."
    case .disconnectOnce:
      "Unsubscribing disconnects the subscription's upstream exactly once, however often it is called, and leaves every other subscription connected."
    case .nothingAfterUnsubscribe:
      "Once unsubscribe is called a subscription receives nothing, not even the rest of the delivery it was called in."
    case .perSubscriptionState:
      "Each subscription keeps its own operator state: it receives what a lone subscription sent the same values receives."
    case .motionState:
      "Every motion state the upstream reports reaches the subscription it was reported to, once, in order with the values around it."
    case .reentrantWrites:
      "A value written upstream, or a subscription made, from inside a delivery is handled after it: nothing skipped, nothing repeated, in order."
    case .valueDuringDelivery:
      "A value that arrives while the operator is still delivering the previous one is handled once, and neither value's outputs change: state is updated, and outputs computed, before emitting."
    case .release:
      "An unsubscribed observer is released at once, and a dropped operator stream frees its upstream."
    }
  }

  func run<Input, Output>(_ harness: OperatorHarness<Input, Output>, _ log: FailureLog) {
    typealias Kit = StreamConformance
    switch self {
    case .cold: Kit.operatorCold(harness, log)
    case .disconnectOnce: Kit.operatorDisconnectOnce(harness, log)
    case .nothingAfterUnsubscribe: Kit.operatorNothingAfterUnsubscribe(harness, log)
    case .perSubscriptionState: Kit.operatorPerSubscriptionState(harness, log)
    case .motionState: Kit.operatorMotionState(harness, log)
    case .reentrantWrites: Kit.operatorReentrantWrites(harness, log)
    case .valueDuringDelivery: Kit.operatorValueDuringDelivery(harness, log)
    case .release: Kit.operatorRelease(harness, log)
    }
  }
}
