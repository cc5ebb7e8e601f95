extension TweenBatch {
  /// The value of tween `index` at `localTime` seconds: bit-for-bit
  /// ``Tween/value(atLocalTime:from:)`` of the tween it was built from (TW-3…TW-11).
  ///
  /// Unchecked: `index` must be in `0..<count` (the sampling passes guarantee it).
  /// Branch-free but for the phase and the curve's kind: the segment is the number of later segment offsets
  /// at or below the progress, so consecutive tweens do not wait on each other's loads.
  @inlinable @inline(__always)
  func value(ofTween index: Int, atLocalTime localTime: Double) -> Value {
    if hasIterations, jumps[index] & 4 != 0 {
      return iteratedValue(ofTween: index, atLocalTime: localTime)
    }
    return onceValue(ofTween: index, atLocalTime: localTime)
  }

  /// The progress of tween `index` (one that plays once) at `localTime` in its active phase,
  /// where its keyframes are evaluated with the before flag clear, else nil (then
  /// ``inactiveOnceValue(ofTween:atLocalTime:)`` is its value). The phases and progress as
  /// Tween computes them: a division, not a multiplication by a reciprocal, so that the results
  /// are identical; a progress rounded up to 1 is the after phase.
  @inlinable @inline(__always)
  func activeOnceProgress(ofTween index: Int, atLocalTime localTime: Double) -> Double? {
    let delay = delays[index]
    let duration = durations[index]
    let elapsed = localTime - delay
    let p = elapsed / duration
    guard elapsed >= 0, localTime < delay + duration, p < 1 else { return nil }
    return p
  }

  /// The value of tween `index` (one that plays once) at a `localTime` outside its active
  /// phase: before the delay (NaN included) the keyframes at progress 0 with the before flag
  /// set, after it (zero durations included) the last frame.
  @inlinable @inline(__always)
  func inactiveOnceValue(ofTween index: Int, atLocalTime localTime: Double) -> Value {
    guard !(localTime - delays[index] >= 0) else { return lastValues[index] }
    return segmentValue(ofTween: index, atProgress: 0, beforeFlag: true)
  }

  /// ``value(ofTween:atLocalTime:)`` of a tween that plays once (every tween of a batch without
  /// repeating ones: the passes check ``hasIterations`` once, outside their loops).
  ///
  /// The phases of ``activeOnceProgress(ofTween:atLocalTime:)`` and
  /// ``inactiveOnceValue(ofTween:atLocalTime:)`` in one function, with one call to the keyframes
  /// and the division only where it is needed: composed from the two instead, it is inlined into
  /// the first stage of every batch with repeating tweens (through
  /// ``value(ofTween:atLocalTime:)``), and that pass ran 2 % slower (record 0047).
  @inlinable @inline(__always)
  func onceValue(ofTween index: Int, atLocalTime localTime: Double) -> Value {
    let delay = delays[index]
    let duration = durations[index]
    let elapsed = localTime - delay
    let before = !(elapsed >= 0)  // the before phase, NaN included: progress 0, flag set
    var p = 0.0
    if !before {
      // The after phase (zero durations included), and a progress rounded up to 1: last frame.
      guard localTime < delay + duration else { return lastValues[index] }
      p = elapsed / duration
      guard p < 1 else { return lastValues[index] }
    }
    return segmentValue(ofTween: index, atProgress: p, beforeFlag: before)
  }

  /// Tween `index`'s keyframes at effect progress `p`: the segment is the number of later
  /// segment offsets at or below `p`, then its curve at the progress within it
  /// (``SegmentCurve``'s own evaluation, which borrows the solver; the before flag matters only
  /// for steps). Shared by the tweens that play once and the repeating ones.
  @inlinable @inline(__always)
  func segmentValue(ofTween index: Int, atProgress p: Double, beforeFlag before: Bool) -> Value {
    let base = Int(segmentBase[index])
    let end = Int(segmentBase[index &+ 1])
    var segment = base
    var position = base &+ 1
    while position < end {
      segment &+= Int(unsafeBitCast(offsets[position] <= p, to: UInt8.self))
      position &+= 1
    }
    let d = (p - offsets[segment]) / widths[segment]
    let amount = curves[Int(curveIndices[segment])](d, beforeFlag: before)
    return Tween<Value>.interpolate(starts[segment], ends[segment], amount)
  }

  /// Writes every tween's value at the same `localTime` seconds into `buffer` (element `i` for
  /// tween `i`). Allocates nothing.
  /// - Throws: ``TweenBatchError/bufferCountMismatch(expected:actual:)`` unless `buffer` has
  ///   ``count`` elements; nothing is written then.
  /// - Complexity: O(total segments).
  @inlinable
  public func sample(
    atLocalTime localTime: Double, into buffer: UnsafeMutableBufferPointer<Value>
  ) throws(TweenBatchError) {
    guard buffer.count == count, let output = buffer.baseAddress else {
      guard buffer.count == count else {
        throw .bufferCountMismatch(expected: count, actual: buffer.count)
      }
      return  // an empty batch and an empty buffer
    }
    sampleInStages(into: output) { _ in localTime }
  }

  /// Writes every tween's value at its own local time (`localTimes[i]` for tween `i`) into
  /// `buffer`. Allocates nothing.
  /// - Throws: ``TweenBatchError`` unless `localTimes` and `buffer` have ``count`` elements;
  ///   nothing is written then.
  /// - Complexity: O(total segments).
  @inlinable
  public func sample(
    atLocalTimes localTimes: UnsafeBufferPointer<Double>,
    into buffer: UnsafeMutableBufferPointer<Value>
  ) throws(TweenBatchError) {
    guard localTimes.count == count else {
      throw .localTimesCountMismatch(expected: count, actual: localTimes.count)
    }
    guard buffer.count == count else {
      throw .bufferCountMismatch(expected: count, actual: buffer.count)
    }
    guard let times = localTimes.baseAddress, let output = buffer.baseAddress else { return }
    sampleInStages(into: output) { times[$0] }
  }

  /// Writes every tween's value at `localTime` into `values`, which must hold ``count``
  /// elements. Allocates nothing when `values` is uniquely referenced.
  /// - Throws: ``TweenBatchError/bufferCountMismatch(expected:actual:)``; `values` is unchanged.
  @inlinable
  public func sample(atLocalTime localTime: Double, into values: inout [Value])
    throws(TweenBatchError)
  {
    guard values.count == count else {
      throw .bufferCountMismatch(expected: count, actual: values.count)
    }
    values.withUnsafeMutableBufferPointer { buffer in
      try? sample(atLocalTime: localTime, into: buffer)  // counts checked above
    }
  }

  /// Writes every tween's value at its own local time into `values`; both arrays must hold
  /// ``count`` elements. Allocates nothing when `values` is uniquely referenced.
  /// - Throws: ``TweenBatchError``; `values` is unchanged.
  @inlinable
  public func sample(atLocalTimes localTimes: [Double], into values: inout [Value])
    throws(TweenBatchError)
  {
    guard localTimes.count == count else {
      throw .localTimesCountMismatch(expected: count, actual: localTimes.count)
    }
    guard values.count == count else {
      throw .bufferCountMismatch(expected: count, actual: values.count)
    }
    localTimes.withUnsafeBufferPointer { times in
      values.withUnsafeMutableBufferPointer { buffer in
        try? sample(atLocalTimes: times, into: buffer)  // counts checked above
      }
    }
  }

  /// The value of tween `index` at `localTime` seconds, as ``Tween/value(atLocalTime:from:)``
  /// gives it; nil when `index` is out of range. O(segments of the tween), no allocation.
  @inlinable
  public func value(at index: Int, localTime: Double) -> Value? {
    guard index >= 0, index < count else { return nil }
    return value(ofTween: index, atLocalTime: localTime)
  }
}
