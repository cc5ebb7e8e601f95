public import MotionPhysics
public import MotionStreams
public import MotionTween

/// Moves a property toward a destination with a spring (PH-12), retargeting with continuous
/// value and velocity whenever the destination or the physics change (PH-5).
///
/// ```swift
/// import MotionPhysics
/// import MotionRuntime
/// import MotionStreams
///
/// let spring = try Spring(to: 1.0, parameters: .standardDefaultEffects)
/// runtime.add(spring, to: card.opacity)
/// spring.destination.value = 0.5  // continues from where it is, at the speed it has
/// ```
///
/// - **Runs.** Adding the spring (or enabling it, or writing ``destination`` while it is at
///   rest) starts a *run*: a `SpringAnimation` from the value and velocity showing on the
///   property at that instant (PH-6), with ``initialVelocity`` instead when it is set. Starting
///   interrupts every other motion in effect on the property (PH-6).
/// - **Retargeting.** Writing ``destination`` or ``parameters`` while a run moves continues it
///   from its own value and velocity at that instant (`SpringAnimation.retargeted`, PH-5): no
///   jump, no kink, and the run keeps its place in the property's precedence.
/// - **Precedence.** A run takes part like a tween (TW-15…TW-18): in effect from its start until
///   it comes to rest (PH-4). A tween or a drag added over it hides it while in effect; it shows
///   again after them if it is still moving.
/// - **Toggle.** Disabling stops every run where it is (the property holds the value it had);
///   enabling starts a new run.
/// - **State.** ``state`` is `.active` while any run moves, on any property.
/// - **Reduced motion** (<doc:ReducedMotion>): a run that starts (or a retarget made) while the
///   runtime reduces motion, on a spatial property or with a spatial preset, is at rest on its
///   destination from its start: an instant change. Effects (an opacity, an effects preset)
///   play unchanged. See ``reducedMotion``.
///
/// A destination or parameter write that is not valid (a non-finite component) is ignored.
/// Runs are frame-driven; to scrub a spring on a timeline, add
/// `AnimationInteraction(springAnimation, timeline:)` instead (PH-10).
public final class Spring<Value: Interpolatable>: Interaction, Togglable {
  /// The value the spring moves toward; writing it retargets (PH-5) or starts a run.
  public let destination: ReactiveProperty<Value>
  /// The physics; writing it retargets a moving run with the new parameters (PH-5).
  public let parameters: ReactiveProperty<SpringParameters>
  /// Whether the spring moves its property; see ``Runtime/toggle(_:inReactionTo:)``.
  public let enabled = ReactiveProperty(true, name: "enabled")
  /// `.active` while any run moves, `.atRest` otherwise (PH-4).
  public let state = ReactiveProperty(MotionState.atRest, name: "state")
  /// The velocity every run starts with, in units per second, or `nil` (the default) to start
  /// with the velocity showing on the property (PH-6).
  public var initialVelocity: Value?
  /// At rest within this distance of the destination (PH-4).
  public let restDisplacement: Double
  /// ... and below this speed, in units per second (PH-4).
  public let restVelocity: Double
  /// This spring's exception to reduced motion (<doc:ReducedMotion>); read when a run starts or
  /// retargets, so a change applies from the next one. ``ReducedMotionOverride/automatic``
  /// unless set.
  public var reducedMotion = ReducedMotionOverride.automatic
  /// How many runs are active, over every property.
  @usableFromInline var activeRuns = 0

  /// Creates a spring toward `destination`.
  ///
  /// - Throws: `ParameterError` naming `destination` or `velocity` when a component is not
  ///   finite, and `restDisplacement` or `restVelocity` when negative or not finite (PH-13).
  public init(
    to destination: Value, parameters: SpringParameters = .standardDefaultSpatial,
    initialVelocity: Value? = nil,
    restDisplacement: Double = SpringAnimation<Value>.defaultRestDisplacement,
    restVelocity: Double = SpringAnimation<Value>.defaultRestVelocity
  ) throws(ParameterError) {
    _ = try SpringAnimation(
      parameters, to: destination, velocity: initialVelocity,
      restDisplacement: restDisplacement, restVelocity: restVelocity)
    self.destination = ReactiveProperty(destination, name: "destination")
    self.parameters = ReactiveProperty(parameters, name: "parameters")
    self.initialVelocity = initialVelocity
    self.restDisplacement = restDisplacement
    self.restVelocity = restVelocity
  }

  /// Connects the spring to `property` and starts a run if enabled.
  ///
  /// - Parameters:
  ///   - property: The property the spring moves.
  ///   - runtime: The runtime whose frames drive it.
  ///   - constraints: Applied to the spring's values before they reach `property`.
  @inlinable
  public func add(
    to property: ReactiveProperty<Value>, runtime: some InteractionRuntime,
    constraints: ((MotionObservable<Value>) -> MotionObservable<Value>)?
  ) {
    let stream = SpringDriver.stream(
      self, arbiter: PropertyArbiter.of(property, in: runtime),
      metadata: StreamMetadata("spring", upstreams: [runtime.frames.metadata]), toss: nil,
      runtime: runtime)
    runtime.connect(constraints?(stream) ?? stream, to: property)
  }

  /// A run became active or came to rest.
  @usableFromInline
  func runReported(_ next: MotionState) {
    activeRuns += next == .active ? 1 : -1
    let now: MotionState = activeRuns > 0 ? .active : .atRest
    if state.value != now { state.value = now }
  }

  /// A run toward the current destination, starting from what shows (PH-6) with `velocity`
  /// (or ``initialVelocity``); `nil` if the destination is not valid.
  @usableFromInline
  func animation(velocity: Value?) -> SpringAnimation<Value>? {
    try? SpringAnimation(
      parameters.value, to: destination.value, velocity: velocity ?? initialVelocity,
      restDisplacement: restDisplacement, restVelocity: restVelocity)
  }
}
