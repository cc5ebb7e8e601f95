public import MotionGestures
import MotionPhysics
public import MotionStreams
import MotionTween

/// Moves an element with a pan gesture, and optionally settles it with a tween, a spring or a
/// decay on release (``DragRelease/Settle``).
///
/// ```swift
/// import MotionGestures
/// import MotionRuntime
/// import MotionStreams
///
/// let pan = PanGestureRecognizer(element: cardNode)
/// runtime.add(
///   Draggable(pan, release: try DragRelease()), to: card, constraints: { $0.xLocked(to: 160) })
/// ```
///
/// - **Drag.** While the gesture is began or changed, the element's position is its position at
///   `began` plus the pan's translation in the gesture element's parent coordinates (the space a
///   position lives in). The pan re-bases when fingers are added or lifted, so the element does
///   not jump.
/// - **Catch and grab.** A finger landing on the element while it moves holds it where it is
///   drawn, before the pan passes its slop (``init(_:release:catchesOnTouch:)``); a drag that
///   begins takes the element over. Either way the motions in effect on the position end there
///   (a running settle, an entrance tween, a spring), unless their interaction resumes after
///   gestures (``AnimationInteraction/resumesAfterGestures``). A catch lifted or cancelled
///   without a drag releases at rest: the settle runs from there with zero velocity.
/// - **Release.** With a ``DragRelease``, lifting the finger hands off to a settle tween from the
///   release position; see ``DragRelease`` for how the velocity is used. The drag stays active (``Runtime/isActive(_:)``) until the settle ends, so
///   ``Runtime/whenAllAtRest(_:_:)`` waits for it.
/// - **Constraints** shape both the drag and the settle stream (`xLocked(to:)`,
///   `rubberBanded(below:above:length:)`, any `Point` stream function).
/// - **Toggle.** While ``enabled`` is false the drag writes nothing (and no settle starts).
/// - **Reduced motion** (<doc:ReducedMotion>): the drag follows the finger as always (what the
///   finger holds moves with it); a release while the runtime reduces motion settles at once:
///   the settle is registered in its instant form, at rest where it would have come to rest.
///   See ``reducedMotion``.
public final class Draggable: Interaction, Togglable {
  /// The recognizer that drives the drag: a `PanGestureRecognizer` or any other
  /// `TranslationGesture`.
  public let gesture: any TranslationGesture
  /// The settle on release, or `nil` to leave the element where it was released.
  public let release: DragRelease?
  /// Whether the drag moves its element; see ``Runtime/toggle(_:inReactionTo:)``.
  public let enabled = ReactiveProperty(true, name: "enabled")
  /// Whether a touch down catches the element while it moves (the default); see
  /// ``init(_:release:catchesOnTouch:)``.
  public let catchesOnTouch: Bool
  /// This drag's exception to reduced motion for its release's settle (<doc:ReducedMotion>);
  /// read at each release. ``ReducedMotionOverride/automatic`` unless set. The drag itself is
  /// never reduced: it is the finger's.
  public var reducedMotion = ReducedMotionOverride.automatic

  /// Creates a drag.
  ///
  /// - Parameters:
  ///   - gesture: The recognizer that drives the drag.
  ///   - release: The settle on release, or `nil` to leave the element where it was released.
  ///   - catchesOnTouch: Whether a finger landing on the element while it moves holds it there
  ///     at once, before the gesture passes its slop (with a gesture that reports touch downs,
  ///     a `TouchDownGesture`, as the library's recognizers do). Pass `false` for an element
  ///     whose motion a touch must not stop: one that a tap should not interrupt (a card that
  ///     finishes sliding into place while its tap opens it) or whose motion is not the
  ///     user's to stop (a dismissal that is already committed). The gesture still takes the
  ///     element over when it begins.
  public init(
    _ gesture: any TranslationGesture, release: DragRelease? = nil, catchesOnTouch: Bool = true
  ) {
    self.gesture = gesture
    self.release = release
    self.catchesOnTouch = catchesOnTouch
  }

  /// Connects the drag (and the settle) to `target.position`.
  ///
  /// Specialised for ``FrameRuntime`` (`@specialized`): an interaction reaches its runtime
  /// through a generic parameter, so without it every pointer move ran the generic connection
  /// closure, which looks up its types' metadata (callgrind, `Benchmarks`' frame of 10k tweens
  /// and 100 drags: about 1,100 of 3,000 instructions per move, with the gesture's stream below).
  @specialized(where R == FrameRuntime)
  public func add<R: InteractionRuntime>(
    to target: MotionElement, runtime: R,
    constraints: ((MotionObservable<Point>) -> MotionObservable<Point>)?
  ) {
    let space = gesture.element.parent
    let shape = constraints ?? { $0 }
    let arbiter = PropertyArbiter.of(target.position, in: runtime)
    let touch = catchesOnTouch ? gesture as? any TouchDownGesture : nil
    if let release {
      // Connected first: at `ended` the settle turns active before the drag reports rest.
      let metadata = StreamMetadata("settle", upstreams: [runtime.frames.metadata])
      let reduction = ReleaseReduction(runtime: runtime, draggable: self)
      let settle: MotionObservable<Point>
      switch release.settle {
      case .tween:
        settle =
          DragSettle(
            gesture: gesture, touch: touch, space: space, arbiter: arbiter, enabled: enabled,
            metadata: metadata, reduction: reduction
          ) { position, velocity in release.tween(from: position, velocity: velocity) }.stream
      case .spring(let parameters):
        settle =
          DragSettle(
            gesture: gesture, touch: touch, space: space, arbiter: arbiter, enabled: enabled,
            metadata: metadata, reduction: reduction
          ) { position, velocity in
            release.spring(parameters, from: position, velocity: velocity)
          }.stream
      case .decay(let parameters):
        settle =
          DragSettle(
            gesture: gesture, touch: touch, space: space, arbiter: arbiter, enabled: enabled,
            metadata: metadata, reduction: reduction
          ) { position, velocity in
            try? DecayAnimation(parameters, from: position, velocity: velocity)
          }.stream
      case .boundedDecay(let parameters, let bounds, let bounce):
        settle =
          DragSettle(
            gesture: gesture, touch: touch, space: space, arbiter: arbiter, enabled: enabled,
            metadata: metadata, reduction: reduction
          ) { position, velocity in
            release.boundedDecay(
              parameters, bounds: bounds, bounce: bounce, from: position, velocity: velocity)
          }.stream
      }
      runtime.connect(shape(settle), to: target.position)
    }
    let drag = Self.translation(of: gesture, addedTo: target.position, in: space)
      .gated(by: enabled)
      .writing(
        through: arbiter, catchingOn: catchesOnTouch ? gesture : nil, enabled: enabled)
    runtime.connect(shape(drag), to: target.position)
  }
}

extension Draggable {
  /// `gesture`'s translation added to `position` (opens the existential for the typed stream).
  ///
  /// Subscribed mid-gesture (a drag added while a finger is down and moving), the element
  /// follows the finger from the next move: the Gestures operator starts at the first write it
  /// sees, which would leave the element behind by that write's move for the rest of the
  /// gesture, so that move (the translation since subscribing) is added back until the gesture
  /// ends. Whole gestures are the operator's as they are.
  ///
  /// Specialised for a pan (`@specialized`), the usual gesture: the existential is opened here,
  /// so the gesture's stream (its state closure, the translation operator) is otherwise built
  /// generic, and a pointer move paid a type-metadata lookup in it.
  @specialized(where Gesture == PanGestureRecognizer)
  static func translation<Gesture: TranslationGesture>(
    of gesture: Gesture, addedTo position: ReactiveProperty<Point>, in space: HitRegion?
  ) -> MotionObservable<Point> {
    let stream = gesture.asStream().translation(addedTo: position.asStream(), in: space)
    return MotionObservable(metadata: stream.metadata) { observer in
      // Subscribed between gestures (nearly always): the operator's stream as it is, with no
      // step of this one on each pointer move.
      guard gesture.state.isActive else { return stream.subscribe(observer) }
      // The translation when subscribed; then the move the operator's first write left out.
      var subscribedAt: Point? = gesture.translation(in: space)
      var missed = Point.zero
      return stream.subscribe(
        MotionObserver(
          next: { value in
            if let translation = subscribedAt {
              missed = gesture.snapshot().translation(in: space) - translation
              subscribedAt = nil
            }
            observer.next(value + missed)
          },
          state: { state in
            if state == .atRest { (subscribedAt, missed) = (nil, .zero) }
            observer.state(state)
          }))
    }
  }
}

extension MotionObservable {
  /// Drops values while `enabled` reads false, and the `.active` state with them: a disabled
  /// gesture reports no activity. `.atRest` always passes.
  func gated(by enabled: ReactiveProperty<Bool>) -> MotionObservable<Value> {
    let upstream = self
    return MotionObservable(
      metadata: StreamMetadata("gated", arguments: ["enabled"], upstreams: [metadata])
    ) { observer in
      upstream.subscribe(
        MotionObserver(
          next: { value in if enabled.value { observer.next(value) } },
          state: { state in if state == .atRest || enabled.value { observer.state(state) } }))
    }
  }
}
