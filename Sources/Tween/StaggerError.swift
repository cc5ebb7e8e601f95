/// Why a ``Stagger`` or a ``TweenSequence`` could not place its tweens: each case names the
/// problem.
public enum StaggerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The spacing (`each` or `amount`), a gap or an offset is NaN, infinite, negative where it
  /// must not be, or above ``Tween/maximumSeconds``.
  case invalidSpacing(Double)
  /// The element count is negative.
  case negativeCount(Int)
  /// An ``Stagger/Origin/index(_:)`` origin is negative or not below the count.
  case originOutOfRange(index: Int, count: Int)
  /// A placement refers to the item at `index`, and `count` items are placed so far.
  case noSuchItem(index: Int, count: Int)
  /// A placement would start before the sequence's time 0, at this time.
  case startsBeforeZero(Double)
  /// Delaying a tween failed (the delay would pass ``Tween/maximumSeconds``).
  case tween(TweenError)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidSpacing(let value):
      return "spacing: \(value) s is not a finite time from 0 to \(Tween<Double>.maximumSeconds) s"
    case .negativeCount(let count):
      return "count: \(count) is negative"
    case .originOutOfRange(let index, let count):
      return "from: index \(index) is not an element of \(count)"
    case .noSuchItem(let index, let count):
      return "placement: item \(index) does not exist (\(count) placed so far)"
    case .startsBeforeZero(let time):
      return "placement: it would start at \(time) s, before the sequence's start"
    case .tween(let error):
      return "tween: \(error)"
    }
  }
}
