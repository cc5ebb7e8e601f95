import MotionStreams
import MotionTimeline
import MotionTween

/// The per-property system a ``TweenInteraction`` builds: decides each frame whether its tween
/// is the stack's winner, writes its value if so, and reports its activity.
struct TweenSystem<Value: Interpolatable> {
  let entry: TweenEntry<Value>
  let stack: TweenStack<Value>
  let property: ReactiveProperty<Value>
  let frames: MotionObservable<Double>
  let source: any FrameSource
  let timeline: Timeline?
  let enabled: ReactiveProperty<Bool>

  var stream: MotionObservable<Value> {
    let system = self
    var upstreams = [frames.metadata]
    if let timeline { upstreams.append(timeline.asStream().metadata) }
    let metadata = StreamMetadata(
      "tween", arguments: [property.name ?? "property"], upstreams: upstreams)
    return MotionObservable(metadata: metadata) { observer in
      let run = TweenRun(system: system, observer: observer)
      return run.start()
    }
  }
}

/// One subscription's running state: the frame subscription and the reported activity.
final class TweenRun<Value: Interpolatable> {
  let system: TweenSystem<Value>
  let observer: MotionObserver<Value>
  var frameSubscription: Subscription?
  var inputs: [Subscription] = []
  var state = MotionState.atRest

  init(system: TweenSystem<Value>, observer: MotionObserver<Value>) {
    self.system = system
    self.observer = observer
  }

  /// Subscribes to the inputs and evaluates at once (TL-R9: no timeline starts now).
  func start() -> Subscription {
    inputs.append(
      system.enabled.subscribe { [unowned self] value in
        system.entry.enabled = value
        update(at: system.source.now)
      })
    if let timeline = system.timeline {
      // TL-R10: react to every snapshot; the first arrives at once.
      inputs.append(
        timeline.asStream().subscribe { [unowned self] _ in update(at: system.source.now) })
    }
    return Subscription { [self] in
      for input in inputs { input.unsubscribe() }
      frameSubscription?.unsubscribe()
      frameSubscription = nil
    }
  }

  /// Writes the value if this tween wins at `time`, then runs frames exactly while needed.
  func update(at time: Double) {
    let entry = system.entry
    if system.stack.winner(at: time) === entry,
      let value = system.stack.value(of: entry, at: time, current: system.property.value)
    {
      observer.next(value)
    }
    let local = entry.clock.localTime(at: time)
    let paused = system.timeline?.snapshot.paused ?? false
    let running = entry.enabled && !paused && (local.map { $0 < entry.tween.endSeconds } ?? false)
    if running, frameSubscription == nil {
      frameSubscription = system.frames.subscribe { [unowned self] in update(at: $0) }
    } else if !running, let subscription = frameSubscription {
      subscription.unsubscribe()
      frameSubscription = nil
    }
    report(running ? .active : .atRest)
  }

  private func report(_ next: MotionState) {
    guard next != state else { return }
    state = next
    observer.state(next)
  }
}
