import MotionTimeline
import MotionTween
import Testing

// The Swift blocks of Tween.docc/StaggersAndSequences.md and of the doc comment of
// Sources/Tween/TweenSequence.swift, each run by a test that asserts what the text says
// (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: staggers and sequences")
struct StaggersAndSequencesSnippets {
  @Test("a centred stagger of five cards: delays 0.1, 0.05, 0, 0.05, 0.1")
  func stagger() throws {
    let fadeIn = try Tween(duration: 0.2, values: [0.0, 1.0], interTimingFunctions: [.decelerate])
    let cards = try Stagger(each: 0.05, from: .center).apply(to: fadeIn, count: 5)
    // delays 0.1, 0.05, 0, 0.05, 0.1
    #expect(cards.map(\.delay) == [0.05 * 2, 0.05, 0, 0.05, 0.05 * 2])
  }

  @Test("the article's sequence: the slide starts 50 ms before the fade ends")
  func articleSequence() throws {
    let timeline = Timeline()
    let fadeIn = try Tween(duration: 0.2, values: [0.0, 1.0])
    let slideUp = try Tween(duration: 0.3, values: [40.0, 0.0])
    var sequence = TweenSequence(timeline: timeline)
    let fade = try sequence.place(fadeIn)  // 0 … 0.2
    let slide = try sequence.place(slideUp, .afterPrevious(gap: -0.05))  // 0.15 …
    #expect(fade.delay == 0 && fade.endTime == 0.2)
    #expect(slide.delay == 0.2 - 0.05)
    #expect(fade.timeline === timeline && slide.timeline === timeline)
  }

  @Test("the doc comment's sequence: 0 … 0.3, 0.2 … 0.6, 0.25 …")
  func docCommentSequence() throws {
    let timeline = Timeline()
    let fadeIn = try Tween(duration: 0.3, values: [0.0, 1.0])
    let slideUp = try Tween(duration: 0.4, values: [40.0, 0.0])
    let popIn = try Tween(duration: 0.1, values: [0.8, 1.0])
    var sequence = TweenSequence(timeline: timeline)
    let fade = try sequence.place(fadeIn)  // 0 … 0.3
    let slide = try sequence.place(slideUp, .afterPrevious(gap: -0.1))  // 0.2 … 0.6
    let badge = try sequence.place(popIn, .withPrevious(offset: 0.05))  // 0.25 …
    #expect(fade.delay == 0 && fade.endTime == 0.3)
    #expect(abs(slide.delay - 0.2) < 1e-12 && abs(slide.endTime - 0.6) < 1e-12)
    #expect(abs(badge.delay - 0.25) < 1e-12)
  }
}
