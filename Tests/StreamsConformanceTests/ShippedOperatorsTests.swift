import MotionStreams
import MotionStreamsConformance
import Testing

/// The library's own operators pass the stream kit: a representative set of every family
/// (foundation, general, math, point, rewrite, threshold, sharing, time, valve, combining).
@Suite("Stream kit: shipped operators")
struct ShippedOperatorsTests {
  static let numbers: [Double] = [0, 4, 4, -3, 12, 12, 7, -20, 30]

  /// Fails the test with every failure the kit reports for `harness`.
  func expectConformance<Input, Output>(_ harness: OperatorHarness<Input, Output>) {
    let failures = StreamConformance.check(operator: harness)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test("MO-1…MO-8: the foundation operators pass the stream kit")
  func foundation() {
    let inputs = Self.numbers
    expectConformance(OperatorHarness("map", inputs: inputs) { $0.map { $0 * 2 } })
    expectConformance(OperatorHarness("filter", inputs: inputs) { $0.filter { $0 > 0 } })
    expectConformance(
      OperatorHarness("map then filter", inputs: inputs) {
        $0.map { $0 + 1 }.filter { $0 > 1 }
      })
    expectConformance(
      OperatorHarness("nextOperator(makeNext:)", inputs: inputs) { stream in
        stream.nextOperator(named: "count") { (observer: MotionObserver<String>) in
          var count = 0
          return { value in
            count += 1
            observer.next("\(count): \(value)")
          }
        }
      })
    expectConformance(
      OperatorHarness("nextOperator(operation:), two values each", inputs: inputs) { stream in
        stream.nextOperator(named: "twice") { (value: Double, next: (Double) -> Void) in
          next(value)
          next(-value)
        }
      })
    expectConformance(OperatorHarness("onEach", inputs: inputs) { $0.onEach { _ in } })
  }

  @Test("MO-1…MO-8: the general operators pass the stream kit")
  func general() {
    let inputs = Self.numbers
    expectConformance(OperatorHarness("dedupe", inputs: inputs) { $0.dedupe() })
    expectConformance(
      OperatorHarness("dedupe(by:)", inputs: inputs) { $0.dedupe { abs($0 - $1) < 5 } })
    expectConformance(OperatorHarness("ignoreUntil", inputs: inputs) { $0.ignoreUntil(-3) })
    expectConformance(OperatorHarness("toString", inputs: inputs) { $0.toString() })
    expectConformance(
      OperatorHarness("inverted", inputs: [true, false, false, true]) { $0.inverted() })
    var lines: [String] = []
    expectConformance(
      OperatorHarness("log", inputs: inputs) { $0.log("x", to: { lines.append($0) }) })
    #expect(!lines.isEmpty)
  }

  @Test("MO-1…MO-8: the math, point and rewrite operators pass the stream kit")
  func mathPointRewrite() throws {
    let inputs = Self.numbers
    expectConformance(OperatorHarness("lowerBound", inputs: inputs) { $0.lowerBound(0) })
    expectConformance(OperatorHarness("upperBound", inputs: inputs) { $0.upperBound(5) })
    expectConformance(OperatorHarness("offset", inputs: inputs) { $0.offset(by: 3) })
    expectConformance(OperatorHarness("scaled", inputs: inputs) { $0.scaled(by: -2) })
    expectConformance(OperatorHarness("distance", inputs: inputs) { $0.distance(from: 4) })
    expectConformance(
      OperatorHarness("rubberBanded", inputs: inputs) {
        $0.rubberBanded(below: 0, above: 10, length: 20)
      })
    let points = Self.numbers.map { Point(x: $0, y: 10 - $0) }
    expectConformance(OperatorHarness("x", inputs: points) { $0.x() })
    expectConformance(OperatorHarness("yLocked", inputs: points) { $0.yLocked(to: 7) })
    expectConformance(
      OperatorHarness("rubberBanded(inside:)", inputs: points) {
        $0.rubberBanded(inside: Rect(x: 0, y: 0, width: 10, height: 10), length: 5)
      })
    expectConformance(
      OperatorHarness("rewrite", inputs: inputs) { $0.rewrite([4: "four", 12: "twelve"]) })
    expectConformance(OperatorHarness("rewriteTo", inputs: inputs) { $0.rewriteTo("tick") })
    expectConformance(
      OperatorHarness("rewriteRange", inputs: inputs) {
        $0.rewriteRange(start: 0, end: 10, destinationStart: 100, destinationEnd: 0)
      })
  }

  @Test("MO-1…MO-8: the threshold operators pass the stream kit")
  func threshold() {
    let inputs = Self.numbers
    expectConformance(OperatorHarness("threshold", inputs: inputs) { $0.threshold(4) })
    expectConformance(
      OperatorHarness("thresholdRange", inputs: inputs) { $0.thresholdRange(min: 0, max: 10) })
    expectConformance(OperatorHarness("slop", inputs: inputs) { $0.slop(size: 5) })
  }

  @Test("MO-1…MO-8: the sharing operators pass the stream kit as sharing operators (MO-3)")
  func sharing() {
    let inputs = Self.numbers
    expectConformance(
      OperatorHarness("multicast", inputs: inputs, sharesSubscriptions: true) { $0.multicast() })
    expectConformance(
      OperatorHarness("remember", inputs: inputs, sharesSubscriptions: true) { $0.remember() })
    expectConformance(
      OperatorHarness("startWith", inputs: inputs, sharesSubscriptions: true) {
        $0.startWith(-1)
      })
  }

  @Test("MO-1…MO-8: delay, valve and merge pass the stream kit")
  func timeValveMerge() {
    let inputs = Self.numbers
    let scheduler = ManualScheduler()
    expectConformance(
      OperatorHarness("delay", inputs: inputs, afterInput: { scheduler.advance(by: 0.25) }) {
        $0.delay(by: 0.25, scheduler: scheduler)
      })
    #expect(scheduler.pendingCount == 0)
    // Two stages: the last values are still pending after the last input's step.
    expectConformance(
      OperatorHarness("delay, twice", inputs: inputs, afterInput: { scheduler.advance(by: 0.25) }) {
        $0.delay(by: 0.25, scheduler: scheduler).delay(by: 0.25, scheduler: scheduler)
      })
    expectConformance(
      OperatorHarness(
        "delay, twice, shared", inputs: inputs, sharesSubscriptions: true,
        afterInput: { scheduler.advance(by: 0.25) }
      ) {
        $0.delay(by: 0.25, scheduler: scheduler).delay(by: 0.25, scheduler: scheduler).multicast()
      })
    #expect(scheduler.pendingCount == 0)
    let gate = ReactiveProperty(true)
    expectConformance(
      OperatorHarness("valve", inputs: inputs) { $0.valve(openWhenTrue: gate.asStream()) })
    #expect(gate.observerCount == 0)
    let other = ReactiveProperty(100.0)
    expectConformance(
      OperatorHarness("merge", inputs: inputs) { $0.merge(with: other.asStream()) })
    #expect(other.observerCount == 0)
    expectConformance(
      OperatorHarness("combineLatest", inputs: inputs) { stream in
        combineLatest(stream, other.asStream()).map { $0 + $1 }
      })
  }
}
