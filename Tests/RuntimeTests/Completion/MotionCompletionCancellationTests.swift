import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// Cancelling a task that awaits a completion, and a run's states as an `AsyncSequence`
/// (issue 31, part 4). No sleeps: the tests wait for the awaiting task's result, which the
/// cancellation settles, and advance a manual frame source.
@Suite("Completion: cancelling the wait, and the states")
struct MotionCompletionCancellationTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  func slide() throws -> TweenInteraction<Point> {
    try positionTween([Point(x: 0, y: 0), Point(x: 100, y: 0)], over: 0.3)
  }

  /// Whether `task` ended with `CancellationError`.
  func endedCancelled(_ task: Task<MotionOutcome, any Error>) async -> Bool {
    switch await task.result {
    case .success: false
    case .failure(let error): error is CancellationError
    }
  }

  @Test("a cancelled wait ends with CancellationError and the motion goes on to its end")
  func cancelledWaitLeavesMotion() async throws {
    let tween = try slide()
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(by: 0.1)
    let waiting = Task { try await completion.value() }
    waiting.cancel()
    #expect(await endedCancelled(waiting))
    source.advance(by: 0.1)
    #expect(runtime.isActive(tween))
    source.advance(by: 0.2)
    #expect(card.position.value == Point(x: 100, y: 0))
    #expect(completion.outcome == .finished)
  }

  @Test("a wait cancelled with .stopsMotion stops the interaction at the next frame: cancelled")
  func cancelledWaitStopsMotion() async throws {
    let tween = try slide()
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(by: 0.1)
    let waiting = Task { try await completion.value(onCancel: .stopsMotion) }
    waiting.cancel()
    #expect(await endedCancelled(waiting))
    #expect(completion.outcome == nil)  // the stop waits for the runtime's next frame
    #expect(tween.enabled.value)
    source.advance(frames: 1)
    let stoppedAt = card.position.value
    #expect(stoppedAt.x > 30 && stoppedAt.x < 50)
    #expect(completion.outcome == .cancelled)
    #expect(!tween.enabled.value)
    #expect(!runtime.isActive(tween))
    // Toggled off, it takes no part; nothing else is on the property, so it keeps the value it
    // showed (the rule's last case).
    source.advance(by: 0.5)
    #expect(card.position.value == stoppedAt)
  }

  @Test("a cancelled wait does not disturb another task waiting on the same completion")
  func otherWaiterUnaffected() async throws {
    let tween = try slide()
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    let cancelled = Task { try await completion.value() }
    let kept = Task { try await completion.value() }
    cancelled.cancel()
    #expect(await endedCancelled(cancelled))
    source.advance(by: 0.4)
    #expect(try await kept.value == .finished)
  }

  @Test("a cancellation after the end changes nothing: the outcome stays finished")
  func cancelAfterTheEnd() async throws {
    let tween = try slide()
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(by: 0.4)
    let waiting = Task { try await completion.value(onCancel: .stopsMotion) }
    #expect(try await waiting.value == .finished)
    waiting.cancel()
    source.advance(frames: 1)
    #expect(tween.enabled.value)
    #expect(completion.outcome == .finished)
  }

  @Test("the states: the current one, each change, then the sequence ends with the run")
  func states() async throws {
    let tween = try slide()
    let completion = runtime.completion(of: tween)
    let states = completion.states
    runtime.add(tween, to: card.position)
    source.advance(by: 0.4)
    var seen: [MotionState] = []
    for await state in states { seen.append(state) }
    #expect(seen == [.atRest, .active, .atRest])
    #expect(completion.outcome == .finished)
    // Asked for after the end: the last state, and the sequence has ended.
    var late: [MotionState] = []
    for await state in completion.states { late.append(state) }
    #expect(late == [.atRest])
  }

  @Test("the states of a run a pause interrupts, consumed by another task")
  func statesInAnotherTask() async throws {
    let timeline = Timeline(clock: source)
    let tween = TweenInteraction(
      try Tween(duration: 0.3, values: [Point(x: 0, y: 0), Point(x: 100, y: 0)]),
      timeline: timeline)
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    let consumer = Task {
      var seen: [MotionState] = []
      for await state in completion.states { seen.append(state) }
      return seen
    }
    source.advance(by: 0.1)
    timeline.paused.value = true
    source.advance(by: 0.1)
    timeline.paused.value = false
    source.advance(by: 0.3)
    let seen = await consumer.value
    // The consumer may start at any point of the run: what it sees is a suffix of the run's
    // states, each change once, ending at rest.
    let run: [MotionState] = [.active, .atRest, .active, .atRest]
    #expect(!seen.isEmpty && run.suffix(seen.count) == seen[...])
    #expect(completion.outcome == .finished)
  }
}
