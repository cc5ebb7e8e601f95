import MotionGestures
import MotionStreams
import Testing

/// `AffineTransform` against the naive model `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`, with
/// six distinct entries, so that a swapped entry or operator in any formula shows.
@Suite("AffineTransform algebra")
struct AffineTransformAlgebraTests {
  let first = AffineTransform(a: 1.5, b: 0.25, c: -0.75, d: 2, tx: 3, ty: -4)
  let second = AffineTransform(a: 0.5, b: -1.25, c: 0.8, d: 1.1, tx: -2, ty: 7)
  let points = [Point(x: 1, y: 2), Point(x: -3, y: 5), Point(x: 0, y: 0), Point(x: 7, y: -0.5)]

  func model(_ t: AffineTransform, _ p: Point) -> Point {
    Point(x: t.a * p.x + t.c * p.y + t.tx, y: t.b * p.x + t.d * p.y + t.ty)
  }

  func near(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-12 && abs(p.y - q.y) < 1e-12 }

  @Test("apply is the linear part then the translation; applyLinear leaves the translation out")
  func apply() {
    for p in points {
      #expect(near(first.apply(to: p), model(first, p)))
      #expect(near(first.applyLinear(to: p), model(first, p) - Point(x: first.tx, y: first.ty)))
    }
  }

  @Test("concatenating applies self first, then the other transform")
  func concatenating() {
    let both = first.concatenating(second)
    let reversed = second.concatenating(first)
    for p in points {
      #expect(near(both.apply(to: p), model(second, model(first, p))))
      #expect(near(reversed.apply(to: p), model(first, model(second, p))))
    }
  }

  @Test("the determinant is a·d − b·c and the inverse undoes the transform on both sides")
  func inverse() throws {
    #expect(abs(first.determinant - (1.5 * 2 - 0.25 * -0.75)) < 1e-12)
    let inverse = try #require(first.inverted())
    for p in points {
      #expect(near(inverse.apply(to: first.apply(to: p)), p))
      #expect(near(first.apply(to: inverse.apply(to: p)), p))
    }
    #expect(AffineTransform(a: 2, b: 4, c: 1, d: 2, tx: 1, ty: 1).inverted() == nil)
  }

  @Test("the named transforms: translation, scale (x ≠ y), rotation by a quarter turn")
  func named() {
    let p = Point(x: 3, y: 5)
    #expect(AffineTransform(translationX: 2, y: -7).apply(to: p) == Point(x: 5, y: -2))
    #expect(AffineTransform(scaleX: 2, y: -3).apply(to: p) == Point(x: 6, y: -15))
    #expect(near(AffineTransform(rotationAngle: .pi / 2).apply(to: p), Point(x: -5, y: 3)))
    #expect(AffineTransform.identity.apply(to: p) == p)
  }
}
