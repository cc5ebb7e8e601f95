public import MotionTween

extension DecayParameters {
  /// The anchor a fling from `value` at `velocity` should settle on (PH-8): the one nearest to
  /// the projected end point ``project(value:velocity:)``. Of two equally near anchors, the one
  /// in the direction of travel wins (for a multi-dimensional value, the one whose offset from
  /// the end point points most along the velocity); with no velocity, the first one given.
  ///
  /// Anchors with a non-finite component are ignored; `nil` when none is left. Distances are
  /// Euclidean (`Interpolatable.magnitudeSquared`). O(anchors), no allocation.
  ///
  /// ```swift
  /// let anchor = DecayParameters.normal.snapAnchor(
  ///   value: 0.0, velocity: 400, anchors: [0, 300, 600])
  /// // 300: the fling would stop at 199.8, nearer to 300 than to 0
  /// ```
  @inlinable
  public func snapAnchor<Value: Interpolatable>(
    value: Value, velocity: Value, anchors: [Value]
  ) -> Value? {
    let end = project(value: value, velocity: velocity)
    var best: Value?
    var bestDistance = Double.infinity
    var bestAlong = -Double.infinity
    for anchor in anchors where anchor.isFinite {
      let offset = anchor - end
      let distance = offset.magnitudeSquared
      // offset·velocity = (|o + v|² − |o − v|²) / 4, from the operations every value has.
      let along = ((offset + velocity).magnitudeSquared - (offset - velocity).magnitudeSquared)
      if distance < bestDistance || (distance == bestDistance && along > bestAlong) {
        best = anchor
        bestDistance = distance
        bestAlong = along
      }
    }
    return best
  }
}
