public import MotionGestures
public import MotionStreams

/// Rotates an element with a two-finger rotation gesture.
///
/// ```swift
/// import MotionGestures
/// import MotionRuntime
///
/// runtime.add(Rotatable(rotation), to: card)
/// ```
///
/// While the gesture is began or changed, the element's rotation is its rotation at `began`
/// plus the gesture's rotation (radians). The recognizer re-bases when fingers are added or
/// lifted, so the element does not jump. Constraints shape the rotation stream (for example
/// `{ $0.rubberBanded(below: -0.5, above: 0.5, length: 0.2) }`). While ``enabled`` is false the
/// gesture writes nothing.
public final class Rotatable: Interaction, Togglable {
  /// The recognizer that drives the rotation: a `RotationGestureRecognizer` or any other
  /// `RotationGesture`.
  public let gesture: any RotationGesture
  /// Whether the gesture rotates its element.
  public let enabled = ReactiveProperty(true, name: "enabled")

  /// Creates the interaction.
  public init(_ gesture: any RotationGesture) {
    self.gesture = gesture
  }

  /// Connects the gesture's rotation to `target.rotation`.
  ///
  /// Specialised for ``FrameRuntime`` and the shipped recognizer (`@specialized`), as
  /// ``Draggable`` is: otherwise every pointer move runs the generic stream and connection code.
  @specialized(where R == FrameRuntime)
  public func add<R: InteractionRuntime>(
    to target: MotionElement, runtime: R,
    constraints: ((MotionObservable<Double>) -> MotionObservable<Double>)?
  ) {
    let rotation = Self.rotation(of: gesture, addedTo: target.rotation)
      .gated(by: enabled).writing(through: PropertyArbiter.of(target.rotation, in: runtime))
    runtime.connect(constraints?(rotation) ?? rotation, to: target.rotation)
  }
}

/// Scales an element with a two-finger pinch gesture.
///
/// ```swift
/// import MotionGestures
/// import MotionRuntime
///
/// runtime.add(Scalable(pinch), to: card)
/// ```
///
/// While the gesture is began or changed, the element's scale is its scale at `began` times the
/// gesture's scale. The recognizer re-bases when fingers are added or lifted, so the element
/// does not jump. Constraints shape the scale stream (for example
/// `{ $0.rubberBanded(below: 0.5, above: 3, length: 0.5) }`). While ``enabled`` is false the
/// gesture writes nothing.
public final class Scalable: Interaction, Togglable {
  /// The recognizer that drives the scale: a `ScaleGestureRecognizer` or any other
  /// `ScaleGesture`.
  public let gesture: any ScaleGesture
  /// Whether the gesture scales its element.
  public let enabled = ReactiveProperty(true, name: "enabled")

  /// Creates the interaction.
  public init(_ gesture: any ScaleGesture) {
    self.gesture = gesture
  }

  /// Connects the gesture's scale to `target.scale`.
  ///
  /// Specialised for ``FrameRuntime`` and the shipped recognizer (`@specialized`), as
  /// ``Draggable`` is: otherwise every pointer move runs the generic stream and connection code.
  @specialized(where R == FrameRuntime)
  public func add<R: InteractionRuntime>(
    to target: MotionElement, runtime: R,
    constraints: ((MotionObservable<Double>) -> MotionObservable<Double>)?
  ) {
    let scale = Self.scale(of: gesture, multiplying: target.scale).gated(by: enabled)
      .writing(through: PropertyArbiter.of(target.scale, in: runtime))
    runtime.connect(constraints?(scale) ?? scale, to: target.scale)
  }
}

extension Rotatable {
  /// `gesture`'s rotation added to `rotation` (opens the existential for the typed stream).
  @specialized(where Gesture == RotationGestureRecognizer)
  static func rotation<Gesture: RotationGesture>(
    of gesture: Gesture, addedTo rotation: ReactiveProperty<Double>
  ) -> MotionObservable<Double> {
    gesture.asStream().rotation(addedTo: rotation.asStream())
  }
}

extension Scalable {
  /// `gesture`'s scale multiplying `scale` (opens the existential for the typed stream).
  @specialized(where Gesture == ScaleGestureRecognizer)
  static func scale<Gesture: ScaleGesture>(
    of gesture: Gesture, multiplying scale: ReactiveProperty<Double>
  ) -> MotionObservable<Double> {
    gesture.asStream().scale(multiplying: scale.asStream())
  }
}
