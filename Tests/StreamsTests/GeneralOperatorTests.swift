import MotionStreams
import Testing

@Suite("General operators")
struct GeneralOperatorTests {
  @Test("MO-5: dedupe passes the first value and compares with the last emitted")
  func dedupe() {
    let property = ReactiveProperty(1)
    var received: [Int] = []
    let subscription = property.asStream().dedupe().subscribe { received.append($0) }
    for value in [1, 1, 2, 2, 1, 3, 3] { property.value = value }
    #expect(received == [1, 2, 1, 3])
    subscription.unsubscribe()
  }

  @Test("MO-5: dedupe state is per subscription")
  func dedupePerSubscription() {
    let property = ReactiveProperty(1)
    let deduped = property.asStream().dedupe()
    var first: [Int] = []
    var second: [Int] = []
    let a = deduped.subscribe { first.append($0) }
    property.value = 2
    let b = deduped.subscribe { second.append($0) }  // its first value always passes
    property.value = 2
    property.value = 3
    #expect(first == [1, 2, 3])
    #expect(second == [2, 3])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-5: dedupe lets every NaN through (NaN is never equal)")
  func dedupeNaN() {
    let property = ReactiveProperty(Double.nan)
    var count = 0
    let subscription = property.asStream().dedupe().subscribe { _ in count += 1 }
    property.value = .nan
    #expect(count == 2)
    subscription.unsubscribe()
  }

  @Test("MO-5: dedupe(by:) uses the given equality")
  func dedupeBy() {
    let property = ReactiveProperty(1.0)
    var received: [Double] = []
    let subscription = property.asStream().dedupe { abs($0 - $1) < 0.5 }
      .subscribe { received.append($0) }
    for value in [1.2, 1.4, 1.6, 2.0] { property.value = value }
    #expect(received == [1.0, 1.6])
    subscription.unsubscribe()
  }

  @Test("MO-5: ignoreUntil drops values until the expected one, then passes everything")
  func ignoreUntil() {
    let property = ReactiveProperty(0)
    var received: [Int] = []
    let subscription = property.asStream().ignoreUntil(2).subscribe { received.append($0) }
    for value in [1, 3, 2, 1, 2, 5] { property.value = value }
    #expect(received == [2, 1, 2, 5])
    subscription.unsubscribe()
  }

  @Test("MO-5: inverted negates booleans")
  func inverted() {
    let property = ReactiveProperty(true)
    var received: [Bool] = []
    let subscription = property.asStream().inverted().subscribe { received.append($0) }
    property.value = false
    #expect(received == [false, true])
    subscription.unsubscribe()
  }

  @Test("MO-5: log writes each value with its prefix and passes it on")
  func log() {
    let property = ReactiveProperty(1)
    var lines: [String] = []
    var received: [Int] = []
    let subscription = property.asStream().log("x:") { lines.append($0) }
      .subscribe { received.append($0) }
    property.value = 2
    #expect(lines == ["x: 1", "x: 2"])
    #expect(received == [1, 2])
    subscription.unsubscribe()
    var plain: [String] = []
    let other = property.asStream().log { plain.append($0) }.subscribe { _ in }
    #expect(plain == ["2"])
    other.unsubscribe()
  }

  @Test("MO-5: toString describes each value")
  func toString() {
    let property = ReactiveProperty(Point(x: 1, y: 2))
    var received: [String] = []
    let subscription = property.asStream().toString().subscribe { received.append($0) }
    #expect(received == ["(1.0, 2.0)"])
    subscription.unsubscribe()
  }

  @Test("MO-5: startWith emits the initial value first and is remembered")
  func startWith() {
    var emit: ((Int) -> Void)?
    var connects = 0
    let source = MotionObservable<Int> { observer in
      connects += 1
      emit = observer.next
      return Subscription { emit = nil }
    }
    let started = source.startWith(0)
    var first: [Int] = []
    var second: [Int] = []
    let a = started.subscribe { first.append($0) }
    emit?(1)
    let b = started.subscribe { second.append($0) }  // replays the latest value
    emit?(2)
    #expect(first == [0, 1, 2])
    #expect(second == [1, 2])
    #expect(connects == 1)
    a.unsubscribe()
    b.unsubscribe()
    #expect(emit == nil)  // the last unsubscribe disconnected the upstream
    var third: [Int] = []
    let c = started.subscribe { third.append($0) }  // starts over
    #expect(third == [0])
    #expect(connects == 2)
    c.unsubscribe()
  }
}
