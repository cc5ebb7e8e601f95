public import MotionGestures
public import MotionPhysics
public import MotionStreams
public import MotionTween

/// Drag an element, then toss it (PH-12): on release a ``Spring`` carries the gesture's release
/// velocity to the spring's destination, or to the snap anchor nearest to where a fling would
/// coast (PH-8).
///
/// ```swift
/// import MotionGestures
/// import MotionPhysics
/// import MotionRuntime
/// import MotionStreams
///
/// let spring = try Spring(to: Point(x: 0, y: 0), parameters: .expressiveDefaultSpatial)
/// let toss = Tossable(pan, spring: spring, anchors: [left, right])
/// runtime.add(toss, to: card)
/// ```
///
/// - **Drag.** As ``Draggable``: the position follows the pan's translation while the gesture
///   is began or changed. A touch catches the element mid-flight (``catchesOnTouch``): the
///   spring stops where the finger lands; lifted or cancelled without a drag, the element
///   springs from there at rest to the anchor chosen for zero velocity.
/// - **Release.** The spring starts from the release position with the gesture's release
///   velocity (PH-6, GR-8). With `anchors`, the destination is first set to
///   `projection.snapAnchor(value:velocity:anchors:)`: the anchor nearest the projected end
///   point, ties in the direction of travel (PH-8). A cancelled or failed drag springs back
///   from rest.
/// - **Spring.** Adding starts the spring toward its destination; writing ``Spring/destination``
///   retargets with continuous value and velocity (PH-5), except while the finger holds the
///   element (the write then takes effect at release).
/// - **Precedence.** The drag and each spring run take part like tweens (TW-15…TW-18); a
///   spring's start interrupts the motions in effect (PH-6).
/// - **Toggle.** While ``enabled`` is false the drag writes nothing and a release launches
///   nothing; ``Spring/enabled`` switches the spring.
/// - **Reduced motion** (<doc:ReducedMotion>): the drag still follows the finger; a release
///   while the runtime reduces motion lands on its anchor at once (the spring's run is instant,
///   ``Spring/reducedMotion`` deciding as for any spring).
public final class Tossable: Interaction, Togglable {
  /// The recognizer that drives the drag.
  public let gesture: any TranslationGesture
  /// The spring that carries the release velocity to its destination.
  public let spring: Spring<Point>
  /// The points a toss may land on; empty to land on ``Spring/destination`` as it is. Written
  /// while a toss is in flight (a layout change moves the slots), the spring retargets with
  /// its value and velocity continuous (PH-5): to the anchor at the same place in the new list
  /// as its destination was in the old one, or, when the new list has no such place, to the
  /// anchor PH-8 picks from the value and velocity showing. At rest or under the finger, the
  /// next release chooses among the new anchors.
  public let anchors: ReactiveProperty<[Point]>
  /// The deceleration used to project where a toss would coast, for choosing an anchor (PH-8).
  public let projection: DecayParameters
  /// Whether the drag moves the element and a release tosses it.
  public let enabled = ReactiveProperty(true, name: "enabled")
  /// Whether a touch down catches the element mid-flight (the default): it holds where the
  /// finger landed, and lifted without a drag springs from there at rest toward the anchor
  /// chosen for zero velocity. See `Draggable`'s `catchesOnTouch` for when to turn it off.
  public let catchesOnTouch: Bool

  /// Creates a toss.
  ///
  /// - Parameters:
  ///   - gesture: The pan (or any `TranslationGesture`) that drags the element.
  ///   - spring: The spring that settles the element; its destination is where it lands.
  ///   - anchors: The snap points; empty to keep the spring's destination.
  ///   - projection: How a fling would slow down, for choosing among `anchors` (PH-8).
  ///   - catchesOnTouch: Whether a touch down catches the element mid-flight.
  public init(
    _ gesture: any TranslationGesture, spring: Spring<Point>, anchors: [Point] = [],
    projection: DecayParameters = .normal, catchesOnTouch: Bool = true
  ) {
    self.catchesOnTouch = catchesOnTouch
    self.gesture = gesture
    self.spring = spring
    self.anchors = ReactiveProperty(anchors, name: "anchors")
    self.projection = projection
  }

  /// Connects the drag and the spring to `target.position`; constraints shape both.
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
    let toss = TossRelease(
      gesture: gesture, touch: touch, space: space, enabled: enabled, anchors: anchors,
      projection: projection)
    // Connected first: at `ended` the spring turns active before the drag reports rest.
    let settle = SpringDriver.stream(
      spring, arbiter: arbiter,
      metadata: StreamMetadata("toss", upstreams: [runtime.frames.metadata]), toss: toss,
      runtime: runtime)
    runtime.connect(shape(settle), to: target.position)
    let drag = Draggable.translation(of: gesture, addedTo: target.position, in: space)
      .gated(by: enabled)
      .writing(through: arbiter, catchingOn: catchesOnTouch ? gesture : nil, enabled: enabled)
    runtime.connect(shape(drag), to: target.position)
  }
}
