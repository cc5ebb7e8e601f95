/// Which way a ``Transition`` moves through its window: toward its *fore* state, or back
/// toward its *back* state (TR-2).
///
/// A transition that presents something (a sheet rising, a card opening) usually starts
/// ``forward``; one that dismisses it starts ``backward``. Either way the states keep their
/// names: *back* is the state at the start of the window (progress 0), *fore* the state at its
/// end (progress 1).
public enum TransitionDirection: Hashable, Sendable, CustomStringConvertible {
  /// Toward the fore state (progress 1).
  case forward
  /// Toward the back state (progress 0).
  case backward

  /// The other direction.
  @inlinable
  public var reversed: TransitionDirection {
    switch self {
    case .forward: .backward
    case .backward: .forward
    }
  }

  /// The progress of the state this direction moves toward: 1 forward, 0 backward.
  @inlinable
  public var destinationProgress: Double {
    switch self {
    case .forward: 1
    case .backward: 0
    }
  }

  /// `"forward"` or `"backward"`.
  public var description: String {
    switch self {
    case .forward: "forward"
    case .backward: "backward"
    }
  }
}
