import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// The animation seam's velocity: the exact derivative of a tween's curve.
@Suite("Tween velocity and the Animation seam")
struct TweenVelocityTests {
  /// The central difference of `f` at `x` with step `h`.
  func derivative(_ f: (Double) -> Double, at x: Double, h: Double = 1e-6) -> Double {
    (f(x + h) - f(x - h)) / (2 * h)
  }

  @Test(
    "TW-9: a cubic-bezier's slope is dy/dx at the solved parameter, against a numeric derivative")
  func bezierSlope() throws {
    var random = SeededRandom(seed: 11)
    for _ in 0..<200 {
      let curve = try TimingFunction.cubicBezier(
        random.unit(), random.uniform(-1, 2), random.unit(), random.uniform(-1, 2))
      for x in stride(from: 0.05, through: 0.95, by: 0.05) {
        let numeric = derivative({ curve($0) }, at: x)
        let exact = curve.slope(at: x)
        #expect(abs(exact - numeric) <= 1e-4 * max(1, abs(numeric)), "\(curve) at \(x)")
      }
    }
    #expect(TimingFunction.linear.slope(at: 0.3) == 1)
    #expect(try TimingFunction.steps(4).slope(at: 0.3) == 0)
    // At the ends: the control points' directions (y1 / x1 at 0, (1 − y2) / (1 − x2) at 1).
    let ease = TimingFunction.ease
    #expect(abs(ease.slope(at: 0) - 0.1 / 0.25) < 1e-12)
    #expect(abs(ease.slope(at: 1) - 0) < 1e-12)
  }

  @Test("TW-5…TW-11: a tween's velocity is the derivative of its value, segment by segment")
  func tweenVelocity() throws {
    let tween = try Tween(
      duration: 2, delay: 0.5, values: [0.0, 100, 40, 300],
      offsets: [0, 0.3, 0.7, 1], interTimingFunctions: [.standard, .linear, .ease])
    for local in stride(from: 0.55, to: 2.45, by: 0.05) {
      let p = (local - 0.5) / 2
      guard abs(p - 0.3) > 1e-3, abs(p - 0.7) > 1e-3 else { continue }  // kinks at keyframes
      let numeric = derivative({ tween.value(atLocalTime: $0, from: 0) }, at: local)
      let exact = tween.velocity(atLocalTime: local, from: 0)
      #expect(abs(exact - numeric) <= 1e-3 * max(1, abs(numeric)), "at \(local)")
    }
    #expect(tween.velocity(atLocalTime: 0.2, from: 0) == 0)  // in the delay
    #expect(tween.velocity(atLocalTime: 2.5, from: 0) == 0)  // ended
    let linear = try Tween(duration: 0.5, values: [10.0, 60])
    #expect(linear.velocity(atLocalTime: 0, from: 0) == 100)  // right-hand at the start
    let stepped = try Tween(
      duration: 1, values: [0.0, 10], interTimingFunctions: [.steps(3)])
    #expect(stepped.velocity(atLocalTime: 0.5, from: 0) == 0)
  }

  @Test("TW-2, TW-6: velocity works for every Interpolatable, from the start a single value takes")
  func everyValueType() throws {
    let point = try Tween(duration: 2, values: [Point(x: 10, y: -4)])
    #expect(point.velocity(atLocalTime: 1, from: .zero) == Point(x: 5, y: -2))
    let color = try Tween(
      duration: 0.5,
      values: [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 0.5, blue: 0)])
    #expect(
      color.velocity(atLocalTime: 0.25, from: .zero)
        == Color(red: 2, green: 1, blue: 0, alpha: 0))
    let vector = try Tween(duration: 1, values: [SIMD2<Double>(0, 0), SIMD2(3, 4)])
    #expect(vector.velocity(atLocalTime: 0.5, from: .zero) == SIMD2(3, 4))
    let sample = point.sample(atLocalTime: 1, from: AnimationSample(value: .zero, velocity: .zero))
    #expect(sample == AnimationSample(value: Point(x: 5, y: -2), velocity: Point(x: 5, y: -2)))
    #expect(point.startsFromShowing && point.startSeconds == 0)
    #expect(point.endSeconds(from: AnimationSample(value: .zero)) == 2)
  }

  @Test(
    "TW-3: at its end instant the velocity is zero with the last frame, however t − delay rounds")
  func zeroVelocityAtEnd() throws {
    // 0.7 − 0.2 rounds to 0.49999999999999994, below the duration: the value is already the
    // last frame there (the after phase starts at delay + duration), so the velocity is zero.
    let tween = try Tween(duration: 0.5, delay: 0.2, values: [0.0, 100, 40, 60])
    #expect(0.7 - 0.2 < 0.5 && tween.endTime == 0.7)
    #expect(tween.value(atLocalTime: 0.7, from: 0) == 60)
    #expect(tween.velocity(atLocalTime: 0.7, from: 0) == 0)
    #expect(tween.velocity(atLocalTime: 0.7.nextDown, from: 0) != 0)
  }

  @Test(
    "TW-6, TW-7: a tween with implicit keyframes starts from the value showing, as a single value does"
  )
  func implicitKeyframesStartFromShowing() throws {
    let implicit = try Tween(duration: 0.6, values: [50.0, 70], offsets: [0.25, 0.6])
    #expect(implicit.startsFromShowing && implicit.usesUnderlyingValue)
    #expect(implicit.sample(atLocalTime: 0, from: AnimationSample(value: 20)).value == 20)
    let explicit = try Tween(duration: 0.6, values: [50.0, 70])
    #expect(!explicit.startsFromShowing)
  }
}
