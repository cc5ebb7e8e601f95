public import MotionStreams

/// Recognizes a pointer held still: down for ``minimumDuration`` without moving more than
/// ``slop`` (a continuous gesture).
///
/// - **Beginning.** ``GestureRecognizerState/began`` is written when the pointer has been down
///   for ``minimumDuration`` (default 0.5 s). Time passing without events is driven by the
///   injected `scheduler`: at the down the recognizer schedules itself for the deadline, and
///   advancing a `ManualScheduler` past it begins the gesture. An event at or after the deadline
///   also begins it first, should the scheduler lag behind the events.
/// - **Failing.** Moving beyond ``slop`` (default 10 points) before then, lifting early, or a
///   second pointer going down before then, fails the gesture.
/// - **Under way** it writes ``GestureRecognizerState/changed`` on every move and ends when the
///   last pointer lifts. ``PointerGestureRecognizer/location(in:)`` follows the pointers.
///
/// Event timestamps must be on the scheduler's timeline (they are the same clock).
public final class LongPressGestureRecognizer: PointerGestureRecognizer, GestureRecognizer {
  /// The write being delivered to state observers, or the current values (GR-9).
  public func snapshot() -> GestureSnapshot<LongPressGestureRecognizer> {
    recordedSnapshot()
  }

  /// The default hold: 0.5 seconds (the platforms use 400–500 ms).
  public static let defaultMinimumDuration = 0.5
  /// How far the pointer may move before the gesture begins by default: 10 points.
  public static let defaultSlop = 10.0

  /// How long, in seconds, the pointer must be held.
  public let minimumDuration: Double
  /// How far, in points, the pointer may move before the gesture begins.
  public let slop: Double
  private let scheduler: any MotionScheduler

  private var downTime: Double?
  private var downPosition = Point.zero
  private var timer = Subscription()

  /// Creates a long-press recognizer.
  ///
  /// - Throws: `ParameterError/invalidParameter(_:_:)` for a negative or non-finite threshold.
  public init(
    element: HitRegion,
    scheduler: any MotionScheduler,
    minimumDuration: Double = LongPressGestureRecognizer.defaultMinimumDuration,
    slop: Double = LongPressGestureRecognizer.defaultSlop
  ) throws(ParameterError) {
    self.minimumDuration = try ParameterError.checkedNonNegative(
      "minimumDuration", minimumDuration)
    self.slop = try ParameterError.checkedNonNegative("slop", slop)
    self.scheduler = scheduler
    super.init(element: element, continuous: true)
  }

  override func timeAdvanced(to time: Double) {
    if let downTime, time - downTime >= minimumDuration { deadlineReached() }
  }

  override func pointerWentDown(_ event: PointerEvent) {
    guard storedState == .possible, !isWaiting else { return }
    guard pointers.count == 1 else { return write(.failed) }
    downTime = event.timestamp
    downPosition = event.position
    timer = scheduler.schedule(after: event.timestamp + minimumDuration - scheduler.now) {
      [weak self] in self?.deadlineReached()
    }
  }

  override func pointerMoved(_ event: PointerEvent) {
    if storedState.isActive {
      write(.changed)
    } else if !isWaiting, event.position.distance(to: downPosition) > slop {
      write(.failed)
    }
  }

  override func pointerLifted(_ event: PointerEvent) {
    guard pointers.isEmpty else { return }
    if storedState.isActive {
      endGesture()
    } else if !isWaiting {
      write(.failed)
    }
  }

  private func deadlineReached() {
    guard downTime != nil, storedEnabled, storedState == .possible, pointers.count == 1 else {
      return
    }
    downTime = nil
    timer.unsubscribe()
    requestRecognition(.began)
  }

  override func resetGesture() {
    timer.unsubscribe()
    downTime = nil
  }
}
