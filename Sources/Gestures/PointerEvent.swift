public import MotionStreams

/// One raw pointer event: a finger, pen or mouse pointer going down, moving, lifting or being
/// cancelled (GR-3).
///
/// Positions are in *root space* (see ``HitRegion``); timestamps are seconds on the injected
/// clock's timeline (a `MotionClock` such as `ManualScheduler`), never wall time. Events are
/// `Codable`, so traces can be recorded and replayed.
///
/// ```swift
/// import MotionGestures
/// import MotionStreams
///
/// let down = PointerEvent(pointer: 1, phase: .down, position: Point(x: 10, y: 20), timestamp: 0)
/// pan.handle(down)
/// ```
///
/// Recognizers accept any sequence of events without trapping; see ``PointerGestureRecognizer``
/// for what happens to events that make no sense (a move for a pointer that never went down, time
/// going backwards, NaN positions).
public struct PointerEvent: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What happened to the pointer.
  public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
    /// The pointer touched down (or a button was pressed).
    case down
    /// The pointer moved while down.
    case move
    /// The pointer lifted.
    case up
    /// The system took the pointer away (an incoming call, a palm rejection): the gesture it was
    /// part of is cancelled.
    case cancel
  }

  /// Identifies the pointer across its events; any integer, unique among the pointers down.
  public var pointer: Int
  /// What happened.
  public var phase: Phase
  /// Where, in root space.
  public var position: Point
  /// When, in seconds on the injected clock's timeline.
  public var timestamp: Double

  /// Creates an event.
  @inlinable
  public init(pointer: Int, phase: Phase, position: Point, timestamp: Double) {
    self.pointer = pointer
    self.phase = phase
    self.position = position
    self.timestamp = timestamp
  }

  /// `"down #1 (10.0, 20.0) @0.0"`.
  public var description: String { "\(phase) #\(pointer) \(position) @\(timestamp)" }
}
