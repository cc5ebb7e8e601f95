import MotionRuntime
import MotionStreams
import MotionTween
import Testing

// The Swift block of Runtime.docc/MotionRuntime.md's overview, run by a test that asserts what
// the text says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: the MotionRuntime overview")
struct MotionRuntimeOverviewSnippets {
  @Test("RT-1, RT-2, RT-4, RT-6: connect, add, whenAllAtRest, draw after each frame, the graph")
  func overview() throws {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card")
    // A value the app writes (a slider's, say) and a tween of the card's opacity from 0 to 1.
    let slider = ReactiveProperty(0.5)
    let fadeIn = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 1]))
    runtime.connect(slider.asStream(), to: card.opacity)  // RT-1
    runtime.add(fadeIn, to: card.opacity)  // RT-2: stored, then invoked
    runtime.whenAllAtRest([fadeIn]) { print("settled") }  // RT-4
    // After each frame every property holds that frame's value: draw the scene from here.
    var drawn: [Double] = []
    let drawing = runtime.addAfterFrameObserver { _ in drawn.append(card.opacity.value) }
    source.advance(by: 0.5)
    print(runtime.toGraphViz())  // RT-6
    drawing.unsubscribe()
    #expect(printed.lines.count == 2)
    #expect(printed.lines.first == "settled")
    #expect(printed.lines.last?.hasPrefix("digraph") == true)
    #expect(card.opacity.value == 1)
    // One drawing per frame, rising to 1 and holding it.
    #expect(drawn.count == 30)
    #expect(drawn == drawn.sorted() && drawn.last == 1)
    // The tween holds its last value; the app's next write moves the card again.
    slider.value = 0.25
    #expect(card.opacity.value == 0.25)
  }
}
