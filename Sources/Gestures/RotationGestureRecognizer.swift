public import MotionStreams

/// Recognizes two pointers turning: the angle from the first two pointers' initial vector to
/// their current one.
///
/// The pair, re-basing, samples and ending are those of ``TwoFingerGestureRecognizer``.
/// - **Slop.** The gesture begins when the rotation first exceeds ``slop`` (default
///   ``defaultSlop``, 5°) in either direction; the slop is consumed, so ``rotation`` is exactly
///   zero at ``GestureRecognizerState/began``.
/// - **Angles.** Radians, positive from +x towards +y (clockwise on a y-down screen). The
///   rotation is unwrapped: turning past half a turn keeps counting (2π after a full turn).
/// - **Velocity** in radians per second; on ``GestureRecognizerState/ended`` the release
///   velocity. Two pointers at the same position have no angle: their moves do not change the
///   rotation until they separate.
public final class RotationGestureRecognizer: TwoFingerGestureRecognizer, RotationGesture {
  /// The default recognition threshold: 5° (π/36 radians).
  public static let defaultSlop = Double.pi / 36

  /// The rotation, in radians, the pair must turn before the gesture begins.
  public let slop: Double

  @exclusivity(unchecked) private var raw = 0.0
  @exclusivity(unchecked) private var lastAngle: Double?
  @exclusivity(unchecked) private var beganOffset = 0.0

  /// Creates a rotation recognizer with the default slop.
  public override init(element: HitRegion) {
    slop = Self.defaultSlop
    super.init(element: element)
  }

  /// Creates a rotation recognizer with a custom slop in radians.
  ///
  /// - Throws: `ParameterError/invalidParameter(_:_:)` for a negative, NaN or infinite slop.
  public init(element: HitRegion, slop: Double) throws(ParameterError) {
    self.slop = try ParameterError.checkedNonNegative("slop", slop)
    super.init(element: element)
  }

  /// The rotation since the gesture began, in radians; zero before it begins.
  public var rotation: Double {
    switch storedState {
    case .began, .changed, .ended, .cancelled: raw - beganOffset
    case .possible, .failed: 0
    }
  }

  /// The rotation's velocity in radians per second; on ``GestureRecognizerState/ended``, the
  /// release velocity.
  public var velocity: Double { scalarVelocity }

  /// The same as ``velocity`` (the ``RotationGesture`` requirement).
  public var rotationVelocity: Double { scalarVelocity }

  /// The write being delivered to state observers, or the current values (GR-9).
  public func snapshot() -> GestureSnapshot<RotationGestureRecognizer> {
    recordedSnapshot()
  }

  override var reportedValue: Double { rotation }

  /// The angle of the pair's vector, or `nil` with fewer than two pointers or coincident ones.
  private var pairAngle: Double? {
    guard pointers.count >= 2 else { return nil }
    let vector = pointers.positions[1] - pointers.positions[0]
    guard vector.x != 0 || vector.y != 0 else { return nil }
    return Math.angle(y: vector.y, x: vector.x)
  }

  override var rawValue: Double { raw }

  override func rebasePair() { lastAngle = pairAngle }

  override func pairMoved() {
    if let angle = pairAngle {
      if let last = lastAngle { raw += Self.wrapped(angle - last) }
      lastAngle = angle
    }
  }

  override var exceedsSlop: Bool { abs(raw) > slop }

  /// `angle` brought into (-π, π].
  static func wrapped(_ angle: Double) -> Double {
    var result = angle
    while result > .pi { result -= 2 * .pi }
    while result <= -.pi { result += 2 * .pi }
    return result
  }

  override func willBegin() { beganOffset = raw }

  override func resetValue() {
    raw = 0
    lastAngle = nil
    beganOffset = 0
  }
}
