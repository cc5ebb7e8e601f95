/// Bad input to a timeline or scrubber, named by what was wrong.
public enum TimelineError: Error, Sendable, CustomStringConvertible {
  /// A time offset was NaN or infinite (TL-R3, TL-S8); the offending value is attached.
  /// Nothing was written.
  case nonFiniteTimeOffset(Double)
  /// A playback rate was NaN or infinite; the offending value is attached. The rate was not
  /// changed.
  case nonFinitePlaybackRate(Double)

  /// A readable description of the problem.
  public var description: String {
    switch self {
    case .nonFiniteTimeOffset(let value):
      "time offset must be a finite number of seconds, got \(value)"
    case .nonFinitePlaybackRate(let value):
      "playback rate must be a finite number, got \(value)"
    }
  }
}
