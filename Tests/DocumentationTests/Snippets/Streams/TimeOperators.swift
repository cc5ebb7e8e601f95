import MotionStreams
import Testing

// The Swift block of Streams.docc/TimeOperators.md, run by a test that asserts what the article
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: time operators")
struct TimeOperatorsSnippets {
  @Test("a delayed stream prints the position a quarter of a second later")
  func overview() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let position = ReactiveProperty(7.0)
    let scheduler = ManualScheduler()
    let echo = position.asStream().delay(by: 0.25, scheduler: scheduler)
    let subscription = echo.subscribe { print($0) }
    scheduler.advance(by: 0.25)  // prints the position
    #expect(printed.lines == ["7.0"])
    position.value = 8
    #expect(printed.lines == ["7.0"])
    scheduler.advance(by: 0.25)
    #expect(printed.lines == ["7.0", "8.0"])
    subscription.unsubscribe()
  }
}
