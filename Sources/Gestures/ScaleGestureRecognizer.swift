public import MotionStreams

/// Recognizes two pointers pinching or spreading: the ratio of the distance between the first
/// two pointers to their initial distance.
///
/// The pair, re-basing, samples and ending are those of ``TwoFingerGestureRecognizer``.
/// - **Slop.** The gesture begins when the distance between the pair has changed by more than
///   ``slop`` points (default ``defaultSlop``, 10 points); the slop is consumed, so ``scale`` is
///   exactly 1 at ``GestureRecognizerState/began``.
/// - **Velocity** in scale per second; on ``GestureRecognizerState/ended`` the release velocity.
///   A pair at distance zero has no ratio: the scale holds until the pointers separate, and is
///   re-based there.
public final class ScaleGestureRecognizer: TwoFingerGestureRecognizer, ScaleGesture {
  /// The default recognition threshold: a change of 10 points in the pair's distance.
  public static let defaultSlop = 10.0

  /// The change in distance, in points, that begins the gesture.
  public let slop: Double

  /// The scale carried over from before the last re-base.
  @exclusivity(unchecked) private var accumulated = 1.0
  /// The pair's distance at the last re-base (zero: waiting for the pointers to separate).
  @exclusivity(unchecked) private var baseDistance = 0.0
  @exclusivity(unchecked) private var currentDistance = 0.0
  /// The change in distance, in points, carried over re-bases (for the slop).
  @exclusivity(unchecked) private var spanBefore = 0.0
  @exclusivity(unchecked) private var beganScale = 1.0

  /// Creates a scale recognizer with the default slop.
  public override init(element: HitRegion) {
    slop = Self.defaultSlop
    super.init(element: element)
  }

  /// Creates a scale recognizer with a custom slop in points.
  ///
  /// - Throws: `ParameterError/invalidParameter(_:_:)` for a negative, NaN or infinite slop.
  public init(element: HitRegion, slop: Double) throws(ParameterError) {
    self.slop = try ParameterError.checkedNonNegative("slop", slop)
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
  public var velocity: Double { scalarVelocity }

  /// The same as ``velocity`` (the ``ScaleGesture`` requirement).
  public var scaleVelocity: Double { scalarVelocity }

  /// The write being delivered to state observers, or the current values (GR-9).
  public func snapshot() -> GestureSnapshot<ScaleGestureRecognizer> {
    recordedSnapshot()
  }

  override var reportedValue: Double { scale }

  override var quantity: Quantity { .scale }

  private var pairDistance: Double {
    pointers.count >= 2 ? pointers.positions[0].distance(to: pointers.positions[1]) : 0
  }

  override var rawValue: Double { rawScale }

  override var velocityFactor: Double { 1 / beganScale }

  override func rebasePair() {
    accumulated = rawScale
    spanBefore = span
    currentDistance = pairDistance
    baseDistance = currentDistance
  }

  override func pairMoved() {
    currentDistance = pairDistance
    if baseDistance == 0 { rebasePair() }
  }

  override var exceedsSlop: Bool { abs(span) > slop }

  override func willBegin() { beganScale = rawScale }

  override func resetValue() {
    accumulated = 1
    baseDistance = 0
    currentDistance = 0
    spanBefore = 0
    beganScale = 1
  }
}
