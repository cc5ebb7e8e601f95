import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// Reduced motion in the runtime (record 0034): with `reducesMotion` set, which properties jump
/// and which still play; the setting's default; the per-interaction override; a tween's timing
/// kept; what an `Animation` without an instant form does. Repeating tweens:
/// `ReducedMotionRepeatingTests`.
@Suite("Reduced motion: what jumps and what plays")
struct ReducedMotionRuntimeTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", opacity: 0)

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// A linear tween from `from` to `to` over a second.
  func ramp<Value: Interpolatable>(_ from: Value, _ to: Value, delay: Double = 0) throws
    -> TweenInteraction<Value>
  {
    TweenInteraction(try Tween(duration: 1, delay: delay, values: [from, to]))
  }

  /// Tweens on position, scale, rotation, opacity, a colour and two custom properties; returns
  /// the custom ones (`glow` marked as an effect, `progress` left to the default).
  func addEverything() throws -> (
    glow: ReactiveProperty<Double>, progress: ReactiveProperty<Double>,
    tint: ReactiveProperty<Color>
  ) {
    let glow = try card.property(named: "glow", initialValue: 0.0)
    let progress = try card.property(named: "progress", initialValue: 0.0)
    let tint = try card.property(named: "tint", initialValue: Color(red: 0, green: 0, blue: 0))
    runtime.add(try ramp(Point.zero, Point(x: 100, y: 40)), to: card.position)
    runtime.add(try ramp(1.0, 2), to: card.scale)
    runtime.add(try ramp(0.0, 1), to: card.rotation)
    runtime.add(try ramp(0.0, 1), to: card.opacity)
    let fade = try ramp(0.0, 1)
    fade.reducedMotion = .role(.effects)
    runtime.add(fade, to: glow)
    runtime.add(try ramp(0.0, 1), to: progress)
    runtime.add(
      try ramp(Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1)), to: tint)
    return (glow, progress, tint)
  }

  @Test("off by default: every motion plays as written")
  func offByDefault() throws {
    #expect(!runtime.reducesMotion && runtime.reducedMotionPolicy == .material)
    let (glow, progress, tint) = try addEverything()
    source.advance(by: 0.5)
    #expect(card.position.value == Point(x: 50, y: 20))
    #expect(card.scale.value == 1.5 && card.rotation.value == 0.5 && card.opacity.value == 0.5)
    #expect(glow.value == 0.5 && progress.value == 0.5 && tint.value.red == 0.5)
  }

  @Test(
    "reduced: position, scale, rotation and unknown properties jump; opacity, colour and marked effects play"
  )
  func whatJumps() throws {
    runtime.reducesMotion = true
    let (glow, progress, tint) = try addEverything()
    // Spatial: the final value at once, at rest.
    #expect(card.position.value == Point(x: 100, y: 40))
    #expect(card.scale.value == 2 && card.rotation.value == 1 && progress.value == 1)
    #expect(runtime.velocity(of: card.position) == .zero)
    // Effects: the first frame, then the motion as written.
    #expect(card.opacity.value == 0 && glow.value == 0 && tint.value.red == 0)
    source.advance(by: 0.5)
    #expect(card.position.value == Point(x: 100, y: 40) && card.scale.value == 2)
    #expect(card.opacity.value == 0.5 && glow.value == 0.5 && tint.value.red == 0.5)
    #expect(runtime.velocity(of: card.opacity) == 1)
    source.advance(by: 0.5)
    #expect(card.opacity.value == 1 && !runtime.isActive)
  }

  @Test(
    "a reduced tween keeps its timing: first frame during its delay, active and in effect for its duration"
  )
  func timingKept() throws {
    runtime.reducesMotion = true
    let slide = try ramp(Point(x: 10, y: 0), Point(x: 90, y: 0), delay: 0.25)
    var rested = false
    runtime.add(slide, to: card.position)
    runtime.whenAllAtRest([slide]) { rested = true }
    #expect(card.position.value == Point(x: 10, y: 0))  // its first frame, during the delay
    source.advance(by: 0.25)  // its start: the final value at once
    #expect(card.position.value == Point(x: 90, y: 0))
    #expect(runtime.isActive(slide) && runtime.velocity(of: card.position) == .zero)
    source.advance(by: 0.5)
    #expect(card.position.value == Point(x: 90, y: 0) && !rested)
    source.advance(by: 0.5)  // its end, 1.25 s: as in full motion
    #expect(rested && !runtime.isActive(slide) && runtime.frameObserverCount == 0)
  }

  @Test("TW-18: a reduced tween keeps its place in precedence over a longer tween beneath it")
  func precedenceKept() throws {
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(TweenInteraction(try Tween(duration: 2, values: [0.0, 200])), to: x)
    source.advance(by: 0.5)
    runtime.reducesMotion = true  // mid-flight: the running tween plays on
    runtime.add(TweenInteraction(try Tween(duration: 0.5, values: [500.0, 600])), to: x)
    #expect(x.value == 600)  // in effect, the later-registered tween shows, at its end value
    source.advance(by: 0.25)
    #expect(x.value == 600)
    source.advance(by: 0.5)  // it ended at 1 s: the longer tween resumes where it is (TW-18)
    #expect(x.value == 125)
    source.advance(by: 1)
    #expect(x.value == 200)
  }

  @Test("TW-6, TW-7: a reduced destination or implicit-keyframe tween still starts from what shows")
  func underlyingKept() throws {
    runtime.reducesMotion = true
    let x = ReactiveProperty(7.0, name: "x")
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [50.0])), to: x)
    #expect(x.value == 50)
    let y = ReactiveProperty(7.0, name: "y")
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [0.0, 100], offsets: [0, 0.5])), to: y)
    #expect(y.value == 7)  // go and come back: back at once
    let z = ReactiveProperty(7.0, name: "width")
    runtime.add(
      TweenInteraction(try Tween(duration: 1, delay: 0.5, values: [20.0, 30], offsets: [0.5, 1])),
      to: z)
    #expect(z.value == 7)  // during its delay: its implicit first frame, the value showing
    source.advance(by: 0.5)
    #expect(z.value == 30)
    let w = ReactiveProperty(7.0, name: "height")
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [20.0], offsets: [0.5])), to: w)
    #expect(w.value == 7)  // there and back from what shows: nothing to see
  }

  @Test("PH-3: springs jump by role: a spatial preset on a custom property, not an effects one")
  func springsByRole() throws {
    runtime.reducesMotion = true
    let glow = try card.property(named: "glow", initialValue: 0.0)
    let progress = try card.property(named: "progress", initialValue: 0.0)
    let fade = try Spring(to: 1.0, parameters: .expressiveFastSpatial)  // on opacity: an effect
    runtime.add(fade, to: card.opacity)
    runtime.add(try Spring(to: 1.0, parameters: .standardDefaultEffects), to: glow)
    let jump = try Spring(to: 1.0, parameters: .expressiveFastSpatial)
    runtime.add(jump, to: progress)
    runtime.add(
      try Spring(to: Point(x: 30, y: 0), parameters: .standardFastEffects), to: card.position)
    #expect(progress.value == 1 && card.position.value == Point(x: 30, y: 0))
    #expect(jump.state.value == .atRest && !runtime.isActive(jump))
    source.advance(frames: 3)
    #expect(card.opacity.value > 0 && card.opacity.value < 1 && fade.state.value == .active)
    #expect(glow.value > 0 && glow.value < 1)
    #expect(progress.value == 1)
  }

  @Test("the override: essential plays under reduce, reduces: true reduces with the runtime off")
  func overrides() throws {
    let essential = try ramp(0.0, 1)
    essential.reducedMotion = .essential
    let forced = try ramp(0.0, 1)
    forced.reducedMotion = ReducedMotionOverride(reduces: true)
    let forcedSpring = try Spring(to: 1.0)
    forcedSpring.reducedMotion = ReducedMotionOverride(reduces: true)
    let x = ReactiveProperty(0.0, name: "x")
    let y = ReactiveProperty(0.0, name: "y")
    let z = ReactiveProperty(0.0, name: "z")
    runtime.add(forced, to: x)  // the runtime does not reduce: this one does
    runtime.add(forcedSpring, to: z)
    #expect(x.value == 1 && z.value == 1)
    runtime.reducesMotion = true
    runtime.add(essential, to: y)
    source.advance(by: 0.5)
    #expect(y.value == 0.5)
    // Read when added: a change applies to the next add, not to what runs.
    essential.reducedMotion = .automatic
    let again = ReactiveProperty(0.0, name: "x")
    runtime.add(essential, to: again)
    #expect(again.value == 1 && y.value == 0.5)
  }

  @Test("a policy of one's own: effects reduced too")
  func ownPolicy() throws {
    runtime.reducesMotion = true
    runtime.reducedMotionPolicy = ReducedMotionPolicy(spatial: .plays, effects: .instant)
    runtime.add(try ramp(0.0, 1), to: card.opacity)
    runtime.add(try ramp(0.0, 1), to: card.rotation)
    source.advance(by: 0.25)
    #expect(card.opacity.value == 1 && card.rotation.value == 0.25)
  }

  @Test("physics added as animations land where they would rest, at once")
  func physicsAnimations() throws {
    runtime.reducesMotion = true
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(
      AnimationInteraction(try SpringAnimation(.standardDefaultSpatial, to: 100.0)), to: x)
    #expect(x.value == 100)
    let coast = try DecayAnimation<Double>(.normal, from: 0, velocity: 1000)
    let rest = coast.sample(
      atLocalTime: coast.endSeconds(from: .init(value: 0)), from: .init(value: 0)
    ).value
    let y = ReactiveProperty(0.0, name: "y")
    runtime.add(AnimationInteraction(coast), to: y)
    #expect(y.value == rest && rest > 100)
    // From what shows, the coast's length is not known when it is added: it rests where it is.
    let z = ReactiveProperty(5.0, name: "scale")
    runtime.add(AnimationInteraction(try DecayAnimation<Double>(.normal, velocity: 1000)), to: z)
    #expect(z.value == 5)
    let bounded = try BoundedDecayAnimation<Double>(
      .normal, lowerBound: 0, upperBound: 50, bounce: .standardDefaultSpatial, from: 10,
      velocity: 2000)
    let w = ReactiveProperty(0.0, name: "offset")
    runtime.add(AnimationInteraction(bounded), to: w)
    #expect(abs(w.value - 50) < 1e-9)
    #expect(!runtime.isActive && runtime.frameObserverCount == 0)
  }

  @Test("an Animation of the app's own has no instant form: it plays unchanged")
  func customAnimationPlays() {
    runtime.reducesMotion = true
    let x = ReactiveProperty(0.0, name: "position")
    runtime.add(AnimationInteraction(Linear(to: 10, over: 1)), to: x)
    source.advance(by: 0.5)
    #expect(x.value == 5)
  }

  @Test(
    "TL-R11: a reduced tween on a paused timeline shows its first frame before its start, its end after"
  )
  func scrubbed() throws {
    runtime.reducesMotion = true
    let timeline = Timeline(clock: source)
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(
      TweenInteraction(try Tween(duration: 1, delay: 0.5, values: [10.0, 20]), timeline: timeline),
      to: x)
    timeline.paused.value = true
    for (time, value) in [(0.25, 10.0), (0.5, 20), (0.75, 20), (3, 20), (0.4, 10)] {
      try timeline.scrub(to: time)
      #expect(x.value == value, "at \(time)")
    }
  }
}

/// An `Animation` of the app's own: linear from 0 over `seconds`.
struct Linear: Animation {
  let destination: Double
  let seconds: Double

  init(to destination: Double, over seconds: Double) {
    self.destination = destination
    self.seconds = seconds
  }

  var timeline: Timeline? { nil }
  var startSeconds: Double { 0 }
  var startsFromShowing: Bool { false }
  func endSeconds(from start: AnimationSample<Double>) -> Double { seconds }
  func sample(atLocalTime localTime: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    let p = min(max(localTime / seconds, 0), 1)
    return AnimationSample(value: destination * p, velocity: p < 1 ? destination / seconds : 0)
  }
}
