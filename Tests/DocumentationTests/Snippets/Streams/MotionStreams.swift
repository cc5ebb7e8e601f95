import MotionStreams
import Testing

// The Swift block of Streams.docc/MotionStreams.md, run by a test that asserts what the article
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionStreams")
struct MotionStreamsSnippets {
  @Test("a rubber-banded, deduplicated property prints 0 at once, then a value between 300 and 350")
  func overview() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let position = ReactiveProperty(0.0, name: "position")
    let subscription = position.asStream()
      .rubberBanded(below: 0, above: 300, length: 50)
      .dedupe()
      .subscribe { print($0) }
    position.value = 400  // prints a value between 300 and 350
    subscription.unsubscribe()
    position.value = 0
    #expect(printed.lines.count == 2)
    #expect(printed.lines.first == "0.0")
    let pulled = Double(printed.lines.last ?? "") ?? 0
    #expect(pulled > 300 && pulled < 350)
    #expect(abs(pulled - (300 + (1 - 1 / (100 * 0.55 / 50 + 1)) * 50)) < 1e-9)
  }
}
