import MotionTween

/// How an export bakes springs and decays: by the error bound (the default), or the way Motion
/// does, a point every 10 ms (for comparison only).
package enum ExportScheme: String, Sendable, CaseIterable {
  /// ``LinearEasingEncoder``: points chosen by the bound, fewest first.
  case bound
  /// ``MotionSchemeEncoder``: a point every 10 ms, 4 decimals.
  case motion
}

/// A stretch of a track before the stretches are joined: its keyframes in document time (the
/// first at its start), the value the next keyframe must hold for its last interval to end
/// right, and what it reports.
struct TrackPiece {
  var keyframes: [ExportKeyframe]
  var endValue: Double
  var bound: Double
  var jumps: [Double] = []
  var segment: ExportSegment?
  /// A hold (one constant value), which merges with a hold of the same value before it.
  var isHold = false
}

/// Builds one ``PropertyTrack`` from a property's ``MotionStack`` over document time
/// `[start, end]`: splits the time at every start, end and interruption, asks the stack which
/// motion shows in each part, turns each part into a ``TrackPiece`` and joins them.
struct TrackBuilder {
  let stack: MotionStack
  /// Per motion of the stack, its document field (`tweens[0]`, `motions[2]`).
  let labels: [String]
  let tolerance: ExportTolerance
  let scheme: ExportScheme
  /// The track's time 0, in document ms (0, or the continuation instant).
  let start: Double
  /// The track's end, in document ms.
  let end: Double
  /// The bound of holds and of motions without a size of their own.
  let propertyBound: Double
  /// Per motion, its size (``ExportTolerance/size(start:end:minimum:maximum:)``) over its run.
  let sizes: [Double]

  init(
    stack: MotionStack, labels: [String], tolerance: ExportTolerance, scheme: ExportScheme,
    start: Double, end: Double
  ) {
    self.stack = stack
    self.labels = labels
    self.tolerance = tolerance
    self.scheme = scheme
    self.start = start
    self.end = end
    var values: [Double] = []
    let count = 2000
    for index in 0...count {
      values.append(stack.sample(at: end * Double(index) / Double(count)).value)
    }
    for motion in stack.motions.indices {
      for time in [stack.motions[motion].startTime, stack.ends[motion]] where time.isFinite {
        values.append(stack.sample(at: time).value)
      }
    }
    let size = ExportTolerance.size(
      start: values[0], end: values[count], minimum: values.min() ?? 0,
      maximum: values.max() ?? 0)
    let floor = 1e-9 * max(1, values.map(abs).max() ?? 1)
    propertyBound = max(tolerance.bound(size: size), floor)
    sizes = stack.motions.indices.map { index in
      Self.size(of: index, in: stack, until: end)
    }
  }

  /// A motion's size over its run, from its start to its end or rest (at most `until`).
  static func size(of index: Int, in stack: MotionStack, until: Double) -> Double {
    let motion = stack.motions[index]
    let from = stack.starts[index]
    let first = motion.startTime
    let last = min(stack.ends[index], until)
    guard last > first else { return 0 }
    let count = 2000
    var values: [Double] = []
    for step in 0..<count {
      values.append(
        motion.sample(at: first + (last - first) * Double(step) / Double(count), from: from).value)
    }
    let final = motion.sample(at: last, from: from).value
    values.append(final)
    return ExportTolerance.size(
      start: values[0], end: final, minimum: values.min() ?? 0, maximum: values.max() ?? 0)
  }

  /// The bound of motion `index`: the tolerance applied to its size (never below a millionth
  /// of the property's bound, so a motion that barely moves does not ask for digits no browser
  /// keeps), or the property's bound for a motion without a size.
  func bound(of index: Int) -> Double {
    sizes[index] > 0
      ? max(tolerance.bound(size: sizes[index]), propertyBound * 1e-6) : propertyBound
  }

  /// The parts of `[start, end)` in each of which one source shows, consecutive equal sources
  /// merged.
  func intervals() -> [(source: PrecedenceSource, start: Double, end: Double)] {
    var cuts: Set<Double> = [start, end]
    for index in stack.motions.indices {
      for time in [stack.motions[index].startTime, stack.ends[index]]
      where time.isFinite && time > start && time < end {
        cuts.insert(time)
      }
    }
    let sorted = cuts.sorted()
    var result: [(source: PrecedenceSource, start: Double, end: Double)] = []
    for (from, to) in zip(sorted, sorted.dropFirst()) {
      let source = stack.source(at: from)
      if let last = result.last, last.source == source, last.end == from {
        result[result.count - 1].end = to
      } else {
        result.append((source, from, to))
      }
    }
    return result
  }

  /// The whole track's keyframes (document time) and jump instants.
  func build() throws(InputError) -> (
    keyframes: [ExportKeyframe], jumps: [Double], segments: [ExportSegment]
  ) {
    var pieces: [TrackPiece] = []
    for interval in intervals() {
      switch interval.source {
      case .inEffect(let index):
        if case .tween(let tween) = stack.motions[index] {
          pieces += try tweenPieces(tween, index: index, from: interval.start, to: interval.end)
        } else {
          pieces += try physicsPieces(index, from: interval.start, to: interval.end)
        }
      default:
        pieces.append(
          hold(stack.sample(at: interval.start).value, at: interval.start, until: interval.end))
      }
    }
    return join(pieces)
  }

  /// A constant stretch from `time` to `until`.
  func hold(_ value: Double, at time: Double, until: Double) -> TrackPiece {
    TrackPiece(
      keyframes: [ExportKeyframe(time: time, value: value, easing: .timing(.linear))],
      endValue: value, bound: propertyBound,
      segment: ExportSegment(kind: "hold", start: time, end: until, bound: propertyBound),
      isHold: true)
  }

  /// Joins the pieces: where one ends on a value the next does not start on (beyond a twentieth
  /// of the smaller bound), a keyframe 0.1 µs before the instant holds the value before the jump.
  func join(_ pieces: [TrackPiece]) -> (
    keyframes: [ExportKeyframe], jumps: [Double], segments: [ExportSegment]
  ) {
    var keyframes: [ExportKeyframe] = []
    var jumps: [Double] = []
    var segments: [ExportSegment] = []
    var previous: TrackPiece?
    func close(at time: Double, next: Double, bound: Double) {
      guard let before = previous, abs(before.endValue - next) > 0.05 * min(before.bound, bound)
      else { return }
      let last = keyframes.last?.time ?? time
      let epsilon = min(1e-4, (time - last) / 4)
      keyframes.append(ExportKeyframe(time: time - epsilon, value: before.endValue, easing: .hold))
      jumps.append(time)
    }
    for piece in pieces {
      let first = piece.keyframes[0]
      if piece.isHold, let before = previous, before.isHold, before.endValue == first.value {
        if let last = segments.indices.last {
          segments[last].end = piece.segment?.end ?? first.time
        }
        continue
      }
      close(at: first.time, next: first.value, bound: piece.bound)
      keyframes += piece.keyframes
      jumps += piece.jumps
      if let segment = piece.segment { segments.append(segment) }
      previous = piece
    }
    let final = stack.sample(at: end).value
    close(at: end, next: final, bound: propertyBound)
    keyframes.append(ExportKeyframe(time: end, value: final, easing: nil))
    return (keyframes, jumps, segments)
  }
}
