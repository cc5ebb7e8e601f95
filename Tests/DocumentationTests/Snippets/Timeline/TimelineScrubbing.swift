import MotionTimeline
import Testing

// The examples in the doc comments of Sources/Timeline that need MotionTimeline alone, run by a
// test that asserts what the comments say (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: TimelineObserver and TimelineScrubber doc comments")
struct TimelineScrubbingSnippets {
  @Test("TL-S4…TL-S9: attaching pauses, moving scrubs and tells observers, detaching resumes")
  func scrubberAndObserver() {
    let timeline = Timeline()
    final class Readout: TimelineObserver {
      private(set) var offsets: [Double] = []
      func timelineDidAttachScrubber(_ timeline: Timeline, scrubber: TimelineScrubber) {}
      func timelineDidDetachScrubber(_ timeline: Timeline) {}
      func timelineScrubberDidScrub(_ timeline: Timeline, timeOffset: Double) {
        offsets.append(timeOffset)
      }
    }
    let readout = Readout()
    timeline.addObserver(readout)  // held weakly

    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber  // attach: the timeline pauses
    scrubber.timeOffset = 0.4  // observers get timelineScrubberDidScrub(0.4)
    timeline.scrubber = nil  // detach: the timeline resumes from 0.4
    #expect(readout.offsets == [0.4])
    #expect(!timeline.snapshot.paused)
    #expect(timeline.snapshot.timeOffset == 0.4)
    timeline.scrubber = scrubber
    #expect(timeline.snapshot.paused)
  }
}
