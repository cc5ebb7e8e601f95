import MotionTween

/// One document property as one keyframe track in value space: what `@keyframes mm-<name>`
/// and the Web Animations keyframes of `motion export` hold (Docs/Export.md).
///
/// Every motion on the property — tweens, springs, decays, the holds between them, hand-offs and
/// interruptions as ``MotionStack`` resolves them — is one stretch of the track, in document
/// time: a tween's keyframes keep their timing functions exactly (a tween cut short by a later
/// motion keeps the part of its curve that shows, see ``CubicBezier/subcurve(from:to:)``), a
/// hold is one keyframe, and a spring or decay is two keyframes, its start and end values,
/// with a `linear()` easing between them (``LinearEasingEncoder``). Where the document's value
/// jumps (a motion with an explicit `from`, a tween hidden part-way), the track holds the value
/// before the jump in a keyframe 0.1 µs before the instant with the easing `steps(1, jump-end)`,
/// and shows the value after it from the instant on (CSS merges keyframes at equal offsets, so
/// a jump needs two).
///
/// The clock: the track's time 0 is the document's time 0 (or the `--continue-at` instant) and
/// it lasts ``duration`` ms, the same for every property of an export.
package struct PropertyTrack: Sendable {
  /// The document property's name (the custom property is `--<name>`).
  package var name: String
  /// The property's value before any motion: the registered property's initial value.
  package var baseValue: Double
  /// The track's length in ms (the document's end, or what remains after `--continue-at`).
  package var duration: Double
  /// The keyframes, in time order, the first at 0 and the last at ``duration``; the offsets
  /// are printed (``ExportKeyframe/offsetText``).
  package var keyframes: [ExportKeyframe]
  /// What each part of the track is, with its bound and, for baked parts, size and error.
  package var segments: [ExportSegment]
  /// The instants (track clock, ms) where the value jumps: there a browser may show either side
  /// (its time and the printed offsets round), so a check compares both.
  package var jumps: [Double]
  /// For the track of one repeating or rate-played tween, its own timing (its keyframes are
  /// then at their offsets in one iteration, and ``duration`` is 1); nil for a track on the
  /// export's shared clock.
  package var playback: TrackPlayback? = nil

  /// The largest bound of any segment: no instant of the track is further than this from the
  /// engine (each segment keeps its own bound, which may be tighter: a tween's is met exactly).
  package var bound: Double {
    segments.map(\.bound).max() ?? 0
  }

  /// The value a browser shows at `time` ms on the track's clock, from the printed keyframes:
  /// Web Animations' keyframe effect with `fill: both` (the first keyframe before 0, the last
  /// from ``duration`` on), each interval's easing applied to its own progress.
  package func value(at time: Double) -> Double {
    guard let first = keyframes.first, let last = keyframes.last else { return baseValue }
    guard duration > 0 else { return last.value }
    let progress = min(max(time / duration, 0), 1)
    if progress >= 1 { return last.value }
    // The last keyframe with an offset at or below the progress, and below 1.
    var index = 0
    var low = 0
    var high = keyframes.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if keyframes[middle].offset <= progress && keyframes[middle].offset < 1 {
        index = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    guard index + 1 < keyframes.count else { return first.value }
    let (a, b) = (keyframes[index], keyframes[index + 1])
    let width = b.offset - a.offset
    guard width > 0 else { return b.value }
    let amount = (a.easing ?? .timing(.linear))((progress - a.offset) / width)
    if amount == 0 { return a.value }
    if amount == 1 { return b.value }
    return a.value + (b.value - a.value) * amount
  }

  /// The segment that covers `time` (the last one starting at or before it).
  package func segment(at time: Double) -> ExportSegment? {
    segments.last { $0.start <= time } ?? segments.first
  }

  /// Prints each keyframe's offset: the shortest percentage within 1 ns of its time and never
  /// after it, so a keyframe where the value jumps is never placed after its instant.
  mutating func printOffsets() {
    let scale = duration > 0 ? 100 / duration : 0
    for index in keyframes.indices {
      let time = keyframes[index].time
      keyframes[index].offsetText =
        index == 0
        ? "0"
        : index == keyframes.count - 1
          ? "100" : CSSNumber.atMost(time * scale, within: 1e-6 * scale)
    }
  }
}

extension PropertyTrack {
  /// The track of `stack` over document time `[start, end]`, shifted so that `start` is its
  /// time 0.
  ///
  /// - Parameters:
  ///   - labels: Per motion of the stack, its document field (`motions[1]`), for reports.
  ///   - scheme: How springs and decays are baked.
  /// - Throws: ``InputError`` naming the motion when a baked one cannot be encoded.
  init(
    name: String, baseValue: Double, stack: MotionStack, labels: [String],
    tolerance: ExportTolerance, scheme: ExportScheme, start: Double, end: Double
  ) throws(InputError) {
    let builder = TrackBuilder(
      stack: stack, labels: labels, tolerance: tolerance, scheme: scheme, start: start, end: end)
    let (keyframes, jumps, segments) = try builder.build()
    self.name = name
    self.baseValue = baseValue
    duration = end - start
    self.keyframes = keyframes.map { keyframe in
      var shifted = keyframe
      shifted.time -= start
      return shifted
    }
    self.jumps = jumps.map { $0 - start }
    self.segments = segments.map { segment in
      var shifted = segment
      shifted.start -= start
      shifted.end -= start
      return shifted
    }
    printOffsets()
  }
}
