import MotionTween

extension TrackBuilder {
  /// The pieces of spring or decay `index` shown over `[from, to)`: baked.
  func physicsPieces(_ index: Int, from: Double, to: Double) throws(InputError) -> [TrackPiece] {
    let kind =
      switch stack.motions[index] {
      case .tween, .played: "tween"
      case .spring: "spring"
      case .decay: "decay"
      case .boundedDecay: "bounded-decay"
      }
    return try baked(index, from: from, to: to, kind: kind)
  }

  /// Motion `index` over `[from, to)` as `linear()` easings between keyframes of its own values
  /// (``LinearEasingEncoder``, or Motion's scheme): one, or two split at its farthest excursion
  /// when it ends where it started (a `linear()` needs its two keyframes to differ), or a hold
  /// when it does not move.
  ///
  /// The end keyframe is the motion's value at `to`. Where `to` is its rest and the rest value
  /// (a spring's destination) differs from the value just before it by more than a twentieth
  /// of the bound (large rest thresholds), the easing ends on the value just before, and the
  /// track jumps to the rest value there.
  func baked(_ index: Int, from: Double, to: Double, kind: String) throws(InputError)
    -> [TrackPiece]
  {
    let motion = stack.motions[index]
    let showing = stack.starts[index]
    func value(_ time: Double) -> Double { motion.sample(at: time, from: showing).value }
    let bound = bound(of: index)
    let startValue = value(from)
    var endValue = value(to)
    if to >= stack.ends[index], stack.interruptions[index] > to {
      let before = value(to.nextDown)
      if abs(before - endValue) > 0.05 * bound { endValue = before }
    }
    // The farthest excursion from the start, on a grid fine enough to split at.
    let count = 2000
    var farthest = from
    var distance = 0.0
    for step in 1..<count {
      let time = from + (to - from) * Double(step) / Double(count)
      let away = abs(value(time) - startValue)
      if away > distance {
        distance = away
        farthest = time
      }
    }
    distance = max(distance, abs(endValue - startValue))
    guard distance > 1e-12 * max(1, abs(startValue)) else {
      var piece = hold(startValue, at: from, until: to)
      piece.segment?.kind = kind
      piece.segment?.source = labels[index]
      piece.bound = bound
      piece.segment?.bound = bound
      piece.isHold = false
      return [piece]
    }
    let velocity = from == start && isContinuation ? stack.sample(at: from).velocity / 1000 : nil
    if abs(endValue - startValue) <= 1e-9 * distance {
      return [
        try encoded(
          index, kind: kind, from: from, to: farthest, startValue: startValue,
          endValue: value(farthest), bound: bound, velocity: velocity),
        try encoded(
          index, kind: kind, from: farthest, to: to, startValue: value(farthest),
          endValue: endValue, bound: bound, velocity: nil),
      ]
    }
    return [
      try encoded(
        index, kind: kind, from: from, to: to, startValue: startValue, endValue: endValue,
        bound: bound, velocity: velocity)
    ]
  }

  /// Whether the track starts later than the document (`--continue-at`): its first baked
  /// stretch then starts with the motion's velocity.
  var isContinuation: Bool { start > 0 }

  /// One baked stretch `[from, to)` of motion `index`, from `startValue` to `endValue`.
  func encoded(
    _ index: Int, kind: String, from: Double, to: Double, startValue: Double, endValue: Double,
    bound: Double, velocity: Double?
  ) throws(InputError) -> TrackPiece {
    let motion = stack.motions[index]
    let showing = stack.starts[index]
    let local: (Double) -> Double = { motion.sample(at: from + $0, from: showing).value }
    // The whole milliseconds of the track's clock inside the stretch, in its local time.
    var checks: [Double] = []
    var tick = (from - start).rounded(.up) + start
    while tick < to {
      checks.append(tick - from)
      tick += 1
    }
    let result: LinearEasingEncoder.Result
    do throws(InputError) {
      switch scheme {
      case .bound:
        result = try LinearEasingEncoder.encode(
          local, duration: to - from, from: startValue, to: endValue, bound: bound,
          startVelocity: velocity, checkTimes: checks)
      case .motion:
        result = try MotionSchemeEncoder.encode(
          local, duration: to - from, from: startValue, to: endValue, bound: bound,
          checkTimes: checks)
      }
    } catch {
      throw InputError("\(labels[index]): \(error.message)")
    }
    return TrackPiece(
      keyframes: [ExportKeyframe(time: from, value: startValue, easing: .baked(result.easing))],
      endValue: endValue, bound: bound,
      segment: ExportSegment(
        kind: kind, source: labels[index], start: from, end: to, bound: bound,
        points: result.easing.points.count, bytes: result.easing.byteCount,
        maxError: result.maxError))
  }
}
