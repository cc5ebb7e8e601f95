extension Tween {
  /// The tween's progress at `localTime` seconds: `clamp((t − delay) / duration, 0, 1)`.
  ///
  /// Before the delay has elapsed, 0 (TW-4); at and after the end, 1. A zero duration jumps from
  /// 0 to 1 when the delay has elapsed. NaN time gives 0. O(1).
  @inlinable
  public func progress(atLocalTime localTime: Double) -> Double {
    let elapsed = localTime - delay
    guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
    let progress = elapsed / duration
    guard progress > 0 else { return 0 }
    return progress < 1 ? progress : 1
  }

  /// The value at progress `p` in [0, 1] (TW-5…TW-11).
  ///
  /// The segment is the last frame `i` with `offset_i ≤ p` (and `offset_i < 1`); with
  /// `d = (p − offset_i) / (offset_i+1 − offset_i)` the value is
  /// `values[i] + (values[i+1] − values[i]) × f_i(d)`. At an interior frame's offset the value is
  /// that frame (for curves with f(0) = 0); equal neighbouring offsets jump; at `p ≥ 1` the value
  /// is exactly the last frame. A single-value tween interpolates from `start` to its value
  /// (TW-6, TW-11); `start` is ignored otherwise.
  /// - Complexity: O(1) for the usual handful of frames (a scan of the segment offsets); no
  ///   allocation.
  @inlinable @inline(__always)
  public func value(atProgress p: Double, from start: Value) -> Value {
    guard p < 1 else { return header.pointee.lastValue }
    if isDestinationOnly {
      guard p > 0 else { return start }
      return start + (header.pointee.lastValue - start).scaled(by: segments[0].curve(p))
    }
    let first = header.pointee.count - 1  // segments are stored last first
    guard p > 0 else { return segments[first].start }
    // Offsets are non-decreasing, so stored last-first they are non-increasing: the segment
    // is the one after those that start beyond p. Counted without a data-dependent branch,
    // so a cache miss on this tween does not stall the next one behind a misprediction.
    var index = 0
    for position in 0..<first {
      index &+= Int(unsafeBitCast(segments[position].offset > p, to: UInt8.self))
    }
    let d = (p - segments[index].offset) * segments[index].inverseWidth
    return segments[index].start + segments[index].delta.scaled(by: segments[index].curve(d))
  }

  /// The value at `localTime` seconds: `value(atProgress: progress(atLocalTime:), from:)`. O(1).
  @inlinable @inline(__always)
  public func value(atLocalTime localTime: Double, from start: Value) -> Value {
    value(atProgress: progress(atLocalTime: localTime), from: start)
  }

  /// The value held during the delay: the first frame, or `start` for a single value (TW-6).
  @inlinable
  public func firstValue(from start: Value) -> Value {
    guard !isDestinationOnly else { return start }
    return segments[header.pointee.count - 1].start  // stored last
  }
}

extension Tween {
  /// Whether the tween has finished at `localTime`: `localTime ≥ delay + duration` (a runtime's
  /// cue to report the motion at rest). NaN is not finished. O(1).
  @inlinable
  public func isComplete(atLocalTime localTime: Double) -> Bool {
    localTime >= endTime
  }
}
