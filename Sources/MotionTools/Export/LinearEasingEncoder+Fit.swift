extension LinearEasingEncoder {
  /// A corner of the fitted polyline: input in [0, 1], output in progress units.
  typealias Corner = (x: Double, y: Double)

  /// How far a straight segment from a corner reaches inside the tube.
  struct Reach {
    /// The last sample the segment can reach.
    var index: Int
    /// The smallest slope (progress per unit of input) that stays inside the tube up to `index`.
    var low: Double
    /// The largest such slope.
    var high: Double
    /// Whether the segment reaches the end point `(1, 1)` itself.
    var finished: Bool
  }

  /// The polyline from `(0, 0)` to `(1, 1)` with as few segments as the greedy cone fit finds
  /// inside `samples ± tube` (samples evenly spaced over [0, 1]); with `startSlope`, the first
  /// segment's slope is within half of ``slopeTolerance`` of it.
  static func fit(_ samples: [Double], tube: Double, startSlope: Double?) -> [Corner] {
    let count = samples.count - 1
    var corners: [Corner] = [(0, 0)]
    var index = 0
    var y = 0.0
    var window: ClosedRange<Double>? = startSlope.map { slope in
      let width = slopeTolerance / 2 * abs(slope) + 2.5e-10
      return (slope - width)...(slope + width)
    }
    while true {
      let reach = scan(samples, from: index, y: y, tube: tube, window: window)
      if reach.finished {
        corners.append((1, 1))
        return corners
      }
      var next = reach.index
      var chosen: Double
      if next == index {
        // The start slope leaves the tube at once: take the next sample on the curve.
        next = index + 1
        if next == count {
          corners.append((1, 1))
          return corners
        }
        chosen = samples[next]
      } else {
        let dx = Double(next - index) / Double(count)
        if let slope = window.map({
          min(max(($0.lowerBound + $0.upperBound) / 2, reach.low), reach.high)
        }) {
          chosen = y + slope * dx
        } else {
          // The curve's own value, clamped into the window the cone spans there.
          chosen = min(max(samples[next], y + reach.low * dx), y + reach.high * dx)
        }
      }
      corners.append((Double(next) / Double(count), chosen))
      index = next
      y = chosen
      window = nil
    }
  }

  /// How far a segment from the corner `(index, y)` stays inside the tube: the slopes still
  /// allowed sample after sample (within `window`, if given), until they run out or the
  /// segment can end on `(1, 1)`.
  static func scan(
    _ samples: [Double], from index: Int, y: Double, tube: Double,
    window: ClosedRange<Double>?
  ) -> Reach {
    let count = samples.count - 1
    var low = window?.lowerBound ?? -.infinity
    var high = window?.upperBound ?? .infinity
    var reached = index
    var next = index + 1
    while next <= count {
      let dx = Double(next - index) / Double(count)
      if next == count {
        let slope = (1 - y) / dx
        if slope >= low && slope <= high {
          return Reach(index: count, low: low, high: high, finished: true)
        }
        break
      }
      let newLow = max(low, (samples[next] - tube - y) / dx)
      let newHigh = min(high, (samples[next] + tube - y) / dx)
      if newLow > newHigh { break }
      low = newLow
      high = newHigh
      reached = next
      next += 1
    }
    return Reach(index: reached, low: low, high: high, finished: false)
  }

  /// The corners as a printed `linear()`: each interior output within a tenth of `tube` (the
  /// bound in progress units), each input within a tenth of it divided by the steeper
  /// neighbouring slope; with `startSlope`, the second point keeps the first slope within 0.4 %.
  static func printed(_ corners: [Corner], tube: Double, startSlope: Double?) -> LinearEasing {
    var points = [LinearEasing.Point(outputText: "0", inputText: "0")]
    var previousInput = 0.0
    for index in 1..<(corners.count - 1) {
      let (x, y) = corners[index]
      let before = corners[index - 1]
      let after = corners[index + 1]
      let steepest = max(
        abs((y - before.y) / (x - before.x)), abs((after.y - y) / (after.x - x)), 1e-300)
      var outputTolerance = tube / 10
      var inputTolerance = tube / 10 / steepest
      if index == 1, let slope = startSlope {
        outputTolerance = min(outputTolerance, 0.002 * abs(slope) * x)
        inputTolerance = min(inputTolerance, 0.002 * x)
      }
      var inputText = CSSNumber.within(inputTolerance * 100, of: x * 100)
      // Inputs must increase: a rounding that reaches the previous one prints more digits.
      while (Double(inputText) ?? 0) / 100 <= previousInput && inputTolerance > 0 {
        inputTolerance = inputTolerance > 1e-15 ? inputTolerance / 10 : 0
        inputText = CSSNumber.within(inputTolerance * 100, of: x * 100)
      }
      let point = LinearEasing.Point(
        outputText: CSSNumber.within(outputTolerance, of: y), inputText: inputText)
      previousInput = point.input
      points.append(point)
    }
    points.append(LinearEasing.Point(outputText: "1", inputText: "100"))
    return LinearEasing(points: points)
  }
}
