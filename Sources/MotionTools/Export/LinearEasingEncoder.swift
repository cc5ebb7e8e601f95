import Foundation

/// Encodes a sampled motion — a value as a function of time over `[0, duration]` — as a CSS
/// `linear()` easing between two keyframes, with as few points as the error bound allows
/// (decision record 0032).
///
/// The easing works in *progress* space: keyframe 0 holds `from` (the motion's value at 0) and
/// keyframe 1 holds `to` (its value at the end), and the browser shows
/// `from + linear(t / duration) · (to − from)`. `to` must differ from `from`; a motion that ends
/// where it starts is split by the caller (``PropertyTrack``) at its extremum.
///
/// **How the points are chosen.** The motion is sampled densely (every 0.25 ms, at least 1,000
/// samples) and the encoder looks for the fewest straight segments that stay inside the tube
/// `motion ± e` at every sample, `e` three quarters of the bound (the rest is left for printing
/// the numbers short and for what happens between samples). The segments' corners need not lie on the
/// motion: from each corner the encoder keeps the cone of slopes that stay inside the tube
/// sample after sample (the greedy "feasible window" fit), and where the cone closes, the next
/// corner goes at the last sample it reached, at the motion's own value there clamped into the
/// window the cone spans. The first point is `(0, 0)` and the last `(1, 1)`, exactly, so the
/// keyframes show the motion's own start and end. (Corners off the curve save about a quarter
/// of the points of corners on it; a look-ahead over seven places in the window saved none:
/// record 0032.)
///
/// **Printing.** Every interior number is printed with the fewest decimals that keep it within
/// a tenth of the bound of its value (an input within a tenth of the bound divided by the
/// steeper neighbouring slope), see ``CSSNumber/within(_:of:)``.
///
/// **Checking.** The printed easing is then evaluated as a browser does (``LinearEasing``) and
/// compared with the motion at the samples, halfway between them, and at every given check time
/// (the document's whole milliseconds): the largest difference must not exceed the bound. If
/// it does, the encoder tightens the tube and samples twice as densely, up to eight times, then
/// throws.
package enum LinearEasingEncoder {
  /// An encoded motion: the easing and how far it strays from the motion.
  package struct Result: Sendable {
    /// The `linear()` easing.
    package var easing: LinearEasing
    /// The largest difference from the motion found by the check, in the motion's units.
    package var maxError: Double
    /// The bound it was encoded to, in the motion's units.
    package var bound: Double
  }

  /// The relative tolerance of the start slope when one is asked for (1 %): the first
  /// segment's slope is within this fraction of the given start velocity.
  package static let slopeTolerance = 0.01

  /// Encodes `motion` (value at local time in ms, over `[0, duration]`) between keyframes
  /// `from` (its value at 0) and `to` (its value at `duration`), within `bound` (the motion's
  /// units).
  ///
  /// - Parameters:
  ///   - startVelocity: If given (units per ms), the first segment's slope matches it within
  ///     ``slopeTolerance``: the easing starts with the motion's velocity (a continuation).
  ///   - checkTimes: Local times at which the check must also hold (whole document ms).
  /// - Throws: ``InputError`` when `duration`, `bound` or the keyframes cannot be encoded
  ///   (`to == from`, a bound that is not positive), or when no easing within the bound is found.
  package static func encode(
    _ motion: (Double) -> Double, duration: Double, from: Double, to: Double, bound: Double,
    startVelocity: Double? = nil, checkTimes: [Double] = []
  ) throws(InputError) -> Result {
    let span = to - from
    guard duration > 0, duration.isFinite, span != 0, span.isFinite, bound > 0 else {
      throw InputError(
        "linear(): cannot encode a motion of \(duration) ms from \(from) to \(to) within \(bound)")
    }
    // The bound in progress units, and the start slope in progress per unit of input.
    let tube = bound / abs(span)
    let slope = startVelocity.map { $0 * duration / span }
    var count = min(max(Int((duration / 0.25).rounded(.up)), 1000), 400_000)
    var fraction = 0.75
    var best: Result?
    for _ in 0..<8 {
      let samples = progressSamples(motion, count: count, duration: duration, from: from, to: to)
      let corners = fit(samples, tube: fraction * tube, startSlope: slope)
      let easing = printed(corners, tube: tube, startSlope: slope)
      let error = maxError(
        easing, motion, duration: duration, from: from, to: to, count: 2 * count,
        checkTimes: checkTimes)
      let result = Result(easing: easing, maxError: error, bound: bound)
      if error <= bound && slopeHolds(easing, slope) { return result }
      if best.map({ error < $0.maxError }) ?? true { best = result }
      fraction *= 0.7
      count = min(count * 2, 1_600_000)
    }
    throw InputError(
      "linear(): no easing within \(CSSNumber.exact(bound)) found for a motion of "
        + "\(CSSNumber.exact(duration)) ms (best: \(CSSNumber.exact(best?.maxError ?? .nan)))")
  }

  /// The motion's progress at `count + 1` evenly spaced times: exactly 0 first and 1 last.
  static func progressSamples(
    _ motion: (Double) -> Double, count: Int, duration: Double, from: Double, to: Double
  ) -> [Double] {
    let span = to - from
    var samples = [Double](repeating: 0, count: count + 1)
    for index in 1..<count {
      samples[index] = (motion(duration * Double(index) / Double(count)) - from) / span
    }
    samples[count] = 1
    return samples
  }

  /// Whether the easing's first slope is within the tolerance of `slope` (always, without one).
  static func slopeHolds(_ easing: LinearEasing, _ slope: Double?) -> Bool {
    guard let slope else { return true }
    return abs(easing.startSlope - slope) <= slopeTolerance * abs(slope) + 1e-9
  }

  /// The largest difference, in the motion's units, between the easing's value and the motion
  /// at `count` evenly spaced times and at `checkTimes` (end excluded: there the keyframe
  /// shows the motion's end exactly).
  package static func maxError(
    _ easing: LinearEasing, _ motion: (Double) -> Double, duration: Double, from: Double,
    to: Double, count: Int, checkTimes: [Double] = []
  ) -> Double {
    let span = to - from
    var largest = 0.0
    func check(_ time: Double) {
      let shown = from + easing(time / duration) * span
      let error = abs(shown - motion(time))
      if !(error <= largest) { largest = error.isNaN ? .infinity : error }
    }
    for index in 0..<count { check(duration * Double(index) / Double(count)) }
    for time in checkTimes where time >= 0 && time < duration { check(time) }
    return largest
  }
}
