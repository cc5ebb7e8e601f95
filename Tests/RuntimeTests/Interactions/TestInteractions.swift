import MotionRuntime
import MotionStreams

/// Moves a `Double` property linearly to `destination` over `duration` seconds of frame time,
/// from its value when added; active until the last frame. Each target gets its own start.
final class Ramp: Interaction {
  let destination: Double
  let duration: Double

  init(to destination: Double, over duration: Double) {
    self.destination = destination
    self.duration = duration
  }

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime,
    constraints: ((Double) -> Double)?
  ) {
    let start = runtime.now
    let from = target.value
    let frames = runtime.frames
    let (destination, duration) = (self.destination, self.duration)
    let shape = constraints ?? { $0 }
    let metadata = StreamMetadata(
      "ramp", arguments: ["\(destination)"], upstreams: [frames.metadata])
    let stream = MotionObservable<Double>(metadata: metadata) { observer in
      observer.state(.active)
      observer.next(shape(from))
      var upstream = Subscription()
      upstream = frames.subscribe { time in
        let progress = min(1, (time - start) / duration)
        observer.next(shape(from + (destination - from) * progress))
        if progress >= 1 {
          observer.state(.atRest)
          upstream.unsubscribe()
        }
      }
      return Subscription { upstream.unsubscribe() }
    }
    runtime.connect(stream, to: target)
  }
}

/// Active exactly while the test's `moving` property is true; writes nothing else.
final class Switch: Interaction {
  let moving: ReactiveProperty<Bool>

  init(_ moving: ReactiveProperty<Bool>) {
    self.moving = moving
  }

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    let moving = self.moving
    let stream = MotionObservable<Double>(metadata: StreamMetadata("switch")) { observer in
      moving.subscribe { observer.state($0 ? .active : .atRest) }
    }
    runtime.connect(stream, to: target)
  }
}

/// A togglable interaction that records its `enabled` changes.
final class Toggled: Interaction, Togglable {
  let enabled = ReactiveProperty(true)

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {}
}

/// Adds a `Switch` on the same target from inside its own `add`, and records what it saw.
final class Composite: Interaction {
  let child: Switch
  var sawItself = false

  init(child: Switch) {
    self.child = child
  }

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    sawItself = runtime.interactions(ofType: Composite.self, for: target).contains { $0 === self }
    runtime.add(child, to: target)
  }
}
