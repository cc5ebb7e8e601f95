import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@Suite("Springs come to rest at an analytic settling time")
struct SpringRestTests {
  static let springs: [SpringParameters] = [
    .standardDefaultSpatial, .expressiveFastSpatial, .standardFastEffects, .materialMotion2017,
    try! SpringParameters(stiffness: 300, dampingRatio: 50),
    try! SpringParameters(stiffness: 1e5, dampingRatio: 1 - 1e-12, mass: 2),
    try! SpringParameters(stiffness: 50, dampingRatio: 0.05, mass: 0.5),
  ]

  @Test(
    "PH-4: from the end on the value is exactly `to` at zero velocity; before, both thresholds hold from the end on"
  )
  func restsExactly() throws {
    for parameters in Self.springs {
      for (from, velocity) in [(0.0, 0.0), (0, 3000), (250, -40), (100.0005, 0)] {
        let spring = try SpringAnimation(parameters, to: 100.0, from: from, velocity: velocity)
        let showing = AnimationSample(value: 0.0)
        let end = spring.endSeconds(from: showing)
        #expect(end.isFinite)
        #expect(spring.sample(atLocalTime: end, from: showing) == AnimationSample(value: 100))
        #expect(spring.sample(atLocalTime: end + 7, from: showing) == AnimationSample(value: 100))
        // The closed form itself (a spring that never rests) stays within both thresholds from
        // the end on, on a dense grid of the ten periods after it.
        let free = try SpringAnimation(
          parameters, to: 100.0, from: from, velocity: velocity, restDisplacement: 0,
          restVelocity: 0)
        var lastOutside = 0.0
        for step in 0...20_000 {
          let time = (end + 10 * parameters.duration) * Double(step) / 20_000
          let sample = free.sample(atLocalTime: time, from: showing)
          let outside = abs(sample.value - 100) > 0.001 || abs(sample.velocity) > 0.01
          if outside { lastOutside = time }
          if time >= end {
            #expect(!outside, "\(parameters) from \(from) v \(velocity) at \(time), end \(end)")
          }
        }
        // Conservative, but not wildly so: within a period and a half (or 30 %) of the last
        // instant outside the thresholds.
        #expect(end <= max(lastOutside * 1.3, lastOutside + 1.5 * parameters.duration) + 1e-9)
      }
    }
  }

  @Test("PH-4: the rest thresholds are settable and default to 0.001 units and 0.01 units/s")
  func thresholds() throws {
    #expect(SpringAnimation<Double>.defaultRestDisplacement == 0.001)
    #expect(SpringAnimation<Double>.defaultRestVelocity == 0.01)
    let showing = AnimationSample(value: 0.0)
    let fine = try SpringAnimation(.standardDefaultSpatial, to: 1.0, from: 0, velocity: 0)
    let coarse = try SpringAnimation(
      .standardDefaultSpatial, to: 1.0, from: 0, velocity: 0, restDisplacement: 0.05,
      restVelocity: 0.5)
    #expect(coarse.endSeconds(from: showing) < fine.endSeconds(from: showing))
    #expect(fine.restDisplacement == 0.001 && coarse.restVelocity == 0.5)
  }

  @Test("PH-4: a spring started at rest is at rest; an undamped spring never rests")
  func edgeCases() throws {
    let showing = AnimationSample(value: 5.0)
    let still = try SpringAnimation(.standardDefaultSpatial, to: 5.0, from: 5, velocity: 0)
    #expect(still.endSeconds(from: showing) == 0)
    let undamped = try SpringAnimation(
      try SpringParameters(stiffness: 100, damping: 0), to: 0.0, from: 1, velocity: 0)
    #expect(undamped.endSeconds(from: showing) == .infinity)
    #expect(
      abs(undamped.sample(atLocalTime: 2 * Double.pi / 10 * 1000, from: showing).value - 1) < 1e-9)
  }

  @Test("PH-4: the end counts from the delay, and a spring starting from what is showing rests too")
  func delayedAndShowing() throws {
    let spring = try SpringAnimation(.expressiveDefaultSpatial, to: 10.0, delay: 0.5)
    #expect(spring.startsFromShowing)
    let showing = AnimationSample(value: 0.0, velocity: 100)
    let end = spring.endSeconds(from: showing)
    let resolved = spring.resolved(from: showing)
    #expect(!resolved.startsFromShowing)
    #expect(resolved.endSeconds(from: AnimationSample(value: 99)) == end)
    #expect(end > 0.5)
    #expect(spring.sample(atLocalTime: 0.25, from: showing) == AnimationSample(value: 0))
    #expect(spring.sample(atLocalTime: 0.5, from: showing) == showing)
    #expect(spring.sample(atLocalTime: end, from: showing) == AnimationSample(value: 10))
    for time in [0.6, 0.7, 1.0] {
      #expect(
        spring.sample(atLocalTime: time, from: showing)
          == resolved.sample(atLocalTime: time, from: .init(value: 3)))
    }
  }
}
