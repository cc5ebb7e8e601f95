import MotionStreams
import Testing

@Suite("valve")
struct ValveTests {
  @Test("MO-5: valve subscribes the upstream only while open")
  func subscribedOnlyWhileOpen() {
    let value = ReactiveProperty(1)
    let isOpen = ReactiveProperty(false)
    var received: [Int] = []
    let subscription = value.asStream().valve(openWhenTrue: isOpen.asStream())
      .subscribe { received.append($0) }
    #expect(value.observerCount == 0)
    value.value = 2
    isOpen.value = true  // opening subscribes: the property emits its current value
    #expect(value.observerCount == 1)
    value.value = 3
    isOpen.value = true  // no change
    isOpen.value = false
    #expect(value.observerCount == 0)
    value.value = 4
    isOpen.value = true
    #expect(received == [2, 3, 4])
    subscription.unsubscribe()
    #expect(value.observerCount == 0)
    #expect(isOpen.observerCount == 0)
    isOpen.value = false
    isOpen.value = true
    #expect(value.observerCount == 0)
  }

  @Test("MO-5: valve is closed until the control emits")
  func closedUntilControlEmits() {
    let value = ReactiveProperty(1)
    let never = MotionObservable<Bool> { _ in Subscription() }
    var received: [Int] = []
    let subscription = value.asStream().valve(openWhenTrue: never).subscribe { received.append($0) }
    value.value = 2
    #expect(received.isEmpty)
    subscription.unsubscribe()
  }

  @Test("MO-7: closing the valve from inside a delivered value stops the flow")
  func closeFromInside() {
    let value = ReactiveProperty(0)
    let isOpen = ReactiveProperty(true)
    var received: [Int] = []
    let subscription = value.asStream().valve(openWhenTrue: isOpen.asStream())
      .subscribe {
        received.append($0)
        if $0 == 2 { isOpen.value = false }
      }
    value.value = 2
    value.value = 3
    #expect(received == [0, 2])
    #expect(value.observerCount == 0)
    subscription.unsubscribe()
  }
}

@Suite("valve motion state")
struct ValveStateTests {
  @Test("MO-6: valve forwards state while open and reports atRest when it closes on a motion")
  func closingReportsAtRest() {
    var send: MotionObserver<Int>?
    let source = MotionObservable<Int> { observer in
      send = observer
      return Subscription { send = nil }
    }
    let isOpen = ReactiveProperty(true)
    var states: [MotionState] = []
    let subscription = source.valve(openWhenTrue: isOpen.asStream())
      .subscribe(next: { _ in }, state: { states.append($0) })
    send?.state(.active)
    isOpen.value = false
    #expect(send == nil)
    #expect(states == [.active, .atRest])
    isOpen.value = true
    send?.state(.atRest)
    isOpen.value = false  // already at rest: nothing more
    #expect(states == [.active, .atRest, .atRest])
    isOpen.value = true
    send?.state(.active)
    subscription.unsubscribe()  // no state after unsubscribe
    #expect(states == [.active, .atRest, .atRest, .active])
  }
}
