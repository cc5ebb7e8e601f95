import MotionStreams
import Testing

/// Subscribes to `stream`, writes `inputs` to `property` after the initial value, and returns
/// everything the stream emitted.
func collect<Input, Output>(
  _ property: ReactiveProperty<Input>, _ inputs: [Input],
  _ stream: (MotionObservable<Input>) -> MotionObservable<Output>
) -> [Output] {
  var received: [Output] = []
  let subscription = stream(property.asStream()).subscribe { received.append($0) }
  for input in inputs { property.value = input }
  subscription.unsubscribe()
  return received
}

@Suite("Rewrite and threshold operators")
struct RewriteThresholdTests {
  @Test("MO-5: rewrite maps known values and drops unmapped ones")
  func rewrite() {
    let received = collect(ReactiveProperty(1), [2, 3, 1]) { $0.rewrite([1: "one", 3: "three"]) }
    #expect(received == ["one", "three", "one"])
  }

  @Test("MO-5: rewriteTo replaces every value")
  func rewriteTo() {
    #expect(collect(ReactiveProperty(1), [2]) { $0.rewriteTo("x") } == ["x", "x"])
  }

  @Test("MO-5: rewriteRange maps linearly and extrapolates")
  func rewriteRange() {
    let received = collect(ReactiveProperty(0.0), [50, 100, 200, -100]) {
      $0.rewriteRange(start: 0, end: 100, destinationStart: 1, destinationEnd: 0.5)
    }
    #expect(received == [1, 0.75, 0.5, 0, 1.5])
  }

  @Test("MO-5: rewriteRange with a zero-length source range gives the destination start")
  func rewriteRangeEmpty() {
    let received = collect(ReactiveProperty(3.0), [5, -1, .nan]) {
      $0.rewriteRange(start: 5, end: 5, destinationStart: 10, destinationEnd: 20)
    }
    #expect(received == [10, 10, 10, 10])
  }

  @Test("MO-5: rewriteRange gives NaN for a NaN value or bound")
  func rewriteRangeNaN() {
    let fromValue = collect(ReactiveProperty(Double.nan), []) {
      $0.rewriteRange(start: 0, end: 1, destinationStart: 0, destinationEnd: 2)
    }
    let fromBound = collect(ReactiveProperty(0.5), []) {
      $0.rewriteRange(start: .nan, end: 1, destinationStart: 0, destinationEnd: 2)
    }
    #expect(fromValue.count == 1 && fromValue[0].isNaN)
    #expect(fromBound.count == 1 && fromBound[0].isNaN)
  }

  @Test("MO-5: threshold: below, equal is within, above; NaN dropped")
  func threshold() {
    let received = collect(ReactiveProperty(0.0), [1, 2, .nan, 3]) { $0.threshold(1) }
    #expect(received == [.below, .within, .above, .above])
    #expect(collect(ReactiveProperty(0.0), [1]) { $0.threshold(.nan) }.isEmpty)
  }

  @Test("MO-5: thresholdRange is inclusive and orders reversed bounds")
  func thresholdRange() {
    let received = collect(ReactiveProperty(0.0), [1, 2, 3, 4, .nan]) {
      $0.thresholdRange(min: 1, max: 3)
    }
    #expect(received == [.below, .within, .within, .within, .above])
    let reversed = collect(ReactiveProperty(0.0), [2, 4]) { $0.thresholdRange(min: 3, max: 1) }
    #expect(reversed == [.below, .within, .above])
  }

  @Test("MO-5: slop emits nothing before the first exit, then exits and returns")
  func slop() {
    let received = collect(ReactiveProperty(0.0), [5, -10, 11, 12, 3, 3, -20, .nan, 0]) {
      $0.slop(size: 10)
    }
    #expect(received == [.onExit, .onReturn, .onExit, .onReturn])
    #expect(collect(ReactiveProperty(0.0), [1, 2, -3]) { $0.slop(size: 5) }.isEmpty)
  }

  @Test("MO-5: slop uses a negative size's magnitude and ignores a NaN size")
  func slopBadInput() {
    #expect(collect(ReactiveProperty(0.0), [6, 1]) { $0.slop(size: -5) } == [.onExit, .onReturn])
    #expect(collect(ReactiveProperty(0.0), [6, 1]) { $0.slop(size: .nan) }.isEmpty)
    #expect(collect(ReactiveProperty(0.0), [1e300]) { $0.slop(size: .infinity) }.isEmpty)
  }

  @Test("MO-5: slop state is per subscription")
  func slopPerSubscription() {
    let property = ReactiveProperty(20.0)
    let slop = property.asStream().slop(size: 10)
    var first: [SlopEvent] = []
    var second: [SlopEvent] = []
    let a = slop.subscribe { first.append($0) }
    property.value = 0
    let b = slop.subscribe { second.append($0) }
    property.value = 20
    #expect(first == [.onExit, .onReturn, .onExit])
    #expect(second == [.onExit])
    a.unsubscribe()
    b.unsubscribe()
  }
}
