import MotionStreams
import Testing

// The Swift block of Streams.docc/DeliveryOrder.md, run by a test that asserts what the article
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: delivery order across properties")
struct DeliveryOrderSnippets {
  @Test("MO-7: a write made inside another input's delivery reaches every subscription after it")
  func crossWrite() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    let sum = combineLatest(a.asStream(), b.asStream())
    let first = sum.subscribe { x, y in
      if (x, y) == (0, 1) { a.value = 2 }  // written from inside b's delivery
    }
    var seen: [String] = []
    let second = sum.subscribe { x, y in seen.append("\(x) \(y)") }
    b.value = 1
    // seen == ["0 0", "0 1", "2 1"]. Without the rule below the second subscription saw
    // ["0 0", "2 0", "2 1"]: a tuple that never existed, and none with a = 0 and b = 1.
    #expect(seen == ["0 0", "0 1", "2 1"])
    first.unsubscribe()
    second.unsubscribe()
  }
}
