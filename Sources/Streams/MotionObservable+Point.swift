/// Operators on `Point` streams (MO-5): components, locks, offsets and distances.
extension MotionObservable where Value == Point {
  /// Emits each point's `x` (MO-5).
  @inlinable
  public func x() -> MotionObservable<Double> {
    map(named: "x") { $0.x }
  }

  /// Emits each point's `y` (MO-5).
  @inlinable
  public func y() -> MotionObservable<Double> {
    map(named: "y") { $0.y }
  }

  /// Emits each point with its `x` replaced by `x`: motion along the vertical axis only (MO-5).
  @inlinable
  public func xLocked(to x: Double) -> MotionObservable<Point> {
    map(named: "xLocked", arguments: [String(describing: x)]) { Point(x: x, y: $0.y) }
  }

  /// Emits each point with its `y` replaced by `y`: motion along the horizontal axis only (MO-5).
  @inlinable
  public func yLocked(to y: Double) -> MotionObservable<Point> {
    map(named: "yLocked", arguments: [String(describing: y)]) { Point(x: $0.x, y: y) }
  }

  /// Emits each point moved by `offset` (MO-5).
  @inlinable
  public func offset(by offset: Point) -> MotionObservable<Point> {
    map(named: "offset", arguments: [String(describing: offset)]) { $0 + offset }
  }

  /// Emits each point with both coordinates multiplied by `factor` (MO-5).
  @inlinable
  public func scaled(by factor: Double) -> MotionObservable<Point> {
    map(named: "scaled", arguments: [String(describing: factor)]) { $0 * factor }
  }

  /// Emits each point with `x` divided by `size.width` and `y` by `size.height` (MO-5).
  ///
  /// Bad input, documented result: if either extent is zero or NaN the stream emits no values
  /// (motion state is still forwarded) rather than infinities or NaN.
  @inlinable
  public func normalized(by size: Size) -> MotionObservable<Point> {
    let arguments = [String(describing: size)]
    guard size.width != 0, size.height != 0, !size.width.isNaN, !size.height.isNaN else {
      return filter(named: "normalized", arguments: arguments) { _ in false }
    }
    return map(named: "normalized", arguments: arguments) {
      Point(x: $0.x / size.width, y: $0.y / size.height)
    }
  }

  /// Emits the Euclidean distance between each point and `point` (MO-5).
  @inlinable
  public func distance(from point: Point) -> MotionObservable<Double> {
    map(named: "distance", arguments: [String(describing: point)]) { $0.distance(to: point) }
  }

  /// Lets points move freely inside `rect` and resist beyond it, like a rubber band: a
  /// constraint for a draggable element (`constraints: { $0.rubberBanded(inside: bounds, length: 40) }`).
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
    return map(named: "rubberBanded", arguments: ["\(rect)", "\(length)"]) { point in
      Point(
        x: rubberBand(point.x, lower: minX, upper: maxX, length: length),
        y: rubberBand(point.y, lower: minY, upper: maxY, length: length))
    }
  }
}
