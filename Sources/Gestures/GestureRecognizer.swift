public import MotionStreams

/// A recognizer of gestures from pointer events (GR-1).
///
/// The protocol is the spec's abstract type: an ``element`` (GR-2), state-change observers
/// invoked on every write of ``state`` (GR-4), an ``enabled`` switch (GR-5), a read-only
/// ``state`` (GR-6, GR-7) and the centroid ``location(in:)`` of the active pointers (GR-8).
///
/// The library's recognizers (``PanGestureRecognizer``, ``RotationGestureRecognizer``,
/// ``ScaleGestureRecognizer``, ``TapGestureRecognizer``, ``LongPressGestureRecognizer``) share
/// their event handling in ``PointerGestureRecognizer``. Any type may conform; the gesture stream
/// operators (`whenRecognitionStateIs(_:)` and friends) work on
/// every conforming type.
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
}
