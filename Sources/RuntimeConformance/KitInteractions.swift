import MotionRuntime
import MotionStreams

/// Moves a `Double` property linearly to `destination` over `duration` seconds of frame time,
/// from its value and the runtime's time when added; reports active until it arrives.
final class KitRamp: Interaction {
  let destination: Double
  let duration: Double

  init(to destination: Double, over duration: Double) {
    self.destination = destination
    self.duration = duration
  }

  /// The ramp's value at `time` for a start at `start` from `from`.
  func value(at time: Double, start: Double, from: Double) -> Double {
    from + (destination - from) * min(1, max(0, (time - start) / duration))
  }

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    let start = runtime.now
    let from = target.value
    let frames = runtime.frames
    let metadata = StreamMetadata(
      "kitRamp", arguments: ["\(destination)"], upstreams: [frames.metadata])
    let stream = MotionObservable<Double>(metadata: metadata) { [self] observer in
      observer.state(.active)
      observer.next(from)
      var upstream = Subscription()
      upstream = frames.subscribe { time in
        observer.next(self.value(at: time, start: start, from: from))
        if time - start >= self.duration {
          observer.state(.atRest)
          upstream.unsubscribe()
        }
      }
      return Subscription { upstream.unsubscribe() }
    }
    runtime.connect(stream, to: target)
  }
}

/// Active exactly while `moving` is true.
final class KitSwitch: Interaction {
  let moving: ReactiveProperty<Bool>

  init(_ moving: ReactiveProperty<Bool>) {
    self.moving = moving
  }

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    let moving = self.moving
    let stream = MotionObservable<Double>(metadata: StreamMetadata("kitSwitch")) { observer in
      moving.subscribe { observer.state($0 ? .active : .atRest) }
    }
    runtime.connect(stream, to: target)
  }
}

/// A togglable interaction with no motion of its own.
final class KitToggled: Interaction, Togglable {
  let enabled = ReactiveProperty(true)

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {}
}

/// Adds `child` to the same target from inside its own `add`, recording what it saw first.
final class KitComposite: Interaction {
  let child: KitSwitch
  var sawItself = false

  init(child: KitSwitch) {
    self.child = child
  }

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    sawItself = runtime.interactions(ofType: KitComposite.self, for: target).contains {
      $0 === self
    }
    runtime.add(child, to: target)
  }
}

/// Keeps the runtime's frames stream, as a long-lived interaction might (to subscribe later):
/// the stream must not keep the runtime alive. (An interaction that keeps a subscription to it
/// is the kit's ramp, checked by the release scenario.)
final class KitFrameHolder: Interaction {
  var frames: MotionObservable<Double>?

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    frames = runtime.frames
  }
}

/// An object whose reactive view a runtime creates once: counts how often it was asked.
final class KitNode: ReactiveViewable {
  var made = 0

  func makeReactiveView() -> MotionElement {
    made += 1
    return MotionElement()
  }
}

/// An attachment the kit asks a runtime to keep.
final class KitNote {}

/// An attachment of another type, kept on the same objects as ``KitNote``.
final class KitOtherNote {}
