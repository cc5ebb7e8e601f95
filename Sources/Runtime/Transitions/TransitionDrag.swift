public import MotionGestures
public import MotionStreams
import MotionTimeline

/// A drag that holds a ``Transition`` and, on release, decides its direction (TR-10, TR-11):
/// the finger either moves the element directly (``Form/movesElement``, the spring form) or
/// scrubs the transition's timeline (``Form/scrubsTimeline``, the timeline form).
///
/// ```swift
/// import MotionGestures
/// import MotionRuntime
/// import MotionStreams
///
/// let dismiss = try Transition(in: runtime, initialDirection: .backward)
/// let slide = try TransitionSpring(back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200))
/// dismiss.add(slide, to: sheet.position)
/// let drag = try TransitionDrag(pan, transition: dismiss, back: slide.back, fore: slide.fore)
/// runtime.add(drag, to: sheet)
/// ```
///
/// - **Touch.** A finger landing on the element holds the transition (``Transition/hold()``):
///   in the spring form the element stops where it shows (a `Draggable` catches it); in the
///   timeline form the timeline pauses where it is. Lifted without a drag, the transition goes
///   on in its direction from there.
/// - **Drag.** The spring form moves the element's position with the pan's translation, as a
///   `Draggable` does. The timeline form scrubs the timeline: the translation's component along
///   back → fore, as a fraction of the distance between them, times the window, added to where
///   the timeline was at the grab, kept within the window.
/// - **Release.** The ``decision`` picks the direction from the release velocity along back →
///   fore and the progress there (the element's position projected on the axis, or the
///   timeline's time over the window), and the transition is released toward it: in the spring
///   form the element's run starts with the pan's release velocity (PH-6). A cancelled or failed
///   gesture releases toward the direction the transition already has.
public final class TransitionDrag: Interaction {
  /// What the finger moves while it drags.
  public enum Form: Hashable, Sendable {
    /// The element's position, directly (the spring form).
    case movesElement
    /// The transition's timeline (the timeline form); the element moves with it.
    case scrubsTimeline
  }

  /// The recognizer that drives the drag.
  public let gesture: any TranslationGesture
  /// The transition the drag holds and releases; weak, as the app keeps it (it keeps itself
  /// until it completes).
  public private(set) weak var transition: Transition?
  /// The element's position at the back state.
  public let back: Point
  /// The element's position at the fore state.
  public let fore: Point
  /// What the finger moves.
  public let form: Form
  /// How a release picks the direction.
  public let decision: DirectionDecision
  var subscriptions: [Subscription] = []
  /// The timeline's time at the grab (the timeline form), `nil` before one.
  var grabbedOffset: Double?

  /// Creates a drag for `transition`.
  ///
  /// - Parameters:
  ///   - gesture: The pan (or any `TranslationGesture`) on the element.
  ///   - transition: The transition to hold and release.
  ///   - back: The element's position at the back state.
  ///   - fore: The element's position at the fore state.
  ///   - form: What the finger moves; ``Form/scrubsTimeline`` needs a transition made with
  ///     `scrubbable: true` (without a timeline it moves the element).
  ///   - decision: How a release picks the direction.
  /// - Throws: ``TransitionError/emptyDragAxis`` when `back` and `fore` are the same point or
  ///   not finite.
  public init(
    _ gesture: any TranslationGesture, transition: Transition, back: Point, fore: Point,
    form: Form = .movesElement, decision: DirectionDecision = DirectionDecision()
  ) throws(TransitionError) {
    let axis = fore - back
    guard axis.isFinite, axis.magnitudeSquared > 0 else { throw .emptyDragAxis }
    self.gesture = gesture
    self.transition = transition
    self.back = back
    self.fore = fore
    self.form = form
    self.decision = decision
  }

  /// How far from back (0) to fore (1) `point` lies, projected on the axis.
  public func progress(of point: Point) -> Double {
    let axis = fore - back
    let offset = point - back
    return (offset.x * axis.x + offset.y * axis.y) / axis.magnitudeSquared
  }

  /// `vector`'s component along back → fore, in its own units (points per second for a
  /// velocity).
  public func component(of vector: Point) -> Double {
    let axis = fore - back
    return (vector.x * axis.x + vector.y * axis.y) / axis.magnitudeSquared.squareRoot()
  }

  /// Connects the drag to `target`: a `Draggable` on its position in the spring form, and the
  /// gesture's touch downs and states to the transition.
  public func add(to target: MotionElement, runtime: some InteractionRuntime, constraints: Never?) {
    let scrubs = form == .scrubsTimeline && transition?.timeline != nil
    if !scrubs {
      // Added first: its observers see each state before this drag's do.
      runtime.add(Draggable(gesture, release: nil, catchesOnTouch: true), to: target)
    }
    if let touch = gesture as? any TouchDownGesture {
      subscriptions.append(
        touch.addTouchDownObserver { [weak self] _ in self?.transition?.hold() })
    }
    let space = gesture.element.parent
    subscriptions.append(
      gesture.addStateChangeObserver { [weak self, unowned target] state in
        self?.changed(state, of: target, in: space, scrubs: scrubs)
      })
  }

  /// The gesture changed state.
  func changed(
    _ state: GestureRecognizerState, of target: MotionElement, in space: HitRegion?,
    scrubs: Bool
  ) {
    guard let transition, transition.outcome == nil else { return }
    let timeline = scrubs ? transition.timeline : nil
    switch state {
    case .began:
      transition.hold()
      if let timeline { grabbedOffset = timeline.timeOffset.value }
    case .changed:
      guard let timeline, let grabbedOffset else { return }
      let moved = component(of: gesture.translation(in: space))
      let distance = (fore - back).magnitudeSquared.squareRoot()
      let offset = grabbedOffset + moved / distance * transition.window
      try? timeline.scrub(to: min(max(offset, 0), transition.window))
    case .ended:
      let velocity = gesture.velocity(in: space)
      let progress =
        timeline.map { $0.timeOffset.value / transition.window }
        ?? self.progress(of: target.position.value)
      let next = decision.direction(
        progress: progress, velocity: component(of: velocity),
        initial: transition.initialDirection)
      if timeline == nil {
        transition.release(
          toward: next, velocity: velocity, of: target.position, at: liftTime(of: gesture))
      } else {
        transition.release(toward: next)
      }
    case .cancelled, .failed:
      if transition.isHeld { transition.release(toward: transition.direction.value) }
    case .possible:
      break
    }
  }
}
