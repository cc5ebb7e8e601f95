/// Many keyframe tweens laid out flat for sampling them all at once (struct of arrays).
///
/// Repeating tweens (``IterationTiming``) are welcome: each is sampled through the same timing
/// model as ``Tween``, bit for bit.
///
/// Built once from validated ``Tween``s, a batch copies what sampling reads into a few
/// contiguous arrays: per tween its delay, duration, last frame and the index of its first
/// segment; per segment its offset, width, start, end and a 32-bit index into the batch's
/// table of distinct curves. A pass over the batch reads those arrays with no tween object, no
/// reference count and no allocation, 32 tweens at a time in two stages: every tween's timing
/// (phase and progress) first, then the keyframes of those in their active phase, with a
/// branch-free segment search. The tweens are independent, so the processor overlaps their
/// memory reads and bezier evaluations.
///
/// Every value is bit-for-bit the one ``Tween/value(atLocalTime:from:)`` returns, including for
/// NaN local times (the first frame, as a tween gives).
///
/// A batch holds keyframe tweens only: a single-value tween (a destination, TW-6), or one whose
/// offsets leave implicit keyframes, depends on the property's value when it starts, which a
/// batch does not know, so ``init(_:)`` rejects it with
/// ``TweenBatchError/destinationOnlyTween(index:)`` or
/// ``TweenBatchError/implicitKeyframes(index:)``. So a batch's last frame is every tween's
/// after-phase value exactly (``Tween/finalValue(from:)`` is the last frame without implicit
/// keyframes).
///
/// ```swift
/// let batch = try TweenBatch(tweens)
/// var values = [Double](repeating: 0, count: batch.count)
/// try batch.sample(atLocalTime: 0.25, into: &values)  // allocates nothing
/// ```
public final class TweenBatch<Value: Interpolatable> {
  /// The number of tweens.
  public let count: Int
  /// Per tween: the delay and duration in seconds, the last frame and the first segment's index
  /// (the segments of tween `i` are `segmentBase[i]..<segmentBase[i + 1]`, first to last).
  @usableFromInline let delays: UnsafeMutablePointer<Double>
  @usableFromInline let durations: UnsafeMutablePointer<Double>
  @usableFromInline let lastValues: UnsafeMutablePointer<Value>
  @usableFromInline let segmentBase: UnsafeMutablePointer<Int32>
  /// Per segment, in the tweens' order: offset (infinite for a segment that starts at 1, which
  /// is never the interval), width, start, end, curve index.
  @usableFromInline let offsets: UnsafeMutablePointer<Double>
  @usableFromInline let widths: UnsafeMutablePointer<Double>
  @usableFromInline let starts: UnsafeMutablePointer<Value>
  @usableFromInline let ends: UnsafeMutablePointer<Value>
  @usableFromInline let curveIndices: UnsafeMutablePointer<Int32>
  /// The distinct curves (trivial values with unretained solvers), shared by every segment
  /// that uses them: a handful, which stay in cache.
  @usableFromInline let curves: UnsafeMutablePointer<SegmentCurve>
  let segmentCount: Int
  let curveCount: Int
  /// The timing functions behind ``curves``: they own the bezier solvers the curves point to.
  let owners: [TimingFunction]
  /// Whether any tween repeats (an ``IterationTiming`` other than ``IterationTiming/once``):
  /// only then are the five arrays below filled (`count` elements, else none), and sampling
  /// branches on this constant, the same way for every tween of a batch without repeats.
  @usableFromInline let hasIterations: Bool
  /// Per tween: the index of its iteration timing in ``timings`` (meaningful where bit 2 of
  /// ``jumps`` is set). Four bytes a tween instead of a timing's 48: a pass reads less memory.
  @usableFromInline let timingIndices: UnsafeMutablePointer<UInt32>
  /// Per tween: bit 0 set when several keyframes are at offset 0, bit 1 when several are at 1,
  /// bit 2 when the tween repeats.
  @usableFromInline let jumps: UnsafeMutablePointer<UInt8>
  /// Per tween: the delay plus the active duration, where the after phase begins.
  @usableFromInline let activeEnds: UnsafeMutablePointer<Double>
  /// Per tween: the value before the delay and after the active duration, where the timing
  /// model's every quantity is constant (meaningful where bit 2 of ``jumps`` is set).
  @usableFromInline let beforeValues: UnsafeMutablePointer<Value>
  @usableFromInline let afterValues: UnsafeMutablePointer<Value>
  /// The distinct iteration timings of the batch's tweens as plain values (a handful, which
  /// stay in cache), whose easings' objects ``timingOwners`` own.
  @usableFromInline let timings: UnsafeMutablePointer<RepeatParameters>
  let timingOwners: [IterationTiming]

  /// Lays out `tweens` for sampling. Their timelines are ignored: a batch is sampled at local
  /// times the caller computes.
  /// - Throws: ``TweenBatchError/destinationOnlyTween(index:)`` for a single-value tween,
  ///   ``TweenBatchError/implicitKeyframes(index:)`` for one whose offsets do not start at 0
  ///   and end at 1, ``TweenBatchError/tooManySegments(_:)`` beyond `Int32.max` segments in all.
  /// - Complexity: O(total segments); allocates the arrays once.
  public init(_ tweens: [Tween<Value>]) throws(TweenBatchError) {
    var total = 0
    for (index, tween) in tweens.enumerated() {
      guard !tween.isDestinationOnly else { throw .destinationOnlyTween(index: index) }
      guard !tween.usesUnderlyingValue else { throw .implicitKeyframes(index: index) }
      total += tween.header.pointee.count
    }
    guard total < Int(Int32.max) else { throw .tooManySegments(total) }
    count = tweens.count
    segmentCount = total
    delays = .allocate(capacity: count)
    durations = .allocate(capacity: count)
    lastValues = .allocate(capacity: count)
    segmentBase = .allocate(capacity: count + 1)
    offsets = .allocate(capacity: total)
    widths = .allocate(capacity: total)
    starts = .allocate(capacity: total)
    ends = .allocate(capacity: total)
    curveIndices = .allocate(capacity: total)
    var repeats = false
    for tween in tweens where tween.header.pointee.isRepeating { repeats = true }
    hasIterations = repeats
    let perTween = repeats ? count : 0
    timingIndices = .allocate(capacity: perTween)
    jumps = .allocate(capacity: perTween)
    activeEnds = .allocate(capacity: perTween)
    beforeValues = .allocate(capacity: perTween)
    afterValues = .allocate(capacity: perTween)
    var distinctTimings: [IterationTiming] = []
    var timingTable: [IterationTiming: UInt32] = [:]
    var table = TweenBatchCurveTable()
    var next = 0
    for (index, tween) in tweens.enumerated() {
      (delays + index).initialize(to: tween.delay)
      (durations + index).initialize(to: tween.duration)
      (lastValues + index).initialize(to: tween.header.pointee.lastValue)
      (segmentBase + index).initialize(to: Int32(next))
      if repeats {
        let header = tween.header.pointee
        let timing = tween.timing
        let timingIndex: UInt32
        if let known = timingTable[timing] {
          timingIndex = known
        } else {
          timingIndex = UInt32(distinctTimings.count)
          timingTable[timing] = timingIndex
          distinctTimings.append(timing)
        }
        (timingIndices + index).initialize(to: timingIndex)
        (jumps + index).initialize(
          to: (header.jumpsAtStart ? 1 : 0) | (header.jumpsAtEnd ? 2 : 0)
            | (header.isRepeating ? 4 : 0))
        (activeEnds + index).initialize(
          to: tween.delay + timing.activeDuration(forDuration: tween.duration))
        // The phases' constant values, as the tween gives them (a NaN local time is the
        // before phase, an infinite one the after phase); without implicit keyframes the start
        // value is never read.
        (beforeValues + index).initialize(
          to: tween.value(atLocalTime: .nan, from: header.lastValue))
        (afterValues + index).initialize(
          to: tween.value(atLocalTime: .infinity, from: header.lastValue))
      }
      let segmentsInTween = tween.header.pointee.count
      let functions = tween.storage.definition.timingFunctions
      for position in 0..<segmentsInTween {
        let segment = tween.segments[segmentsInTween - 1 - position]  // stored last first
        (offsets + next).initialize(to: segment.offset)
        (widths + next).initialize(to: segment.width)
        (starts + next).initialize(to: segment.start)
        (ends + next).initialize(to: segment.end)
        let function = functions.isEmpty ? TimingFunction.linear : functions[position]
        (curveIndices + next).initialize(to: table.index(of: function))
        next += 1
      }
    }
    (segmentBase + count).initialize(to: Int32(next))
    owners = table.functions
    timingOwners = distinctTimings
    timings = .allocate(capacity: max(distinctTimings.count, 1))
    for (index, timing) in distinctTimings.enumerated() {
      (timings + index).initialize(to: RepeatParameters(timing))
    }
    curveCount = owners.count
    curves = .allocate(capacity: max(curveCount, 1))
    for (index, function) in owners.enumerated() {
      (curves + index).initialize(to: SegmentCurve(function))
    }
  }

  deinit {
    delays.deallocate()
    durations.deallocate()
    lastValues.deinitialize(count: count).deallocate()
    segmentBase.deallocate()
    offsets.deallocate()
    widths.deallocate()
    starts.deinitialize(count: segmentCount).deallocate()
    ends.deinitialize(count: segmentCount).deallocate()
    curveIndices.deallocate()
    curves.deinitialize(count: curveCount).deallocate()
    timingIndices.deallocate()
    timings.deinitialize(count: timingOwners.count).deallocate()
    jumps.deallocate()
    activeEnds.deallocate()
    let perTween = hasIterations ? count : 0
    beforeValues.deinitialize(count: perTween).deallocate()
    afterValues.deinitialize(count: perTween).deallocate()
  }

  /// The number of distinct timing functions the batch's segments use.
  public var distinctCurveCount: Int { curveCount }

  /// The number of distinct iteration timings a batch with repeating tweens keeps (0 without
  /// repeating tweens; ``IterationTiming/once`` counts when it is mixed with others).
  var distinctTimingCount: Int { timingOwners.count }
}

/// Interns timing functions while a ``TweenBatch`` is built: one curve-table entry per distinct
/// function.
struct TweenBatchCurveTable {
  var functions: [TimingFunction] = []
  var indices: [TimingFunction: Int32] = [:]

  /// The table index of `function`, adding it when new.
  mutating func index(of function: TimingFunction) -> Int32 {
    if let index = indices[function] { return index }
    let index = Int32(functions.count)
    functions.append(function)
    indices[function] = index
    return index
  }
}
