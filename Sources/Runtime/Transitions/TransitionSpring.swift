public import MotionPhysics
public import MotionTween

/// A transition's spring (TR-8): toward the ``fore`` value while the transition moves
/// forward, toward the ``back`` value while it moves backward.
///
/// ```swift
/// import MotionPhysics
/// import MotionRuntime
/// import MotionStreams
/// import MotionTween
///
/// let slide = try TransitionSpring(
///   back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200), parameters: .standardDefaultSpatial)
/// transition.add(slide, to: sheet.position)
/// ```
///
/// Every run starts from the value and velocity showing (PH-6), or from a release's velocity,
/// so a flip mid-flight turns the spring around with its value and velocity continuous, as a
/// retarget does (PH-5). A spring has no progress of its own: on a transition with a timeline
/// it still runs on frame time, toward the state the direction names.
public struct TransitionSpring<Value: Interpolatable>: DirectionalAnimation {
  /// The value at the back state (progress 0).
  public let back: Value
  /// The value at the fore state (progress 1).
  public let fore: Value
  /// The physics.
  public let parameters: SpringParameters
  @usableFromInline let towardFore: SpringAnimation<Value>
  @usableFromInline let towardBack: SpringAnimation<Value>

  /// Creates a transition spring between two values.
  ///
  /// - Parameters:
  ///   - back: The value at the back state.
  ///   - fore: The value at the fore state.
  ///   - parameters: The physics; Material 3's standard spatial spring by default.
  ///   - restDisplacement: At rest within this distance of its destination (PH-4).
  ///   - restVelocity: ... and below this speed (PH-4).
  /// - Throws: ``TransitionError/nonFiniteState`` when `back` or `fore` has a component that
  ///   is not finite; ``TransitionError/invalidThreshold(_:)`` when a rest threshold is
  ///   negative or not finite.
  public init(
    back: Value, fore: Value, parameters: SpringParameters = .standardDefaultSpatial,
    restDisplacement: Double = SpringAnimation<Value>.defaultRestDisplacement,
    restVelocity: Double = SpringAnimation<Value>.defaultRestVelocity
  ) throws(TransitionError) {
    for threshold in [restDisplacement, restVelocity] where !(threshold >= 0 && threshold.isFinite)
    {
      throw .invalidThreshold(threshold)
    }
    do {
      towardFore = try SpringAnimation(
        parameters, to: fore, restDisplacement: restDisplacement, restVelocity: restVelocity)
      towardBack = try SpringAnimation(
        parameters, to: back, restDisplacement: restDisplacement, restVelocity: restVelocity)
    } catch {
      throw .nonFiniteState  // the thresholds were checked: a back or fore that is not finite
    }
    self.back = back
    self.fore = fore
    self.parameters = parameters
  }

  /// The value the spring comes to rest at when it moves toward `direction`.
  @inlinable
  public func destination(toward direction: TransitionDirection) -> Value {
    direction == .forward ? fore : back
  }

  /// A spring toward ``fore`` or ``back`` from the value and velocity showing.
  @inlinable
  public func motion(toward direction: TransitionDirection) -> SpringAnimation<Value> {
    direction == .forward ? towardFore : towardBack
  }
}
