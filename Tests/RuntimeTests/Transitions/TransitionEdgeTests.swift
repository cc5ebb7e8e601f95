import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// The edges of a transition's rules: where a run enters, which of two motions shows, zero
/// thresholds, a window of no length, and the awaitable completion's waits (TR-4, TR-5, TR-7,
/// TR-8, TR-11, TR-13).
@Suite("Transitions: edges")
struct TransitionEdgeTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("TR-7: a backward transition's tween plays its mirrored keyframes from their start")
  func backwardTweenStartsAtItsStart() throws {
    let fade = try Tween(duration: 0.3, values: [0.0, 0.6])
    let opacity = ReactiveProperty(0.6, name: "opacity")
    let transition = try Transition(in: runtime, initialDirection: .backward)
    transition.add(try TransitionTween(fade), to: opacity)
    source.advance(frames: 6)
    let expected = fade.value(atLocalTime: (0.3 - source.now).nextDown, from: 0)
    #expect(opacity.value == expected)
    #expect(abs(opacity.value - 0.4) < 1e-12)
  }

  @Test("TR-5, TR-7: a transition made later in a session plays its motions from their start")
  func madeLater() throws {
    source.advance(by: 1)
    let fade = try Tween(duration: 0.3, values: [0.0, 0.6])
    let opacity = ReactiveProperty(0.0, name: "opacity")
    let transition = try Transition(in: runtime)
    transition.add(try TransitionTween(fade), to: opacity)
    source.advance(frames: 6)
    #expect(abs(opacity.value - 0.2) < 1e-12)
    transition.direction.value = .backward
    #expect(abs(opacity.value - 0.2) < 1e-12, "entered at the same progress")
  }

  @Test("TR-3: two motions on one property: the one added last shows, before and after a turn")
  func lastAddedShows() throws {
    let value = ReactiveProperty(0.0, name: "offset")
    let transition = try Transition(in: runtime)
    transition.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 10])), to: value)
    transition.add(try TransitionTween(Tween(duration: 0.3, values: [100.0, 200])), to: value)
    source.advance(frames: 6)
    #expect(value.value > 100)
    transition.direction.value = .backward
    source.advance(frames: 3)
    #expect(value.value > 100, "the later motion still shows")
    source.advance(by: 1)
    #expect(value.value == 100)
  }

  @Test("TR-11, TR-8, TR-13: zero thresholds are valid")
  func zeroThresholds() throws {
    let exact = try DirectionDecision(threshold: 0)
    #expect(exact.direction(progress: 0.2, velocity: 0.5, initial: .forward) == .forward)
    #expect(exact.direction(progress: 0.2, velocity: .nan, initial: .forward) == .backward)
    let spring = try TransitionSpring(back: 0.0, fore: 1, restDisplacement: 0, restVelocity: 0)
    #expect(spring.motion(toward: .forward).restDisplacement == 0)
  }

  @Test("TR-7: a tween of no length has the progress of its destination")
  func zeroLength() throws {
    let tween = try TransitionTween(Tween(duration: 0, values: [0.0, 1]))
    #expect(tween.end == 0)
    #expect(tween.progress(toward: .forward, atLocalTime: 0) == 1)
    #expect(tween.progress(toward: .backward, atLocalTime: 0) == 0)
    #expect(tween.entryTime(toward: .backward, progress: 0.5) == 0)
  }

  @Test("TR-7: a mirror ends on what its forward animation shows before it starts")
  func mirrorEndsBeforeTheStart() throws {
    // At its start a jump-start step already shows its first step: 5, not the back state's 0.
    let forward = try Tween(
      duration: 0.3, values: [0.0, 10], interTimingFunctions: [try .steps(2, .jumpStart)])
    let unused = AnimationSample(value: 0.0)
    #expect(forward.sample(atLocalTime: 0, from: unused).value == 5)
    let back = try TransitionTween(forward).motion(toward: .backward)
    #expect(back.sample(atLocalTime: 0.3, from: unused) == AnimationSample(value: 0))
    #expect(back.sample(atLocalTime: 5, from: unused) == AnimationSample(value: 0))
  }

  @Test("TR-4: the completion resolves once; waits cancelled before and after they begin end")
  func completionWaits() async throws {
    let completion = TransitionCompletion()
    // Cancelled before its wait begins: the task cancels itself first.
    let early = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await completion.value()
    }
    await #expect(throws: CancellationError.self) { try await early.value }
    // Cancelled once its wait is registered.
    let late = Task { try await completion.value() }
    try await Self.untilWaiting(completion)
    late.cancel()
    await #expect(throws: CancellationError.self) { try await late.value }
    #expect(completion.waiterCount == 0)
    let waiting = Task { try await completion.value() }
    try await Self.untilWaiting(completion)
    completion.resolve(.cancelled)
    completion.resolve(.finished)
    #expect(try await waiting.value == .cancelled)
    #expect(completion.outcome == .cancelled, "later calls change nothing")
    #expect(try await completion.value() == .cancelled, "at once when resolved")
  }

  /// Yields until a wait on `completion` has registered; fails (rather than hangs) if none
  /// does within a million yields, as when waits never register.
  static func untilWaiting(_ completion: TransitionCompletion) async throws {
    var yields = 0
    while completion.waiterCount == 0, yields < 1_000_000 {
      await Task.yield()
      yields += 1
    }
    try #require(completion.waiterCount == 1)
  }
}
