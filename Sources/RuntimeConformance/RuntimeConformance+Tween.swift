import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween

extension RuntimeConformance {
  /// A linear tween through `values` over `seconds`; the kit's inputs are always valid.
  static func linearTween(_ values: [Double], over seconds: Double) -> Tween<Double>? {
    try? Tween(duration: seconds, values: values)
  }

  static func tweenPrecedence(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    guard let long = linearTween([0, 100], over: 0.1),
      let short = linearTween([500, 600], over: 0.04)
    else { return check.expect(false, "could not build the kit's tweens") }
    let property = ReactiveProperty(-1.0, name: "x")
    var samples: [(time: Double, value: Double)] = []
    let (runtime, start) = await harness.perform { () -> (any Runtime, Double) in
      let runtime = harness.makeRuntime()
      runtime.add(TweenInteraction(long), to: property)
      runtime.add(TweenInteraction(short), to: property)
      check.expect(
        property.value == 500,
        "TW-15: the last-registered tween did not write first (\(property.value))")
      _ = runtime.addAfterFrameObserver { samples.append(($0, property.value)) }
      return (runtime, runtime.now)
    }
    await harness.advance(by: 0.15)
    await harness.perform {
      check.expect(!samples.isEmpty, "no frame was delivered")
      for (time, value) in samples {
        let local = time - start
        // The short tween is in effect on [origin, origin + 0.04) with origin = time − local:
        // placed from its local time, as the runtime (and TweenStack) place it, so a frame
        // that falls on its end instant shows whichever tween local time says.
        let expected =
          time < (time - local) + 0.04
          ? short.value(atLocalTime: local, from: 0) : long.value(atLocalTime: local, from: 0)
        check.expectClose(value, expected, "TW-15…18: value at local time \(local)")
      }
      check.expect(
        property.value == 100, "TW-18: the longer tween did not finish last (\(property.value))")
      check.expect(!runtime.isActive, "the runtime is active after both tweens ended")
    }
  }

  static func tweenScrubbing(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    guard let first = linearTween([0, 100], over: 1),
      let second = linearTween([500, 600], over: 0.5)
    else { return check.expect(false, "could not build the kit's tweens") }
    await harness.perform {
      let runtime = harness.makeRuntime()
      let property = ReactiveProperty(-1.0)
      let timeline = Timeline(clock: runtime.frameSource, start: .onBegin)
      timeline.paused.value = true
      let a = TweenInteraction(first, timeline: timeline)
      let b = TweenInteraction(second, timeline: timeline)
      runtime.add(a, to: property)
      check.expect(timeline.beginTime != nil, "TW-13: adding the tween did not begin its timeline")
      runtime.add(b, to: property)
      for (offset, expected) in [(0.25, 550.0), (0.75, 75), (0.1, 520), (1.5, 100)] {
        do { try timeline.scrub(to: offset) } catch {
          check.expect(false, "scrub failed: \(error)")
        }
        check.expectClose(property.value, expected, "TL-R11: value scrubbed to \(offset)")
      }
      check.expect(!runtime.isActive(a) && !runtime.isActive(b), "a paused tween reported active")
    }
  }
}
