/// Which way each iteration of a tween plays: Web Animations Level 1's `PlaybackDirection`
/// (§ "Direction control").
///
/// With `alternate`, even iterations (counted from 0, ``IterationTiming/iterationStart``
/// included) play forwards and odd ones backwards; `alternate-reverse` the other way round. A
/// backwards iteration shows the keyframes at `1 − progress`, with the effect's easing applied
/// after the reversal, as a browser does.
public enum PlaybackDirection: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Every iteration plays forwards (the default).
  case normal
  /// Every iteration plays backwards.
  case reverse
  /// Even iterations forwards, odd ones backwards.
  case alternate
  /// Even iterations backwards, odd ones forwards.
  case alternateReverse = "alternate-reverse"

  /// The CSS and Web Animations keyword (`alternate-reverse`).
  public var description: String { rawValue }

  /// Whether iteration `iteration` plays forwards: § "Calculating the directed progress". An
  /// infinite iteration (the after phase of an infinite tween) plays forwards. O(1).
  @inlinable
  public func isForwards(inIteration iteration: Double) -> Bool {
    switch self {
    case .normal: return true
    case .reverse: return false
    case .alternate, .alternateReverse:
      let d = self == .alternate ? iteration : iteration + 1
      guard d.isFinite else { return true }
      return d.truncatingRemainder(dividingBy: 2) == 0
    }
  }
}
