import MotionRuntime
import MotionStreams

extension RuntimeConformance {
  static func release(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      let input = ReactiveProperty(1.0)
      let output = ReactiveProperty(0.0)
      weak var weakRuntime: (any Runtime)?
      weak var weakRamp: KitRamp?
      do {
        let runtime = harness.makeRuntime()
        let ramp = KitRamp(to: 10, over: 1)
        runtime.connect(input.asStream(), to: output)
        runtime.add(ramp, to: output)
        weakRuntime = runtime
        weakRamp = ramp
      }
      check.expect(weakRuntime == nil, "a released runtime is still alive (a retain cycle)")
      check.expect(weakRamp == nil, "a released runtime's interaction is still alive")
      check.expect(
        input.observerCount == 0,
        "a released runtime left \(input.observerCount) subscription(s) connected")
    }
  }

  /// Four runtimes, each released while one thing it handed out or was given is still held:
  /// each must be freed, and the message names what was held.
  static func noRetainCycles(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      var kept: [Any] = []
      func expectFreed(while held: String, _ build: (any Runtime) -> Void) {
        weak var weakRuntime: (any Runtime)?
        do {
          let runtime = harness.makeRuntime()
          weakRuntime = runtime
          build(runtime)
        }
        check.expect(
          weakRuntime == nil, "The runtime was still alive after its release while \(held).")
      }
      expectFreed(while: "the app held its frames stream") { kept.append($0.frames) }
      expectFreed(while: "the app held a subscription to its frames stream") { runtime in
        kept.append(runtime.frames.subscribe { _ in })
      }
      weak var weakHolder: KitFrameHolder?
      expectFreed(while: "an interaction it runs held its frames stream") {
        runtime in
        let holder = KitFrameHolder()
        weakHolder = holder
        runtime.add(holder, to: ReactiveProperty(0.0))
      }
      check.expect(weakHolder == nil, "The interaction holding its frames stream was still alive.")
      expectFreed(while: "a whenAllAtRest call and a toggle waited on an active interaction") {
        runtime in
        let moving = ReactiveProperty(true)
        let busy = KitSwitch(moving)
        let follower = KitToggled()
        runtime.add(busy, to: ReactiveProperty(0.0))
        runtime.whenAllAtRest([busy]) {}
        runtime.toggle(follower, inReactionTo: busy)
        kept += [moving, follower]
      }
      // Whatever outlived its runtime can still be let go of safely.
      for case let subscription as Subscription in kept { subscription.unsubscribe() }
      kept = []
    }
  }
}
