import Foundation
import MotionStreams
import MotionTween
import Testing

/// Material's arc (`MotionPath.arc(from:to:)`) against values worked out by hand: the handles,
/// the midpoint on the circle, the clamp of the angle and the side it bulges to.
@Suite("Motion paths: Material's arc")
struct MotionPathArcTests {
  /// The arc's one cubic, as (start, control1, control2, end).
  static func points(_ path: MotionPath) -> (Point, Point, Point, Point)? {
    guard path.segments.count == 1, case .cubic(let c1, let c2, let to) = path.segments[0] else {
      return nil
    }
    return (path.start, c1, c2, to)
  }

  static func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    a.distance(to: b) <= tolerance
  }

  /// B(1/2) = (P0 + 3P1 + 3P2 + P3) / 8.
  static func midpoint(_ p: (Point, Point, Point, Point)) -> Point {
    (p.0 + p.1 * 3 + p.2 * 3 + p.3) * 0.125
  }

  @Test("A 45° diagonal is a quarter circle of radius 100 centred on (0, 100)")
  func quarterCircle() throws {
    let p = try #require(
      Self.points(MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))))
    // Handle (4/3)·tan(22.5°)·100 = 55.2284749830793398…, along +x at the start and +y at the end.
    #expect(Self.near(p.1, Point(x: 55.228474983079339840, y: 0)))
    #expect(Self.near(p.2, Point(x: 100, y: 100 - 55.228474983079339840)))
    // The midpoint is the circle's: (0, 100) + 100·(cos −45°, sin −45°).
    #expect(Self.near(Self.midpoint(p), Point(x: 70.710678118654752440, y: 29.289321881345247560)))
  }

  @Test("A move of (100, 50): a 2·atan(1/2) arc of radius 125, handles in closed form")
  func mostlyHorizontal() throws {
    let p = try #require(
      Self.points(MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50))))
    // It leaves along +x and arrives along (3/5, 4/5); the centre is (0, 125); tan(θ/4) = √5 − 2.
    let k = 5.0.squareRoot() - 2
    #expect(Self.near(p.1, Point(x: 500 / 3 * k, y: 0)))  // 39.3446629166316160…
    #expect(Self.near(p.2, Point(x: 100 - 100 * k, y: 50 - 400 / 3 * k)))  // 76.393…, 18.524…
    let middle = Self.midpoint(p)
    #expect(Self.near(middle, Point(x: 55.901699437494742410, y: 13.196601125010515180)))
    #expect(abs(middle.distance(to: Point(x: 0, y: 125)) - 125) <= 1e-9)
  }

  @Test("A move of (50, 100) mirrors it: it arrives vertically and bulges to (50, 0)")
  func mostlyVertical() throws {
    let p = try #require(
      Self.points(MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 50, y: 100))))
    let k = 5.0.squareRoot() - 2
    // Leaves along (4/5, 3/5), arrives along +y; the centre is (−75, 100).
    #expect(Self.near(p.1, Point(x: 400 / 3 * k, y: 100 * k)))
    #expect(Self.near(p.2, Point(x: 50, y: 100 - 500 / 3 * k)))
    #expect(abs(Self.midpoint(p).distance(to: Point(x: -75, y: 100)) - 125) <= 1e-9)
  }

  @Test("A horizontal move takes the 10° arc, bulging towards +y, whichever way it goes")
  func horizontalClamp() throws {
    let p = try #require(
      Self.points(MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))))
    // θ = 10°: radius 50/sin 5° = 573.685662…, handle (4/3)·tan 2.5°·R = 33.396875931…
    #expect(Self.near(p.1, Point(x: 33.269790735477988343, y: 2.9107295272341374626)))
    #expect(Self.near(p.2, Point(x: 66.730209264522011657, y: 2.9107295272341374626)))
    // The sagitta is 50·tan 2.5°.
    #expect(Self.near(Self.midpoint(p), Point(x: 50, y: 2.1830471454256030969)))
    let back = try #require(
      Self.points(MotionPath.arc(from: Point(x: 100, y: 0), to: Point(x: 0, y: 0))))
    #expect(Self.near(back.1, p.2) && Self.near(back.2, p.1))
    // Within 5° of the axis the angle is clamped too: the tangent still turns by 10°.
    let shallow = try #require(
      Self.points(MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 5))))
    let leaving = atan2(shallow.1.y, shallow.1.x)
    let arriving = atan2(shallow.3.y - shallow.2.y, shallow.3.x - shallow.2.x)
    #expect(abs((arriving - leaving) - 10 * Double.pi / 180) <= 1e-12)
  }

  @Test("A vertical move bulges towards +x; equal points give a path of length 0")
  func verticalAndDegenerate() throws {
    let p = try #require(
      Self.points(MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 0, y: 100))))
    #expect(Self.near(p.1, Point(x: 2.9107295272341374626, y: 33.269790735477988343)))
    #expect(Self.near(p.2, Point(x: 2.9107295272341374626, y: 66.730209264522011657)))
    let still = try MotionPath.arc(from: Point(x: 3, y: 4), to: Point(x: 3, y: 4))
    #expect(still.length == 0)
    #expect(still.location(atDistance: 10).point == Point(x: 3, y: 4))
  }

  @Test("The arc's angle is twice the chord's angle to the nearer axis, within 10°…90°")
  func angles() throws {
    for degrees in stride(from: 0.0, through: 360, by: 7.5) {
      let angle = degrees * Double.pi / 180
      let end = Point(x: 80 * cos(angle), y: 80 * sin(angle))
      let path = try MotionPath.arc(from: Point(x: 5, y: -5), to: end + Point(x: 5, y: -5))
      let start = path.location(atDistance: 0).angle
      let finish = path.location(atDistance: path.length).angle
      let folded = abs(remainder(angle, Double.pi / 2))  // the chord's angle to the nearer axis
      let expected = min(Double.pi / 2, max(Double.pi / 18, 2 * folded))
      #expect(abs(abs(finish - start) - expected) <= 1e-9, "at \(degrees)°")
    }
  }
}
