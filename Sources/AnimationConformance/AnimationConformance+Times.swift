import MotionTween

extension AnimationSubject {
  /// TW-4: the same value bits and exactly zero velocity at every time before the start, from
  /// just before it to 1000 s before it.
  func beforeStart(_ check: AnimationRecorder) {
    for probe in probes {
      let start = probe.startTime
      guard start.isFinite else {
        return check.expect(false, "Its startSeconds is \(start), not a time.")
      }
      let span = max(probe.length, 1)
      let times = [start.nextDown, start - span / 3, start - 1, start - 10 * span, start - 1000]
      let held = probe.sample(start.nextDown)
      for time in times {
        let sample = probe.sample(time)
        guard identical(sample.value, held.value) && sample.velocity == .zero else {
          check.expect(
            false,
            "Handed \(describe(probe.start)), it showed \(describe(sample)) at local time \(time) and \(describe(held)) just before its start at \(start)."
          )
          break
        }
      }
    }
  }

  /// TW-3, PH-4: an end at or after the start; from it on, the value at the end, to the bit,
  /// at exactly zero velocity, up to 1000 s later.
  func endAndRest(_ check: AnimationRecorder) {
    for probe in probes {
      let (start, end) = (probe.startTime, probe.endTime)
      guard !end.isNaN, !(end < start) else {
        check.expect(
          false,
          "Handed \(describe(probe.start)), its endSeconds was \(end), with startSeconds \(start).")
        continue
      }
      guard end.isFinite else { continue }
      let held = probe.sample(end)
      for time in [end, end.nextUp, end + probe.length / 2, end + 1, end + 1000] {
        let sample = probe.sample(time)
        guard identical(sample.value, held.value) && sample.velocity == .zero else {
          check.expect(
            false,
            "Handed \(describe(probe.start)), it ended at \(end) showing \(describe(held)), then showed \(describe(sample)) at local time \(time)."
          )
          break
        }
      }
    }
  }
}

/// Whether two values are the same bits (NaN equal to NaN).
func identical<Value: Interpolatable>(_ a: Value, _ b: Value) -> Bool {
  a == b || (a != a && b != b)
}
