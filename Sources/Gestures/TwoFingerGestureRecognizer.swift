import MotionStreams

/// The shared skeleton of the two-finger recognizers (``RotationGestureRecognizer``,
/// ``ScaleGestureRecognizer``): a pair of pointers, a scalar value re-based when the pair
/// changes, a slop, and velocity samples estimated as a ``ScalarVelocityEstimator`` does.
///
/// - **Pair.** The first two pointers down (in the order they went down) form the pair. When a
///   member of the pair lifts and other pointers remain, the next pointers form a new pair and
///   the value is re-based so it carries on without a jump.
/// - **Samples.** The value is sampled when the pair forms or re-forms and at each move of a
///   pair; the velocity is the estimate at the newest sample, and on
///   ``GestureRecognizerState/ended`` the estimate at the lift (zero after a pause of more than
///   40 ms).
/// - **Ending.** The gesture ends when fewer than two pointers remain; it fails if the last
///   pointer lifts before it began.
///
/// The class is not open for subclassing outside the module.
public class TwoFingerGestureRecognizer: PointerGestureRecognizer {
  /// Which of a snapshot's fields the value and its velocity fill.
  enum Quantity {
    case rotation, scale
  }

  @exclusivity(unchecked) var releaseVelocity: Double?

  init(element: HitRegion) {
    super.init(element: element, continuous: true, samplesVelocity: true)
  }

  // MARK: Hooks of the concrete two-finger recognizers

  /// The continuous value since the first pointer went down (unwrapped angle, scale).
  var rawValue: Double { 0 }
  /// The pair changed (formed, re-formed or lost): re-base the value.
  func rebasePair() {}
  /// A member of a pair moved: update the value.
  func pairMoved() {}
  /// Whether the value has moved beyond the slop.
  var exceedsSlop: Bool { false }
  /// Forget the per-gesture value.
  func resetValue() {}
  /// What the estimated velocity is multiplied by to report it (the scale's start, say).
  var velocityFactor: Double { 1 }
  /// The value as reported (rotation or scale since the gesture began).
  var reportedValue: Double { 0 }
  /// Which of a snapshot's fields ``reportedValue`` and its velocity fill.
  var quantity: Quantity { .rotation }

  // MARK: The skeleton

  /// The velocity of the value per second; on ``GestureRecognizerState/ended``, the release
  /// velocity.
  final var scalarVelocity: Double { (releaseVelocity ?? sampledVelocity.x) * velocityFactor }

  /// The write's values: the reported value and, until the release velocity is known, where
  /// the samples to fit its velocity from are, in the rotation's or the scale's fields.
  override final func record(into write: inout GestureWrite) {
    super.record(into: &write)
    let factor = velocityFactor
    switch quantity {
    case .rotation:
      write.rotation = reportedValue
      if let releaseVelocity {
        write.rotationVelocity = releaseVelocity * factor
      } else {
        write.sampled = .rotation
      }
    case .scale:
      write.scale = reportedValue
      if let releaseVelocity {
        write.scaleVelocity = releaseVelocity * factor
      } else {
        write.sampled = .scale
      }
    }
    write.factor = factor
  }

  override final func pointerWentDown(_ event: PointerEvent) {
    if pointers.count == 1 { resetGesture() }
    rebase(event)
  }

  override final func pointerMoved(_ event: PointerEvent) {
    guard pointers.count >= 2 else { return }
    pairMoved()
    addSample(time: event.timestamp, Point(x: rawValue, y: 0))
    if storedState.isActive {
      write(.changed)
    } else if exceedsSlop {
      requestRecognition(.began)
    }
  }

  override final func pointerLifted(_ event: PointerEvent) {
    if pointers.count < 2, storedState.isActive {
      endGesture()
    } else if pointers.isEmpty, !isWaiting {
      write(.failed)
    } else {
      rebase(event)
    }
  }

  private func rebase(_ event: PointerEvent) {
    rebasePair()
    if pointers.count >= 2 { addSample(time: event.timestamp, Point(x: rawValue, y: 0)) }
  }

  override final func willEnd() {
    releaseVelocity = sampledVelocity(at: lastTimestamp ?? 0).x
  }

  override final func resetGesture() {
    releaseVelocity = nil
    resetSamples()
    resetValue()
  }
}
