import MotionStreams
import Testing

// The Swift blocks of Streams.docc/MathOperators.md, each run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: math and point operators")
struct MathOperatorsSnippets {
  @Test("x, bounds, rubber banding, locking and normalising a point stream")
  func overview() {
    let pointer = ReactiveProperty(Point(x: 400, y: 100))
    let x = pointer.asStream().x()
    let clamped = x.lowerBound(0).upperBound(320)
    let pulled = x.rubberBanded(below: 0, above: 320, length: 44)
    let horizontal = pointer.asStream().yLocked(to: 200)
    let unit = pointer.asStream().normalized(by: Size(width: 320, height: 480))
    var (xs, pulledXs, points): ([Double], [Double], [Point]) = ([], [], [])
    let subscriptions = [
      x.subscribe { xs.append($0) }, clamped.subscribe { xs.append($0) },
      pulled.subscribe { pulledXs.append($0) }, horizontal.subscribe { points.append($0) },
      unit.subscribe { points.append($0) },
    ]
    #expect(xs == [400, 320])
    // 80 points past 320 with a length of 44: 320 + (1 − 1 / (80 · 0.55 / 44 + 1)) · 44 = 342.
    #expect(pulledXs.count == 1 && abs(pulledXs[0] - 342) < 1e-9)
    #expect(points == [Point(x: 400, y: 200), Point(x: 1.25, y: 100.0 / 480)])
    for subscription in subscriptions { subscription.unsubscribe() }
  }
}
