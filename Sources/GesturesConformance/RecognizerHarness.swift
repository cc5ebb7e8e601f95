public import MotionGestures

/// A recognizer under test, as the gesture kit runs it: a factory of fresh recognizers, so that
/// every gesture starts from a new one, and whether the gesture is continuous.
///
/// ```swift
/// import MotionGestures
/// import MotionGesturesConformance
/// import MotionStreams
///
/// let harness = RecognizerHarness("pan", continuous: true) { element in
///   RecognizerUnderTest(PanGestureRecognizer(element: element))
/// }
/// let failures = GestureConformance.check(harness)
/// ```
///
/// The kit plays ``GestureScript/standard`` (and the harness's own ``gestures``) to fresh
/// recognizers and compares what they write with the state diagram, with each other and with
/// the pointers it sent.
public struct RecognizerHarness<Recognizer: GestureRecognizer> {
  /// The recognizer's name, used in failures.
  public let name: String
  /// Whether the gesture is continuous (began, changed, ended) rather than discrete (ended).
  public let isContinuous: Bool
  /// Gestures to play besides the kit's own, such as the one gesture the recognizer recognizes.
  public let gestures: [GestureScript]
  /// Makes a fresh recognizer associated with `element`.
  public let make: (HitRegion) throws -> RecognizerUnderTest<Recognizer>

  /// Describes a recognizer for ``GestureConformance/check(_:only:)``.
  ///
  /// - Parameters:
  ///   - name: The recognizer's name, for failures.
  ///   - continuous: Whether the gesture is continuous rather than discrete.
  ///   - gestures: Gestures to play besides ``GestureScript/standard``.
  ///   - make: Makes a fresh recognizer for the element the kit passes (an error thrown here is
  ///     reported as a failure with no requirement).
  public init(
    _ name: String,
    continuous: Bool,
    gestures: [GestureScript] = [],
    make: @escaping (HitRegion) throws -> RecognizerUnderTest<Recognizer>
  ) {
    self.name = name
    self.isContinuous = continuous
    self.gestures = gestures
    self.make = make
  }
}

/// One fresh recognizer, how to hand it an event, and how to move its clock.
public struct RecognizerUnderTest<Recognizer: GestureRecognizer> {
  /// The recognizer under test.
  public let recognizer: Recognizer
  /// Hands the recognizer one event (as a platform layer or a coordinator would).
  public let handle: (Recognizer, PointerEvent) -> Void
  /// Moves the recognizer's clock (the scheduler its timers run on) to a time in seconds; the
  /// kit calls it before each event with the event's timestamp. Does nothing by default.
  public let advance: (Double) -> Void

  /// Creates a recognizer to test, with the way to hand it events.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - advance: Moves its clock to a time; for a recognizer with timers, the scheduler's
  ///     `advance(to:)`.
  ///   - handle: Hands it one event; it receives the recognizer, so that it need not hold it.
  public init(
    _ recognizer: Recognizer,
    advance: @escaping (Double) -> Void = { _ in },
    handle: @escaping (Recognizer, PointerEvent) -> Void
  ) {
    self.recognizer = recognizer
    self.advance = advance
    self.handle = handle
  }
}

extension RecognizerUnderTest where Recognizer: ArbitratedGestureRecognizer {
  /// Creates a recognizer to test that takes events through its own `handle(_:)`.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - advance: Moves its clock to a time; for a recognizer with timers, the scheduler's
  ///     `advance(to:)`.
  public init(_ recognizer: Recognizer, advance: @escaping (Double) -> Void = { _ in }) {
    self.init(recognizer, advance: advance) { recognizer, event in recognizer.handle(event) }
  }
}
