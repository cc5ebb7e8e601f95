import MotionGestures
import MotionPhysics
public import MotionStreams
public import MotionTween

/// What a ``Tossable`` does with its gesture: a grab stops the spring, a release launches it
/// with the gesture's velocity toward the snap anchor PH-8 chooses (or the destination).
@usableFromInline
struct TossRelease {
  let gesture: any TranslationGesture
  /// The gesture's touch downs, when a touch catches the element.
  let touch: (any TouchDownGesture)?
  let space: HitRegion?
  let enabled: ReactiveProperty<Bool>
  let anchors: ReactiveProperty<[Point]>
  let projection: DecayParameters

  /// Observes the gesture on behalf of `driver`.
  @usableFromInline
  func observe(_ driver: SpringDriver<Point>) -> Subscription {
    let (gesture, touch, space, enabled, anchors, projection) = (
      gesture, touch, space, enabled, anchors, projection
    )
    // A touch that catches the element while it moves holds it (the drag's own motion does:
    // see `writing(through:catchingOn:enabled:)`); lifted or cancelled before the gesture
    // begins, it springs from there at rest, as a cancelled drag does.
    // Added while the gesture is under way: the finger holds the element already (its release
    // tosses it), and the spring waits for it.
    if gesture.state.isActive, enabled.value { driver.grab() }
    var catches = Subscription()
    if let touch {
      catches = touch.addTouchDownObserver { [weak driver] _ in
        guard let driver, enabled.value, driver.arbiter.isInMotion else { return }
        driver.grab()
      }
    }
    let states = gesture.addStateChangeObserver { [weak driver] state in
      guard let driver else { return }
      switch state {
      case .began where enabled.value:
        driver.grab()
      case .ended, .cancelled, .failed:
        guard driver.isHeld else { return }
        driver.isHeld = false
        // A cancelled or failed drag springs back from where it is, at rest.
        let velocity = state == .ended ? gesture.velocity(in: space) : .zero
        driver.launchVelocity = velocity.isFinite ? velocity : .zero
        driver.launchTime = driver.arbiter.releaseTime(of: gesture)
        let position = driver.arbiter.property.value
        if let spring = driver.spring,
          let anchor = projection.snapAnchor(
            value: position, velocity: velocity, anchors: anchors.value)
        {
          spring.destination.value = anchor  // starts the run, taking the velocity
        }
        if driver.launchVelocity != nil { driver.start() }
      default:
        break
      }
    }
    let moves = Self.followAnchors(anchors, driver: driver, projection: projection)
    return Subscription {
      catches.unsubscribe()
      states.unsubscribe()
      moves.unsubscribe()
    }
  }

  /// Keeps a toss in flight on its way when `anchors` changes (a layout change moves the
  /// slots): the spring retargets (PH-5, value and velocity continuous) to the anchor that
  /// stands where its destination stood in the old list, or, when the new list has no such
  /// place, to the one PH-8 picks from the value and velocity showing. A toss at rest or held by
  /// the finger keeps its destination; its next release chooses among the new anchors.
  static func followAnchors(
    _ anchors: ReactiveProperty<[Point]>, driver: SpringDriver<Point>,
    projection: DecayParameters
  ) -> Subscription {
    var previous = anchors.value
    return anchors.subscribe { [weak driver] next in
      defer { previous = next }
      guard next != previous, let driver, let spring = driver.spring, !driver.isHeld,
        driver.isMoving, !next.isEmpty
      else { return }
      let destination = spring.destination.value
      let anchor: Point
      if let index = previous.firstIndex(of: destination), index < next.count {
        anchor = next[index]
      } else {
        let showing = driver.arbiter.showingSample() ?? AnimationSample(value: destination)
        guard
          let chosen = projection.snapAnchor(
            value: showing.value, velocity: showing.velocity, anchors: next)
        else { return }
        anchor = chosen
      }
      if anchor != destination { spring.destination.value = anchor }
    }
  }
}
