import MotionGestures
public import MotionPhysics
public import MotionStreams
public import MotionTween

/// One ``Spring`` on one property: the run in progress, registered with the property's arbiter,
/// and what starts, retargets and stops it (PH-5, PH-6, PH-12). Lives as long as the spring's
/// connection to the property.
///
/// Inlinable, with ``Spring/add(to:runtime:constraints:)``: a spring added from an app is then
/// registered from code specialised for its value type, as a tween is.
@usableFromInline
final class SpringDriver<Value: Interpolatable> {
  @usableFromInline typealias Run = AnimationMotion<SpringAnimation<Value>>

  /// The spring; weak, as the runtime keeps its interactions.
  @usableFromInline weak var spring: Spring<Value>?
  @usableFromInline let arbiter: PropertyArbiter<Value>
  /// The connection's subscriber, its state closure wrapped to keep ``Spring/state``.
  @usableFromInline var output: MotionOutput<Value>?
  /// The latest run, registered or not.
  @usableFromInline var run: Run?
  /// Every run this driver registered that may still be in the arbiter: an earlier run that came
  /// to rest stays there (as the latest-ended motion) until something supersedes it. All are
  /// removed when the connection ends: a registered run holds the arbiter, which holds the
  /// property and the frame source's observer, so one left behind would keep them alive.
  @usableFromInline var runs: [Run] = []
  /// The velocity the next run starts with (a toss's release velocity), consumed by it.
  @usableFromInline var launchVelocity: Value?
  /// When the next run starts (a toss's lift, ``PropertyArbiter/releaseTime(of:)``), consumed
  /// with ``launchVelocity``; `nil`: now.
  @usableFromInline var launchTime: Double?
  /// Set while a toss's finger holds the element: destination writes wait for the release.
  @usableFromInline var isHeld = false
  @usableFromInline var subscriptions: [Subscription] = []
  /// The runtime, asked at each run's start whether motion is reduced; weak, as the runtime
  /// keeps its connections.
  @usableFromInline weak var runtime: (any InteractionRuntime)?

  @inlinable
  init(
    spring: Spring<Value>, arbiter: PropertyArbiter<Value>, runtime: (any InteractionRuntime)?
  ) {
    self.spring = spring
    self.arbiter = arbiter
    self.runtime = runtime
  }

  /// The spring's connected stream for `arbiter`'s property: subscribing starts the driver.
  @inlinable
  static func stream(
    _ spring: Spring<Value>, arbiter: PropertyArbiter<Value>, metadata: StreamMetadata,
    toss: TossRelease?, runtime: some InteractionRuntime
  ) -> MotionObservable<Value> {
    MotionObservable(metadata: metadata) { [weak spring, weak runtime] observer in
      guard let spring else { return Subscription() }
      let driver = SpringDriver(spring: spring, arbiter: arbiter, runtime: runtime)
      // The subscriber's value closure as it is: a write reaches the connection without a
      // closure of the driver's in between (on every frame).
      driver.output = MotionOutput(
        MotionObserver(
          next: observer.next,
          state: { [weak spring] state in
            observer.state(state)
            spring?.runReported(state)
          }))
      if let toss, let driver = driver as? SpringDriver<Point> {
        driver.subscriptions.append(toss.observe(driver))
      }
      driver.subscriptions.append(
        spring.enabled.subscribe { [unowned driver] enabled in
          enabled ? driver.start() : driver.stop()
        })
      // The first, synchronous value starts the first run (enabled permitting).
      driver.subscriptions.append(
        spring.destination.subscribe { [unowned driver] _ in driver.retarget() })
      driver.subscriptions.append(
        spring.parameters.subscribe { [unowned driver] _ in
          if driver.isMoving { driver.retarget() }
        })
      return Subscription {
        for subscription in driver.subscriptions { subscription.unsubscribe() }
        driver.subscriptions = []
        for run in driver.runs where run.isRegistered { arbiter.remove(run) }
        if let run = driver.run, run.isRegistered { arbiter.remove(run) }
        driver.runs = []
        driver.run = nil
      }
    }
  }

  /// Whether the latest run is registered and has not come to rest.
  @inlinable
  var isMoving: Bool {
    guard let run else { return false }
    return arbiter.isRunning(run)
  }

  /// The destination or the parameters changed: retarget the moving run (PH-5), else start one.
  @inlinable
  func retarget() {
    guard let spring, spring.enabled.value, !isHeld else { return }
    guard isMoving, let run else { return start() }
    let time = arbiter.now
    let start = run.from ?? AnimationSample(value: arbiter.base)
    guard
      let next = try? run.animation.retargeted(
        to: spring.destination.value, atLocalTime: run.timing.frameLocalTime(at: time), from: start,
        parameters: spring.parameters.value)
    else { return }
    replace(run, with: reducedIfNeeded(next))
  }

  /// Starts a run toward the destination from what shows now (PH-6).
  @inlinable
  func start() {
    guard let spring, spring.enabled.value, !isHeld else { return }
    let velocity = launchVelocity
    let registration = launchTime ?? arbiter.now
    (launchVelocity, launchTime) = (nil, nil)
    guard let animation = spring.animation(velocity: velocity).map(reducedIfNeeded) else { return }
    let motion = Run(
      animation, timeline: nil, registration: registration, toggle: nil,
      base: arbiter.property.value, output: output)
    motion.arbiter = arbiter
    run = motion
    keep(motion)
    arbiter.register(motion)
  }

  /// `animation`, or its instant form when the runtime reduces motion (or the spring's
  /// ``Spring/reducedMotion`` says to) and the run's role makes it instant (<doc:ReducedMotion>).
  /// One test when motion is not reduced.
  @inlinable
  func reducedIfNeeded(_ animation: SpringAnimation<Value>) -> SpringAnimation<Value> {
    guard let spring, let runtime,
      ReducedMotionDecision.isReducing(spring.reducedMotion, in: runtime)
    else { return animation }
    return reduced(animation, override: spring.reducedMotion, policy: runtime.reducedMotionPolicy)
  }

  /// `animation`'s instant form when its role on the property makes it instant under `policy`.
  @usableFromInline
  func reduced(
    _ animation: SpringAnimation<Value>, override: ReducedMotionOverride,
    policy: ReducedMotionPolicy
  ) -> SpringAnimation<Value> {
    guard
      ReducedMotionDecision.isInstant(
        on: arbiter.property, spring: animation.parameters, override: override, policy: policy)
    else { return animation }
    return animation.instant(from: nil)
  }

  /// Remembers `motion` among the runs to remove when the connection ends, forgetting those the
  /// arbiter has let go.
  @inlinable
  func keep(_ motion: Run) {
    runs.removeAll { !$0.isRegistered }
    runs.append(motion)
  }

  /// Stops the moving run where it is: it rests at its present value, which holds.
  @inlinable
  func stop() {
    guard isMoving, let run else { return }
    // A run that has not begun (a toss launched at its lift, after the last frame) rests where it
    // would start, on what shows now: never at a local time below zero (its delay would be).
    let local = max(0, run.timing.frameLocalTime(at: arbiter.now))
    let here = run.animation.sample(
      atLocalTime: local, from: run.from ?? AnimationSample(value: arbiter.property.value))
    guard
      let rest = try? SpringAnimation(
        run.animation.parameters, to: here.value, from: here.value, velocity: .zero,
        delay: local, restDisplacement: run.animation.restDisplacement,
        restVelocity: run.animation.restVelocity)
    else { return }
    replace(run, with: rest)
  }

  /// A finger took the element: destination writes wait for the release. The run in effect
  /// ends where the finger holds the element (the drag's motion interrupts it when it takes the
  /// property, so what shows is known until then).
  @inlinable
  func grab() {
    isHeld = true
  }

  /// Puts a run of `animation` in `run`'s place: its start taken now when it is explicit, else
  /// when it begins.
  @inlinable
  func replace(_ run: Run, with animation: SpringAnimation<Value>) {
    let motion = Run(
      animation, timeline: nil, registration: run.timing.registration, toggle: nil,
      base: arbiter.property.value, output: output)
    // An explicit start is taken now. A run that has not begun (a toss launched at its lift,
    // after the last frame, and retargeted before the next) keeps an implicit start: it takes
    // what shows when it begins, as the run it replaces would have (never a start at zero).
    if let from = animation.from { motion.takeStart(AnimationSample(value: from)) }
    motion.arbiter = arbiter
    self.run = motion
    arbiter.replace(run, with: motion)
    keep(motion)
  }
}
