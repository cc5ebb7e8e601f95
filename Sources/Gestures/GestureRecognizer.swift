public import MotionStreams

/// A recognizer of gestures from pointer events (GR-1).
///
/// The protocol is the spec's abstract type: an ``element`` (GR-2), state-change observers
/// invoked on every write of ``state`` (GR-4), an ``enabled`` switch (GR-5), a read-only
/// ``state`` (GR-6, GR-7), the centroid ``location(in:)`` of the active pointers (GR-8), and the
/// ``snapshot()`` of a write that its stream emits (GR-9).
///
/// The library's recognizers (``PanGestureRecognizer``, ``RotationGestureRecognizer``,
/// ``ScaleGestureRecognizer``, ``TapGestureRecognizer``, ``LongPressGestureRecognizer``) share
/// their event handling in ``PointerGestureRecognizer``. Any final class may conform; the gesture
/// stream operators (`whenRecognitionStateIs(_:)` and friends) work on every conforming type, and
/// the capabilities ``TranslationGesture``, ``RotationGesture`` and ``ScaleGesture`` let a
/// recognizer drive the runtime's interactions. To be arbitrated by a ``GestureCoordinator``, a
/// recognizer also conforms to ``ArbitratedGestureRecognizer``.
public protocol GestureRecognizer: AnyObject {
  /// The element the recognizer is associated with (GR-2).
  var element: HitRegion { get }

  /// The current state; read-only to users of the recognizer (GR-6, GR-7).
  var state: GestureRecognizerState { get }

  /// Whether the recognizer handles events. A disabled recognizer emits no state change events
  /// (GR-5).
  var enabled: Bool { get set }

  /// Registers `observer`, called with the new state each time ``state`` is written, repeated
  /// ``GestureRecognizerState/changed`` writes included (GR-4).
  ///
  /// - Returns: The subscription that removes the observer.
  @discardableResult
  func addStateChangeObserver(_ observer: @escaping (GestureRecognizerState) -> Void)
    -> Subscription

  /// The centroid of the active pointers in `element`'s coordinate system; `nil` is root space
  /// (GR-8). When no pointer is down, the centroid where the last pointer lifted.
  func location(in element: HitRegion?) -> Point

  /// The values of the state write being delivered to state observers right now; outside a
  /// delivery, the current values (GR-9).
  ///
  /// ``asStream()`` emits this for each write, so streams carry what was written even when an
  /// observer changes the recognizer during the delivery. The library's recognizers capture it
  /// at each write; the default reads the current ``state`` and ``location(in:)``.
  func snapshot() -> GestureSnapshot<Self>
}

extension GestureRecognizer {
  /// The current ``state`` and root-space ``location(in:)``, other fields neutral.
  public func snapshot() -> GestureSnapshot<Self> {
    GestureSnapshot(state: state, location: location(in: nil))
  }
}

/// A gesture that moves: what `Draggable` (in MotionRuntime) and the translation operators
/// read.
///
/// Conformers report the translation since the gesture began (zero before it begins, exactly
/// zero at ``GestureRecognizerState/began``) and its velocity (on
/// ``GestureRecognizerState/ended``, the release velocity), and put both in their
/// ``GestureRecognizer/snapshot()``.
public protocol TranslationGesture: GestureRecognizer {
  /// The translation since the gesture began, as a vector in `element`'s coordinates (`nil`:
  /// root space).
  func translation(in element: HitRegion?) -> Point

  /// The translation's velocity in points per second, as a vector in `element`'s coordinates.
  func velocity(in element: HitRegion?) -> Point
}

/// A gesture that turns: what `Rotatable` and the rotation operators read.
public protocol RotationGesture: GestureRecognizer {
  /// The rotation since the gesture began, in radians (zero before it begins and at began).
  var rotation: Double { get }

  /// The rotation's velocity in radians per second; on ended, the release velocity.
  var rotationVelocity: Double { get }
}

/// A gesture that pinches: what `Scalable` and the scale operators read.
public protocol ScaleGesture: GestureRecognizer {
  /// The scale since the gesture began (one before it begins and at began).
  var scale: Double { get }

  /// The scale's velocity per second; on ended, the release velocity.
  var scaleVelocity: Double { get }
}
