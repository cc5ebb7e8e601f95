public import MotionStreams
public import MotionTimeline
public import MotionTween

/// A transition between two states, *back* and *fore*, that can be held, reversed and
/// redirected at any time: a sheet that a finger drags half way, lets go and flicks back, a
/// card that opens and is tapped shut mid-way (TR-1…TR-12). Platform-neutral: the states are
/// the values its motions move properties between.
///
/// ```swift
/// import MotionPhysics
/// import MotionRuntime
/// import MotionStreams
/// import MotionTween
///
/// let present = try Transition(in: runtime, initialDirection: .forward)
/// present.add(
///   try TransitionSpring(back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200)),
///   to: sheet.position)
/// present.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6])), to: scrim.opacity)
/// source.advance(by: 0.1)
/// present.direction.value = .backward  // turns back mid-way: no jump, no kink
/// ```
///
/// - **Direction** (TR-2, TR-3): ``direction`` starts as ``initialDirection`` and can be
///   written at any time, from anywhere (an observer, a frame observer, a gesture). Each change
///   starts every motion's run toward the new direction from the value and velocity showing on
///   its property (TR-6): springs turn around as a retarget does, tweens enter their mirrored
///   keyframes at the same progress and hand the velocity over within ``handOff`` seconds.
///   A motion's first run plays it as it is: a tween's keyframes from their first, at their
///   own speed.
/// - **Completion** (TR-4): the transition completes once, after the first frame at which
///   every motion in it has come to its end (a tween's last frame, a spring's rest) while it is
///   not held: ``TransitionOutcome/finished`` when the direction then equals the initial one,
///   ``TransitionOutcome/cancelled`` otherwise. It is reported once, to ``outcome``, to every
///   observer of ``addCompletionObserver(_:)`` and to ``completion`` (awaitable); ``state`` is
///   then at rest. From then on the direction moves nothing: a transition is one trip; make
///   another to go again.
/// - **Held** (TR-10): ``hold()`` (a finger on the element, which ``TransitionDrag`` calls at
///   touch down) keeps the transition from completing while a gesture has a motion stopped;
///   ``release(toward:)`` or ``release(toward:velocity:of:at:)`` decides the direction and runs
///   every motion again, the released property with the gesture's velocity.
/// - **Timeline form** (TR-9): made with `scrubbable: true`, the transition owns a
///   ``timeline`` on which its scrubbable motions (``TransitionTween``) play their forward
///   keyframes. The direction sets which way the timeline runs (a playback rate of +1 or −1,
///   changed without a jump); pausing and scrubbing it moves them; it is stopped at 0 or at
///   ``window``, the end its direction names, and then counts as come to its end.
/// - **Reduced motion** (<doc:ReducedMotion>): each run is decided as an animation added to
///   its property: a spatial one is an instant change, an effect plays (TR-12).
///
/// The transition keeps itself alive until it completes (the runtime calls it after every
/// frame), then lets itself go. It holds its runtime weakly: a transition whose runtime goes
/// away never completes.
public final class Transition {
  /// The direction the transition started in (TR-2).
  public let initialDirection: TransitionDirection
  /// The direction it moves in now; write it to turn the transition around (TR-3).
  public let direction: ReactiveProperty<TransitionDirection>
  /// `.active` from creation until the transition completes.
  public let state = ReactiveProperty(MotionState.active, name: "state")
  /// The length of the transition's window, in seconds: the span of its ``timeline``.
  public let window: Double
  /// The longest a tween's velocity hand-off lasts after a change of direction, in seconds.
  public let handOff: Double
  /// The timeline of the timeline form, or `nil` on frame time (TR-9).
  public let timeline: Timeline?
  /// How the transition ended, or `nil` while it goes on (TR-4).
  public internal(set) var outcome: TransitionOutcome?
  /// Whether a gesture holds the transition (see ``hold()``).
  public private(set) var isHeld = false
  /// The end of the transition, for Swift concurrency.
  public let completion = TransitionCompletion()

  @usableFromInline weak var runtime: FrameRuntime?
  @usableFromInline var motions: [TransitionMotionEntry] = []
  /// The direction the runs were last started toward.
  @usableFromInline var runDirection: TransitionDirection
  /// The release velocity for the next start, consumed by it.
  @usableFromInline var launch: TransitionLaunch?
  var observers: [(TransitionOutcome) -> Void] = []
  var subscriptions: [Subscription] = []

  /// Creates a transition on `runtime`, moving in `initialDirection`.
  ///
  /// - Parameters:
  ///   - runtime: The runtime whose frames drive its motions.
  ///   - initialDirection: The direction it starts in (TR-2): forward to present, backward
  ///     to dismiss.
  ///   - window: Its length in seconds: the span of the timeline form's timeline.
  ///   - scrubbable: Whether it has a ``timeline`` (the timeline form, TR-9).
  ///   - handOff: The longest a tween's velocity hand-off lasts after a change of direction.
  /// - Throws: ``TransitionError/invalidWindow(_:)`` when `window` is not finite and positive,
  ///   ``TransitionError/invalidHandOff(_:)`` when `handOff` is negative or not finite.
  public init(
    in runtime: FrameRuntime, initialDirection: TransitionDirection = .forward,
    window: Double = 0.3, scrubbable: Bool = false, handOff: Double = 0.2
  ) throws(TransitionError) {
    guard window.isFinite, window > 0 else { throw .invalidWindow(window) }
    guard handOff.isFinite, handOff >= 0 else { throw .invalidHandOff(handOff) }
    self.runtime = runtime
    self.initialDirection = initialDirection
    self.window = window
    self.handOff = handOff
    runDirection = initialDirection
    direction = ReactiveProperty(initialDirection, name: "direction")
    if scrubbable {
      let timeline = Timeline(clock: runtime.frameSource, start: .onBegin)
      if initialDirection == .backward {
        timeline.timeOffset.value = window
        try? timeline.setPlaybackRate(-1)
      }
      timeline.begin()
      self.timeline = timeline
    } else {
      timeline = nil
    }
    subscriptions.append(
      direction.subscribe { [unowned self] next in
        if next != runDirection { turn(toward: next) }
      })
    // Strong: the transition lives until it completes.
    subscriptions.append(runtime.addAfterFrameObserver { _ in self.afterFrame() })
  }

  /// Adds `animation` to `property`: from now on it follows the transition's direction
  /// (TR-5). On frame time it starts at once toward the current direction; in the timeline
  /// form a scrubbable animation plays its forward motion on the ``timeline``. Added after
  /// the transition completed, it does nothing.
  @inlinable
  public func add<Directional: DirectionalAnimation>(
    _ animation: Directional, to property: ReactiveProperty<Directional.Value>
  ) {
    guard outcome == nil, let runtime else { return }
    let motion = TransitionMotion(animation, property: property, runtime: runtime)
    motions.append(
      TransitionMotionEntry(motion: motion) { [unowned motion] direction, launch, handOff in
        motion.start(toward: direction, launch: launch, handOff: handOff)
      })
    if let timeline, animation.isScrubbable {
      motion.scrub(on: timeline)
    } else {
      motion.start(toward: runDirection, launch: nil, handOff: handOff)
    }
  }

  /// Holds the transition for a gesture (TR-10): it does not complete until released. In the
  /// timeline form the timeline pauses where it is. Does nothing once completed.
  public func hold() {
    guard outcome == nil else { return }
    isHeld = true
    timeline?.pauseInPlace()
  }

  /// Lets the transition go toward `direction` (TR-10): the direction is set, and every motion
  /// on frame time runs again toward it from what shows (even when the direction is the same:
  /// a gesture may have stopped some of them). In the timeline form the timeline runs again
  /// the way `direction` names. Does nothing once completed.
  public func release(toward direction: TransitionDirection) {
    guard outcome == nil else { return }
    isHeld = false
    if self.direction.value != direction {
      self.direction.value = direction  // turns every run (the subscription above)
    } else {
      turn(toward: direction)
    }
    if let timeline, timeline.paused.value { timeline.paused.value = false }
  }

  /// Lets the transition go toward `direction`, the run on `property` starting with
  /// `velocity` (a gesture's release velocity) instead of the velocity showing (TR-10).
  ///
  /// - Parameters:
  ///   - direction: The direction to go on in.
  ///   - velocity: The released property's velocity, in its units per second; one that is not
  ///     finite is ignored (the velocity showing is used).
  ///   - property: The property the gesture moved.
  ///   - time: When the finger lifted, on the runtime's clock: the run on `property` is timed
  ///     from it, so that the value and velocity are continuous through a lift between two
  ///     frames, as a drag's settle is. Used when it lies within one frame interval of the
  ///     runtime's time; otherwise (or `nil`) the run starts now.
  public func release<Value: Interpolatable>(
    toward direction: TransitionDirection, velocity: Value, of property: ReactiveProperty<Value>,
    at time: Double? = nil
  ) {
    guard outcome == nil, let runtime else { return }
    if velocity.isFinite {
      let start = releaseStart(
        lift: time, now: runtime.now, frameInterval: runtime.frameSource.frameInterval)
      launch = TransitionLaunch(
        property: ObjectIdentifier(property), velocity: velocity, time: start)
    }
    release(toward: direction)  // the turn consumes the launch
  }

  /// Registers `observer`, called once with the outcome when the transition completes (at once
  /// if it has). Observers are kept until then.
  public func addCompletionObserver(_ observer: @escaping (TransitionOutcome) -> Void) {
    if let outcome { return observer(outcome) }
    observers.append(observer)
  }

  /// Every run starts toward `direction` from what shows.
  @usableFromInline
  func turn(toward direction: TransitionDirection) {
    guard outcome == nil else { return }
    runDirection = direction
    if let timeline {
      let speed = abs(timeline.playbackRate)
      try? timeline.setPlaybackRate(direction == .forward ? speed : -speed)
    }
    let launch = self.launch
    self.launch = nil
    for entry in motions {
      entry.start(direction, launch, handOff)
    }
  }
}
