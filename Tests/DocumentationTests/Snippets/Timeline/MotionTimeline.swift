import MotionStreams
import MotionTimeline
import Testing

// The Swift block of Timeline.docc/MotionTimeline.md, run by a test that asserts what the article
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionTimeline")
struct MotionTimelineSnippets {
  @Test("TL-R11: a paused timeline shows its offset, and resumes from it without a jump")
  func overview() {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)  // begun now (reactive form)
    let time = InteractionClock(timeline: timeline)  // what a tween reads each frame

    scheduler.advance(by: 2)
    let running = time.localTime  // 2.0
    timeline.paused.value = true
    timeline.timeOffset.value = 0.5  // scrub
    let scrubbed = time.localTime  // 0.5
    timeline.paused.value = false  // resume from 0.5, no jump
    #expect(running == 2)
    #expect(scrubbed == 0.5)
    #expect(time.localTime == 0.5)
    scheduler.advance(by: 1)
    #expect(time.localTime == 1.5)
  }
}
