import MotionStreams
import Testing

// The Swift blocks of Streams.docc/FoundationOperators.md, each run by a test that asserts what
// the article says (Docs/Testing.md, "Documentation snippets").
extension MotionObservable where Value == Double {
  func runningMaximum() -> MotionObservable<Double> {
    nextOperator(named: "runningMaximum") { observer in
      var maximum = -Double.infinity
      return { value in
        maximum = Swift.max(maximum, value)
        observer.next(maximum)
      }
    }
  }
}

@Suite("Snippets: foundation operators")
struct FoundationOperatorsSnippets {
  @Test("map, filter and onEach build new streams; onEach taps each value")
  func overview() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let position = ReactiveProperty(1.0)
    let doubled = position.asStream().map { $0 * 2 }
    let positive = doubled.filter { $0 > 0 }
    let logged = positive.onEach { print("value", $0) }
    var received: [Double] = []
    let subscription = logged.subscribe { received.append($0) }
    position.value = -3
    position.value = 4
    #expect(received == [2, 8])
    #expect(printed.lines == ["value 2.0", "value 8.0"])
    subscription.unsubscribe()
  }

  @Test("an operator with state keeps it per subscription")
  func runningMaximumPerSubscription() {
    let position = ReactiveProperty(3.0)
    let maximum = position.asStream().runningMaximum()
    var first: [Double] = []
    var second: [Double] = []
    let one = maximum.subscribe { first.append($0) }
    position.value = 1
    let two = maximum.subscribe { second.append($0) }
    position.value = 2
    #expect(first == [3, 3, 3])
    #expect(second == [1, 2])
    #expect(maximum.metadata.label == "runningMaximum")
    one.unsubscribe()
    two.unsubscribe()
  }
}
