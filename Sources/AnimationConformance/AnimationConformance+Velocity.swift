import MotionTween

extension AnimationSubject {
  /// PH-6: at the start and at every interior instant, the reported velocity is within
  /// `tolerance.velocity` of the motion's speed scale (the largest of its range over its
  /// length and its central quotients), plus the values' rounding over the smallest step, of
  /// one of the value's difference quotients.
  ///
  /// The quotients are second order (error O(h²) where the motion is smooth): forward
  /// `(−3x(t) + 4x(t+h) − x(t+2h)) / 2h`, and inside the motion also central
  /// `(x(t+h) − x(t−h)) / 2h` and backward `(3x(t) − 4x(t−h) + x(t−2h)) / 2h`, for `h` =
  /// `tolerance.derivativeStep` of the length, h/8 and h/64, each kind also extrapolated to
  /// h → 0 from those three (Aitken's Δ², exact when the error shrinks geometrically, as it
  /// does at a curve's end whose slope has a square-root corner). The closest counts, so a jump
  /// in value or velocity next to the instant (a keyframe, a step, a hand-off) or a sharp curve
  /// does not fail a motion whose velocity is its derivative, while a velocity off by a factor,
  /// an offset or a lag stays off at every step.
  func velocityIsDerivative(_ check: AnimationRecorder) {
    for probe in probes where probe.length > 0 {
      let step = probe.length * tolerance.derivativeStep
      let origin = probe.sample(probe.startTime).value
      var quotients: [(time: Double, reported: A.Value, candidates: [A.Value])] = []
      var (scale, largest) = (0.0, 0.0)
      for time in [probe.startTime] + probe.interior {
        let inside = time > probe.startTime
        let coarse = Self.quotients(probe, at: time, step: step, inside: inside)
        let fine = Self.quotients(probe, at: time, step: step / 8, inside: inside)
        let finest = Self.quotients(probe, at: time, step: step / 64, inside: inside)
        let extrapolated = coarse.indices.compactMap {
          Self.extrapolated(coarse[$0], fine[$0], finest[$0])
        }
        if inside { scale = max(scale, magnitude(coarse[1])) }
        scale = max(scale, magnitude(probe.sample(time).value - origin) / probe.length)
        largest = max(largest, magnitude(probe.sample(time).value))
        quotients.append((time, probe.sample(time).velocity, coarse + fine + finest + extrapolated))
      }
      // Plus the rounding of the values (16 ulps) over the smallest step.
      let allowed = tolerance.velocity * scale + 16 * largest * 0x1p-52 / (step / 64)
      for (time, reported, candidates) in quotients {
        let errors = candidates.map { magnitude(reported - $0) }
        let error = errors.min() ?? .nan
        guard error <= allowed else {
          let closest = errors.firstIndex(of: error).map { candidates[$0] }
          check.expect(
            false,
            "Handed \(describe(probe.start)), at local time \(time) it reported velocity \(reported), but its value changed at \(closest.map { "\($0)" } ?? "?") per second at best (quotients over \(step) s, an eighth and a sixty-fourth of it): off by \(error), more than \(allowed) (\(tolerance.velocity) of its speed scale \(scale))."
          )
          break
        }
      }
    }
  }

  /// The forward quotient at `time` and, `inside` the motion, the central and backward ones.
  static func quotients(
    _ probe: AnimationProbe<A>, at time: Double, step: Double, inside: Bool
  ) -> [A.Value] {
    let at = probe.sample(time).value
    let (after, further) = (probe.sample(time + step).value, probe.sample(time + 2 * step).value)
    let forward = (after.scaled(by: 4) - at.scaled(by: 3) - further).scaled(by: 0.5 / step)
    guard inside else { return [forward] }
    let (before, earlier) = (probe.sample(time - step).value, probe.sample(time - 2 * step).value)
    let central = (after - before).scaled(by: 0.5 / step)
    let backward = (at.scaled(by: 3) - before.scaled(by: 4) + earlier).scaled(by: 0.5 / step)
    return [forward, central, backward]
  }

  /// The limit of `q1, q2, q3` when their differences shrink geometrically (Aitken's Δ², in the
  /// value's vector space: the ratio from inner products got by polarisation); `nil` when they
  /// do not shrink.
  static func extrapolated(_ q1: A.Value, _ q2: A.Value, _ q3: A.Value) -> A.Value? {
    let (d1, d2) = (q2 - q1, q3 - q2)
    let inner = ((d2 + d1).magnitudeSquared - (d2 - d1).magnitudeSquared) / 4
    let ratio = inner / d1.magnitudeSquared
    guard ratio > 0, ratio < 0.9 else { return nil }
    return q3 + d2.scaled(by: ratio / (1 - ratio))
  }
}
