import MotionRuntime
import MotionStreams
import Testing

// The example in the doc comment of Sources/Runtime/AnimateTo/FrameRuntime+AnimateTo.swift, run
// by a test that asserts what it says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: FrameRuntime.animate(_:to:with:)")
struct AnimateToDocCommentSnippets {
  @Test("animate to: a second call turns the card with no jump in value or velocity")
  func animateTo() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    // What the comment says, seen on a twin: the turn keeps the value and the velocity.
    let twinSource = ManualFrameSource()
    let twin = FrameRuntime(frameSource: twinSource)
    let twinCard = MotionElement(name: "twin", position: Point(x: 0, y: 0))
    try twin.animate(twinCard.position, to: Point(x: 200, y: 0))
    twinSource.advance(by: 0.1)
    let before = (twinCard.position.value, twin.velocity(of: twinCard.position))
    try twin.animate(twinCard.position, to: Point(x: 0, y: 120))
    #expect(twinCard.position.value == before.0)
    #expect(twin.velocity(of: twinCard.position) == before.1)
    // The block:
    try runtime.animate(card.position, to: Point(x: 200, y: 0))
    source.advance(by: 0.1)
    try runtime.animate(card.position, to: Point(x: 0, y: 120))  // turns, no jump, no kink
    #expect(card.position.value == before.0)
    source.advance(by: 3)
    #expect(card.position.value == Point(x: 0, y: 120))
  }
}
