public import MotionStreams

/// Recognizes one or more taps of a single pointer (a discrete gesture).
///
/// - **A tap** is one pointer going down and lifting within ``slop`` (default 10 points) of where
///   it went down. A second pointer down, a move beyond the slop, or a cancelled pointer fails
///   the gesture.
/// - **Several taps** (``numberOfTaps`` > 1): each next tap must go down within
///   ``maximumInterval`` (default 300 ms) of the previous lift and within ``maximumDistance``
///   (default 100 points) of the first tap's down position.
/// - **Recognition** happens at the lift of the last tap:
///   `possible → ended`, then `possible` again. A multi-tap that runs out of time fails.
/// - **Time.** With a `scheduler`, the recognizer notices a multi-tap running out of time when
///   the scheduler reaches the deadline (so a single tap waiting for a double tap to fail is
///   recognized without further events). Without one, it notices at the next event.
public final class TapGestureRecognizer: PointerGestureRecognizer, GestureRecognizer {
  /// The write being delivered to state observers, or the current values (GR-9).
  public func snapshot() -> GestureSnapshot<TapGestureRecognizer> {
    recordedSnapshot()
  }

  /// How far a pointer may move during a tap by default: 10 points.
  public static let defaultSlop = 10.0
  /// The longest pause between taps of a multi-tap by default: 0.3 seconds.
  public static let defaultMaximumInterval = 0.3
  /// The farthest a later tap may land from the first by default: 100 points.
  public static let defaultMaximumDistance = 100.0

  /// The number of taps that make the gesture (at least 1).
  public let numberOfTaps: Int
  /// How far, in points, a pointer may move during a tap.
  public let slop: Double
  /// The longest pause, in seconds, from a lift to the next tap's down.
  public let maximumInterval: Double
  /// The farthest, in points, a later tap may land from the first tap's down position.
  public let maximumDistance: Double
  private let scheduler: (any MotionScheduler)?

  private var tapsCompleted = 0
  private var firstDown = Point.zero
  private var tapDown = Point.zero
  private var lastUp = 0.0
  private var timer = Subscription()

  /// Creates a tap recognizer.
  ///
  /// - Parameters:
  ///   - element: The element the recognizer is associated with.
  ///   - numberOfTaps: Taps that make the gesture; 1 for a tap, 2 for a double tap.
  ///   - slop: How far, in points, a pointer may move during a tap.
  ///   - maximumInterval: The longest pause, in seconds, from a lift to the next tap's down.
  ///   - maximumDistance: The farthest, in points, a later tap may land from the first.
  ///   - scheduler: The clock that times multi-taps out (events' timestamps must be on its
  ///     timeline); optional.
  /// - Throws: `ParameterError/invalidCount(_:_:)` below 1;
  ///   `ParameterError/invalidParameter(_:_:)` for a negative or non-finite threshold.
  public init(
    element: HitRegion,
    numberOfTaps: Int = 1,
    slop: Double = TapGestureRecognizer.defaultSlop,
    maximumInterval: Double = TapGestureRecognizer.defaultMaximumInterval,
    maximumDistance: Double = TapGestureRecognizer.defaultMaximumDistance,
    scheduler: (any MotionScheduler)? = nil
  ) throws(ParameterError) {
    guard numberOfTaps >= 1 else { throw .invalidCount("numberOfTaps", numberOfTaps) }
    for (name, value) in [
      ("slop", slop), ("maximumInterval", maximumInterval), ("maximumDistance", maximumDistance),
    ] where !(value.isFinite && value >= 0) {
      throw .invalidParameter(name, value)
    }
    self.numberOfTaps = numberOfTaps
    self.slop = slop
    self.maximumInterval = maximumInterval
    self.maximumDistance = maximumDistance
    self.scheduler = scheduler
    super.init(element: element, continuous: false)
  }

  override var holdsSequence: Bool {
    storedState == .possible && tapsCompleted > 0 && tapsCompleted < numberOfTaps
  }

  override func timeAdvanced(to time: Double) {
    if holdsSequence, pointers.isEmpty, time - lastUp > maximumInterval {
      timedOut()
    }
  }

  override func pointerWentDown(_ event: PointerEvent) {
    guard !isWaiting else { return }
    guard pointers.count == 1 else { return write(.failed) }
    if tapsCompleted == 0 {
      firstDown = event.position
    } else if event.position.distance(to: firstDown) > maximumDistance {
      return write(.failed)
    }
    timer.unsubscribe()
    tapDown = event.position
  }

  override func pointerMoved(_ event: PointerEvent) {
    guard !isWaiting else { return }
    if event.position.distance(to: tapDown) > slop { write(.failed) }
  }

  override func pointerLifted(_ event: PointerEvent) {
    guard !isWaiting, pointers.isEmpty else { return }
    tapsCompleted += 1
    if tapsCompleted >= numberOfTaps {
      requestRecognition(.ended)
      return
    }
    lastUp = event.timestamp
    guard let scheduler else { return }
    let sequence = tapsCompleted
    timer = scheduler.schedule(after: lastUp + maximumInterval - scheduler.now) {
      [weak self] in
      guard let self, self.tapsCompleted == sequence, self.holdsSequence else { return }
      self.timedOut()
    }
  }

  private func timedOut() {
    write(.failed)
    settle()
  }

  override func resetGesture() {
    timer.unsubscribe()
    tapsCompleted = 0
  }
}
