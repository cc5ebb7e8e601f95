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
struct DragSettle<A: Animation> where A.Value == Point {
  let gesture: any TranslationGesture
  /// The gesture's touch downs, when a touch catches the element.
  let touch: (any TouchDownGesture)?
  let space: HitRegion?
  let arbiter: PropertyArbiter<Point>
  let enabled: ReactiveProperty<Bool>
  let metadata: StreamMetadata
  /// The settle for a release at a position with a velocity; `nil` to stay where released.
  let choose: (_ position: Point, _ velocity: Point) -> A?

  /// The settle's connected stream: each release registers a new motion written through it.
  var stream: MotionObservable<Point> {
    let (gesture, touch, space, arbiter, enabled, choose) = (
      gesture, touch, space, arbiter, enabled, choose
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
          guard let animation = choose(position, velocity) else { return }
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
