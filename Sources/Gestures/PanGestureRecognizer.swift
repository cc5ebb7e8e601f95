public import MotionStreams

/// Recognizes dragging: the centroid of the pointers down moving beyond a slop (translation).
///
/// ```swift
/// import MotionGestures
/// import MotionStreams
///
/// let pan = PanGestureRecognizer(element: card)
/// pan.addStateChangeObserver { [unowned pan] state in print(state, pan.translation(in: nil)) }
/// pan.handle(PointerEvent(pointer: 1, phase: .down, position: Point(x: 0, y: 0), timestamp: 0))
/// ```
///
/// - **Slop.** The gesture begins when the translation first exceeds ``slop`` (default
///   ``defaultSlop``, 10 points). The slop is consumed: ``translation(in:)`` is exactly zero at
///   ``GestureRecognizerState/began`` and grows from there, so a dragged element does not jump.
/// - **Centroid and re-basing.** The translation follows the centroid of the pointers down. When
///   a pointer goes down or lifts, the centroid jumps, so the translation is re-based: it carries
///   on from where it was, and a second finger landing does not move the element.
/// - **Velocity.** Every down and move adds a sample of the (re-based, continuous) centroid;
///   ``velocity(in:)`` is their estimate as a ``VelocityEstimator`` makes it, and on
///   ``GestureRecognizerState/ended`` the release velocity at the lift.
/// - **Ending.** The gesture ends when the last pointer lifts; it fails if that happens before it
///   began. A cancelled pointer cancels it.
public final class PanGestureRecognizer: PointerGestureRecognizer, TranslationGesture {
  /// The default recognition threshold: 10 points (the platforms use 8–18).
  public static let defaultSlop = 10.0

  /// The distance the centroid must move before the gesture begins, in root-space points.
  public let slop: Double

  /// The translation carried over from before the last re-base.
  @exclusivity(unchecked) private var accumulated = Point.zero
  /// The centroid right after the last re-base.
  @exclusivity(unchecked) private var rebaseCentroid = Point.zero
  /// The centroid as of the last event this recognizer processed.
  @exclusivity(unchecked) private var trackedCentroid = Point.zero
  /// The raw translation when the gesture began (the consumed slop).
  @exclusivity(unchecked) private var beganOffset = Point.zero
  @exclusivity(unchecked) private var releaseVelocity: Point?

  /// Creates a pan recognizer with the default slop.
  public init(element: HitRegion) {
    slop = Self.defaultSlop
    super.init(element: element, continuous: true, samplesVelocity: true)
  }

  /// Creates a pan recognizer with a custom slop.
  ///
  /// - Throws: `ParameterError/invalidParameter(_:_:)` for a negative, NaN or infinite slop.
  public init(element: HitRegion, slop: Double) throws(ParameterError) {
    self.slop = try ParameterError.checkedNonNegative("slop", slop)
    super.init(element: element, continuous: true, samplesVelocity: true)
  }

  /// The translation since the gesture began, in root space: zero until it begins.
  @inline(__always)
  private var rootTranslation: Point {
    switch storedState {
    case .began, .changed, .ended, .cancelled: rawTranslation - beganOffset
    case .possible, .failed: Point(x: 0, y: 0)
    }
  }

  private var rawTranslation: Point { accumulated + (trackedCentroid - rebaseCentroid) }

  /// The translation since the gesture began, as a vector in `element`'s coordinates (`nil`:
  /// root space). Zero before the gesture begins and after it returns to possible.
  public func translation(in element: HitRegion?) -> Point {
    HitRegion.convertVector(rootTranslation, to: element)
  }

  /// The velocity of the centroid in points per second, as a vector in `element`'s coordinates;
  /// on ``GestureRecognizerState/ended``, the release velocity. O(20).
  public func velocity(in element: HitRegion?) -> Point {
    HitRegion.convertVector(releaseVelocity ?? sampledVelocity, to: element)
  }

  /// The write being delivered to state observers, or the current values (GR-9).
  public func snapshot() -> GestureSnapshot<PanGestureRecognizer> {
    recordedSnapshot()
  }

  override func record(into write: inout GestureWrite) {
    // Not `super.record(into:)` first: `write` is a new write or an earlier one of this pan, so
    // the rotation and scale fields already hold their neutral values, and setting them again
    // is stores on the path of every move.
    write.state = storedState
    write.location = lastCentroid
    write.translation = rootTranslation
    if let releaseVelocity {
      write.velocity = releaseVelocity
      write.sampled = .none
    } else {
      // `velocity` is not read while `sampled` says the samples hold it.
      write.sampled = .translation
    }
  }

  override func pointerWentDown(_ event: PointerEvent) {
    if pointers.count == 1 {
      accumulated = .zero
      resetSamples()
    } else {
      accumulated = rawTranslation
    }
    rebaseCentroid = lastCentroid
    trackedCentroid = lastCentroid
    addSample(time: event.timestamp, rawTranslation)
  }

  override func pointerMoved(_ event: PointerEvent) {
    trackedCentroid = lastCentroid
    let raw = rawTranslation
    addSample(time: event.timestamp, raw)
    if storedState.isActive {
      write(.changed)
    } else if raw.x * raw.x + raw.y * raw.y > slop * slop {
      requestRecognition(.began)
    }
  }

  override func pointerLifted(_ event: PointerEvent) {
    if pointers.isEmpty {
      if storedState.isActive {
        endGesture()
      } else if !isWaiting {
        write(.failed)
      }
      return
    }
    accumulated = rawTranslation
    rebaseCentroid = lastCentroid
    trackedCentroid = lastCentroid
  }

  override func willBegin() {
    beganOffset = rawTranslation
  }

  override func willEnd() {
    releaseVelocity = sampledVelocity(at: lastTimestamp ?? 0)
  }

  override func resetGesture() {
    accumulated = .zero
    rebaseCentroid = .zero
    trackedCentroid = .zero
    beganOffset = .zero
    releaseVelocity = nil
    resetSamples()
  }
}
