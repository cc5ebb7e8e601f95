/// The source scenarios, in the order they run.
enum SourceScenario: KitScenario {
  case cold, disconnectOnce, nothingAfterUnsubscribe, independentSubscriptions, motionState
  case reentrantWrites, release

  var requirement: String {
    switch self {
    case .cold: "MO-1"
    case .disconnectOnce, .nothingAfterUnsubscribe: "MO-2"
    case .independentSubscriptions: "MO-3"
    case .motionState: "MO-6"
    case .reentrantWrites: "MO-7"
    case .release: "MO-8"
    }
  }

  var title: String {
    switch self {
    case .cold: "cold"
    case .disconnectOnce: "disconnect once"
    case .nothingAfterUnsubscribe: "nothing after unsubscribe"
    case .independentSubscriptions: "independent subscriptions"
    case .motionState: "motion state"
    case .reentrantWrites: "re-entrant writes"
    case .release: "release"
    }
  }

  var rule: String {
    switch self {
    case .cold:
      "A source connects only when subscribed, once per subscription, and disconnects each subscription when it is unsubscribed."
    case .disconnectOnce:
      "Unsubscribing stops that subscription exactly once, however often it is called, and leaves every other subscription receiving."
    case .nothingAfterUnsubscribe:
      "Once unsubscribe is called a subscription receives nothing, not even the rest of the delivery it was called in."
    case .independentSubscriptions:
      "Each subscription runs the source's connect logic: it receives what a lone subscription made at the same moment receives."
    case .motionState:
      "A source reports changes of motion state only, and the same states to every subscription."
    case .reentrantWrites:
      "Driving the source, or subscribing, from inside a delivery skips and repeats nothing, and every subscription sees the values in the same order."
    case .release:
      "An unsubscribed observer is released at once, and a dropped source frees the objects behind it."
    }
  }

  func run<Value>(_ harness: SourceHarness<Value>, _ log: FailureLog) {
    typealias Kit = StreamConformance
    switch self {
    case .cold: Kit.sourceCold(harness, log)
    case .disconnectOnce: Kit.sourceDisconnectOnce(harness, log)
    case .nothingAfterUnsubscribe: Kit.sourceNothingAfterUnsubscribe(harness, log)
    case .independentSubscriptions: Kit.sourceIndependentSubscriptions(harness, log)
    case .motionState: Kit.sourceMotionState(harness, log)
    case .reentrantWrites: Kit.sourceReentrantWrites(harness, log)
    case .release: Kit.sourceRelease(harness, log)
    }
  }
}
