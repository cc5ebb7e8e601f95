import MotionTween

extension AnimationSubject {
  /// PH-10, TL-R11: instants before, at, inside and after the motion (each with its next
  /// representable neighbour and the instant 10 ns later, where a cache keyed by a rounded
  /// time would show) sampled in order, in reverse, shuffled and in order again give the same
  /// bits; `endSeconds` too.
  func pureInTime(_ check: AnimationRecorder) {
    for probe in probes {
      var times = [probe.startTime - 1, probe.startTime] + probe.interior + [probe.lastTime]
      times = (times + [probe.lastTime + 1]).filter(\.isFinite).flatMap {
        [$0, $0.nextUp, $0 + 1e-8]
      }
      let inOrder = times.map(probe.sample)
      let reversed = Array(times.reversed().map(probe.sample).reversed())
      // A fixed shuffle that jumps back and forth across the whole list: indices in the
      // order of i × (golden ratio) mod 1, a permutation for any count.
      let order = times.indices.sorted {
        (Double($0) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
          < (Double($1) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
      }
      var shuffled = inOrder
      for index in order { shuffled[index] = probe.sample(times[index]) }
      let again = times.map(probe.sample)
      let end = probe.animation.endSeconds(from: probe.start)
      for (pass, samples) in [("in reverse", reversed), ("shuffled", shuffled), ("again", again)] {
        if let index = times.indices.first(where: { !identical(samples[$0], inOrder[$0]) }) {
          check.expect(
            false,
            "Handed \(describe(probe.start)), at local time \(times[index]) it showed \(describe(inOrder[index])) sampled in order and \(describe(samples[index])) sampled \(pass)."
          )
          break
        }
      }
      check.expect(
        identical(end, probe.endTime),
        "Handed \(describe(probe.start)), its endSeconds was \(probe.endTime), then \(end) when asked again."
      )
    }
  }
}
