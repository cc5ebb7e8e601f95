import MotionStreams
import Testing

@Suite("ReactiveProperty core")
struct ReactivePropertyCoreTests {
  @Test("MO-4: subscribers get the current value at once, then every write")
  func currentValueThenWrites() {
    let property = ReactiveProperty(1)
    var received: [Int] = []
    let subscription = property.subscribe { received.append($0) }
    property.value = 2
    property.value = 2
    #expect(received == [1, 2, 2])
    #expect(property.value == 2)
    subscription.unsubscribe()
    property.value = 3
    #expect(received == [1, 2, 2])
  }

  @Test("MO-4: the external-write hook runs before observers")
  func externalWriteBeforeObservers() {
    var log: [String] = []
    let property = ReactiveProperty(0) { log.append("hook \($0)") }
    let subscription = property.subscribe { log.append("observer \($0)") }
    property.value = 5
    #expect(log == ["observer 0", "hook 5", "observer 5"])
    subscription.unsubscribe()
  }
}
