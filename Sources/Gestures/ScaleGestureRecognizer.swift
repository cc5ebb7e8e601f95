public import MotionStreams

/// Recognizes two pointers pinching or spreading: the ratio of the distance between the first
/// two pointers to their initial distance.
///
/// - **Pair.** The first two pointers down form the pair; when a member lifts and others remain,
///   the next two form a new pair and the scale is re-based so it carries on without a jump.
/// - **Slop.** The gesture begins when the distance between the pair has changed by more than
///   ``slop`` points (default ``defaultSlop``, 10 points); the slop is consumed, so ``scale`` is
///   exactly 1 at ``GestureRecognizerState/began``.
/// - **Velocity** in scale per second from a ``VelocityEstimator``; on
///   ``GestureRecognizerState/ended`` the release velocity.
/// - **Ending.** The gesture ends when fewer than two pointers remain; it fails if the last
///   pointer lifts before it began. A pair at distance zero has no ratio: the scale holds until
///   the pointers separate, and is re-based there.
public final class ScaleGestureRecognizer: PointerGestureRecognizer {
  /// The default recognition threshold: a change of 10 points in the pair's distance.
  public static let defaultSlop = 10.0

  /// The change in distance, in points, that begins the gesture.
  public let slop: Double

  /// The scale carried over from before the last re-base.
  private var accumulated = 1.0
  /// The pair's distance at the last re-base (zero: waiting for the pointers to separate).
  private var baseDistance = 0.0
  private var currentDistance = 0.0
  /// The change in distance, in points, carried over re-bases (for the slop).
  private var spanBefore = 0.0
  private var beganScale = 1.0
  private var estimator = VelocityEstimator()
  private var releaseVelocity: Double?

  /// Creates a scale recognizer with the default slop.
  public override init(element: HitRegion) {
    slop = Self.defaultSlop
    super.init(element: element)
  }

  /// Creates a scale recognizer with a custom slop in points.
  ///
  /// - Throws: `ParameterError/invalidParameter(_:_:)` for a negative, NaN or infinite slop.
  public init(element: HitRegion, slop: Double) throws(ParameterError) {
    guard slop.isFinite, slop >= 0 else { throw .invalidParameter("slop", slop) }
    self.slop = slop
    super.init(element: element)
  }

  private var rawScale: Double {
    baseDistance > 0 ? accumulated * currentDistance / baseDistance : accumulated
  }

  private var span: Double { spanBefore + (baseDistance > 0 ? currentDistance - baseDistance : 0) }

  /// The scale since the gesture began (1 at began); 1 before it begins.
  public var scale: Double {
    switch storedState {
    case .began, .changed, .ended, .cancelled: rawScale / beganScale
    case .possible, .failed: 1
    }
  }

  /// The scale's velocity per second; on ``GestureRecognizerState/ended``, the release velocity.
  public var velocity: Double { (releaseVelocity ?? estimator.velocity().x) / beganScale }

  private var pairDistance: Double {
    pointers.count >= 2 ? pointers.positions[0].distance(to: pointers.positions[1]) : 0
  }

  override func pointerWentDown(_ event: PointerEvent) {
    if pointers.count == 1 { resetGesture() }
    rebase(event)
  }

  override func pointerMoved(_ event: PointerEvent) {
    guard pointers.count >= 2 else { return }
    currentDistance = pairDistance
    if baseDistance == 0 { rebase(event) }
    estimator.add(time: event.timestamp, x: rawScale, y: 0)
    if storedState.isActive {
      write(.changed)
    } else if abs(span) > slop {
      requestRecognition(.began)
    }
  }

  override func pointerLifted(_ event: PointerEvent) {
    if pointers.count < 2, storedState.isActive {
      endGesture()
    } else if pointers.isEmpty, !isWaiting {
      write(.failed)
    } else {
      rebase(event)
    }
  }

  private func rebase(_ event: PointerEvent) {
    accumulated = rawScale
    spanBefore = span
    currentDistance = pairDistance
    baseDistance = currentDistance
    if pointers.count >= 2 { estimator.add(time: event.timestamp, x: rawScale, y: 0) }
  }

  override func willBegin() { beganScale = rawScale }

  override func willEnd() { releaseVelocity = estimator.velocity(at: lastTimestamp ?? 0).x }

  override func resetGesture() {
    accumulated = 1
    baseDistance = 0
    currentDistance = 0
    spanBefore = 0
    beganScale = 1
    releaseVelocity = nil
    estimator.reset()
  }
}
