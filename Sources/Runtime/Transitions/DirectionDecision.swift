/// How a release decides a transition's direction (TR-11): a velocity beyond ``threshold``
/// toward one state sends the transition there; a slower release goes to the state nearer to
/// where the element was let go, past half way finishing the transition.
///
/// ```swift
/// import MotionRuntime
///
/// let decision = DirectionDecision()  // 100 points per second, as material-motion-swift
/// let flicked = decision.direction(progress: 0.4, velocity: 350, initial: .backward)  // .forward
/// let slow = decision.direction(progress: 0.4, velocity: 20, initial: .backward)  // .backward
/// ```
///
/// - **Velocity first.** `velocity` is the release velocity along the axis from the back state
///   to the fore state, in the gesture's units per second (points per second), positive toward
///   fore. Above `threshold` the direction is forward; below `-threshold` backward. The
///   default threshold, 100 points per second, is material-motion-swift's `ChangeDirection`
///   minimum velocity.
/// - **Then position.** `progress` is 0 at the back state, 1 at the fore state. A transition
///   that started forward finishes at `progress >= 0.5`; one that started backward finishes at
///   `progress <= 0.5`; exactly half way finishes.
/// - A velocity that is not finite counts as zero; a progress that is not finite finishes.
public struct DirectionDecision: Hashable, Sendable {
  /// material-motion-swift's `ChangeDirection` default: 100 points per second.
  public static let defaultThreshold = 100.0

  /// The speed a release must exceed for its velocity to decide, in units per second.
  public let threshold: Double

  /// Creates a decision with a velocity threshold.
  ///
  /// - Throws: ``TransitionError/invalidThreshold(_:)`` for a negative or non-finite threshold.
  public init(threshold: Double = defaultThreshold) throws(TransitionError) {
    guard threshold.isFinite, threshold >= 0 else { throw .invalidThreshold(threshold) }
    self.threshold = threshold
  }

  /// The decision with the default threshold.
  public init() {
    threshold = Self.defaultThreshold
  }

  /// The direction for a release at `progress` with `velocity` along back → fore, for a
  /// transition that started in `initial`.
  @inlinable
  public func direction(progress: Double, velocity: Double, initial: TransitionDirection)
    -> TransitionDirection
  {
    let speed = velocity.isFinite ? velocity : 0
    if speed > threshold { return .forward }
    if speed < -threshold { return .backward }
    guard progress.isFinite else { return initial }
    switch initial {
    case .forward: return progress >= 0.5 ? .forward : .backward
    case .backward: return progress <= 0.5 ? .backward : .forward
    }
  }
}
