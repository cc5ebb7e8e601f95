public import MotionStreams
public import MotionTween

extension BoundedDecayAnimation where Value == Double {
  /// Creates a bounded decay of a number within `bounds` (PH-9), validating every field
  /// (PH-13); see ``init(_:lowerBound:upperBound:bounce:from:velocity:delay:restDisplacement:restVelocity:)``.
  ///
  /// - Throws: `ParameterError` naming `bounds` when a bound is not finite, and every field
  ///   ``DecayAnimation`` and ``SpringAnimation`` validate.
  public init(
    _ parameters: DecayParameters, bounds: ClosedRange<Double>, bounce: SpringParameters,
    from: Double? = nil, velocity: Double? = nil, delay: Double = 0,
    restDisplacement: Double = SpringAnimation<Double>.defaultRestDisplacement,
    restVelocity: Double = DecayAnimation<Double>.defaultRestVelocity
  ) throws(ParameterError) {
    try self.init(
      parameters, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, bounce: bounce,
      from: from, velocity: velocity, delay: delay, restDisplacement: restDisplacement,
      restVelocity: restVelocity)
  }

  /// The values the decay may not leave.
  public var bounds: ClosedRange<Double> { lowerBound...upperBound }
}

extension BoundedDecayAnimation where Value == Point {
  /// Creates a bounded decay of a point that keeps it within `bounds`, its edges included
  /// (PH-9, PH-11): x within `origin.x…origin.x + width`, y within `origin.y…origin.y + height`.
  /// Validates every field (PH-13); see
  /// ``init(_:lowerBound:upperBound:bounce:from:velocity:delay:restDisplacement:restVelocity:)``.
  ///
  /// - Throws: `ParameterError` naming `bounds` when the rectangle is not finite or has a
  ///   negative width or height, and every field ``DecayAnimation`` and ``SpringAnimation``
  ///   validate.
  public init(
    _ parameters: DecayParameters, bounds: Rect, bounce: SpringParameters, from: Point? = nil,
    velocity: Point? = nil, delay: Double = 0,
    restDisplacement: Double = SpringAnimation<Point>.defaultRestDisplacement,
    restVelocity: Double = DecayAnimation<Point>.defaultRestVelocity
  ) throws(ParameterError) {
    try self.init(
      parameters, lowerBound: bounds.origin,
      upperBound: Point(
        x: bounds.origin.x + bounds.size.width, y: bounds.origin.y + bounds.size.height),
      bounce: bounce, from: from, velocity: velocity, delay: delay,
      restDisplacement: restDisplacement, restVelocity: restVelocity)
  }

  /// The rectangle the point may not leave.
  public var bounds: Rect {
    Rect(
      origin: lowerBound,
      size: Size(width: upperBound.x - lowerBound.x, height: upperBound.y - lowerBound.y))
  }
}
