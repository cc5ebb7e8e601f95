import MotionRuntime
import MotionStreams

extension RuntimeConformance {
  static func connect(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      let runtime = harness.makeRuntime()
      let input = ReactiveProperty(1.0)
      let output = ReactiveProperty(0.0, name: "output")
      runtime.connect(input.asStream(), to: output)
      check.expect(
        output.value == 1, "connect did not write the stream's first value (got \(output.value))")
      input.value = 7
      check.expect(output.value == 7, "connect did not write a later value (got \(output.value))")
      check.expect(
        input.observerCount == 1, "connect subscribed \(input.observerCount) times, not once")
      withExtendedLifetime(runtime) {}
    }
  }

  static func storeBeforeInvoking(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      let runtime = harness.makeRuntime()
      let target = ReactiveProperty(0.0)
      let first = KitRamp(to: 1, over: 1)
      let second = KitRamp(to: 2, over: 1)
      runtime.add(first, to: target)
      runtime.add(second, to: target)
      let ramps = runtime.interactions(ofType: KitRamp.self, for: target)
      check.expect(
        ramps.count == 2 && ramps.first === first && ramps.last === second,
        "interactions(ofType:for:) did not list the two ramps in the order added")
      let composite = KitComposite(child: KitSwitch(ReactiveProperty(false)))
      runtime.add(composite, to: target)
      check.expect(
        composite.sawItself,
        "add invoked the interaction before storing it: it could not find itself")
      check.expect(
        runtime.interactions(ofType: KitSwitch.self, for: target).first === composite.child,
        "an interaction added from inside another's add was not stored")
      check.expect(
        runtime.interactions(ofType: KitRamp.self, for: ReactiveProperty(0.0)).isEmpty,
        "a target with nothing added reported interactions")
    }
  }

  static func independentSystems(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    let ramp = KitRamp(to: 100, over: 0.1)
    let a = ReactiveProperty(0.0)
    let b = ReactiveProperty(40.0)
    let (runtime, startA) = await harness.perform { () -> (any Runtime, Double) in
      let runtime = harness.makeRuntime()
      runtime.add(ramp, to: a)
      return (runtime, runtime.now)
    }
    var samples: [(time: Double, a: Double, b: Double)] = []
    await harness.advance(by: 0.04)
    let startB = await harness.perform {
      runtime.add(ramp, to: b)
      _ = runtime.addAfterFrameObserver { samples.append(($0, a.value, b.value)) }
      return runtime.now
    }
    await harness.advance(by: 0.2)
    await harness.perform {
      check.expect(!samples.isEmpty, "no frame was delivered")
      for sample in samples {
        check.expectClose(
          sample.a, ramp.value(at: sample.time, start: startA, from: 0), "a at \(sample.time)")
        check.expectClose(
          sample.b, ramp.value(at: sample.time, start: startB, from: 40), "b at \(sample.time)")
      }
      check.expect(
        a.value == 100 && b.value == 100,
        "the ramps did not both arrive (a \(a.value), b \(b.value))")
      withExtendedLifetime(runtime) {}
    }
  }

  static func time(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    var times: [Double] = []
    let (runtime, start, subscription) = await harness.perform {
      () -> (any Runtime, Double, Subscription) in
      let runtime = harness.makeRuntime()
      check.expect(
        runtime.now == runtime.frameSource.now, "the runtime's time is not its frame source's")
      // The observer captures the runtime: keep its subscription and end it below, or the
      // runtime's frame observers would keep the runtime alive for ever.
      let subscription = runtime.frames.subscribe { time in
        check.expect(
          time == runtime.now, "during a frame, now (\(runtime.now)) ≠ frame time \(time)")
        times.append(time)
      }
      return (runtime, runtime.now, subscription)
    }
    await harness.advance(by: 0.05)
    await harness.perform {
      check.expect(!times.isEmpty, "no frame reached runtime.frames")
      check.expect(
        zip(times, times.dropFirst()).allSatisfy { $1 >= $0 }, "frame times decreased: \(times)")
      check.expect(
        (times.last ?? 0) >= start + 0.05 - 1e-12, "time did not advance by 0.05 s: \(times)")
      subscription.unsubscribe()
      withExtendedLifetime(runtime) {}
    }
  }
}

extension RuntimeConformance {
  static func frameOrder(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    let ramp = KitRamp(to: 100, over: 1)
    let property = ReactiveProperty(0.0, name: "ramped")
    var calls: [(who: String, time: Double)] = []
    var readings: [(time: Double, value: Double)] = []
    let (runtime, start, subscriptions) = await harness.perform {
      () -> (any Runtime, Double, [Subscription]) in
      let runtime = harness.makeRuntime()
      runtime.add(ramp, to: property)
      // Subscribed interleaved: every frames subscriber must still come before every
      // after-frame observer.
      let subscriptions = [
        runtime.frames.subscribe { calls.append(("frames A", $0)) },
        runtime.addAfterFrameObserver { time in
          calls.append(("after-frame X", time))
          readings.append((time, property.value))
        },
        runtime.frames.subscribe { calls.append(("frames B", $0)) },
        runtime.addAfterFrameObserver { calls.append(("after-frame Y", $0)) },
      ]
      return (runtime, runtime.now, subscriptions)
    }
    await harness.advance(by: 0.05)
    await harness.perform {
      let order = ["frames A", "frames B", "after-frame X", "after-frame Y"]
      check.expect(!calls.isEmpty, "No frame was delivered.")
      for first in stride(from: 0, to: calls.count, by: order.count) {
        let frame = calls[first..<min(first + order.count, calls.count)]
        let time = frame.first?.time ?? .nan
        if frame.map(\.who) != order || frame.contains(where: { $0.time != time }) {
          let seen = frame.map { "\($0.who) at \($0.time)" }
          check.expect(false, "The frame at \(time) called \(seen), not \(order).")
          break
        }
      }
      for (time, value) in readings {
        check.expectClose(
          value, ramp.value(at: time, start: start, from: 0),
          "An after-frame observer read the ramp's property before the ramp wrote the frame at \(time)"
        )
      }
      for subscription in subscriptions { subscription.unsubscribe() }
      withExtendedLifetime(runtime) {}
    }
  }
}
