import MotionStreams
import MotionTestSupport
import Testing

/// The 1.0 names of the spec's operator-authoring API and of the shared pieces that moved into
/// MotionStreams (Docs/PublicAPI.md): each test checks what a spec name maps to.
@Suite("Spec names and their Swift names")
struct PublicNamesTests {
  @Test(
    "MO-4: the spec's onEach(_:), the current value returned synchronously, is ReactiveProperty.value"
  )
  func readIsValue() {
    let property = ReactiveProperty(1.0)
    #expect(property.value == 1)
    property.value = 2
    #expect(property.value == 2)  // no subscription, no delivery: read at once
    var seenDuringDelivery: [Double] = []
    let subscription = property.subscribe { _ in seenDuringDelivery.append(property.value) }
    property.value = 3
    subscription.unsubscribe()
    #expect(seenDuringDelivery == [2, 3])  // the latest write, also while it is being delivered
  }

  @Test("MO-5: onEach(_:) is a tap: it sees every value, emits it unchanged, per subscription")
  func onEachIsATap() {
    let property = ReactiveProperty(1)
    var tapped: [Int] = []
    let tapped1 = property.asStream().onEach { tapped.append($0) }
    var received: [Int] = []
    let first = tapped1.subscribe { received.append($0) }
    let second = tapped1.subscribe { _ in }
    property.value = 2
    first.unsubscribe()
    second.unsubscribe()
    property.value = 3
    #expect(received == [1, 2])
    #expect(tapped == [1, 1, 2, 2])
    #expect(tapped1.metadata.description == "onEach")
  }

  @Test("MO-5: map(named:) and filter(named:) record their label; map and filter record theirs")
  func namedOperators() {
    let number = ReactiveProperty(4).asStream()
    let named = number.map(named: "half", arguments: ["2"]) { $0 / 2 }
    #expect(named.metadata.description == "half(2)")
    #expect(number.filter(named: "even") { $0 % 2 == 0 }.metadata.description == "even")
    #expect(number.map { $0 }.metadata.description == "map")
    #expect(number.filter { _ in true }.metadata.description == "filter")
    var values: [Int] = []
    let subscription = named.filter(named: "positive") { $0 > 0 }.subscribe { values.append($0) }
    subscription.unsubscribe()
    #expect(values == [2])
  }

  @Test("MO-5: rubberBanded(inside:length:) is rubberBanded(below:above:length:) on each axis")
  func oneRubberBand() {
    var random = SeededRandom(seed: 12)
    for _ in 0..<fuzzIterations(ci: 500) {
      let rect = Rect(
        x: random.uniform(-100, 100), y: random.uniform(-100, 100),
        width: random.uniform(-50, 200), height: random.uniform(-50, 200))
      let length = random.chance(10) ? .infinity : random.uniform(-5, 80)
      let point = Point(x: random.uniform(-400, 400), y: random.uniform(-400, 400))
      let plane = ReactiveProperty(point)
      let xs = ReactiveProperty(point.x)
      let ys = ReactiveProperty(point.y)
      var banded: [Point] = []
      var bandedX: [Double] = []
      var bandedY: [Double] = []
      let edges = (rect.origin.x, rect.origin.x + rect.size.width)
      let rows = (rect.origin.y, rect.origin.y + rect.size.height)
      let subscriptions = [
        plane.asStream().rubberBanded(inside: rect, length: length).subscribe { banded.append($0) },
        xs.asStream().rubberBanded(below: edges.0, above: edges.1, length: length).subscribe {
          bandedX.append($0)
        },
        ys.asStream().rubberBanded(below: rows.0, above: rows.1, length: length).subscribe {
          bandedY.append($0)
        },
      ]
      for subscription in subscriptions { subscription.unsubscribe() }
      #expect(banded == [Point(x: bandedX[0], y: bandedY[0])])
    }
  }

  @Test("ParameterError names the parameter and the value for both of its cases")
  func parameterError() {
    #expect(
      ParameterError.invalidParameter("slop", -1).description
        == "slop must be finite and not negative, got -1.0")
    #expect(
      ParameterError.invalidCount("numberOfTaps", 0).description
        == "numberOfTaps must be at least 1, got 0")
  }

  @Test("The geometry's arithmetic lives with the types: Point, Size, Rect, AffineTransform")
  func geometry() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect + rect == Rect(x: 2, y: 4, width: 6, height: 8))
    #expect(rect - rect == .zero)
    #expect(rect.scaled(by: 2) == rect + rect)
    #expect(rect.magnitudeSquared == 1 + 4 + 9 + 16)
    #expect(Size(width: 3, height: 4).magnitudeSquared == 25)
    #expect(Point(x: 3, y: 4).scaled(by: 2) == Point(x: 6, y: 8))
    #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
    let quarter = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
    #expect(abs(quarter.x) < 1e-15 && abs(quarter.y - 1) < 1e-15)
  }
}
