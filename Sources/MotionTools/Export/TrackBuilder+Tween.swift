import MotionTween

extension TrackBuilder {
  /// One keyframe of a tween in document time, implicit ones included (`value` is then the
  /// underlying value), with the timing function of the interval it starts.
  struct TweenFrame {
    var time: Double
    var value: Double
    var curve: TimingFunction
  }

  /// A tween's keyframes as Web Animations interpolates them (``Tween``'s own rule): the given
  /// values at their offsets (evenly spaced without offsets, a single value at 1), an implicit
  /// keyframe holding `underlying` at offset 0 and at offset 1 where none is given, each
  /// interval with its timing function (implicit ones linear), and the effect's timing function
  /// (a single value's, TW-11) folded into the one interval when it is the only one.
  static func frames(_ tween: Tween<Double>, underlying: Double)
    -> (frames: [TweenFrame], effect: TimingFunction)
  {
    let (frames, effect) = offsetFrames(tween, underlying: underlying)
    let timed = frames.map {
      TweenFrame(time: tween.delay + $0.offset * tween.duration, value: $0.value, curve: $0.curve)
    }
    return (timed, effect)
  }

  /// ``frames(_:underlying:)`` at their offsets in one iteration, [0, 1], instead of document
  /// times: the keyframes a repeating tween's own animation plays (``TrackPlayback``).
  static func offsetFrames(_ tween: Tween<Double>, underlying: Double)
    -> (frames: [(offset: Double, value: Double, curve: TimingFunction)], effect: TimingFunction)
  {
    let values = tween.values
    let single = values.count == 1
    let functions = tween.interTimingFunctions ?? []
    var frames: [(offset: Double, value: Double, curve: TimingFunction)] = []
    for (index, value) in values.enumerated() {
      let offset =
        tween.offsets?[index] ?? (single ? 1 : Double(index) / Double(values.count - 1))
      let curve = !single && index < functions.count ? functions[index] : .linear
      frames.append((offset, value, curve))
    }
    if frames[0].offset > 0 { frames.insert((0, underlying, .linear), at: 0) }
    if frames[frames.count - 1].offset < 1 { frames.append((1, underlying, .linear)) }
    var effect = single && !functions.isEmpty ? functions[0] : TimingFunction.linear
    if effect != .linear && frames.count == 2 {
      frames[0].curve = effect
      effect = .linear
    }
    return (frames, effect)
  }

  /// CSS's interpolation of numbers as the tween computes it: `a` at 0 and `b` at 1 exactly.
  static func interpolate(_ a: Double, _ b: Double, _ amount: Double) -> Double {
    if amount == 0 { return a }
    if amount == 1 { return b }
    return a * (1 - amount) + b * amount
  }

  /// The pieces of tween `index` shown over `[from, to)`: each of its intervals inside that
  /// span keeps its timing function; an interval cut by the span keeps the part of its curve
  /// that shows (a cubic-bezier's sub-curve, a linear part, a staircase's steps as holds), and
  /// a part CSS cannot express (a single value's curve over implicit keyframes, a sub-curve
  /// whose control points leave [0, 1], part of a `linear()`, any of Penner's easings, which
  /// CSS lacks) is baked like a spring.
  func tweenPieces(_ tween: Tween<Double>, index: Int, from: Double, to: Double)
    throws(InputError) -> [TrackPiece]
  {
    let underlying = stack.starts[index].value
    let (frames, effect) = Self.frames(tween, underlying: underlying)
    let bound = bound(of: index)
    let segment = ExportSegment(
      kind: "tween", source: labels[index], start: from, end: to, bound: bound)
    var pieces: [TrackPiece] = []
    if effect != .linear {
      if case .steps(let steps) = effect {
        let times = (1..<steps.count).map {
          tween.delay + tween.duration * Double($0) / Double(steps.count)
        }
        pieces = staircase(index, jumpsAt: times, from: from, to: to, bound: bound)
      } else {
        pieces = try baked(index, from: from, to: to, kind: "tween")
      }
    } else {
      for (a, b) in zip(frames, frames.dropFirst()) {
        let start = max(a.time, from)
        let end = min(b.time, to)
        guard start < end else { continue }
        pieces += try interval(a, b, index: index, from: start, to: end, bound: bound)
      }
    }
    // One report for the tween's stretch, unless parts of it were baked (they report
    // themselves).
    if !pieces.contains(where: { $0.segment != nil }), !pieces.isEmpty {
      pieces[0].segment = segment
    }
    return pieces
  }

  /// The part `[from, to)` of the keyframe interval `a → b` of tween `index`.
  func interval(
    _ a: TweenFrame, _ b: TweenFrame, index: Int, from: Double, to: Double, bound: Double
  ) throws(InputError) -> [TrackPiece] {
    let width = b.time - a.time
    let d0 = (from - a.time) / width
    let d1 = (to - a.time) / width
    func piece(_ start: Double, _ easing: ExportEasing, _ end: Double) -> TrackPiece {
      TrackPiece(
        keyframes: [ExportKeyframe(time: from, value: start, easing: easing)], endValue: end,
        bound: bound)
    }
    let whole = from == a.time && to == b.time
    // Where the interval is cut, the keyframe holds the engine's own value there (the
    // sub-curve's end computed anew would differ in the last bits).
    let motion = stack.motions[index]
    let showing = stack.starts[index]
    func cut(_ time: Double, _ amount: Double, exact: Bool) -> Double {
      exact
        ? Self.interpolate(a.value, b.value, amount) : motion.sample(at: time, from: showing).value
    }
    switch a.curve {
    case .linear:
      return [
        piece(
          cut(from, d0, exact: from == a.time), .timing(.linear),
          cut(to, d1, exact: to == b.time))
      ]
    case .steps(let steps):
      let times = stepJumps(steps, from: a.time, to: b.time)
      if whole {
        var exact = piece(a.value, .timing(a.curve), b.value)
        exact.jumps = times
        return [exact]
      }
      let inside = (1..<steps.count).map { a.time + width * Double($0) / Double(steps.count) }
      return staircase(index, jumpsAt: inside, from: from, to: to, bound: bound)
    case .cubicBezier(let curve):
      if whole { return [piece(a.value, .timing(a.curve), b.value)] }
      guard let part = curve.subcurve(from: d0, to: d1) else {
        let y0 = curve.value(at: d0)
        if y0 == curve.value(at: d1) {
          let value = Self.interpolate(a.value, b.value, y0)
          return [piece(value, .timing(.linear), value)]
        }
        return try baked(index, from: from, to: to, kind: "tween")
      }
      return [
        piece(
          cut(from, part.startY, exact: from == a.time), .timing(.cubicBezier(part.curve)),
          cut(to, part.endY, exact: to == b.time))
      ]
    case .piecewiseLinear:
      // CSS's own linear() ships as itself; a part of one is baked like a spring (record 0037).
      if whole { return [piece(a.value, .timing(a.curve), b.value)] }
      return try baked(index, from: from, to: to, kind: "tween")
    case .penner:
      // Penner's easings have no CSS form: baked to linear() within the bound (record 0037).
      return try baked(index, from: from, to: to, kind: "tween")
    }
  }

  /// The instants a `steps()` interval from `start` to `end` jumps at, its ends included where
  /// its position jumps there.
  func stepJumps(_ steps: Steps, from start: Double, to end: Double) -> [Double] {
    let width = end - start
    var times = (1..<steps.count).map { start + width * Double($0) / Double(steps.count) }
    if steps.position == .jumpStart || steps.position == .jumpBoth { times.insert(start, at: 0) }
    if steps.position == .jumpEnd || steps.position == .jumpBoth { times.append(end) }
    return times
  }

  /// A staircase of motion `index` over `[from, to)` as holds: constant between the jump
  /// instants `jumpsAt`, each hold showing the value the motion shows there.
  func staircase(_ index: Int, jumpsAt times: [Double], from: Double, to: Double, bound: Double)
    -> [TrackPiece]
  {
    let cuts = [from] + times.filter { $0 > from && $0 < to } + [to]
    return zip(cuts, cuts.dropFirst()).map { start, end in
      let value = stack.motions[index].sample(at: (start + end) / 2, from: stack.starts[index])
        .value
      var piece = hold(value, at: start, until: end)
      piece.bound = bound
      piece.segment = nil
      piece.isHold = false
      return piece
    }
  }
}
