import MotionStreams
import MotionTimeline
import Testing

// The examples in the doc comments of Sources/Timeline that read a clock or a reactive property
// (MotionStreams, so they show their imports), each run by a test that asserts what the comment
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionTimeline doc comments")
struct TimelineDocCommentSnippets {
  @Test("Timeline: paused at an offset, it follows the offset, and resumes from it")
  func timeline() {
    let scheduler = ManualScheduler(now: 3)
    var rendered: [Timeline.Snapshot] = []
    func render(_ snapshot: Timeline.Snapshot) { rendered.append(snapshot) }
    let timeline = Timeline(clock: scheduler)  // begun now: beginTime = scheduler.now
    let subscription = timeline.asStream().subscribe { snapshot in render(snapshot) }
    timeline.paused.value = true  // interactions freeze at timeOffset
    timeline.timeOffset.value = 0.25  // ... and follow it while paused
    timeline.paused.value = false  // resume from 0.25 without a jump
    subscription.unsubscribe()
    #expect(timeline.beginTime == 3)
    #expect(rendered.map(\.paused) == [false, true, true, false])
    #expect(rendered.map { $0.localTime(at: scheduler.now) } == [0, 0, 0.25, 0.25])
    scheduler.advance(by: 1)
    #expect(timeline.snapshot.localTime(at: scheduler.now) == 1.25)
  }

  @Test("Timeline.Snapshot: a snapshot alone gives local time")
  func snapshot() {
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock)
    clock.advance(by: 0.75)
    var rendered: [Double] = []
    func render(at time: Double) { rendered.append(time) }
    let snapshot = timeline.snapshot
    if let time = snapshot.localTime(at: clock.now) { render(at: time) }
    #expect(rendered == [0.75])
  }

  @Test("Timeline.asStream: the current snapshot at once, then one per real change")
  func stream() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let timeline = Timeline(clock: ManualScheduler())
    let subscription = timeline.asStream().subscribe { snapshot in
      print(snapshot.paused, snapshot.timeOffset)
    }
    timeline.paused.value = true
    timeline.paused.value = true
    timeline.timeOffset.value = 0.5
    subscription.unsubscribe()
    #expect(printed.lines == ["false 0.0", "true 0.0", "true 0.5"])
  }

  @Test("InteractionClock: registered on a timeline, it gives the timeline's local time each frame")
  func interactionClock() {
    let scheduler = ManualScheduler()
    let tween = TimedSketch(timeline: Timeline(clock: scheduler))
    scheduler.advance(by: 0.5)
    let frameTime = scheduler.now
    // At registration with the runtime:
    let time = InteractionClock(timeline: tween.timeline, clock: scheduler)
    // Every frame:
    if let seconds = time.localTime(at: frameTime) { tween.render(at: seconds) }
    #expect(tween.rendered == [0.5])
  }
}

/// What the InteractionClock example calls a tween: something on a timeline that renders at a
/// local time.
private final class TimedSketch {
  let timeline: Timeline?
  private(set) var rendered: [Double] = []

  init(timeline: Timeline?) { self.timeline = timeline }

  func render(at seconds: Double) { rendered.append(seconds) }
}

@Suite("Snippets: Timeline playback rate")
struct TimelinePlaybackRateSnippets {
  @Test("Timeline.setPlaybackRate: twice as fast from the present, then reversed")
  func playbackRate() throws {
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock)
    clock.advance(by: 1)
    try timeline.setPlaybackRate(2)  // twice as fast from where it is now
    clock.advance(by: 0.5)  // local time 2
    timeline.reverse()  // back the way it came, at the same speed
    #expect(timeline.localTime(at: clock.now) == 2)
    #expect(timeline.playbackRate == -2)
    clock.advance(by: 0.25)
    #expect(timeline.localTime(at: clock.now) == 1.5)
  }
}
