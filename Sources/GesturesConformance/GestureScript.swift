public import MotionGestures

/// A sequence of pointer events the gesture kit plays to a recognizer: a tap, a drag, a pinch.
///
/// Timestamps must not decrease. Before each event the kit moves the recognizer's clock to the
/// event's time (``RecognizerUnderTest/advance``), and after the last one it lifts nothing but
/// lets one more second pass, so timers (a long press, a double tap's wait) run out. A script
/// should lift every pointer it puts down.
///
/// ```swift
/// import MotionGestures
/// import MotionGesturesConformance
/// import MotionStreams
///
/// let swipe = GestureScript(
///   "edge swipe",
///   [
///     PointerEvent(pointer: 1, phase: .down, position: Point(x: 2, y: 100), timestamp: 1),
///     PointerEvent(pointer: 1, phase: .move, position: Point(x: 60, y: 100), timestamp: 1.05),
///     PointerEvent(pointer: 1, phase: .up, position: Point(x: 60, y: 100), timestamp: 1.1),
///   ])
/// ```
public struct GestureScript: Sendable, CustomStringConvertible {
  /// A name for failure messages, such as `"drag right"`.
  public let name: String
  /// The events, in order, with root-space positions.
  public let events: [PointerEvent]

  /// Creates a script.
  public init(_ name: String, _ events: [PointerEvent]) {
    self.name = name
    self.events = events
  }

  /// The name in quotes: `“drag right”`.
  public var description: String { "“\(name)”" }

  /// The same events, `offset` seconds later.
  func shifted(by offset: Double) -> GestureScript {
    GestureScript(
      name,
      events.map {
        PointerEvent(
          pointer: $0.pointer, phase: $0.phase, position: $0.position,
          timestamp: $0.timestamp + offset)
      })
  }

  /// Whether the script ever has more than one pointer down.
  var usesOnePointer: Bool {
    Set(events.map(\.pointer)).count == 1
  }
}
