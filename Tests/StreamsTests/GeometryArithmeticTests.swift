import MotionStreams
import Testing

/// Size and Rect arithmetic against the naive formulas, with every operand distinct (issue 17:
/// `lhs.width + rhs.width` → `rhs.width + rhs.width` survived, as the only sums tested were of
/// equal or zero sizes). Integers below 2⁵³, so every result is exact.
@Suite("Geometry arithmetic")
struct GeometryArithmeticTests {
  let a = Size(width: 3, height: 5)
  let b = Size(width: 7, height: 11)

  @Test("Size: sum, difference, scaling and squared magnitude, component by component")
  func size() {
    #expect(a + b == Size(width: 10, height: 16))
    #expect(b + a == Size(width: 10, height: 16))
    #expect(a - b == Size(width: -4, height: -6))
    #expect(b - a == Size(width: 4, height: 6))
    #expect(a.scaled(by: 2) == Size(width: 6, height: 10))
    #expect(a.magnitudeSquared == 34)
    #expect(Size.zero == Size(width: 0, height: 0))
    #expect(a.description == "3.0×5.0")
  }

  @Test("Rect: sum, difference, scaling, squared magnitude and center")
  func rect() {
    let r = Rect(x: 1, y: 2, width: 3, height: 5)
    let s = Rect(x: 13, y: 17, width: 7, height: 11)
    #expect(r + s == Rect(x: 14, y: 19, width: 10, height: 16))
    #expect(r - s == Rect(x: -12, y: -15, width: -4, height: -6))
    #expect(s - r == Rect(x: 12, y: 15, width: 4, height: 6))
    #expect(r.scaled(by: 2) == Rect(x: 2, y: 4, width: 6, height: 10))
    #expect(r.magnitudeSquared == 1 + 4 + 9 + 25)
    #expect(r.center == Point(x: 2.5, y: 4.5))
    #expect(r.description == "(1.0, 2.0, 3.0×5.0)")
  }

  @Test("Rect.contains: the origin's edges in, the far edges out, on a non-square rectangle")
  func contains() {
    let r = Rect(x: 10, y: 20, width: 30, height: 5)
    #expect(r.contains(Point(x: 10, y: 20)))
    #expect(r.contains(Point(x: 39.999, y: 24.999)))
    #expect(!r.contains(Point(x: 40, y: 22)))
    #expect(!r.contains(Point(x: 20, y: 25)))
    #expect(!r.contains(Point(x: 9.999, y: 22)))
    #expect(!r.contains(Point(x: 20, y: 19.999)))
    #expect(r.contains(Point(x: 30, y: 21)))  // beyond the height, within the width
    #expect(!r.contains(Point(x: 21, y: 30)))  // within the width, beyond the height
  }
}
