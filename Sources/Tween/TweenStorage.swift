/// The header of a tween's single hot allocation: the tween's timing (read first by every
/// sample), the segment count, the leading offsets the interval search compares, the last frame
/// (read when a tween has finished), the flags and a reference to the fields only the tween's
/// accessors and a repeating tween's sampling read. 96 bytes for a `Double` tween, so the
/// segments start 112 bytes into the object.
@usableFromInline
struct TweenHeader<Value: Interpolatable> {
  /// The tween's ``Tween/duration``, in seconds.
  @usableFromInline let duration: Double
  /// The tween's ``Tween/delay``, in seconds.
  @usableFromInline let delay: Double
  /// The number of prepared segments (at least 1), implicit keyframes included.
  @usableFromInline let count: Int
  /// The search offsets of the first four segments in storage (the tween's last four), and
  /// `-infinity` past the last segment but one (its first, whose offset the search never
  /// compares): the interval search counts the ones above an effect progress without a loop.
  @usableFromInline let leadingOffsets: (Double, Double, Double, Double)
  /// The last frame given (the destination for a single value).
  @usableFromInline let lastValue: Value
  /// The effect's timing function: a single value's `interTimingFunctions[0]` (TW-11), linear
  /// otherwise.
  @usableFromInline let effect: SegmentCurve
  /// Whether the tween has a single value (``Tween/isDestinationOnly``, TW-6).
  @usableFromInline let isDestinationOnly: Bool
  /// Whether the last keyframe is an implicit one at offset 1 (the last offset given is below
  /// 1): the tween then ends on the underlying value.
  @usableFromInline let endsOnUnderlying: Bool
  /// Whether any keyframe is the underlying value (a single value, or implicit keyframes).
  @usableFromInline let usesUnderlying: Bool
  /// Whether more than one keyframe is at offset 0 (an effect progress below 0 then shows the
  /// first keyframe) and, likewise, at offset 1 (a progress of 1 or more shows the last).
  @usableFromInline let jumpsAtStart: Bool
  @usableFromInline let jumpsAtEnd: Bool
  /// Whether the tween repeats (an ``IterationTiming`` other than ``IterationTiming/once``,
  /// kept in ``definition``): sampling takes the general path then. A flag in the header's
  /// padding, so a tween that plays once reads nothing more than before.
  @usableFromInline let isRepeating: Bool
  /// Everything sampling does not read (and a repeating tween's timing).
  @usableFromInline let definition: TweenDefinition<Value>
}

/// A repeating tween's ``IterationTiming``, with its easing laid out for sampling.
@usableFromInline
final class TweenIterations {
  @usableFromInline let timing: IterationTiming
  /// What sampling reads: the timing as plain values, its easing's curve (whose solver
  /// `timing.easing` owns).
  @usableFromInline let parameters: RepeatParameters
  /// `delay` plus the active duration.
  @usableFromInline let endTime: Double

  init(_ timing: IterationTiming, delay: Double, duration: Double) {
    self.timing = timing
    parameters = RepeatParameters(timing)
    endTime = delay + timing.activeDuration(forDuration: duration)
  }
}

/// A tween's fields as given, which sampling never reads, and a repeating tween's timing.
@usableFromInline
final class TweenDefinition<Value: Interpolatable> {
  /// The iteration timing, or nil for a tween that plays once, forwards, linear.
  @usableFromInline let iterations: TweenIterations?
  /// The frames as given.
  let values: [Value]
  /// The timing functions as given (empty when none were). They own the bezier solvers that
  /// the segments point to unretained.
  let timingFunctions: [TimingFunction]
  /// The offsets as given (nil for even spacing).
  let offsets: [Double]?
  let hasTimingFunctions: Bool

  init(
    values: [Value], timingFunctions: [TimingFunction]?, offsets: [Double]?,
    iterations: TweenIterations?
  ) {
    self.iterations = iterations
    self.values = values
    self.timingFunctions = timingFunctions ?? []
    self.offsets = offsets
    hasTimingFunctions = timingFunctions != nil
  }
}

/// A tween's prepared segments, in one allocation with their ``TweenHeader``.
///
/// One reference in the ``Tween`` value: copying a tween out of an array (which callers' loops
/// do) retains only this object, whose first cache line sampling reads anyway. The segments
/// follow the header (96 bytes for `Double`) in REVERSE order (element 0 is the last segment), because sampling
/// scans from the last segment down: the common samples read the first one or two cache lines.
/// A segment of a `Double` tween is 56 bytes.
@usableFromInline
final class TweenStorage<Value: Interpolatable>: ManagedBuffer<
  TweenHeader<Value>, TweenSegment<Value>
>
{
  /// A storage holding `header` and `header.count` segments made by `segment(index)`, where
  /// `index` counts from the tween's first segment (stored last).
  static func make(
    _ header: TweenHeader<Value>, segment: (Int) -> TweenSegment<Value>
  ) -> TweenStorage<Value> {
    let buffer = create(minimumCapacity: header.count) { _ in header }
    let storage = unsafeDowncast(buffer, to: TweenStorage<Value>.self)
    storage.withUnsafeMutablePointerToElements { segments in
      for index in 0..<header.count {
        (segments + (header.count - 1 - index)).initialize(to: segment(index))
      }
    }
    return storage
  }

  deinit {
    withUnsafeMutablePointers { header, segments in
      _ = segments.deinitialize(count: header.pointee.count)
    }
  }

  /// The fields sampling does not read (through the header's pointer: no exclusivity check).
  var definition: TweenDefinition<Value> {
    withUnsafeMutablePointerToHeader { $0.pointee.definition }
  }
}
