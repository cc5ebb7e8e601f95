import MotionStreams
import Testing

@Suite("Foundation operators")
struct FoundationOperatorTests {
  @Test("MO-5: map transforms every value, filter drops the excluded ones")
  func mapAndFilter() {
    let property = ReactiveProperty(1)
    var received: [Int] = []
    let subscription = property.asStream().map { $0 * 10 }.filter { $0 != 20 }
      .subscribe { received.append($0) }
    property.value = 2
    property.value = 3
    #expect(received == [10, 30])
    subscription.unsubscribe()
    property.value = 4
    #expect(received == [10, 30])
    #expect(property.observerCount == 0)
  }

  @Test("MO-5: fused map-filter-filter keeps every stage's metadata")
  func fusionKeepsMetadata() {
    let property = ReactiveProperty(0, name: "x")
    let stream = property.asStream().map { $0 + 1 }.filter { $0 > 1 }.filter { $0 % 2 == 0 }
    #expect(stream.metadata.label == "filter")
    #expect(stream.metadata.upstreams.first?.label == "filter")
    #expect(stream.metadata.upstreams.first?.upstreams.first?.label == "map")
    #expect(stream.metadata.upstreams.first?.upstreams.first?.upstreams.first?.label == "property")
    var received: [Int] = []
    let subscription = stream.subscribe { received.append($0) }
    for value in 1...6 { property.value = value }
    #expect(received == [2, 4, 6])
    subscription.unsubscribe()
  }

  @Test("MO-5: a filter on a plain stream and a filter on a filter compose")
  func filterOnFilter() {
    let property = ReactiveProperty(0)
    var received: [Int] = []
    let subscription = property.asStream().filter { $0 > 2 }.filter { $0 < 6 }
      .subscribe { received.append($0) }
    for value in 1...8 { property.value = value }
    #expect(received == [3, 4, 5])
    subscription.unsubscribe()
  }

  @Test("MO-5: operators never mutate their upstream")
  func upstreamUntouched() {
    let property = ReactiveProperty(1)
    let source = property.asStream()
    let mapped = source.map { $0 * 2 }
    _ = mapped.filter { $0 > 100 }
    var plain: [Int] = []
    var doubled: [Int] = []
    let a = source.subscribe { plain.append($0) }
    let b = mapped.subscribe { doubled.append($0) }
    property.value = 5
    #expect(plain == [1, 5])
    #expect(doubled == [2, 10])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-5: nextOperator(named:) keeps state per subscription")
  func nextOperatorStatePerSubscription() {
    let property = ReactiveProperty("a")
    let counted: MotionObservable<String> = property.asStream().nextOperator(named: "count") {
      observer in
      var count = 0
      return { value in
        count += 1
        observer.next("\(count)\(value)")
      }
    }
    var first: [String] = []
    var second: [String] = []
    let a = counted.subscribe { first.append($0) }
    property.value = "b"
    let b = counted.subscribe { second.append($0) }
    property.value = "c"
    #expect(first == ["1a", "2b", "3c"])
    #expect(second == ["1b", "2c"])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-5: stateless nextOperator(named:) may emit several values or none")
  func nextOperatorOperation() {
    let property = ReactiveProperty(2)
    let repeated: MotionObservable<Int> = property.asStream().nextOperator(named: "repeat") {
      value, emit in
      for _ in 0..<value { emit(value) }
    }
    var received: [Int] = []
    let subscription = repeated.subscribe { received.append($0) }
    property.value = 0
    property.value = 1
    #expect(received == [2, 2, 1])
    subscription.unsubscribe()
  }

  @Test("MO-2: stateless nextOperator(named:) emits nothing more once unsubscribed mid-value")
  func nextOperatorOperationStopsMidValue() {
    let property = ReactiveProperty(0)
    let repeated: MotionObservable<Int> = property.asStream().nextOperator(named: "repeat") {
      value, emit in
      for _ in 0..<value { emit(value) }
    }
    var received: [Int] = []
    var subscription = Subscription()
    subscription = repeated.subscribe { value in
      received.append(value)
      subscription.unsubscribe()
    }
    property.value = 3
    property.value = 2
    #expect(received == [3])
    #expect(property.observerCount == 0)
  }

  @Test("MO-5: onEach(_:) sees each value before it is emitted")
  func read() {
    let property = ReactiveProperty(1)
    var log: [String] = []
    let subscription = property.asStream().onEach { log.append("read \($0)") }
      .subscribe { log.append("got \($0)") }
    property.value = 2
    #expect(log == ["read 1", "got 1", "read 2", "got 2"])
    subscription.unsubscribe()
  }

  @Test("MO-6: map, filter and nextOperator(named:) forward motion state untouched")
  func stateForwarded() {
    var emitState: ((MotionState) -> Void)?
    let source = MotionObservable<Int> { observer in
      emitState = observer.state
      return Subscription()
    }
    var states: [MotionState] = []
    _ = source.map { $0 }.filter { _ in false }.dedupe()
      .subscribe(next: { _ in }, state: { states.append($0) })
    emitState?(.active)
    emitState?(.atRest)
    emitState?(.atRest)
    #expect(states == [.active, .atRest, .atRest])
  }
}
