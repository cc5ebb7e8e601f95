import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// Awaiting an interaction's end (issue 31, part 4): `FrameRuntime.completion(of:)` on a manual
/// frame source; time only moves when a test advances it.
@Suite("Completion: awaiting an interaction's end")
struct MotionCompletionTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  func slide(over seconds: Double = 0.3) throws -> TweenInteraction<Point> {
    try positionTween([Point(x: 0, y: 0), Point(x: 100, y: 0)], over: seconds)
  }

  @Test("a tween finishes at its end, not before; a wait after the end returns at once")
  func finishes() async throws {
    let tween = try slide()
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(by: 0.2)
    #expect(completion.outcome == nil)
    source.advance(by: 0.2)
    #expect(completion.outcome == .finished)
    #expect(try await completion.value() == .finished)
    // Asked after the end, while the tween is still what shows: already finished.
    #expect(runtime.completion(of: tween).outcome == .finished)
  }

  @Test("a task awaiting before the end resumes once the frame that ends the run is delivered")
  func awaitedBeforeTheEnd() async throws {
    let tween = try slide()
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    let waiting = Task { try await completion.value() }
    source.advance(by: 0.1)
    #expect(completion.outcome == nil)
    source.advance(by: 0.3)
    #expect(try await waiting.value == .finished)
  }

  @Test("made before the add, the completion waits for the run the add starts")
  func madeBeforeTheAdd() throws {
    let tween = try slide()
    let completion = runtime.completion(of: tween)
    source.advance(by: 1)
    #expect(completion.outcome == nil)
    runtime.add(tween, to: card.position)
    source.advance(by: 0.2)
    #expect(completion.outcome == nil)
    source.advance(by: 0.2)
    #expect(completion.outcome == .finished)
  }

  @Test("on two properties, the run ends when the later one ends")
  func twoProperties() throws {
    let tween = try slide()
    let other = MotionElement(name: "other", position: Point(x: 0, y: 0))
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(by: 0.2)
    runtime.add(tween, to: other.position)
    source.advance(by: 0.2)  // the card's run has ended, the other's has not
    #expect(card.position.value == Point(x: 100, y: 0))
    #expect(completion.outcome == nil)
    source.advance(by: 0.2)
    #expect(completion.outcome == .finished)
  }

  @Test("PH-6: a grab before the end interrupts the run")
  func grabInterrupts() throws {
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let tween = try slide(over: 1)
    runtime.add(tween, to: card.position)
    runtime.add(Draggable(pan, catchesOnTouch: false), to: card)
    let completion = runtime.completion(of: tween)
    source.advance(frames: 6)
    let t = source.now
    feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t)])
    #expect(completion.outcome == .interrupted)
  }

  @Test("PH-6: a spring that starts over the tween interrupts it")
  func springInterrupts() throws {
    let tween = try slide(over: 1)
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(frames: 6)
    runtime.add(
      try Spring(to: Point(x: 0, y: 300), parameters: .standardDefaultSpatial), to: card.position)
    source.advance(frames: 1)
    #expect(completion.outcome == .interrupted)
  }

  @Test("an interruption before the completion was made does not count for it")
  func earlierInterruption() throws {
    let tween = try slide(over: 1)
    runtime.add(tween, to: card.position)
    source.advance(frames: 6)
    runtime.add(
      try Spring(to: Point(x: 0, y: 300), parameters: .standardDefaultSpatial), to: card.position)
    source.advance(frames: 1)
    let completion = runtime.completion(of: tween)
    #expect(completion.outcome == nil)  // let go: it waits for a run
    let other = MotionElement(name: "other", position: Point(x: 0, y: 0))
    runtime.add(tween, to: other.position)
    source.advance(by: 1.1)
    #expect(completion.outcome == .finished)
  }

  @Test("TL-R11: paused before its end the run waits; resumed, it finishes")
  func pausedTimeline() throws {
    let timeline = Timeline(clock: source)
    let tween = TweenInteraction(
      try Tween(duration: 0.3, values: [Point(x: 0, y: 0), Point(x: 100, y: 0)]),
      timeline: timeline)
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(by: 0.1)
    timeline.paused.value = true
    source.advance(by: 1)
    #expect(!runtime.isActive(tween))
    #expect(completion.outcome == nil)
    timeline.paused.value = false
    source.advance(by: 0.1)
    #expect(completion.outcome == nil)
    source.advance(by: 0.2)
    #expect(completion.outcome == .finished)
  }

  @Test("toggled off before its end the run waits; on again, it finishes")
  func toggledOff() throws {
    let tween = try slide()
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(by: 0.1)
    tween.enabled.value = false
    source.advance(by: 0.1)
    #expect(completion.outcome == nil)
    tween.enabled.value = true
    source.advance(by: 0.2)
    #expect(completion.outcome == .finished)
  }

  @Test("toggled off until past its end, the run has not finished; on again, it has")
  func toggledOffPastTheEnd() throws {
    let tween = try slide()
    runtime.add(tween, to: card.position)
    let completion = runtime.completion(of: tween)
    source.advance(by: 0.1)
    tween.enabled.value = false
    source.advance(by: 0.5)
    #expect(completion.outcome == nil)
    tween.enabled.value = true
    source.advance(frames: 1)
    #expect(card.position.value == Point(x: 100, y: 0))
    #expect(completion.outcome == .finished)
  }

  @Test("a run that is at rest from its start (zero duration) finishes at the next frame")
  func restFromTheStart() throws {
    let jump = try slide(over: 0)
    let completion = runtime.completion(of: jump)
    runtime.add(jump, to: card.position)
    #expect(card.position.value == Point(x: 100, y: 0))
    source.advance(frames: 1)
    #expect(completion.outcome == .finished)
  }

  @Test("the runtime going away cancels a run still going, and the completion holds no runtime")
  func runtimeGoesAway() throws {
    let source = ManualFrameSource()
    var runtime: FrameRuntime? = FrameRuntime(frameSource: source)
    weak let released = runtime
    let tween = try slide()
    runtime?.add(tween, to: card.position)
    let completion = try #require(runtime?.completion(of: tween))
    source.advance(by: 0.1)
    runtime = nil
    #expect(released == nil)
    #expect(completion.outcome == .cancelled)
  }

  @Test("a resolved completion lets go of its interaction")
  func letsGo() throws {
    weak var released: TweenInteraction<Point>?
    let completion: MotionCompletion
    do {
      let tween = try slide()
      released = tween
      runtime.add(tween, to: card.position)
      completion = runtime.completion(of: tween)
      source.advance(by: 0.4)
      // Superseded, so the runtime drops the ended tween's motion too.
      runtime.add(try slide(), to: card.position)
      source.advance(by: 0.4)
    }
    #expect(completion.outcome == .finished)
    #expect(released == nil)
  }
}
