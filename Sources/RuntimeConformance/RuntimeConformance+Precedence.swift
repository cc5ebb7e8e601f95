import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween

/// Scenarios that mix kinds of motion on one property (tweens, the app's writes, toggles,
/// timelines) and compare what it shows, at every step and every delivered frame, with the
/// precedence rule applied from scratch to everything the script did (``KitPrecedenceModel``).
extension RuntimeConformance {
  /// Expects `property` to show what `model` says at `time`.
  static func expectRule(
    _ check: ScenarioRecorder, _ model: KitPrecedenceModel, _ value: Double, at time: Double,
    _ what: String
  ) {
    let (expected, source) = model.expected(at: time)
    check.expectClose(value, expected, "\(what) at \(time), where the rule shows \(source)")
  }

  /// Checks every sample against `model`, then forgets them.
  static func expectRule(
    _ check: ScenarioRecorder, _ model: KitPrecedenceModel,
    samples: inout [(time: Double, value: Double)], _ what: String
  ) {
    check.expect(!samples.isEmpty, "no frame was delivered \(what)")
    for (time, value) in samples { expectRule(check, model, value, at: time, "frame \(what)") }
    samples = []
  }

  static func precedenceWithWrites(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    guard let ramp = linearTween([0, 100], over: 0.1), let toward = linearTween([200], over: 0.1)
    else { return check.expect(false, "could not build the kit's tweens") }
    let property = ReactiveProperty(0.0, name: "x")
    let model = KitPrecedenceModel(base: 0)
    var samples: [(time: Double, value: Double)] = []
    let runtime = await harness.perform { () -> any Runtime in
      let runtime = harness.makeRuntime()
      model.add("tween A", tween: ramp, begin: runtime.now, from: 0)
      runtime.add(TweenInteraction(ramp), to: property)
      expectRule(check, model, property.value, at: runtime.now, "A added")
      _ = runtime.addAfterFrameObserver { samples.append(($0, property.value)) }
      return runtime
    }
    await harness.advance(by: 0.15)
    await harness.perform {
      expectRule(check, model, samples: &samples, "while A runs and after it ended")
      model.write(40, at: runtime.now)
      property.value = 40
      expectRule(check, model, property.value, at: runtime.now, "the app wrote 40 after A ended")
    }
    await harness.advance(by: 0.03)
    await harness.perform {
      expectRule(check, model, samples: &samples, "after the app's write")
      let now = runtime.now
      model.add("from-less tween B", tween: toward, begin: now, from: model.expected(at: now).value)
      runtime.add(TweenInteraction(toward), to: property)
      expectRule(check, model, property.value, at: now, "TW-6: B added, from the value showing")
    }
    await harness.advance(by: 0.04)
    await harness.perform {
      expectRule(check, model, samples: &samples, "while B runs")
      model.write(-5, at: runtime.now)
      property.value = -5
      expectRule(check, model, property.value, at: runtime.now, "the app wrote -5 while B runs")
    }
    await harness.advance(by: 0.1)
    await harness.perform {
      expectRule(check, model, samples: &samples, "after the second write")
      withExtendedLifetime(runtime) {}
    }
  }

  static func precedenceWithToggles(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async
  {
    guard let long = linearTween([0, 100], over: 0.2),
      let short = linearTween([500, 600], over: 0.08)
    else { return check.expect(false, "could not build the kit's tweens") }
    let property = ReactiveProperty(0.0, name: "x")
    let model = KitPrecedenceModel(base: 0)
    let moving = ReactiveProperty(false)
    var (longEnabled, shortEnabled) = (true, true)
    var samples: [(time: Double, value: Double)] = []
    let longTween = TweenInteraction(long)
    let (runtime, shortTween) = await harness.perform {
      () -> (any Runtime, TweenInteraction<Double>) in
      let runtime = harness.makeRuntime()
      let gate = KitSwitch(moving)
      let shortTween = TweenInteraction(short)
      runtime.add(gate, to: ReactiveProperty(0.0))
      model.add("the long tween", tween: long, begin: runtime.now, from: 0) { longEnabled }
      runtime.add(longTween, to: property)
      model.add("the short tween", tween: short, begin: runtime.now, from: 0) { shortEnabled }
      runtime.add(shortTween, to: property)
      runtime.toggle(shortTween, inReactionTo: gate)
      expectRule(check, model, property.value, at: runtime.now, "both added, the gate at rest")
      _ = runtime.addAfterFrameObserver { samples.append(($0, property.value)) }
      return (runtime, shortTween)
    }
    await harness.advance(by: 0.03)
    await harness.perform {
      expectRule(check, model, samples: &samples, "while both run")
      shortEnabled = false
      moving.value = true
      expectRule(
        check, model, property.value, at: runtime.now, "the gate moved, disabling the short tween")
    }
    await harness.advance(by: 0.03)
    await harness.perform {
      expectRule(check, model, samples: &samples, "while the short tween is disabled")
      shortEnabled = true
      moving.value = false
      expectRule(
        check, model, property.value, at: runtime.now, "the gate rested, enabling the short tween")
    }
    await harness.advance(by: 0.25)
    await harness.perform {
      expectRule(check, model, samples: &samples, "until both ended")
      longEnabled = false
      longTween.enabled.value = false
      expectRule(
        check, model, property.value, at: runtime.now, "the long tween disabled after both ended")
      longEnabled = true
      longTween.enabled.value = true
      expectRule(check, model, property.value, at: runtime.now, "the long tween enabled again")
      withExtendedLifetime((runtime, shortTween)) {}
    }
  }

  static func precedenceWithTimelines(_ harness: any RuntimeHarness, _ check: ScenarioRecorder)
    async
  {
    guard let clockTween = linearTween([0, 100], over: 0.05),
      let timelineTween = try? Tween(duration: 0.5, delay: 0.2, values: [500.0, 600])
    else { return check.expect(false, "could not build the kit's tweens") }
    let property = ReactiveProperty(0.0, name: "x")
    let model = KitPrecedenceModel(base: 0)
    var samples: [(time: Double, value: Double)] = []
    let runtime = await harness.perform { () -> any Runtime in
      let runtime = harness.makeRuntime()
      model.add("the clock tween", tween: clockTween, begin: runtime.now, from: 0)
      runtime.add(TweenInteraction(clockTween), to: property)
      _ = runtime.addAfterFrameObserver { samples.append(($0, property.value)) }
      return runtime
    }
    await harness.advance(by: 0.1)
    let timeline = await harness.perform { () -> Timeline in
      expectRule(check, model, samples: &samples, "while the clock tween runs and after it ended")
      let timeline = Timeline(clock: runtime.frameSource, start: .onBegin)
      timeline.paused.value = true
      runtime.add(TweenInteraction(timelineTween, timeline: timeline), to: property)
      model.add("the timeline tween") { _ in
        timeline.beginTime.map { begin in
          MotionSpan(
            start: begin + timelineTween.delay, end: begin + timelineTween.endTime,
            now: begin + timeline.timeOffset.value)
        }
      } value: { _ in
        timelineTween.value(atLocalTime: timeline.timeOffset.value, from: 0)
      }
      let now = runtime.now
      expectRule(check, model, property.value, at: now, "the paused timeline tween added")
      func scrub(_ offset: Double) {
        do { try timeline.scrub(to: offset) } catch {
          check.expect(false, "scrub failed: \(error)")
        }
        expectRule(check, model, property.value, at: now, "TL-R11: scrubbed to \(offset)")
      }
      for offset in [0.3, 0.1, 0.8, 0.25] { scrub(offset) }
      model.write(7, at: now)
      property.value = 7
      expectRule(check, model, property.value, at: now, "the app wrote 7 at offset 0.25")
      for offset in [0.1, 0.9, 0.15, 0.4] { scrub(offset) }
      return timeline
    }
    await harness.advance(by: 0.05)
    await harness.perform {
      expectRule(check, model, samples: &samples, "while the timeline is paused")
      withExtendedLifetime((runtime, timeline)) {}
    }
  }
}
