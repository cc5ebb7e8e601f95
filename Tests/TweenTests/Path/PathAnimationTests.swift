import Foundation
import MotionStreams
import MotionTween
import Testing

/// A motion along a path: constant speed in time, the tangent's rotation, and the velocity at
/// the ends.
@Suite("Path animations")
struct PathAnimationTests {
  static let rest = AnimationSample(value: Point.zero)

  @Test("Linear timing covers equal lengths of a parabola in equal times, to 1e-9")
  func constantSpeed() throws {
    let path = try MotionPathArcLengthTests.parabola()
    let move = try PathAnimation(along: path, duration: 0.8, delay: 0.1)
    let speed = path.length / 0.8
    var worst = 0.0
    for step in 0..<800 {
      let time = 0.1 + 0.8 * Double(step) / 800
      let sample = move.sample(atLocalTime: time, from: Self.rest)
      let travelled = MotionPathArcLengthTests.parabolaLength(toX: sample.value.x)
      worst = max(worst, abs(travelled - speed * (time - 0.1)))
      let magnitude = sample.velocity.magnitudeSquared.squareRoot()
      #expect(abs(magnitude - speed) <= 1e-12 * speed)
    }
    #expect(worst <= 1e-9, "worst distance error \(worst)")
  }

  @Test("The tangent rotation follows the parabola's slope angle, atan(2x/100)")
  func tangentRotation() throws {
    let move = try PathAnimation(along: MotionPathArcLengthTests.parabola(), duration: 1)
    let rotation = move.tangentRotation
    for step in 0...100 {
      let time = Double(step) / 100
      let x = move.sample(atLocalTime: time, from: Self.rest).value.x
      let angle = rotation.sample(atLocalTime: time, from: AnimationSample(value: 0)).value
      #expect(abs(angle - atan(2 * x / 100)) <= 1e-12)
    }
    let offset = PathRotation(following: move, offset: Double.pi / 2)
    #expect(
      offset.sample(atLocalTime: 2, from: AnimationSample(value: 0)).value == atan(2.0) + Double.pi
        / 2)
  }

  @Test("On a quarter arc the rotation runs 0 → π/2, π/4 half way, at curvature × speed")
  func arcRotation() throws {
    let path = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))
    let rotation = try PathAnimation(along: path, duration: 2).tangentRotation
    let at = { (time: Double) in rotation.sample(atLocalTime: time, from: AnimationSample(value: 0))
    }
    #expect(abs(at(0).value) <= 1e-12)
    #expect(abs(at(1).value - Double.pi / 4) <= 1e-12)
    #expect(abs(at(2).value - Double.pi / 2) <= 1e-12)
    // Half way (t = 1/2 by symmetry) B′ = (3/4)(200 − h)(1, 1) and B″ = 3h(−1, 1) with h the
    // handle, so the curvature is 16h / (3√2 (200 − h)²) ≈ 0.009938 (the circle's is 0.01).
    let h = 55.228474983079339840
    let curvature = 16 * h / (3 * 2.0.squareRoot() * (200 - h) * (200 - h))
    #expect(abs(at(1).velocity - curvature * path.length / 2) <= 1e-9)
    #expect(at(2).velocity == 0 && at(-1).velocity == 0)
  }

  @Test("The angle is unwrapped past ±π along a loop, and turns by the smaller angle at corners")
  func unwrapping() throws {
    // A circle of radius 100 in four quarter cubics (handles 0.5522847498… r), counter-clockwise
    // from (100, 0): the tangent starts at π/2 and turns a quarter per quarter, to 5π/2.
    let k = 55.228474983079339840
    let loop = try MotionPath(
      start: Point(x: 100, y: 0),
      segments: [
        .cubic(
          control1: Point(x: 100, y: k), control2: Point(x: k, y: 100), to: Point(x: 0, y: 100)),
        .cubic(
          control1: Point(x: -k, y: 100), control2: Point(x: -100, y: k), to: Point(x: -100, y: 0)),
        .cubic(
          control1: Point(x: -100, y: -k), control2: Point(x: -k, y: -100), to: Point(x: 0, y: -100)
        ),
        .cubic(
          control1: Point(x: k, y: -100), control2: Point(x: 100, y: -k), to: Point(x: 100, y: 0)),
      ])
    for quarter in 0...4 {
      let angle = loop.location(atDistance: loop.length * Double(quarter) / 4).angle
      #expect(abs(angle - Double.pi / 2 * Double(quarter + 1)) <= 1e-9, "quarter \(quarter)")
    }
    let corner = try MotionPath(
      start: Point(x: 0, y: 0),
      segments: [.line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10))])
    #expect(corner.location(atDistance: 5).angle == 0)
    #expect(corner.location(atDistance: 15).angle == Double.pi / 2)
    let uTurn = try MotionPath(
      start: Point(x: 0, y: 0),
      segments: [.line(to: Point(x: 10, y: 0)), .line(to: Point(x: 0, y: 0))])
    #expect(uTurn.location(atDistance: 15).angle == Double.pi)
  }

  @Test("Velocity at the ends: the end tangents times length × f′ / duration, then 0")
  func velocityAtTheEnds() throws {
    let path = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))
    let linear = try PathAnimation(along: path, duration: 0.5, delay: 0.25)
    let speed = path.length / 0.5
    let early = linear.sample(atLocalTime: 0.25, from: Self.rest).velocity
    #expect(early.x == speed && abs(early.y) <= 1e-12 * speed)  // the handle's rounding
    let late = linear.sample(atLocalTime: 0.75.nextDown, from: Self.rest).velocity
    #expect(abs(late.x) <= 1e-6 * speed && abs(late.y - speed) <= 1e-6 * speed)
    #expect(
      linear.sample(atLocalTime: 0.75, from: Self.rest)
        == AnimationSample(value: Point(x: 100, y: 100)))
    #expect(
      linear.sample(atLocalTime: 0.2, from: Self.rest) == AnimationSample(value: Point(x: 0, y: 0)))
    // cubic-bezier(0.25, 0.5, 0.75, 0.5) leaves with slope y1/x1 = 2 and arrives with 2 too.
    let eased = try PathAnimation(
      along: path, duration: 0.5, timingFunction: .cubicBezier(0.25, 0.5, 0.75, 0.5))
    let first = eased.sample(atLocalTime: 0, from: Self.rest).velocity
    #expect(abs(first.x - 2 * speed) <= 1e-9 * speed && abs(first.y) <= 1e-12 * speed)
    let standard = try PathAnimation(along: path, duration: 0.5, timingFunction: .standard)
    #expect(standard.sample(atLocalTime: 0, from: Self.rest).velocity == .zero)  // f′(0) = 0
  }

  @Test("An overshooting curve stops at the path's ends; steps jump along it at rest")
  func clampAndSteps() throws {
    let path = try MotionPath.line(from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))
    let overshoot = try PathAnimation(
      along: path, duration: 1, timingFunction: .cubicBezier(0.3, -0.6, 0.6, 1.6))
    for step in 0...100 {
      let sample = overshoot.sample(atLocalTime: Double(step) / 100, from: Self.rest)
      #expect(sample.value.x >= 0 && sample.value.x <= 100)
      if sample.value.x == 0 || sample.value.x == 100 { #expect(sample.velocity == .zero) }
    }
    let steps = try PathAnimation(along: path, duration: 1, timingFunction: try .steps(4))
    #expect(
      steps.sample(atLocalTime: 0.3, from: Self.rest) == AnimationSample(value: Point(x: 25, y: 0)))
  }
}
