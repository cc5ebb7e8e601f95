import MotionRuntime
import MotionStreams
import Testing

// The Swift block of Runtime.docc/WritingAnInteraction.md, run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
final class FadeTo: Interaction {
  let opacity: Double
  let duration: Double
  init(_ opacity: Double, over duration: Double) {
    (self.opacity, self.duration) = (opacity, duration)
  }

  func add(to target: MotionElement, runtime: some InteractionRuntime, constraints: Never?) {
    let start = runtime.now
    let from = target.opacity.value
    let frames = runtime.frames
    let (to, duration) = (opacity, self.duration)
    let fade = MotionObservable<Double>(
      metadata: StreamMetadata("fadeTo", arguments: ["\(to)"], upstreams: [frames.metadata])
    ) { observer in
      observer.state(.active)
      var upstream = Subscription()
      upstream = frames.subscribe { time in
        let progress = min(1, (time - start) / duration)
        observer.next(from + (to - from) * progress)
        if progress >= 1 {
          observer.state(.atRest)
          upstream.unsubscribe()
        }
      }
      return Subscription { upstream.unsubscribe() }
    }
    runtime.connect(fade, to: target.opacity)
  }
}

@Suite("Snippets: writing an interaction")
struct WritingAnInteractionSnippets {
  @Test("RT-3, RT-4, RT-6: one instance fades two targets on their own, reports rest, draws itself")
  func fadeTo() {
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let (card, sheet) = (MotionElement(name: "card"), MotionElement(name: "sheet", opacity: 0))
    let fade = FadeTo(0.5, over: 0.5)
    runtime.add(fade, to: card)
    source.advance(by: 0.25)
    runtime.add(fade, to: sheet)
    #expect(runtime.isActive(fade))
    source.advance(by: 0.25)
    #expect(card.opacity.value == 0.5)
    #expect(abs(sheet.opacity.value - 0.25) < 1e-9)
    source.advance(by: 0.25)
    #expect(sheet.opacity.value == 0.5)
    #expect(!runtime.isActive(fade))
    #expect(runtime.toGraphViz().contains("fadeTo(0.5)"))
  }
}
