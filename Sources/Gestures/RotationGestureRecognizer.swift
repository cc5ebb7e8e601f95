public import MotionStreams

/// Recognizes two pointers turning: the angle from the first two pointers' initial vector to
/// their current one.
///
/// - **Pair.** The first two pointers down (in the order they went down) form the pair. When a
///   member of the pair lifts and other pointers remain, the next pointers form a new pair and
///   the rotation is re-based so it carries on without a jump.
/// - **Slop.** The gesture begins when the rotation first exceeds ``slop`` (default
///   ``defaultSlop``, 5°) in either direction; the slop is consumed, so ``rotation`` is exactly
///   zero at ``GestureRecognizerState/began``.
/// - **Angles.** Radians, positive from +x towards +y (clockwise on a y-down screen). The
///   rotation is unwrapped: turning past half a turn keeps counting (2π after a full turn).
/// - **Velocity** in radians per second from a ``VelocityEstimator`` over the rotation's samples
///   at downs and moves; on ``GestureRecognizerState/ended`` the release velocity.
/// - **Ending.** The gesture ends when fewer than two pointers remain; it fails if the last
///   pointer lifts before it began. Two pointers at the same position have no angle: their
///   moves do not change the rotation until they separate.
public final class RotationGestureRecognizer: PointerGestureRecognizer {
  /// The default recognition threshold: 5° (π/36 radians).
  public static let defaultSlop = Double.pi / 36

  /// The rotation, in radians, the pair must turn before the gesture begins.
  public let slop: Double

  private var raw = 0.0
  private var lastAngle: Double?
  private var beganOffset = 0.0
  private var estimator = VelocityEstimator()
  private var releaseVelocity: Double?

  /// Creates a rotation recognizer with the default slop.
  public override init(element: HitRegion) {
    slop = Self.defaultSlop
    super.init(element: element)
  }

  /// Creates a rotation recognizer with a custom slop in radians.
  ///
  /// - Throws: `ParameterError/invalidParameter(_:_:)` for a negative, NaN or infinite slop.
  public init(element: HitRegion, slop: Double) throws(ParameterError) {
    guard slop.isFinite, slop >= 0 else { throw .invalidParameter("slop", slop) }
    self.slop = slop
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
  public var velocity: Double { releaseVelocity ?? estimator.velocity().x }

  /// The angle of the pair's vector, or `nil` with fewer than two pointers or coincident ones.
  private var pairAngle: Double? {
    guard pointers.count >= 2 else { return nil }
    let vector = pointers.positions[1] - pointers.positions[0]
    guard vector.x != 0 || vector.y != 0 else { return nil }
    return Math.angle(y: vector.y, x: vector.x)
  }

  override func pointerWentDown(_ event: PointerEvent) {
    if pointers.count == 1 {
      raw = 0
      estimator.reset()
    }
    rebase(event)
  }

  override func pointerMoved(_ event: PointerEvent) {
    guard pointers.count >= 2 else { return }
    if let angle = pairAngle {
      if let last = lastAngle { raw += Self.wrapped(angle - last) }
      lastAngle = angle
    }
    estimator.add(time: event.timestamp, x: raw, y: 0)
    if storedState.isActive {
      write(.changed)
    } else if abs(raw) > slop {
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
    lastAngle = pairAngle
    if pointers.count >= 2 { estimator.add(time: event.timestamp, x: raw, y: 0) }
  }

  /// `angle` brought into (-π, π].
  static func wrapped(_ angle: Double) -> Double {
    var result = angle
    while result > .pi { result -= 2 * .pi }
    while result <= -.pi { result += 2 * .pi }
    return result
  }

  override func willBegin() { beganOffset = raw }

  override func willEnd() { releaseVelocity = estimator.velocity(at: lastTimestamp ?? 0).x }

  override func resetGesture() {
    raw = 0
    lastAngle = nil
    beganOffset = 0
    releaseVelocity = nil
    estimator.reset()
  }
}
