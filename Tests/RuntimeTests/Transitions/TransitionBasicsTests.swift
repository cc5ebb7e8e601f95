import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// What a transition is made of, and what it refuses (TR-1, TR-5, TR-8, TR-13).
@Suite("Transitions: states, motions and bad input")
struct TransitionBasicsTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// An app's own motion: a glow that rises quickly and falls slowly.
  struct Glow: DirectionalAnimation {
    let rise: Tween<Double>
    let fall: Tween<Double>

    func motion(toward direction: TransitionDirection) -> Tween<Double> {
      direction == .forward ? rise : fall
    }
  }

  @Test("TR-1, TR-2: a transition's window, its initial direction and its defaults")
  func made() throws {
    let present = try Transition(in: runtime)
    #expect(present.initialDirection == .forward && present.direction.value == .forward)
    #expect(present.window == 0.3 && present.handOff == 0.2)
    #expect(present.timeline == nil && !present.isHeld && present.outcome == nil)
    let dismiss = try Transition(
      in: runtime, initialDirection: .backward, window: 0.5, scrubbable: true, handOff: 0)
    #expect(dismiss.direction.value == .backward)
    #expect(dismiss.timeline?.playbackRate == -1)
    #expect(dismiss.timeline?.localTime(at: source.now) == 0.5, "backward starts at fore")
    #expect(TransitionDirection.forward.reversed == .backward)
    #expect(TransitionDirection.backward.destinationProgress == 0)
    #expect("\(TransitionDirection.forward) \(TransitionOutcome.cancelled)" == "forward cancelled")
  }

  @Test("TR-5: an app's own animation follows the direction through DirectionalAnimation")
  func ownAnimation() throws {
    let glow = ReactiveProperty(0.0, name: "opacity")
    let transition = try Transition(in: runtime)
    transition.add(
      Glow(
        rise: try Tween(duration: 0.2, values: [0.0, 1]),
        fall: try Tween(duration: 0.4, values: [1.0, 0])), to: glow)
    source.advance(frames: 6)
    #expect(abs(glow.value - 0.5) < 1e-12, "half way up the rise")
    transition.direction.value = .backward
    // No progress of its own: the fall starts from its beginning, joined to what showed.
    #expect(abs(glow.value - 0.5) < 1e-12)
    source.advance(by: 0.45)
    #expect(glow.value == 0)
    #expect(transition.outcome == .cancelled)
  }

  @Test("TR-8: a transition spring rests on fore forward and on back backward")
  func spring() throws {
    let slide = try TransitionSpring(back: 10.0, fore: 90, parameters: .standardDefaultEffects)
    #expect(slide.destination(toward: .forward) == 90 && slide.destination(toward: .backward) == 10)
    #expect(slide.motion(toward: .forward).destination == 90)
    #expect(slide.motion(toward: .backward).destination == 10)
    #expect(slide.motion(toward: .forward).startsFromShowing)
    #expect(slide.progress(toward: .forward, atLocalTime: 0.1) == nil && !slide.isScrubbable)
    let value = ReactiveProperty(10.0, name: "offset")
    let transition = try Transition(in: runtime)
    transition.add(slide, to: value)
    source.advance(by: 2)
    #expect(value.value == 90)
    #expect(transition.outcome == .finished)
  }

  @Test("TR-13: bad windows, hand-offs and spring states are typed errors")
  func badInput() throws {
    for window in [0, -1, Double.nan, .infinity] {
      do {
        _ = try Transition(in: runtime, window: window)
        Issue.record("window \(window) was accepted")
      } catch {
        guard case .invalidWindow(let rejected) = error else {
          Issue.record("window \(window): \(error)")
          continue
        }
        #expect(rejected == window || (rejected.isNaN && window.isNaN))
      }
    }
    #expect(throws: TransitionError.invalidWindow(0)) { try Transition(in: runtime, window: 0) }
    #expect(throws: TransitionError.invalidHandOff(-0.1)) {
      try Transition(in: runtime, handOff: -0.1)
    }
    #expect(throws: TransitionError.self) { try Transition(in: runtime, handOff: .nan) }
    #expect(throws: TransitionError.nonFiniteState) {
      try TransitionSpring(back: Point(x: .nan, y: 0), fore: .zero)
    }
    #expect(throws: TransitionError.invalidThreshold(-1)) {
      try TransitionSpring(back: 0.0, fore: 1, restDisplacement: -1)
    }
    for error in [
      TransitionError.invalidWindow(0), .invalidHandOff(-1), .invalidThreshold(-1),
      .startsFromShowing, .endless, .nonFiniteState, .emptyDragAxis,
    ] {
      #expect(!error.description.isEmpty)
    }
  }

  @Test(
    "TR-10, TR-13: a release velocity that is not finite is ignored; calls after the end do nothing"
  )
  func documentedNoOps() throws {
    let offset = ReactiveProperty(0.0, name: "offset")
    let transition = try Transition(in: runtime)
    transition.add(try TransitionSpring(back: 0.0, fore: 100), to: offset)
    source.advance(frames: 3)
    transition.hold()
    transition.hold()
    #expect(transition.isHeld)
    let showing = runtime.velocity(of: offset)
    transition.release(toward: .forward, velocity: Double.nan, of: offset)
    #expect(!transition.isHeld)
    #expect(runtime.velocity(of: offset) == showing, "the velocity showing, not NaN")
    source.advance(by: 3)
    #expect(transition.outcome == .finished && offset.value == 100)
    transition.hold()
    #expect(!transition.isHeld, "a completed transition cannot be held")
    transition.release(toward: .backward)
    transition.release(toward: .backward, velocity: 5.0, of: offset)
    source.advance(by: 1)
    #expect(offset.value == 100 && transition.direction.value == .forward)
    var late: [TransitionOutcome] = []
    transition.addCompletionObserver { late.append($0) }
    #expect(late == [.finished], "an observer added after the end is called at once")
  }
}
