import MotionRuntime
import MotionStreams

extension FrameSourceConformance {
  static func monotonicTime(_ harness: any FrameSourceHarness, _ check: ScenarioRecorder) async {
    var readings: [(what: String, time: Double)] = []
    var frames = 0
    let (subscription, interval) = await harness.perform {
      let source = harness.frameSource
      readings.append(("now", source.now))
      let subscription = source.addFrameObserver { [weak source] time in
        guard let source else { return }
        frames += 1
        readings.append(("frame \(frames)", time))
        readings.append(("now in frame \(frames)", source.now))
      }
      return (subscription, source.frameInterval)
    }
    for step in [0, interval, 2.5 * interval, 0.001] {
      await harness.advance(by: step)
      await harness.perform { readings.append(("now", harness.frameSource.now)) }
    }
    await harness.perform {
      check.expect(frames > 0, "No frame was delivered.")
      if let index = readings.indices.dropFirst().first(where: {
        !(readings[$0].time >= readings[$0 - 1].time)
      }) {
        let (before, after) = (readings[index - 1], readings[index])
        check.expect(
          false, "\(after.what) read \(after.time), after \(before.what) read \(before.time).")
      }
      subscription.unsubscribe()
    }
  }

  static func nowIsFrameTime(_ harness: any FrameSourceHarness, _ check: ScenarioRecorder) async {
    var mismatches: [String] = []
    var frames = 0
    let subscriptions = await harness.perform {
      let source = harness.frameSource
      return ["first", "last"].map { which in
        source.addFrameObserver { [weak source] time in
          guard let source else { return }
          if which == "first" { frames += 1 }
          if source.now != time {
            mismatches.append("\(which) observer: now \(source.now), frame \(time)")
          }
        }
      }
    }
    await advance(harness, untilFrame: 3) { frames }
    await harness.perform {
      check.expect(frames > 0, "No frame was delivered.")
      check.expect(mismatches.isEmpty, "Inside frames: \(mismatches.prefix(3)).")
      for subscription in subscriptions { subscription.unsubscribe() }
    }
  }

  static func noNestedFrames(_ harness: any FrameSourceHarness, _ check: ScenarioRecorder) async {
    var depth = 0
    var nested: [Double] = []
    var calls: [(observer: Int, time: Double)] = []
    let subscriptions = await harness.perform {
      let source = harness.frameSource
      return (0..<2).map { observer in
        source.addFrameObserver { [weak source] time in
          depth += 1
          if depth > 1 { nested.append(time) }
          calls.append((observer, time))
          _ = source?.now  // as observers do: a source must not deliver from inside the read
          depth -= 1
        }
      }
    }
    // One long step: a source that catches up several frames at once is where nesting hides.
    let interval = await harness.perform { harness.frameSource.frameInterval }
    await harness.advance(by: 4 * interval)
    await harness.perform {
      check.expect(!calls.isEmpty, "No frame was delivered.")
      check.expect(
        nested.isEmpty, "Frames at \(nested) were delivered from inside an observer's call.")
      let inTurn = calls.indices.allSatisfy { index in
        calls[index].observer == index % 2
          && (index % 2 == 0 || calls[index].time == calls[index - 1].time)
      }
      check.expect(
        inTurn && calls.count.isMultiple(of: 2),
        "A frame started before the previous one reached both observers: \(calls.map { "\($0.observer)@\($0.time)" })."
      )
      for subscription in subscriptions { subscription.unsubscribe() }
    }
  }

  /// Whole frames stepped one at a time 500 times, then in runs of 500, 2 and 60: every frame
  /// time within two ulps of `start + n × frameInterval` (two ulps also accept
  /// `start + n / rate`, its other exact spelling), where an interval added n times drifts by
  /// hundreds of ulps over the run (and a source that starts over at each call adds the
  /// interval n times when stepped one frame at a time).
  static func exactFrameTimes(_ harness: any FrameSourceHarness, _ check: ScenarioRecorder) async {
    guard let stepped = harness as? any SteppedFrameSourceHarness else { return }
    var times: [Double] = []
    let (start, interval, subscription) = await harness.perform {
      let source = harness.frameSource
      return (source.now, source.frameInterval, source.addFrameObserver { times.append($0) })
    }
    let runs = Array(repeating: 1, count: 500) + [500, 2, 60]
    for count in runs { await stepped.advance(frames: count) }
    let steps = runs.reduce(0, +)
    await harness.perform {
      check.expect(times.count == steps, "Stepping \(steps) whole frames delivered \(times.count).")
      let drift = times.indices.first { index in
        let exact = start + Double(index + 1) * interval
        return !(abs(times[index] - exact) <= 2 * exact.ulp)
      }
      if let index = drift {
        let exact = start + Double(index + 1) * interval
        check.expect(
          false,
          "Frame \(index + 1) after a start at \(start) read \(times[index]), "
            + "\((abs(times[index] - exact) / exact.ulp).rounded()) ulps from \(exact)."
        )
      }
      subscription.unsubscribe()
    }
  }
}
