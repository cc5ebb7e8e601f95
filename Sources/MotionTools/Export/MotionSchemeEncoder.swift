/// The `linear()` easing the way Motion (framer's animation library) bakes a spring: a point
/// every 10 ms, evenly spaced, each output rounded to 4 decimals, no error bound
/// (`motion export --scheme motion`).
///
/// It is there for comparison only, so that the browser check can show Motion's error beside
/// the bound-driven encoder's (``LinearEasingEncoder``) on the same springs: the point count is
/// `max(round(duration / 10 ms), 2)`, the i-th point's input `i / (count − 1)`, its output the
/// progress there rounded to 4 decimals, and the text lists outputs only, as Motion writes it
/// (CSS spaces points without an input evenly).
package enum MotionSchemeEncoder {
  /// Motion's spacing, in milliseconds.
  package static let resolution = 10.0

  /// Encodes `motion` over `[0, duration]` ms between keyframes `from` and `to`; `bound` is only
  /// reported (the scheme ignores it), with the largest error found every 0.125 ms and at
  /// `checkTimes`.
  package static func encode(
    _ motion: (Double) -> Double, duration: Double, from: Double, to: Double, bound: Double,
    checkTimes: [Double] = []
  ) throws(InputError) -> LinearEasingEncoder.Result {
    let span = to - from
    guard duration > 0, duration.isFinite, span != 0, span.isFinite else {
      throw InputError(
        "linear(): cannot encode a motion of \(duration) ms from \(from) to \(to)")
    }
    let count = max(Int((duration / resolution).rounded()), 2)
    var points: [LinearEasing.Point] = []
    for index in 0..<count {
      let input = Double(index) / Double(count - 1)
      let progress =
        index == 0 ? 0 : index == count - 1 ? 1 : (motion(input * duration) - from) / span
      let rounded = (progress * 10_000).rounded() / 10_000
      points.append(
        LinearEasing.Point(
          outputText: CSSNumber.within(0, of: rounded == 0 ? 0 : rounded),
          inputText: CSSNumber.exact(input * 100)))
    }
    var easing = LinearEasing(points: points)
    easing.evenlySpaced = true
    let samples = min(max(Int((duration / 0.25).rounded(.up)), 1000), 400_000)
    let error = LinearEasingEncoder.maxError(
      easing, motion, duration: duration, from: from, to: to, count: 2 * samples,
      checkTimes: checkTimes)
    return LinearEasingEncoder.Result(easing: easing, maxError: error, bound: bound)
  }
}
