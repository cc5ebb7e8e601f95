public import MotionGestures
public import MotionStreams

/// Drag, rotate and pinch at once: adds a ``Draggable``, a ``Rotatable`` and a ``Scalable`` to
/// the same element.
///
/// ```swift
/// import MotionGestures
/// import MotionRuntime
///
/// let coordinator = GestureCoordinator()
/// let manipulable = try DirectlyManipulable(element: cardNode, coordinator: coordinator)
/// runtime.add(manipulable, to: card)
/// // feed pointer events to the coordinator
/// ```
///
/// Each recognizer re-bases when fingers are added or lifted, so the element does not jump: a
/// second finger landing starts rotation and scale from the element's current values, and
/// lifting one finger leaves translation, rotation and scale where they were. The composite is
/// active while any of its three gestures (or the drag's settle) is, and toggling ``enabled``
/// toggles all three.
public final class DirectlyManipulable: Interaction, Togglable {
  /// The drag.
  public let draggable: Draggable
  /// The rotation.
  public let rotatable: Rotatable
  /// The pinch.
  public let scalable: Scalable
  /// Whether the gestures move their element; written through to all three.
  public let enabled = ReactiveProperty(true, name: "enabled")
  private let forward: Subscription

  /// Creates the composite from three recognizers (the library's or any conforming ones).
  ///
  /// - Parameters:
  ///   - pan: Drives the position.
  ///   - rotation: Drives the rotation.
  ///   - scale: Drives the scale.
  ///   - release: The drag's settle on release; see ``DragRelease``.
  public init(
    pan: any TranslationGesture, rotation: any RotationGesture,
    scale: any ScaleGesture, release: DragRelease? = nil
  ) {
    draggable = Draggable(pan, release: release)
    rotatable = Rotatable(rotation)
    scalable = Scalable(scale)
    let children = [draggable.enabled, rotatable.enabled, scalable.enabled]
    forward = enabled.subscribe { value in
      for child in children where child.value != value { child.value = value }
    }
  }

  /// Creates three recognizers on `element`; with a `coordinator`, adds them to it and lets them
  /// recognize simultaneously.
  ///
  /// - Throws: `GestureError` when the coordinator refuses the recognizers.
  public convenience init(
    element: HitRegion, coordinator: GestureCoordinator? = nil, release: DragRelease? = nil
  ) throws(GestureError) {
    let pan = PanGestureRecognizer(element: element)
    let rotation = RotationGestureRecognizer(element: element)
    let scale = ScaleGestureRecognizer(element: element)
    if let coordinator {
      try coordinator.add(pan)
      try coordinator.add(rotation)
      try coordinator.add(scale)
      coordinator.allowSimultaneousRecognition(pan, rotation)
      coordinator.allowSimultaneousRecognition(pan, scale)
      coordinator.allowSimultaneousRecognition(rotation, scale)
    }
    self.init(pan: pan, rotation: rotation, scale: scale, release: release)
  }

  deinit {
    forward.unsubscribe()
  }

  /// Adds the three interactions to `target`, each storing itself first (RT-2).
  public func add(to target: MotionElement, runtime: some InteractionRuntime, constraints: Never?) {
    runtime.add(draggable, to: target)
    runtime.add(rotatable, to: target)
    runtime.add(scalable, to: target)
  }
}
