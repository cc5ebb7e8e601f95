/// A repeating tween's timing as its samplers read it: trivial values (the easing as a
/// ``SegmentCurve`` whose solver the tween's ``IterationTiming`` owns), copied without reference
/// counting.
@usableFromInline
struct RepeatParameters {
  @usableFromInline let iterations: Double
  @usableFromInline let iterationStart: Double
  @usableFromInline let direction: PlaybackDirection
  /// 1 when odd iterations play the other way (`alternate`, `alternate-reverse`), else 0: the
  /// mask of an iteration's parity bit that decides its direction.
  @usableFromInline let alternationMask: UInt64
  /// 1 when the first iteration plays backwards (`reverse`, `alternate-reverse`), else 0.
  @usableFromInline let reversedBit: UInt64
  @usableFromInline let easing: SegmentCurve

  init(_ timing: IterationTiming) {
    iterations = timing.iterations
    iterationStart = timing.iterationStart
    direction = timing.direction
    let alternates = timing.direction == .alternate || timing.direction == .alternateReverse
    alternationMask = alternates ? 1 : 0
    reversedBit = timing.direction == .reverse || timing.direction == .alternateReverse ? 1 : 0
    easing = SegmentCurve(timing.easing)
  }

  /// ``IterationTiming/progress(atLocalTime:delay:duration:)``. O(1).
  @inlinable @inline(__always)
  func progress(atLocalTime localTime: Double, delay: Double, duration: Double)
    -> IterationProgress
  {
    IterationTiming.progress(
      atLocalTime: localTime, delay: delay, duration: duration, iterations: iterations,
      iterationStart: iterationStart, direction: direction)
  }

  /// The directed progress `elapsed` seconds into the active phase, bit for bit
  /// ``IterationProgress/directedProgress`` of ``progress(atLocalTime:delay:duration:)``, or nil
  /// when the overall progress is 2⁵² or more (infinite included): the caller then takes the
  /// general path. The before flag is clear in the active phase. O(1), no call.
  ///
  /// The caller has checked the phase: `elapsed ≥ 0` and the local time before the end of the
  /// active duration. Some time is active only when the duration and the iteration count are
  /// both above zero (the active duration is zero otherwise), so the active time is `elapsed`,
  /// the overall progress is `elapsed / duration + iterationStart`, and every branch of the
  /// general model that tests for a zero duration, zero iterations or another phase is
  /// decided. The progress is not negative, so below 2⁵² its floor is its truncation to an
  /// integer, the progress minus that is exact, and the integer's lowest bit is the parity
  /// `truncatingRemainder(dividingBy: 2)` tests.
  @inlinable @inline(__always)
  func activeDirectedProgress(elapsed: Double, duration: Double) -> Double? {
    let overall = elapsed / duration + iterationStart
    guard overall < 0x1p52 else { return nil }
    // Truncation is the floor of a progress that is not negative, and a conversion is not a
    // call (`rounded(.down)` is one without SSE 4.1, and spills the loop's registers).
    var iteration = Int64(overall)
    var simple = overall - Double(iteration)
    // The end of the last iteration, when the active time rounds to the active duration.
    if simple == 0, elapsed == duration * iterations {
      simple = 1
      iteration &-= 1
    }
    // Without a branch (the direction changes from sample to sample and cannot be predicted,
    // and a branch here made a pass slower than the arithmetic): the start is 1 backwards and
    // 0 forwards, and as `simple` is in [0, 1], `|0 − simple|` is `simple` and `|1 − simple|`
    // is `1 − simple`, exactly.
    let backwards = (UInt64(bitPattern: iteration) & alternationMask) ^ reversedBit
    let start = Double(bitPattern: backwards &* (1.0 as Double).bitPattern)
    return (start - simple).magnitude
  }
}
