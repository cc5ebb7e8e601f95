import MotionStreams
import MotionStreamsConformance
import Testing

// The operator of the "Writing an operator" article, verbatim.
extension MotionObservable where Value == Double {
  /// The change from the previous value; the first value of each subscription emits nothing.
  func deltas() -> MotionObservable<Double> {
    nextOperator(named: "deltas") { observer in
      var previous: Double?  // per subscription: makeNext runs once for each
      return { value in
        let last = previous
        previous = value  // state first, then emit: a value may arrive while this one is out
        if let last { observer.next(value - last) }
      }
    }
  }
}

@Suite("Writing an operator")
struct WritingAnOperatorTests {
  @Test("MO-5: the article's deltas operator emits changes, per subscription")
  func deltasEmitsChanges() {
    let position = ReactiveProperty(10.0)
    var first: [Double] = []
    var second: [Double] = []
    let a = position.asStream().deltas().subscribe { first.append($0) }
    position.value = 14
    let b = position.asStream().deltas().subscribe { second.append($0) }
    position.value = 11
    #expect(first == [4, -3])
    #expect(second == [-3])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-1…MO-8: the article's deltas operator passes the stream kit")
  func deltasConforms() {
    let failures = StreamConformance.check(
      operator: OperatorHarness("deltas", inputs: [0, 4, 4, -3, 12]) { $0.deltas() })
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test("MO-5: a deltas that emits before it stores its state fails the kit's MO-7 scenario")
  func stateAfterEmittingIsCaught() {
    func lateDeltas(_ stream: MotionObservable<Double>) -> MotionObservable<Double> {
      stream.nextOperator(named: "lateDeltas") { observer in
        var previous: Double?
        return { value in
          if let previous { observer.next(value - previous) }
          previous = value
        }
      }
    }
    let failures = StreamConformance.check(
      operator: OperatorHarness("lateDeltas", inputs: [0, 4, 4, -3, 12], lateDeltas))
    #expect(failures.map(\.scenario) == ["MO-7 value during delivery"])
  }
}
