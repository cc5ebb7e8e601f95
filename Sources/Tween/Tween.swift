public import MotionTimeline

/// A keyframe animation of one property: the Material Motion Tween plan (TW-1…TW-11).
///
/// A tween is a value: `values` are its frames (TW-5), paced by `offsets` (TW-7, evenly when
/// absent, TW-8) with one timing function per segment (TW-9, linear when absent, TW-10), over
/// `duration` (TW-3) after `delay` (TW-4). With a single value, that value is the destination and
/// the tween runs from the property's value when it starts (TW-6), along
/// `interTimingFunctions[0]` (TW-11). The property itself (TW-2) is named when the tween is added
/// to a runtime, as in Material Motion's `runtime.add(tween, to: property)`; any
/// ``Interpolatable`` value can be tweened. An optional ``timeline`` lets scrubbing drive the
/// tween's progress (TW-12); see <doc:PrecedenceRule> and ``beginTimeline()``.
///
/// Everything is validated on creation (``TweenError`` names the problem) and prepared once:
/// sampling is a pure function of local time that reads flat arrays and allocates nothing.
///
/// ```swift
/// let tween = try Tween(
///   duration: 0.3, values: [0.0, 100, 80], offsets: [0, 0.7, 1],
///   interTimingFunctions: [.standard, .accelerate])
/// let second = tween.value(atLocalTime: 0.210, from: 0)  // 100: the second frame, at 70 %
/// ```
///
/// Layout: a tween value is 16 bytes, its storage reference and its optional timeline. The
/// timeline is the only field a copy can change (it is a `var`); everything else, `duration`,
/// `delay` and the destination flag included, is fixed at creation, so it lives once in the
/// header of the shared storage object rather than in every copy. The pointers to that header
/// and to the segments are computed from the reference when sampling reads them: once
/// specialised, the reference plus a constant offset, no call and no retain. A running tween
/// interaction holds two copies of its tween, 80 bytes fewer than with the earlier 56-byte value.
public struct Tween<Value: Interpolatable> {
  /// The timeline that positions and scrubs the tween, or nil to start at registration
  /// (TW-12, TL-R8, TL-R9). Held strongly, like any interaction's timeline.
  public var timeline: Timeline?
  /// The prepared segments and every other field, in one allocation: the only storage sampling
  /// reads. No stored property has type `Value`, so copying a tween is two retains.
  @usableFromInline let storage: TweenStorage<Value>

  /// The length of the animation, in seconds (TW-3; the spec counts milliseconds, the library
  /// counts every time in seconds).
  @inlinable
  public var duration: Double { header.pointee.duration }
  /// The wait before the animation begins, in seconds (TW-4).
  @inlinable
  public var delay: Double { header.pointee.delay }
  /// Whether the tween has a single value, the destination (TW-6).
  @inlinable
  public var isDestinationOnly: Bool { header.pointee.isDestinationOnly }

  /// The storage's header and segments, as plain pointers derived from `storage` on each use.
  /// They stay valid for as long as `storage` lives (a `ManagedBuffer`'s header and elements are
  /// part of the object and never move), and every tween that reads them holds `storage`.
  /// Specialised, each is the storage reference plus a constant offset: no call, no retain, no
  /// exclusivity check, the same code as a stored pointer without its eight bytes.
  @inlinable
  var header: UnsafeMutablePointer<TweenHeader<Value>> {
    @inline(__always) get { storage.withUnsafeMutablePointerToHeader { $0 } }
  }
  @inlinable
  var segments: UnsafeMutablePointer<TweenSegment<Value>> {
    @inline(__always) get { storage.withUnsafeMutablePointerToElements { $0 } }
  }

  /// The frames of the animation (TW-5), as given. With one value, the destination (TW-6).
  /// Stored: reading it is O(1) and allocates nothing.
  public var values: [Value] { storage.definition.values }
  /// The last frame given (the destination for a single value). O(1).
  ///
  /// Not what the tween shows from its end on when its last offset is below 1: the after phase
  /// then shows the implicit keyframe at offset 1, the underlying value. That is
  /// ``finalValue(from:)``, which every sampler uses.
  @inlinable
  public var lastValue: Value {
    header.pointee.lastValue
  }
  /// Whether timing functions were given (for ``interTimingFunctions``).
  var hasTimingFunctions: Bool { storage.definition.hasTimingFunctions }
  /// Whether the tween's value depends on the underlying value (the property's value when it
  /// starts, the `from` argument of sampling): a single value (TW-6), or offsets that do not
  /// start at 0 or end at 1 (implicit keyframes). A tween without one ignores `from`. O(1).
  @inlinable
  public var usesUnderlyingValue: Bool { header.pointee.usesUnderlying }

  /// Creates a tween, validating every field.
  ///
  /// Times are `Double` seconds, like every time in the library (frame times, timelines,
  /// schedulers): `duration: 0.3` is 300 ms.
  ///
  /// - Parameters:
  ///   - duration: The length of the animation in seconds (TW-3); zero jumps to the last value.
  ///   - delay: The wait before it begins, in seconds (TW-4); the first value holds meanwhile.
  ///   - values: The frames (TW-5); one value is the destination (TW-6).
  ///   - offsets: Absolute, non-decreasing offsets in [0, 1], one per value; equal neighbours
  ///     make a jump (TW-7). As in Web Animations, offsets need not start at 0 or end at 1: the
  ///     missing end frames are implicit keyframes holding the underlying value (the property's
  ///     value when the tween starts, `from`), joined by linear segments. A single value's
  ///     offset is 1 by default.
  ///   - interTimingFunctions: n − 1 timing functions for n values, or one for a single value.
  ///   - timeline: The timeline that positions and scrubs the tween (TW-12), or nil.
  /// - Throws: ``TweenError`` naming the first problem found, also for a NaN, infinite,
  ///   negative or too long (> ``maximumSeconds``) duration or delay.
  /// - Complexity: O(n) for n values.
  public init(
    duration: Double, delay: Double = 0, values: [Value], offsets: [Double]? = nil,
    interTimingFunctions: [TimingFunction]? = nil, timeline: Timeline? = nil
  ) throws(TweenError) {
    try self.init(
      checkedDuration: duration, delay: delay, values: values, offsets: offsets,
      interTimingFunctions: interTimingFunctions, timing: .once)
    self.timeline = timeline
  }

  /// Creates a tween that repeats: the keyframes as in
  /// ``init(duration:delay:values:offsets:interTimingFunctions:timeline:)``, played
  /// `iterations` times from `iterationStart` in `direction`, through the effect's `easing`
  /// (Web Animations' `iterations`, `iterationStart`, `direction` and `easing`; see
  /// ``IterationTiming``). `duration` is one iteration's.
  ///
  /// A single value's timing function (TW-11) applies after `easing`.
  /// - Throws: ``TweenError`` as the other initializer, and
  ///   ``TweenError/invalidIterations(_:)`` or ``TweenError/invalidIterationStart(_:)``.
  public init(
    duration: Double, delay: Double = 0, values: [Value], offsets: [Double]? = nil,
    interTimingFunctions: [TimingFunction]? = nil, iterations: Double,
    iterationStart: Double = 0, direction: PlaybackDirection = .normal,
    easing: TimingFunction = .linear, timeline: Timeline? = nil
  ) throws(TweenError) {
    try self.init(
      duration: duration, delay: delay, values: values, offsets: offsets,
      interTimingFunctions: interTimingFunctions,
      timing: IterationTiming(
        iterations: iterations, iterationStart: iterationStart, direction: direction,
        easing: easing),
      timeline: timeline)
  }

  /// Creates a tween with an ``IterationTiming`` (``IterationTiming/once`` plays the keyframes
  /// once, as ``init(duration:delay:values:offsets:interTimingFunctions:timeline:)``).
  /// - Throws: ``TweenError`` naming the first problem found.
  public init(
    duration: Double, delay: Double = 0, values: [Value], offsets: [Double]? = nil,
    interTimingFunctions: [TimingFunction]? = nil, timing: IterationTiming,
    timeline: Timeline? = nil
  ) throws(TweenError) {
    try self.init(
      checkedDuration: duration, delay: delay, values: values, offsets: offsets,
      interTimingFunctions: interTimingFunctions, timing: timing)
    self.timeline = timeline
  }

  /// The longest duration or delay a tween accepts, in seconds (about 31,700 years).
  ///
  /// No motion lasts longer, and beyond it a `Double` time loses sub-millisecond resolution;
  /// larger values are rejected as ``TweenError/invalidDuration(_:)`` or
  /// ``TweenError/invalidDelay(_:)``.
  public static var maximumSeconds: Double { 1e12 }

  private init(
    checkedDuration duration: Double, delay: Double,
    values: [Value], offsets: [Double]?, interTimingFunctions: [TimingFunction]?,
    timing: IterationTiming
  ) throws(TweenError) {
    guard !values.isEmpty else { throw .emptyValues }
    // Index loops, not `firstIndex(where:)`, `map` or `contains(where:)`: this code runs
    // unspecialised (for any `Value`), where those algorithms reach the array through its
    // `Collection` witnesses and allocate a coroutine frame per element read (12 short-lived
    // allocations per tween, which also scattered the tweens' storage across the heap).
    for index in 0..<values.count where !values[index].isFinite {
      throw .nonFiniteValue(index: index)
    }
    guard Self.isValid(seconds: duration) else { throw .invalidDuration(duration) }
    guard Self.isValid(seconds: delay) else { throw .invalidDelay(delay) }
    let active = timing.activeDuration(forDuration: duration)
    guard active.isInfinite || active <= Self.maximumSeconds else {
      throw .invalidIterations(timing.iterations)
    }
    if let offsets { try Self.validate(offsets: offsets, count: values.count) }
    if let interTimingFunctions {
      let expected = max(values.count - 1, 1)
      guard interTimingFunctions.count == expected else {
        throw .timingFunctionsCountMismatch(expected: expected, actual: interTimingFunctions.count)
      }
    }
    let definition = TweenDefinition(
      values: values, timingFunctions: interTimingFunctions, offsets: offsets,
      iterations: timing.isOnce ? nil : TweenIterations(timing, delay: delay, duration: duration))
    storage = Self.prepare(definition, duration: duration, delay: delay)
  }

  /// Whether `seconds` is a usable duration or delay: in 0...maximumSeconds (NaN fails).
  private static func isValid(seconds: Double) -> Bool {
    seconds >= 0 && seconds <= maximumSeconds
  }

  private static func validate(offsets: [Double], count: Int) throws(TweenError) {
    guard offsets.count == count else {
      throw .offsetsCountMismatch(expected: count, actual: offsets.count)
    }
    for (index, offset) in offsets.enumerated() {
      guard offset >= 0, offset <= 1 else { throw .offsetOutOfRange(index: index, value: offset) }
      if index > 0, offset < offsets[index - 1] {
        throw .offsetsDecreasing(index: index, value: offset, previous: offsets[index - 1])
      }
    }
  }

  /// One keyframe of the effect, implicit ones included: `value` nil is the underlying value.
  private struct Keyframe {
    var offset: Double
    var value: Value?
    var curve: TimingFunction
  }

  /// The keyframes the effect interpolates (Web Animations Level 1, "the effect value of a
  /// keyframe effect"): the given ones at their offsets (evenly spaced without offsets, TW-8; a
  /// single value at 1), plus an implicit keyframe holding the underlying value at offset 0
  /// when none is there, and one at offset 1 likewise. Implicit keyframes and the last given
  /// one are linear (TW-10): a keyframe's easing applies to the interval it starts.
  private static func keyframes(_ definition: TweenDefinition<Value>) -> [Keyframe] {
    let values = definition.values
    let functions = definition.timingFunctions
    let single = values.count == 1
    var frames: [Keyframe] = []
    frames.reserveCapacity(values.count + 2)
    for index in 0..<values.count {
      let offset =
        definition.offsets?[index] ?? (single ? 1 : Double(index) / Double(values.count - 1))
      // A single value's function is the effect's (TW-11), not a keyframe's.
      let curve = !single && index < functions.count ? functions[index] : TimingFunction.linear
      frames.append(Keyframe(offset: offset, value: values[index], curve: curve))
    }
    if frames[0].offset > 0 {
      frames.insert(Keyframe(offset: 0, value: nil, curve: .linear), at: 0)
    }
    if frames[frames.count - 1].offset < 1 {
      frames.append(Keyframe(offset: 1, value: nil, curve: .linear))
    }
    return frames
  }

  private static func prepare(
    _ definition: TweenDefinition<Value>, duration: Double, delay: Double
  ) -> TweenStorage<Value> {
    let values = definition.values
    let frames = keyframes(definition)
    let effect =
      values.count == 1 && !definition.timingFunctions.isEmpty
      ? definition.timingFunctions[0] : TimingFunction.linear
    var usesUnderlying = false
    for index in 0..<frames.count where frames[index].value == nil { usesUnderlying = true }
    // The search offsets of the segments in storage order (last segment first), as
    // `TweenSegment.offset` holds them; the first segment's (stored last) is never compared.
    let searched = (0..<frames.count - 2).map { position -> Double in
      let offset = frames[frames.count - 2 - position].offset
      return offset < 1 ? offset : .infinity
    }
    func leading(_ position: Int) -> Double {
      position < searched.count ? searched[position] : -.infinity
    }
    var (atZero, atOne) = (0, 0)
    for frame in frames {
      if frame.offset == 0 { atZero += 1 }
      if frame.offset == 1 { atOne += 1 }
    }
    let header = TweenHeader(
      duration: duration, delay: delay, count: frames.count - 1,
      leadingOffsets: (leading(0), leading(1), leading(2), leading(3)),
      lastValue: values[values.count - 1], effect: SegmentCurve(effect),
      isDestinationOnly: values.count == 1,
      endsOnUnderlying: frames[frames.count - 1].value == nil, usesUnderlying: usesUnderlying,
      jumpsAtStart: atZero > 1, jumpsAtEnd: atOne > 1,
      isRepeating: definition.iterations != nil, definition: definition)
    return TweenStorage.make(header) { index in
      let (from, to) = (frames[index], frames[index + 1])
      return TweenSegment(
        // A segment that starts at offset 1 is never the interval (the spec takes the last
        // keyframe with offset < 1): an infinite offset keeps every search from choosing it.
        offset: from.offset < 1 ? from.offset : .infinity, width: to.offset - from.offset,
        start: from.value ?? .zero, end: to.value ?? .zero, curve: SegmentCurve(from.curve),
        underlying: (from.value == nil ? 1 : 0) | (to.value == nil ? 2 : 0))
    }
  }

  /// The pacing, one absolute offset in [0, 1] per value as given, or nil for even spacing
  /// (TW-7, TW-8). O(1).
  public var offsets: [Double]? {
    storage.definition.offsets
  }

  /// One timing function per segment, or nil for linear segments (TW-9, TW-10, TW-11).
  /// Stored: O(1).
  public var interTimingFunctions: [TimingFunction]? {
    hasTimingFunctions ? storage.definition.timingFunctions : nil
  }

  /// `delay` plus the active duration, in seconds: the local time at which the tween ends.
  /// `delay + duration` for a tween that plays once; infinite for infinite iterations (the
  /// tween never ends).
  @inlinable
  public var endTime: Double {
    guard header.pointee.isRepeating else { return delay + duration }
    return header.pointee.definition.iterations.unsafelyUnwrapped.endTime
  }

  /// A repeating tween's timing and prepared easing, or nil. O(1).
  @inlinable
  var iterations: TweenIterations? {
    header.pointee.isRepeating ? header.pointee.definition.iterations : nil
  }

  /// How the tween repeats (``IterationTiming/once`` unless created with iterations, a
  /// direction or an easing). O(1).
  @inlinable
  public var timing: IterationTiming { iterations?.timing ?? .once }

  /// The time the tween is in effect after its delay: `duration × iterations` (see
  /// ``IterationTiming/activeDuration(forDuration:)``). O(1).
  @inlinable
  public var activeDuration: Double { timing.activeDuration(forDuration: duration) }
}

/// One prepared interval between two keyframes: with `f = curve((q − offset) / width)`, the
/// value is `(1 − f) × start + f × end` (Web Animations' interval distance, CSS's interpolation
/// of numbers). `underlying` marks an end that is the underlying value (bit 0 the start, bit 1
/// the end); `start`/`end` hold zero there.
@usableFromInline
struct TweenSegment<Value: Interpolatable> {
  @usableFromInline let offset: Double
  @usableFromInline let width: Double
  @usableFromInline let start: Value
  @usableFromInline let end: Value
  @usableFromInline let curve: SegmentCurve
  @usableFromInline let underlying: UInt8
}
