import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@Suite("Spring parametrisations and named springs")
struct SpringParametersTests {
  /// Relative closeness for round-trips through a square root and a division or two.
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 4e-15) -> Bool {
    abs(a - b) <= tolerance * max(abs(a), abs(b), 1e-300)
  }

  @Test("PH-2: each parametrisation converts to (mass, stiffness, damping) as specified")
  func conversions() throws {
    let direct = try SpringParameters(stiffness: 300, damping: 20, mass: 2)
    #expect(direct.mass == 2 && direct.stiffness == 300 && direct.damping == 20)
    #expect(close(direct.dampingRatio, 20 / (2 * (600.0).squareRoot())))
    #expect(close(direct.naturalFrequency, (150.0).squareRoot()))

    let ratio = try SpringParameters(stiffness: 300, dampingRatio: 0.7, mass: 2)
    #expect(close(ratio.damping, 2 * 0.7 * (600.0).squareRoot()))

    let bouncy = try SpringParameters(duration: 0.5, bounce: 0.3)
    #expect(bouncy.mass == 1)
    #expect(close(bouncy.stiffness, pow2(2 * Double.pi / 0.5)))
    #expect(close(bouncy.damping, 4 * Double.pi * 0.7 / 0.5))
    let flat = try SpringParameters(duration: 0.5, bounce: -0.5)
    #expect(close(flat.damping, 4 * Double.pi / (0.5 * 0.5)))
    #expect(close(flat.dampingRatio, 2))

    let response = try SpringParameters(response: 0.55, dampingRatio: 0.825)
    #expect(close(response.stiffness, pow2(2 * Double.pi / 0.55)))
    #expect(close(response.damping, 4 * Double.pi * 0.825 / 0.55))
    #expect(try SpringParameters(stiffness: 10, damping: 1).mass == 1)  // mass defaults to 1
  }

  @Test("PH-2: the parametrisations round-trip (duration/bounce, response/ratio, stiffness/ratio)")
  func roundTrips() throws {
    for duration in [0.05, 0.3, 0.5, 1, 2.7] {
      for bounce in [-0.9, -0.5, -1e-9, 0, 1e-9, 0.15, 0.3, 0.7, 0.99] {
        let spring = try SpringParameters(duration: duration, bounce: bounce)
        #expect(close(spring.duration, duration))
        #expect(abs(spring.bounce - bounce) <= 1e-14, "bounce \(bounce) duration \(duration)")
        let again = try SpringParameters(
          stiffness: spring.stiffness, dampingRatio: spring.dampingRatio, mass: spring.mass)
        #expect(close(again.damping, spring.damping))
        let viaResponse = try SpringParameters(
          response: spring.response, dampingRatio: spring.dampingRatio)
        #expect(close(viaResponse.stiffness, spring.stiffness, 1e-14))
        #expect(close(viaResponse.damping, spring.damping, 1e-14))
      }
    }
    for mass in [0.1, 1, 3.5] {
      let spring = try SpringParameters(stiffness: 420, dampingRatio: 0.6, mass: mass)
      #expect(close(spring.dampingRatio, 0.6))
      // duration 2π√(m/k) holds for any mass.
      #expect(close(spring.duration, 2 * Double.pi * (mass / 420).squareRoot()))
    }
  }

  @Test("PH-2: published fixtures: SwiftUI's and Flutter's named springs")
  func publishedFixtures() throws {
    // SwiftUI documents .smooth, .snappy and .bouncy as duration 0.5 (the default) with a base
    // bounce of 0, 0.15 and 0.3: developer.apple.com/documentation/swiftui/spring/
    // snappy(duration:extrabounce:) ("the base bounce of 0.15"), .../bouncy(duration:extrabounce:)
    // ("0.3"), .../animation/smooth(duration:extrabounce:) ("0"); Spring.init(duration:bounce:)
    // defines bounce 0 as critically damped and ±1 as the limits.
    // With mass 1: stiffness (2π/0.5)² ≈ 157.91, damping 4π(1 − b)/0.5.
    let smooth = try SpringParameters(duration: 0.5, bounce: 0)
    #expect(abs(smooth.stiffness - 157.913_670_417_429_7) < 1e-9)
    #expect(abs(smooth.damping - 25.132_741_228_718_345) < 1e-12)
    #expect(smooth.dampingRatio == 1)
    let bouncy = try SpringParameters(duration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.damping - 17.592_918_860_102_842) < 1e-12)
    #expect(abs(bouncy.dampingRatio - 0.7) < 1e-15)
  }

  @Test("PH-3: Material 3 motion scheme tokens and Material Motion 2017 as named springs")
  func namedSprings() throws {
    let tokens: [(SpringParameters, Double, Double)] = [
      (.standardFastSpatial, 0.9, 1400), (.standardDefaultSpatial, 0.9, 700),
      (.standardSlowSpatial, 0.9, 300), (.expressiveFastSpatial, 0.6, 800),
      (.expressiveDefaultSpatial, 0.8, 380), (.expressiveSlowSpatial, 0.8, 200),
      (.standardFastEffects, 1, 3800), (.standardDefaultEffects, 1, 1600),
      (.standardSlowEffects, 1, 800), (.expressiveFastEffects, 1, 3800),
      (.expressiveDefaultEffects, 1, 1600), (.expressiveSlowEffects, 1, 800),
    ]
    for (spring, ratio, stiffness) in tokens {
      #expect(spring.mass == 1)
      #expect(spring.stiffness == stiffness)
      #expect(close(spring.dampingRatio, ratio))
    }
    // Effects springs are exactly critically damped: they never overshoot.
    #expect(SpringParameters.standardDefaultEffects.dampingRatio == 1)
    let legacy = SpringParameters.materialMotion2017
    #expect(legacy.stiffness == 342 && legacy.damping == 30 && legacy.mass == 1)
    #expect(
      SpringParameters.preset(named: "expressive-default-spatial") == .expressiveDefaultSpatial)
    #expect(SpringParameters.preset(named: "material-motion-2017") == .materialMotion2017)
    #expect(SpringParameters.preset(named: "nope") == nil)
    #expect(SpringParameters.presetNames.count == 13)
  }

  @Test("PH-3: an effects spring never overshoots; a spatial spring does")
  func effectsNeverOvershoot() throws {
    let fade = try SpringAnimation(.standardDefaultEffects, to: 1.0, from: 0, velocity: 0)
    let move = try SpringAnimation(.expressiveFastSpatial, to: 1.0, from: 0, velocity: 0)
    var fadeMax = 0.0
    var moveMax = 0.0
    for step in 0...2000 {
      let time = Double(step) / 1000
      fadeMax = max(fadeMax, fade.sample(atLocalTime: time, from: .init(value: 0)).value)
      moveMax = max(moveMax, move.sample(atLocalTime: time, from: .init(value: 0)).value)
    }
    #expect(fadeMax <= 1)
    #expect(moveMax > 1.05)
  }

  private func pow2(_ x: Double) -> Double { x * x }
}
