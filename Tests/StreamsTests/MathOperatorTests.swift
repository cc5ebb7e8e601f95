import MotionStreams
import Testing

@Suite("Math and point operators")
struct MathOperatorTests {
  @Test("MO-5: offset, scaled, normalized, distance on Double streams")
  func arithmetic() {
    #expect(collect(ReactiveProperty(1.0), [2]) { $0.offset(by: 10) } == [11, 12])
    #expect(collect(ReactiveProperty(1.0), [2]) { $0.scaled(by: 3) } == [3, 6])
    #expect(collect(ReactiveProperty(1.0), [3]) { $0.normalized(by: 4) } == [0.25, 0.75])
    #expect(collect(ReactiveProperty(1.0), [7]) { $0.distance(from: 4) } == [3, 3])
  }

  @Test("MO-5: normalized(by: 0) and by NaN emit nothing, state still flows")
  func normalizedByZero() {
    #expect(collect(ReactiveProperty(1.0), [2]) { $0.normalized(by: 0) }.isEmpty)
    #expect(collect(ReactiveProperty(1.0), [2]) { $0.normalized(by: .nan) }.isEmpty)
    var send: MotionObserver<Double>?
    let source = MotionObservable<Double> { observer in
      send = observer
      return Subscription()
    }
    var states: [MotionState] = []
    _ = source.normalized(by: 0).subscribe(next: { _ in }, state: { states.append($0) })
    send?.state(.active)
    #expect(states == [.active])
  }

  @Test("MO-5: lowerBound and upperBound clamp one side; NaN passes as NaN")
  func bounds() {
    #expect(collect(ReactiveProperty(-1.0), [5, 20]) { $0.lowerBound(0) } == [0, 5, 20])
    #expect(collect(ReactiveProperty(-1.0), [5, 20]) { $0.upperBound(10) } == [-1, 5, 10])
    let nan = collect(ReactiveProperty(Double.nan), []) { $0.lowerBound(0).upperBound(1) }
    #expect(nan.count == 1 && nan[0].isNaN)
  }

  @Test("MO-5: rubberBanded is free inside and resists outside with coefficient 0.55")
  func rubberBanded() {
    let received = collect(ReactiveProperty(50.0), [100, 0, 200, -100]) {
      $0.rubberBanded(below: 0, above: 100, length: 50)
    }
    let stretch = (1 - 1 / (100 * 0.55 / 50 + 1)) * 50
    #expect(received == [50, 100, 0, 100 + stretch, -stretch])
    let far = collect(ReactiveProperty(1e9), []) {
      $0.rubberBanded(below: 0, above: 100, length: 50)
    }
    #expect(far[0] < 150 && far[0] > 149.9)
  }

  @Test("MO-5: rubberBanded with a zero, negative or NaN length clamps")
  func rubberBandedBadLength() {
    for length in [0, -10, Double.nan] {
      let received = collect(ReactiveProperty(150.0), [-5, 50]) {
        $0.rubberBanded(below: 0, above: 100, length: length)
      }
      #expect(received == [100, 0, 50])
    }
    let unbounded = collect(ReactiveProperty(200.0), []) {
      $0.rubberBanded(below: 0, above: 100, length: .infinity)
    }
    #expect(unbounded == [155])
  }

  @Test("MO-5: rubberBanded orders reversed bounds, treats NaN bounds as open, keeps NaN")
  func rubberBandedBadBounds() {
    let reversed = collect(ReactiveProperty(50.0), [150]) {
      $0.rubberBanded(below: 100, above: 0, length: 0)
    }
    #expect(reversed == [50, 100])
    let open = collect(ReactiveProperty(-1e6), [1e6]) {
      $0.rubberBanded(below: .nan, above: .nan, length: 10)
    }
    #expect(open == [-1e6, 1e6])
    let nan = collect(ReactiveProperty(Double.nan), []) {
      $0.rubberBanded(below: 0, above: 1, length: 1)
    }
    #expect(nan.count == 1 && nan[0].isNaN)
  }

  @Test("MO-5: x, y, xLocked, yLocked on point streams")
  func pointComponents() {
    let property = ReactiveProperty(Point(x: 1, y: 2))
    #expect(collect(property, []) { $0.x() } == [1])
    #expect(collect(property, []) { $0.y() } == [2])
    #expect(collect(property, []) { $0.xLocked(to: 9) } == [Point(x: 9, y: 2)])
    #expect(collect(property, []) { $0.yLocked(to: 9) } == [Point(x: 1, y: 9)])
  }

  @Test("MO-5: offset, scaled, normalized, distance on point streams")
  func pointArithmetic() {
    let property = ReactiveProperty(Point(x: 3, y: 4))
    #expect(collect(property, []) { $0.offset(by: Point(x: 1, y: 1)) } == [Point(x: 4, y: 5)])
    #expect(collect(property, []) { $0.scaled(by: 2) } == [Point(x: 6, y: 8)])
    #expect(
      collect(property, []) { $0.normalized(by: Size(width: 3, height: 8)) }
        == [Point(x: 1, y: 0.5)])
    #expect(collect(property, []) { $0.normalized(by: Size(width: 0, height: 8)) }.isEmpty)
    #expect(collect(property, []) { $0.distance(from: .zero) } == [5])
  }

  @Test("MO-5: inverted, toString and rewriteTo compose with math operators")
  func composition() {
    let received = collect(ReactiveProperty(1.0), [2]) {
      $0.offset(by: 1).scaled(by: 2).filter { $0 > 4 }.toString()
    }
    #expect(received == ["6.0"])
  }
}
