public import MotionStreams
public import MotionTimeline
import MotionTween

/// What a ``Transition`` asks of each motion it runs, whatever its value type (it starts their
/// runs through ``TransitionMotionEntry/start``).
@usableFromInline
protocol TransitionMotionProtocol: AnyObject {
  /// Whether the latest run has ended (finished, or taken over by something else).
  var hasEnded: Bool { get }
}

/// A motion of a transition and how to start its runs: a closure made where the motion's type
/// is known (``Transition/add(_:to:)``, inlinable), so that a turn, which reaches every motion
/// without knowing its type, still registers each run from code specialised for it.
@usableFromInline
struct TransitionMotionEntry {
  @usableFromInline let motion: any TransitionMotionProtocol
  @usableFromInline let start: (TransitionDirection, TransitionLaunch?, Double) -> Void

  @usableFromInline
  init(
    motion: any TransitionMotionProtocol,
    start: @escaping (TransitionDirection, TransitionLaunch?, Double) -> Void
  ) {
    self.motion = motion
    self.start = start
  }
}

/// A release velocity for one property: what a gesture hands to the run that follows it.
@usableFromInline
struct TransitionLaunch {
  /// The property the velocity is for.
  @usableFromInline let property: ObjectIdentifier
  /// The velocity, type-erased (a `Point` for a position).
  @usableFromInline let velocity: Any
  /// When the run starts: the lift's time (on the runtime's clock).
  @usableFromInline let time: Double

  @usableFromInline
  init(property: ObjectIdentifier, velocity: Any, time: Double) {
    self.property = property
    self.velocity = velocity
    self.time = time
  }
}

/// One ``DirectionalAnimation`` on one property of a transition: the run in progress on frame
/// time (an interaction of the runtime's, replaced at each decision), or, in the timeline form,
/// the forward motion on the transition's timeline.
@usableFromInline
final class TransitionMotion<Directional: DirectionalAnimation>: TransitionMotionProtocol {
  @usableFromInline typealias Value = Directional.Value
  @usableFromInline typealias Run = AnimationInteraction<TransitionRun<Directional.Motion>>

  @usableFromInline let animation: Directional
  @usableFromInline let property: ReactiveProperty<Value>
  /// Weak: the runtime keeps its interactions, not the other way round.
  @usableFromInline weak var runtime: FrameRuntime?
  /// The latest run on frame time, and what it was started with.
  @usableFromInline var run: Run?
  @usableFromInline var runDirection = TransitionDirection.forward
  @usableFromInline var runEntry = 0.0
  @usableFromInline var runStart = 0.0
  @usableFromInline var runCompletion: MotionCompletion?
  /// The forward motion on the transition's timeline (the timeline form), kept alive here.
  @usableFromInline var scrubbed: AnimationInteraction<Directional.Motion>?

  @inlinable
  init(_ animation: Directional, property: ReactiveProperty<Value>, runtime: FrameRuntime) {
    self.animation = animation
    self.property = property
    self.runtime = runtime
  }

  /// Puts the forward motion on `timeline`: the timeline form, where time (not runs) moves it.
  @inlinable
  func scrub(on timeline: Timeline) {
    guard let runtime else { return }
    let interaction = AnimationInteraction(animation.motion(toward: .forward), timeline: timeline)
    scrubbed = interaction
    runtime.add(interaction, to: property)
  }

  /// The progress the latest run has carried the property to at `now`, if its motion has one.
  @inlinable
  func progress(at now: Double) -> Double? {
    guard run != nil else { return nil }
    return animation.progress(toward: runDirection, atLocalTime: runEntry + (now - runStart))
  }

  /// Inlinable: called through the closure ``Transition/add(_:to:)`` makes where the animation's
  /// type is known, so that each run is registered, and its frames run, specialised for it.
  @inlinable
  func start(toward direction: TransitionDirection, launch: TransitionLaunch?, handOff: Double) {
    guard scrubbed == nil, let runtime else { return }
    let now = runtime.now
    // A first run starts from the state opposite its direction.
    let progress = progress(at: now) ?? direction.reversed.destinationProgress
    let entry = animation.entryTime(toward: direction, progress: progress)
    let released = launch.flatMap { $0.property == ObjectIdentifier(property) ? $0 : nil }
    let velocity = released?.velocity as? Value
    // A first run plays its motion as it is (a tween's keyframes from their first); later
    // runs hand over from what the one before left showing.
    let next = Run(
      TransitionRun(
        animation.motion(toward: direction), entry: entry, launchVelocity: velocity,
        handOff: run == nil ? 0 : handOff, lead: (released?.time ?? now) - now))
    (runDirection, runEntry, runStart) = (direction, entry, now)
    runCompletion = runtime.completion(of: next)
    run = next
    runtime.add(next, to: property)
  }

  @inlinable
  var hasEnded: Bool {
    // No run: the timeline form, whose bounds decide.
    guard let completion = runCompletion else { return true }
    return completion.outcome != nil  // finished, or taken over, or stopped
  }
}
