/// Why a ``TweenBatch`` could not be built or sampled: each case names the problem.
public enum TweenBatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `tweens[index]` has a single value (a destination, TW-6): its start is the property's
  /// value when it begins, which a batch does not know. Sample it with
  /// ``Tween/value(atLocalTime:from:)``.
  case destinationOnlyTween(index: Int)
  /// `tweens[index]` has offsets that do not start at 0 or end at 1: its implicit keyframes
  /// hold the property's value when it begins, which a batch does not know. Sample it with
  /// ``Tween/value(atLocalTime:from:)``.
  case implicitKeyframes(index: Int)
  /// The tweens have more segments in all than a batch indexes (`Int32.max`).
  case tooManySegments(Int)
  /// The output buffer does not have one element per tween.
  case bufferCountMismatch(expected: Int, actual: Int)
  /// The local times do not have one element per tween.
  case localTimesCountMismatch(expected: Int, actual: Int)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .destinationOnlyTween(let index):
      return "tweens[\(index)]: a single-value (destination) tween cannot join a batch"
    case .implicitKeyframes(let index):
      return
        "tweens[\(index)]: offsets not starting at 0 and ending at 1 make implicit keyframes "
        + "(the property's value), which a batch cannot sample"
    case .tooManySegments(let count):
      return "tweens: \(count) segments in all, more than a batch indexes (\(Int32.max))"
    case .bufferCountMismatch(let expected, let actual):
      return "buffer: expected \(expected) elements (one per tween), got \(actual)"
    case .localTimesCountMismatch(let expected, let actual):
      return "localTimes: expected \(expected) elements (one per tween), got \(actual)"
    }
  }
}
