import MotionGestures
import MotionStreams
import MotionTween

/// What a ``Draggable`` hands off to when the finger lifts: a motion, chosen at release from
/// the release position and velocity, registered with the position's arbiter: a tween, a spring,
/// a decay or a decay within bounds (``DragRelease/Settle``).
///
/// The motion starts from the release position and the gesture's release velocity. A new drag
/// removes it at once; so does disabling the drag before the release.
struct DragSettle<A: Animation> where A.Value == Point {
  let gesture: any TranslationGesture
  let space: HitRegion?
  let arbiter: PropertyArbiter<Point>
  let enabled: ReactiveProperty<Bool>
  let metadata: StreamMetadata
  /// The settle for a release at a position with a velocity; `nil` to stay where released.
  let choose: (_ position: Point, _ velocity: Point) -> A?

  /// The settle's connected stream: each release registers a new motion written through it.
  var stream: MotionObservable<Point> {
    let (gesture, space, arbiter, enabled, choose) = (gesture, space, arbiter, enabled, choose)
    return MotionObservable(metadata: metadata) { observer in
      let output = MotionOutput(observer)  // shared by every settle of this subscription
      let current = SettleSlot<A>()
      let releases = gesture.addStateChangeObserver { state in
        switch state {
        case .began:
          current.remove(from: arbiter, evaluating: false)
        case .ended where enabled.value:
          current.remove(from: arbiter)
          let position = arbiter.property.value
          let velocity = gesture.velocity(in: space)
          guard let animation = choose(position, velocity) else { return }
          let motion = AnimationMotion(
            animation, timeline: nil, registration: arbiter.now, toggle: nil, base: position,
            output: output)
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
        releases.unsubscribe()
        current.remove(from: arbiter)
      }
    }
  }
}

/// The settle motion running now, if any.
final class SettleSlot<A: Animation> {
  var motion: AnimationMotion<A>?

  /// Removes the running settle from `arbiter`; without `evaluating`, what shows is left as
  /// it is (a new drag's first value follows at once).
  func remove(from arbiter: PropertyArbiter<A.Value>, evaluating: Bool = true) {
    guard let motion else { return }
    self.motion = nil
    if evaluating { arbiter.remove(motion) } else { arbiter.detach(motion) }
  }
}

extension MotionObservable where Value: Interpolatable {
  /// A gesture's writes as a direct-manipulation motion on `arbiter`'s property: in effect from
  /// the gesture's `.active` (or its first value) until its `.atRest`, then the most recently
  /// ended motion holding the last value. Values reach the subscriber only through the arbiter,
  /// so the stream's constraints apply whenever it shows.
  func writing(through arbiter: PropertyArbiter<Value>) -> MotionObservable<Value> {
    let upstream = self
    return MotionObservable(metadata: metadata) { observer in
      let motion = DirectMotion(value: arbiter.property.value)
      motion.route = MotionOutput(observer)
      let subscription = upstream.subscribe(
        MotionObserver(
          next: { value in arbiter.write(value, by: motion) },
          state: { state in
            if state == .atRest { arbiter.release(motion) }
            observer.state(state)
          }))
      return Subscription {
        subscription.unsubscribe()
        arbiter.remove(motion)
      }
    }
  }
}
