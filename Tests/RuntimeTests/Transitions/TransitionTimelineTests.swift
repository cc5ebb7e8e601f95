import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// The timeline form: a transition's tweens on its own timeline, scrubbed, played either way
/// and dragged (TR-9, TR-10).
@Suite("Transitions: the timeline form")
struct TransitionTimelineTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let forward: Tween<Double>

  init() throws {
    runtime = FrameRuntime(frameSource: source)
    forward = try Tween(duration: 0.5, values: [0.0, 100], interTimingFunctions: [.standard])
  }

  /// What the forward tween shows at `time`.
  func expected(_ time: Double) -> Double {
    forward.value(atLocalTime: time, from: 0)
  }

  func opening(_ initial: TransitionDirection = .forward) throws -> (
    Transition, ReactiveProperty<Double>
  ) {
    let transition = try Transition(
      in: runtime, initialDirection: initial, window: 0.5, scrubbable: true)
    let height = ReactiveProperty(initial == .forward ? 0.0 : 100, name: "height")
    transition.add(try TransitionTween(forward), to: height)
    return (transition, height)
  }

  @Test("TR-9: scrubbed on the paused timeline forward and backward, then played, it finishes")
  func scrubbedThenPlayed() throws {
    let (transition, height) = try opening()
    let timeline = try #require(transition.timeline)
    var reports: [TransitionOutcome] = []
    transition.addCompletionObserver { reports.append($0) }
    timeline.paused.value = true
    for offset in [0.1, 0.3, 0.45, 0.2, 0.05, 0.25] {
      try timeline.scrub(to: offset)
      source.advance(frames: 1)
      #expect(height.value == expected(offset))
    }
    source.advance(by: 2)
    #expect(reports.isEmpty, "paused mid-way: not at its end")
    timeline.paused.value = false
    source.advance(frames: 6)
    #expect(abs(height.value - expected(0.35)) < 1e-9)
    source.advance(by: 1)
    #expect(reports == [.finished])
    #expect(height.value == 100)
    #expect(
      timeline.paused.value && timeline.timeOffset.value == 0.5, "stopped at the window's end")
  }

  @Test("TR-9: turned around while playing, the timeline runs back without a jump, and cancels")
  func playedBack() throws {
    let (transition, height) = try opening()
    let timeline = try #require(transition.timeline)
    var reports: [TransitionOutcome] = []
    transition.addCompletionObserver { reports.append($0) }
    source.advance(frames: 12)  // 0.2 s
    let before = height.value
    transition.direction.value = .backward
    #expect(timeline.playbackRate == -1)
    source.advance(frames: 0)
    #expect(height.value == before)
    source.advance(frames: 6)
    #expect(abs(height.value - expected(0.1)) < 1e-9)
    source.advance(by: 1)
    #expect(reports == [.cancelled])
    #expect(height.value == 0)
    #expect(timeline.paused.value && timeline.timeOffset.value == 0)
  }

  @Test("TR-9: a backward transition starts at the window's end and plays to its start")
  func startsAtTheEnd() throws {
    let (transition, height) = try opening(.backward)
    source.advance(frames: 1)
    #expect(abs(height.value - expected(0.5 - source.frameInterval)) < 1e-9)
    source.advance(by: 1)
    #expect(transition.outcome == .finished)
    #expect(height.value == 0)
  }

  @Test("TR-9, TR-10: a drag scrubs the timeline, and a release plays it the way it decides")
  func draggedScrub() throws {
    let (transition, height) = try opening()
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let drag = try TransitionDrag(
      pan, transition: transition, back: Point(x: 0, y: 100), fore: Point(x: 0, y: 500),
      form: .scrubsTimeline)
    runtime.add(drag, to: card)
    source.advance(frames: 6)  // 0.1 s in
    feed(pan, [pointer(.down, 1, 50, 50, at: source.now)])
    #expect(transition.isHeld && transition.timeline?.paused.value == true)
    let grabbed = try #require(transition.timeline?.timeOffset.value)
    #expect(abs(grabbed - 0.1) < 1e-12)
    // 15 points past the slop, then 80 points more: 80 / 400 of the 0.5 s window.
    feed(pan, [pointer(.move, 1, 50, 65, at: source.now + 0.01)])
    feed(pan, [pointer(.move, 1, 50, 145, at: source.now + 0.02)])
    source.advance(frames: 1)
    #expect(abs((transition.timeline?.timeOffset.value ?? 0) - (grabbed + 0.1)) < 1e-12)
    #expect(height.value == expected(transition.timeline?.timeOffset.value ?? 0))
    #expect(card.position.value == Point(x: 0, y: 0), "the timeline form does not move the element")
    // Dragged back up past the start: kept within the window.
    feed(pan, [pointer(.move, 1, 50, -300, at: source.now + 0.01)])
    #expect(transition.timeline?.timeOffset.value == 0)
    // Let go slowly near the start: backward, cancelled.
    source.advance(frames: 20)
    feed(pan, [pointer(.move, 1, 50, -300, at: source.now)])
    feed(pan, [pointer(.up, 1, 50, -300, at: source.now)])
    #expect(transition.direction.value == .backward)
    source.advance(by: 1)
    #expect(transition.outcome == .cancelled)
    #expect(height.value == 0)
  }

  @Test("TR-9: it completes at the very frame its timeline reaches the end, either way")
  func exactFrame() throws {
    let (presenting, _) = try opening()
    source.step(to: 0.25)
    #expect(presenting.outcome == nil)
    source.step(to: 0.5)
    #expect(presenting.outcome == .finished, "local time 0.5: the window's end")
    let (closing, _) = try opening(.backward)
    source.step(to: 0.75)
    #expect(closing.outcome == nil)
    source.step(to: 1)
    #expect(closing.outcome == .finished, "local time 0: the window's start")
  }

  @Test("TR-9: paused and scrubbed past the window's end, it waits until it plays")
  func scrubbedPastTheEnd() throws {
    let (transition, height) = try opening()
    let timeline = try #require(transition.timeline)
    timeline.paused.value = true
    try timeline.scrub(to: 0.7)
    source.advance(frames: 3)
    #expect(transition.outcome == nil)
    #expect(height.value == 100)
    timeline.paused.value = false
    source.advance(frames: 1)
    #expect(transition.outcome == .finished)
    #expect(timeline.timeOffset.value == 0.5)
  }

  @Test(
    "TR-9, TR-10, TR-11: a scrub let go slowly past half way finishes; a drag after the end scrubs nothing"
  )
  func scrubbedPastHalf() throws {
    let (transition, height) = try opening()
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    runtime.add(
      try TransitionDrag(
        pan, transition: transition, back: Point(x: 0, y: 100), fore: Point(x: 0, y: 500),
        form: .scrubsTimeline), to: card)
    source.advance(frames: 3)
    feed(pan, [pointer(.down, 1, 0, 0, at: source.now)])
    let grabbed = try #require(transition.timeline?.timeOffset.value)
    // Past the slop, then to 240 points along the 400-point axis from the grab.
    feed(pan, [pointer(.move, 1, 0, 15, at: source.now + 0.01)])
    feed(pan, [pointer(.move, 1, 0, 255, at: source.now + 0.02)])
    let scrubbed = try #require(transition.timeline?.timeOffset.value)
    #expect(abs(scrubbed - (grabbed + 0.3)) < 1e-12)
    source.advance(frames: 20)
    feed(pan, [pointer(.move, 1, 0, 255, at: source.now)])
    feed(pan, [pointer(.up, 1, 0, 255, at: source.now)])
    #expect(transition.direction.value == .forward, "progress 0.6 or so: past half way")
    source.advance(by: 1)
    #expect(transition.outcome == .finished)
    #expect(height.value == 100)
    // After the end the drag moves nothing.
    feed(pan, [pointer(.down, 1, 0, 0, at: source.now)])
    feed(pan, [pointer(.move, 1, 0, -100, at: source.now + 0.01)])
    feed(pan, [pointer(.move, 1, 0, -300, at: source.now + 0.02)])
    source.advance(frames: 2)
    #expect(transition.timeline?.timeOffset.value == 0.5)
    #expect(height.value == 100)
  }
}
