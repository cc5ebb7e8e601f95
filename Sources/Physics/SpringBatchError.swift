/// Why a ``SpringBatch`` could not be built or sampled: each case names the problem.
public enum SpringBatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `springs[index]` takes its start value or velocity from what is showing when it starts
  /// (PH-6), which a batch does not know. Make the start explicit with
  /// ``SpringAnimation/resolved(from:)`` first.
  case startsFromShowing(index: Int)
  /// The springs use more distinct ``SpringParameters`` than a batch indexes (`Int32.max`).
  case tooManyParameters(Int)
  /// The output buffer does not have one element per spring.
  case bufferCountMismatch(expected: Int, actual: Int)
  /// The local times do not have one element per spring.
  case localTimesCountMismatch(expected: Int, actual: Int)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .startsFromShowing(let index):
      return
        "springs[\(index)]: a spring that starts from the value or velocity showing cannot join "
        + "a batch; resolve its start first"
    case .tooManyParameters(let count):
      return "springs: \(count) distinct parameters, more than a batch indexes (\(Int32.max))"
    case .bufferCountMismatch(let expected, let actual):
      return "buffer: expected \(expected) elements (one per spring), got \(actual)"
    case .localTimesCountMismatch(let expected, let actual):
      return "localTimes: expected \(expected) elements (one per spring), got \(actual)"
    }
  }
}
