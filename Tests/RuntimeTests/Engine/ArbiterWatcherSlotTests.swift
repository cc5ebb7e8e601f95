import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// A property's arbiter watches it from the property's watcher slot; where it cannot (a second
/// runtime animates the same property, or the arbiter is made while the property delivers a
/// value), it observes as an ordinary observer. Either way it sees the app's writes, and lets go
/// of the property when its runtime goes away.
@Suite("Arbiter in the watcher slot")
struct ArbiterWatcherSlotTests {
  @Test("RT-1: the second runtime's arbiter observes; app writes reach both; each lets go")
  func twoArbiters() throws {
    let property = ReactiveProperty(0.0)
    let sourceA = ManualFrameSource()
    let sourceB = ManualFrameSource()
    weak var weakA: PropertyArbiter<Double>?
    weak var weakB: PropertyArbiter<Double>?
    var runtimeB: FrameRuntime? = FrameRuntime(frameSource: sourceB)
    do {
      let runtimeA = FrameRuntime(frameSource: sourceA)
      runtimeA.add(try linear([0, 10], over: 1), to: property)
      sourceA.advance(by: 2)
      #expect(property.value == 10)
      let arbiterA = PropertyArbiter.of(property, in: runtimeA)
      weakA = arbiterA
      #expect(arbiterA.isWatcher && property.observerCount == 0)

      runtimeB?.add(try linear([0, 20], over: 1), to: property)
      sourceB.advance(by: 2)
      #expect(property.value == 20)
      let arbiterB = PropertyArbiter.of(property, in: runtimeB!)
      weakB = arbiterB
      #expect(!arbiterB.isWatcher && property.observerCount == 1)
      // B's writes are the app's to A.
      #expect(arbiterA.appWrites?.value == 20)

      property.value = 5  // the app's
      #expect(arbiterA.appWrites?.value == 5 && arbiterB.appWrites?.value == 5)
      sourceA.advance(frames: 2)
      sourceB.advance(frames: 2)
      #expect(property.value == 5)
    }
    // Runtime A is gone: its arbiter has left the slot; B still observes.
    #expect(weakA == nil)
    #expect(property.watcher == nil && property.observerCount == 1)
    property.value = 7
    #expect(weakB?.appWrites?.value == 7)
    sourceB.advance(frames: 1)
    #expect(property.value == 7)
    runtimeB = nil
    #expect(weakB == nil && property.observerCount == 0)
  }

  @Test("RT-1: a runtime that finds the slot free after another let go takes it")
  func slotReused() throws {
    let property = ReactiveProperty(0.0)
    let source = ManualFrameSource()
    do {
      let first = FrameRuntime(frameSource: source)
      first.add(try linear([0, 1], over: 1), to: property)
      #expect(PropertyArbiter<Double>.of(property, in: first).isWatcher)
    }
    #expect(property.watcher == nil)
    let second = FrameRuntime(frameSource: source)
    second.add(try linear([0, 3], over: 1), to: property)
    #expect(PropertyArbiter<Double>.of(property, in: second).isWatcher)
    source.advance(by: 2)
    #expect(property.value == 3)
    property.value = 4
    #expect(PropertyArbiter<Double>.of(property, in: second).appWrites?.value == 4)
  }

  @Test("RT-1: an arbiter made while its property delivers observes instead, and sees app writes")
  func madeDuringADelivery() throws {
    let property = ReactiveProperty(0.0)
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let tween = try linear([0, 10], over: 1)
    var added = false
    let subscription = property.subscribe { value in
      guard value == 1, !added else { return }
      added = true
      runtime.add(tween, to: property)  // the property is delivering 1
    }
    property.value = 1
    let arbiter = PropertyArbiter<Double>.of(property, in: runtime)
    #expect(!arbiter.isWatcher && property.watcher == nil && property.observerCount == 2)
    source.advance(by: 2)
    #expect(property.value == 10)
    property.value = 4
    #expect(arbiter.appWrites?.value == 4)
    source.advance(frames: 1)
    #expect(property.value == 4)
    subscription.unsubscribe()
  }

  @Test("RT-1: each runtime finds one arbiter per property, from the slot or as an observer")
  func oneArbiterPerPropertyAndRuntime() throws {
    let property = ReactiveProperty(0.0)
    let other = ReactiveProperty(0.0)
    let sourceA = ManualFrameSource()
    let sourceB = ManualFrameSource()
    let runtimeA = FrameRuntime(frameSource: sourceA)
    let runtimeB = FrameRuntime(frameSource: sourceB)
    let arbiterA = PropertyArbiter.of(property, in: runtimeA)
    let arbiterB = PropertyArbiter.of(property, in: runtimeB)
    // A holds the slot; B, finding A's arbiter there (on other lanes), observes.
    #expect(arbiterA !== arbiterB && arbiterA.isWatcher && !arbiterB.isWatcher)
    #expect(PropertyArbiter.of(property, in: runtimeA) === arbiterA)
    #expect(PropertyArbiter.of(property, in: runtimeB) === arbiterB)
    #expect(PropertyArbiter.of(other, in: runtimeA) !== arbiterA)

    // Two tweens on B's observed property meet in one arbiter: the later one wins at once.
    runtimeB.add(try linear([0, 20], over: 1), to: property)
    runtimeB.add(try linear([100, 200], over: 1), to: property)
    #expect(property.value == 100)
    sourceB.advance(by: 0.5)
    #expect(property.value == 150)
    #expect(arbiterB.motions.count == 2)
    // The table keeps them (and nothing else holds them).
    #expect(ArbiterTable<Double>.of(runtimeA).watching.count == 2)
    #expect(ArbiterTable<Double>.of(runtimeB).observing.count == 1)
    #expect(ArbiterTable<Double>.of(runtimeB).watching.isEmpty)
  }
}
