public import MotionStreams

extension MotionObservable where Value == Point {
  /// Lets points move freely inside `rect` and resist beyond it, like a rubber band: a
  /// constraint for ``Draggable`` (`constraints: { $0.rubberBanded(inside: bounds, length: 40) }`).
  ///
  /// Each coordinate past its edge by `d` is emitted at `edge ± (1 − 1 / (d × 0.55 / length + 1))
  /// × length`, the `rubberBanded(below:above:length:)` rule of the streams spec applied per axis:
  /// the displacement approaches `length` and never reaches it.
  ///
  /// Bad input, documented results: a `length` that is zero, negative or NaN clamps to `rect`; an
  /// infinite `length` gives `edge ± d × 0.55`; a rectangle with a negative size is normalised;
  /// a NaN coordinate stays NaN. O(1) per value.
  @inlinable
  public func rubberBanded(inside rect: Rect, length: Double) -> MotionObservable<Point> {
    let xs = (rect.origin.x, rect.origin.x + rect.size.width)
    let ys = (rect.origin.y, rect.origin.y + rect.size.height)
    let (minX, maxX) = (Swift.min(xs.0, xs.1), Swift.max(xs.0, xs.1))
    let (minY, maxY) = (Swift.min(ys.0, ys.1), Swift.max(ys.0, ys.1))
    return _map("rubberBanded", arguments: ["\(rect)", "\(length)"]) { point in
      Point(
        x: rubberBandAxis(point.x, lower: minX, upper: maxX, length: length),
        y: rubberBandAxis(point.y, lower: minY, upper: maxY, length: length))
    }
  }
}

/// One axis of `rubberBanded(inside:length:)`.
@inlinable
func rubberBandAxis(_ value: Double, lower: Double, upper: Double, length: Double) -> Double {
  let overshoot: Double
  let bound: Double
  if value > upper {
    (overshoot, bound) = (value - upper, upper)
  } else if value < lower {
    (overshoot, bound) = (value - lower, lower)
  } else {
    return value  // inside, or NaN
  }
  guard length > 0 else { return bound }
  guard length.isFinite else { return bound + overshoot * 0.55 }
  let stretch = (1 - 1 / (overshoot.magnitude * 0.55 / length + 1)) * length
  return overshoot > 0 ? bound + stretch : bound - stretch
}
