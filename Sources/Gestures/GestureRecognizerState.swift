/// The states of a gesture recognizer (GR-6).
///
/// Continuous gestures (pan, rotation, scale, long press) move
/// `possible → began → changed* → ended | cancelled`, or `possible → failed`; discrete gestures
/// (tap) move `possible → ended | failed`. Every recognizer returns to `possible` once its last
/// pointer has lifted. ``isLegalTransition(to:continuous:)`` states the rule exactly.
public enum GestureRecognizerState: UInt8, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// Watching pointers; nothing recognized yet.
  case possible
  /// A continuous gesture was recognized and started.
  case began
  /// A continuous gesture moved on.
  case changed
  /// The gesture finished: a discrete gesture was recognized, a continuous one ended normally.
  case ended
  /// A continuous gesture was taken away (a cancelled pointer, the recognizer disabled).
  case cancelled
  /// The pointers did not make this gesture.
  case failed

  /// The spec's `Recognized`, the same state as ``ended`` (GR-6).
  public static let recognized = GestureRecognizerState.ended

  /// Whether a continuous gesture is under way (``began`` or ``changed``).
  @inlinable
  public var isActive: Bool {
    switch self {
    case .began, .changed: true
    case .possible, .ended, .cancelled, .failed: false
    }
  }

  /// Whether the gesture is over (``ended``, ``cancelled`` or ``failed``).
  @inlinable
  public var isFinished: Bool {
    switch self {
    case .ended, .cancelled, .failed: true
    case .possible, .began, .changed: false
    }
  }

  /// Whether a write of `next` after `self` is allowed for a continuous or a discrete recognizer.
  ///
  /// The library's recognizers only ever make these transitions; tests check every observed
  /// write against this function.
  public func isLegalTransition(to next: GestureRecognizerState, continuous: Bool) -> Bool {
    switch (self, next) {
    case (.possible, .failed), (.ended, .possible), (.failed, .possible):
      return true
    case (.possible, .ended):
      return !continuous
    case (.possible, .began), (.began, .changed), (.changed, .changed), (.began, .ended),
      (.changed, .ended), (.began, .cancelled), (.changed, .cancelled), (.cancelled, .possible):
      return continuous
    default:
      return false
    }
  }

  /// The state's name: `"possible"`, `"began"`, …
  public var description: String {
    switch self {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    }
  }

  /// A one-bit mask, so that sets of states are tested in O(1) without allocating.
  @inlinable
  var bit: UInt8 { 1 << rawValue }
}
