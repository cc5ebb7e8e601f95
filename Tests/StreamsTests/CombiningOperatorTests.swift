import MotionStreams
import Testing

@Suite("Combining operators")
struct CombiningOperatorTests {
  @Test("MO-5: merge emits the values of both streams in arrival order")
  func merge() {
    let a = ReactiveProperty(1)
    let b = ReactiveProperty(10)
    var received: [Int] = []
    let subscription = a.asStream().merge(with: b.asStream()).subscribe { received.append($0) }
    a.value = 2
    b.value = 20
    a.value = 3
    #expect(received == [1, 10, 2, 20, 3])
    subscription.unsubscribe()
    a.value = 4
    b.value = 40
    #expect(received == [1, 10, 2, 20, 3])
    #expect(a.observerCount == 0 && b.observerCount == 0)
  }

  @Test("MO-5: combineLatest of two emits once both have a value, then on every change")
  func combineLatestTwo() {
    let a = ReactiveProperty(1)
    var emitB: ((String) -> Void)?
    let b = MotionObservable<String> { observer in
      emitB = observer.next
      return Subscription { emitB = nil }
    }
    var received: [String] = []
    let subscription = combineLatest(a.asStream(), b).subscribe { received.append("\($0)\($1)") }
    a.value = 2
    #expect(received.isEmpty)
    emitB?("x")
    a.value = 3
    emitB?("y")
    #expect(received == ["2x", "3x", "3y"])
    subscription.unsubscribe()
    #expect(emitB == nil)
    #expect(a.observerCount == 0)
  }

  @Test("MO-5: combineLatest of three emits tuples of the latest values")
  func combineLatestThree() {
    let a = ReactiveProperty(1)
    let b = ReactiveProperty(2)
    let c = ReactiveProperty(3)
    var received: [Int] = []
    let subscription = combineLatest(a.asStream(), b.asStream(), c.asStream())
      .map { $0 * 100 + $1 * 10 + $2 }
      .subscribe { received.append($0) }
    b.value = 5
    c.value = 7
    a.value = 9
    #expect(received == [123, 153, 157, 957])
    subscription.unsubscribe()
    #expect(a.observerCount + b.observerCount + c.observerCount == 0)
  }

  @Test("MO-6: merged motion state is active while any input is active")
  func mergedState() {
    var stateA: ((MotionState) -> Void)?
    var stateB: ((MotionState) -> Void)?
    let a = MotionObservable<Int> { observer in
      stateA = observer.state
      return Subscription()
    }
    let b = MotionObservable<Int> { observer in
      stateB = observer.state
      return Subscription()
    }
    var states: [MotionState] = []
    _ = a.merge(with: b).subscribe(next: { _ in }, state: { states.append($0) })
    stateA?(.active)
    stateB?(.active)
    stateA?(.atRest)
    #expect(states == [.active])
    stateB?(.atRest)
    #expect(states == [.active, .atRest])
    var combined: [MotionState] = []
    _ = combineLatest(a, b).subscribe(next: { _ in }, state: { combined.append($0) })
    stateB?(.atRest)
    stateA?(.active)
    stateA?(.atRest)
    #expect(combined == [.atRest, .active, .atRest])
  }
}
