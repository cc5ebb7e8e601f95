import MotionRuntime
import MotionStreams
import Testing

/// `rubberBanded(inside:length:)` on a rectangle that is neither square nor at the origin, so a
/// width/height or x/y mix-up, or a wrong edge, changes the result.
@Suite("Rubber-banding inside a non-square rectangle")
struct RubberBandInsideRectTests {
  /// x in 10...110, y in 20...60.
  let rect = Rect(x: 10, y: 20, width: 100, height: 40)

  /// The naive model: the displacement past an edge by `d` is `(1 − 1 / (d × 0.55 / L + 1)) × L`.
  func stretch(_ d: Double, length: Double) -> Double {
    (1 - 1 / (d * 0.55 / length + 1)) * length
  }

  func banded(_ point: Point, inside rect: Rect, length: Double = 20) -> Point {
    let input = ReactiveProperty(point)
    var output = Point(x: .nan, y: .nan)
    let subscription = input.asStream().rubberBanded(inside: rect, length: length).subscribe {
      output = $0
    }
    subscription.unsubscribe()
    return output
  }

  func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  @Test("points inside, and exactly on each edge, pass unchanged")
  func insideAndOnEdges() {
    for point in [
      Point(x: 50, y: 30), Point(x: 10, y: 20), Point(x: 110, y: 60), Point(x: 10, y: 60),
      Point(x: 110, y: 20), Point(x: 100, y: 55),
    ] {
      #expect(banded(point, inside: rect) == point)
    }
  }

  @Test("past the bottom edge only y resists: the band uses the height, not the width")
  func pastTheBottom() {
    let result = banded(Point(x: 50, y: 70), inside: rect)
    #expect(near(result, Point(x: 50, y: 60 + stretch(10, length: 20))))
  }

  @Test("past the right edge only x resists: the band uses the width, not the height")
  func pastTheRight() {
    let result = banded(Point(x: 115, y: 50), inside: rect)
    #expect(near(result, Point(x: 110 + stretch(5, length: 20), y: 50)))
  }

  @Test("below the origin corner both coordinates resist towards the origin's edges")
  func beforeTheOrigin() {
    let result = banded(Point(x: 4, y: 12), inside: rect)
    #expect(near(result, Point(x: 10 - stretch(6, length: 20), y: 20 - stretch(8, length: 20))))
  }

  @Test("past the far corner each coordinate resists by its own overshoot")
  func pastTheFarCorner() {
    let result = banded(Point(x: 140, y: 61), inside: rect)
    #expect(near(result, Point(x: 110 + stretch(30, length: 20), y: 60 + stretch(1, length: 20))))
  }

  @Test("a rectangle with a negative size is normalised to the same band")
  func negativeSize() {
    let flipped = Rect(x: 110, y: 60, width: -100, height: -40)
    for point in [
      Point(x: 50, y: 70), Point(x: 115, y: 50), Point(x: 4, y: 12), Point(x: 50, y: 30),
    ] {
      #expect(near(banded(point, inside: flipped), banded(point, inside: rect)))
    }
  }

  @Test("a zero length clamps to the rectangle; an infinite one moves 0.55 of the overshoot")
  func degenerateLengths() {
    #expect(banded(Point(x: 140, y: 0), inside: rect, length: 0) == Point(x: 110, y: 20))
    let loose = banded(Point(x: 140, y: 0), inside: rect, length: .infinity)
    #expect(near(loose, Point(x: 110 + 30 * 0.55, y: 20 - 20 * 0.55)))
  }
}
