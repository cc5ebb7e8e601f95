import Foundation
import MotionStreams
import Testing

@testable import MotionTween

/// The distance parametrisation: a point found by distance lies that far along the path, to
/// 1e-9, against closed forms and an independent integration.
@Suite("Motion paths: arc length")
struct MotionPathArcLengthTests {
  /// y = x²/100 for x in [0, 100]: the quadratic (0,0), (50,0), (100,100) raised to a cubic.
  static func parabola() throws -> MotionPath {
    try MotionPath(
      start: Point(x: 0, y: 0),
      segments: [
        .cubic(
          control1: Point(x: 100.0 / 3, y: 0), control2: Point(x: 200.0 / 3, y: 100.0 / 3),
          to: Point(x: 100, y: 100))
      ])
  }

  /// The parabola's arc length from x = 0 to `x` (B(t) = (100t, 100t²), t = x/100), closed form.
  static func parabolaLength(toX x: Double) -> Double {
    let u = x / 100
    return 100 * (u * (1 + 4 * u * u).squareRoot() / 2 + asinh(2 * u) / 4)
  }

  @Test("A parabola's length is its closed form, and every distance lands that far along it")
  func parabolaDistances() throws {
    let path = try Self.parabola()
    // 100·(√5/2 + asinh(2)/4), to 30 digits by mpmath.
    #expect(abs(path.length - 147.894285754459743382790601943) <= 1e-9)
    var worst = 0.0
    for step in 0...1000 {
      let distance = path.length * Double(step) / 1000
      let point = path.location(atDistance: distance).point
      worst = max(worst, abs(Self.parabolaLength(toX: point.x) - distance))
      #expect(abs(point.y - point.x * point.x / 100) <= 1e-9)
    }
    // 1e-9 is the promise; the table does better (Tween.docc/MotionPaths.md quotes this bound).
    #expect(worst <= 1e-12, "worst distance error \(worst)")
  }

  @Test("A cubic on a straight line with an uneven parameter is walked at an even pace")
  func unevenLine() throws {
    // Control points crowded towards the end: the curve parameter races, then crawls.
    let path = try MotionPath(
      start: Point(x: 10, y: 20),
      segments: [
        .cubic(
          control1: Point(x: 70, y: 100), control2: Point(x: 73, y: 104), to: Point(x: 76, y: 108))
      ])
    #expect(abs(path.length - 110) <= 1e-9)  // a 66-88-110 triangle's hypotenuse
    for step in 0...200 {
      let distance = 110 * Double(step) / 200
      let location = path.location(atDistance: distance)
      #expect(abs(location.point.x - (10 + 0.6 * distance)) <= 1e-9)
      #expect(abs(location.point.y - (20 + 0.8 * distance)) <= 1e-9)
      #expect(abs(location.direction.x - 0.6) <= 1e-12 && abs(location.direction.y - 0.8) <= 1e-12)
      #expect(location.curvature == 0 || abs(location.curvature) <= 1e-12)
    }
  }

  /// ∫ₐᵗ |B′| by composite Simpson on 20,000 intervals: an integration independent of the
  /// table's.
  static func referenceLength(_ cubic: CubicSegment, from a: Double = 0, to t: Double) -> Double {
    let count = 20_000
    let h = (t - a) / Double(count)
    var sum = cubic.speed(at: a) + cubic.speed(at: t)
    for index in 1..<count {
      sum += cubic.speed(at: a + Double(index) * h) * (index % 2 == 1 ? 4 : 2)
    }
    return sum * h / 3
  }

  @Test("An S-curve: its length to 1e-9 of mpmath's, and s(t(s)) = s to 1e-9 along it")
  func sCurve() throws {
    let points = [
      Point(x: 0, y: 0), Point(x: 120, y: -40), Point(x: -20, y: 140), Point(x: 100, y: 100),
    ]
    let path = try MotionPath(
      start: points[0], segments: [.cubic(control1: points[1], control2: points[2], to: points[3])])
    #expect(abs(path.length - 200.127504599786806282116840401) <= 1e-11)
    let cubic = CubicSegment(p0: points[0], p1: points[1], p2: points[2], p3: points[3])
    for step in 0...40 {
      let distance = path.length * Double(step) / 40
      let (_, t) = path.table.parameter(in: 0, atDistance: distance, cubic: cubic)
      #expect(abs(Self.referenceLength(cubic, to: t) - distance) <= 1e-9)
      #expect(path.location(atDistance: distance).point == cubic.point(at: t))
    }
  }

  @Test("A cubic with a cusp: its length to 1e-9 of mpmath's, and distances still land on it")
  func cusp() throws {
    // (0,0) (100,100) (0,100) (100,0): B′ vanishes at t = 1/2, where the tangent reverses.
    let points = [
      Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 100, y: 0),
    ]
    let path = try MotionPath(
      start: points[0], segments: [.cubic(control1: points[1], control2: points[2], to: points[3])])
    #expect(abs(path.length - 182.842712474619009760337744842) <= 1e-12)
    let cubic = CubicSegment(p0: points[0], p1: points[1], p2: points[2], p3: points[3])
    for step in 0...20 {
      let distance = path.length * Double(step) / 20
      let (_, t) = path.table.parameter(in: 0, atDistance: distance, cubic: cubic)
      // Integrated on each side of the cusp, where |B′| has a corner.
      let reference =
        t <= 0.5
        ? Self.referenceLength(cubic, to: t)
        : Self.referenceLength(cubic, to: 0.5) + Self.referenceLength(cubic, from: 0.5, to: t)
      #expect(abs(reference - distance) <= 1e-9)
    }
    // The cusp is at the middle (75, 75) by symmetry; the tangent turns by π there.
    let before = path.location(atDistance: path.length / 2 - 1e-7).angle
    let after = path.location(atDistance: path.length / 2 + 1e-7).angle
    #expect(abs(abs(after - before) - Double.pi) <= 1e-3)
  }

  @Test("Segments join: lines and curves one after another, measured end to end")
  func joinedSegments() throws {
    let path = try MotionPath(
      start: Point(x: 0, y: 0),
      segments: [
        .line(to: Point(x: 30, y: 40)),
        .line(to: Point(x: 30, y: 40)),  // zero length: skipped
        .cubic(
          control1: Point(x: 30, y: 40), control2: Point(x: 30, y: 40), to: Point(x: 30, y: 40)),
        .cubic(
          control1: Point(x: 30 + 100.0 / 3, y: 40),
          control2: Point(x: 30 + 200.0 / 3, y: 40 + 100.0 / 3),
          to: Point(x: 130, y: 140)),
      ])
    #expect(abs(path.length - (50 + 147.894285754459743382790601943)) <= 1e-9)
    #expect(path.location(atDistance: 25).point == Point(x: 15, y: 20))
    #expect(path.location(atDistance: 50).point.distance(to: Point(x: 30, y: 40)) <= 1e-12)
    let along = path.location(atDistance: 50 + Self.parabolaLength(toX: 50)).point
    #expect(along.distance(to: Point(x: 80, y: 65)) <= 1e-9)
    #expect(path.location(atDistance: path.length).point == Point(x: 130, y: 140))
    #expect(path.location(atDistance: 0).point == Point(x: 0, y: 0))
  }
}
