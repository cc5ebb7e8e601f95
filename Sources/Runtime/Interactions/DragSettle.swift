import MotionGestures
import MotionStreams
import MotionTween

/// What a ``Draggable`` hands off to when the finger lifts: a motion, chosen at release from
/// the release position and velocity, registered with the position's arbiter: a tween, a spring,
/// a decay or a decay within bounds (``DragRelease/Settle``).
///
/// The motion starts from the release position and the gesture's release velocity. A new grab,
/// or a touch that catches the element, interrupts it where it shows (the drag's own motion
/// takes the property, ``PropertyArbiter/hold(_:)``); a catch lifted or cancelled without a drag
/// starts a settle from there at zero velocity.
struct DragSettle<A: InstantReducible> where A.Value == Point {
  let gesture: any TranslationGesture
  /// The gesture's touch downs, when a touch catches the element.
  let touch: (any TouchDownGesture)?
  let space: HitRegion?
  let arbiter: PropertyArbiter<Point>
  let enabled: ReactiveProperty<Bool>
  let metadata: StreamMetadata
  /// Whether a release settles at once (reduced motion).
  let reduction: ReleaseReduction
  /// The settle for a release at a position with a velocity; `nil` to stay where released.
  let choose: (_ position: Point, _ velocity: Point) -> A?

  /// The settle's connected stream: each release registers a new motion written through it.
  var stream: MotionObservable<Point> {
    let (gesture, touch, space, arbiter, enabled, choose, reduction) = (
      gesture, touch, space, arbiter, enabled, choose, reduction
    )
    return MotionObservable(metadata: metadata) { observer in
      let output = MotionOutput(observer)  // shared by every settle of this subscription
      let current = SettleSlot<A>()
      // A touch that caught the element (the drag's own motion holds it: see
      // `writing(through:catchingOn:enabled:)`) and lifts before the gesture begins releases at
      // rest: the settle runs from there with zero velocity.
      var catches = Subscription()
      if let touch {
        catches = touch.addTouchDownObserver { _ in
          if enabled.value, arbiter.isInMotion { current.caught = true }
        }
      }
      let releases = gesture.addStateChangeObserver { state in
        let caught = current.caught
        current.caught = false
        switch state {
        // A gesture that begins takes the property where it shows (the drag's motion holds it,
        // interrupting this settle); a settle is not removed here, so what shows is known.
        case .ended where enabled.value, .failed where caught, .cancelled where caught:
          current.remove(from: arbiter)
          let position = arbiter.property.value
          let velocity = state == .ended ? gesture.velocity(in: space) : .zero
          guard let chosen = choose(position, velocity) else { return }
          let animation = reduction.apply(
            chosen, on: arbiter.property, from: AnimationSample(value: position, velocity: velocity)
          )
          // Timed from the lift, so value and velocity are continuous through it.
          let motion = AnimationMotion(
            animation, timeline: nil, registration: arbiter.releaseTime(of: gesture),
            toggle: nil, base: position, output: output)
          motion.arbiter = arbiter
          current.motion = motion
          // A spring or decay settle takes the property over (PH-6).
          arbiter.register(
            motion, startingFrom: AnimationSample(value: position, velocity: velocity))
        default:
          break
        }
      }
      return Subscription {
        catches.unsubscribe()
        releases.unsubscribe()
        current.remove(from: arbiter)
      }
    }
  }
}

/// What reduced motion makes of a ``Draggable``'s settle, asked at each release: the runtime's
/// setting and policy and the drag's ``Draggable/reducedMotion`` (both held weakly).
struct ReleaseReduction {
  weak var runtime: (any InteractionRuntime)?
  weak var draggable: Draggable?

  /// `settle`, or its instant form from the release `start` when motion is reduced and its role
  /// on `property` (a position: spatial, unless the drag's override says otherwise) makes it
  /// instant.
  func apply<A: InstantReducible>(
    _ settle: A, on property: ReactiveProperty<Point>, from start: AnimationSample<Point>
  ) -> A where A.Value == Point {
    guard let runtime, let draggable,
      ReducedMotionDecision.isReducing(draggable.reducedMotion, in: runtime),
      ReducedMotionDecision.isInstant(
        on: property, spring: ReducedMotionDecision.springParameters(of: settle),
        override: draggable.reducedMotion, policy: runtime.reducedMotionPolicy)
    else { return settle }
    return settle.instant(from: start)
  }
}

/// The settle motion running now, if any.
final class SettleSlot<A: Animation> {
  var motion: AnimationMotion<A>?
  /// Set when a touch caught the element and the gesture has not begun or ended since.
  var caught = false

  /// Removes the running settle from `arbiter` (a motion a grab interrupted already is).
  func remove(from arbiter: PropertyArbiter<A.Value>) {
    guard let motion else { return }
    self.motion = nil
    arbiter.remove(motion)
  }
}

extension MotionObservable where Value: Interpolatable {
  /// A gesture's writes as a direct-manipulation motion on `arbiter`'s property: in effect from
  /// the gesture's `.active` (or its first value) until its `.atRest`, then the most recently
  /// ended motion holding the last value. Values reach the subscriber only through the arbiter,
  /// so the stream's constraints apply whenever it shows.
  ///
  /// - **A grab interrupts**: at `.active` the motion takes the property where it shows
  ///   (``PropertyArbiter/hold(_:)``), and the motions in effect on it end there.
  /// - **A touch catches**: with a `gesture` that reports touch downs (``TouchDownGesture``), a
  ///   touch down while the property is in motion (and `enabled` reads true) takes it the same
  ///   way at once, before the gesture begins, and reports `.active`; a touch that lifts or is
  ///   cancelled before the gesture begins lets go (the motion ends there, holding where it
  ///   caught the property) and reports `.atRest`.
  func writing(
    through arbiter: PropertyArbiter<Value>, catchingOn gesture: (any GestureRecognizer)? = nil,
    enabled: ReactiveProperty<Bool>? = nil
  ) -> MotionObservable<Value> {
    let upstream = self
    return MotionObservable(metadata: metadata) { observer in
      let motion = DirectMotion(value: arbiter.property.value)
      motion.route = MotionOutput(observer)
      let hand = Hand()
      /// Reports `state` once per change (a catch and the gesture it turns into are one).
      func report(_ state: MotionState) {
        guard (state == .active) != hand.isActive else { return }
        hand.isActive = state == .active
        observer.state(state)
      }
      var subscriptions = [
        upstream.subscribe(
          MotionObserver(
            next: { value in arbiter.write(value, by: motion) },
            state: { state in
              // Active is reported before the motion takes the property, so that what reacts
              // to the gesture (a toggle) sees it active while the motions it interrupts come
              // to rest; at rest is reported once the motion let go, as before.
              if state == .active {
                report(state)
                arbiter.hold(motion)
              } else {
                arbiter.release(motion)
                report(state)
              }
            }))
      ]
      if let gesture, let touch = gesture as? any TouchDownGesture {
        subscriptions.append(
          touch.addTouchDownObserver { _ in
            guard enabled?.value ?? true, !hand.isActive, arbiter.isInMotion else { return }
            report(.active)
            arbiter.hold(motion)
          })
        // A gesture that never began fails (lifted or cancelled before it recognized): active
        // then, the subscription had caught the property, and lets go.
        subscriptions.append(
          gesture.addStateChangeObserver { state in
            guard state == .failed, hand.isActive else { return }
            arbiter.release(motion)
            report(.atRest)
          })
      }
      return Subscription {
        for subscription in subscriptions { subscription.unsubscribe() }
        arbiter.remove(motion)
      }
    }
  }
}

/// What one gesture's subscription knows of the finger: whether it reported `.active` (from a
/// catch or from the gesture's own `.active`, until `.atRest`).
final class Hand {
  var isActive = false
}
