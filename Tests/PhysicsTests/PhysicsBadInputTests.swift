import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@Suite("Bad physics parameters are typed errors naming the field")
struct PhysicsBadInputTests {
  /// The error `body` throws, or nil; any error other than a ParameterError is a test failure.
  /// (The initializers declare `throws(ParameterError)`; the compiler checks the type.)
  func error(_ body: () throws -> Void) -> ParameterError? {
    do {
      try body()
      return nil
    } catch let error as ParameterError {
      return error
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  /// The name an error carries.
  func field(_ error: ParameterError?) -> String? {
    switch error {
    case .invalidParameter(let name, _), .outOfRange(let name, _, _): name
    case .invalidCount(let name, _): name
    case nil: nil
    }
  }

  @Test(
    "PH-13: spring parameters: non-finite or non-positive mass or stiffness, negative or non-finite damping, bounce outside (−1, 1), non-positive duration or response"
  )
  func springParameters() {
    for bad in [0, -1, Double.nan, .infinity] {
      #expect(field(error { _ = try SpringParameters(stiffness: bad, damping: 1) }) == "stiffness")
      #expect(
        field(error { _ = try SpringParameters(stiffness: 1, damping: 1, mass: bad) }) == "mass")
      #expect(
        field(error { _ = try SpringParameters(stiffness: 1, dampingRatio: 1, mass: bad) })
          == "mass")
      #expect(field(error { _ = try SpringParameters(duration: bad, bounce: 0) }) == "duration")
      #expect(
        field(error { _ = try SpringParameters(response: bad, dampingRatio: 1) }) == "response")
    }
    for bad in [-1e-9, -1, Double.nan, .infinity] {
      #expect(field(error { _ = try SpringParameters(stiffness: 1, damping: bad) }) == "damping")
      #expect(
        field(error { _ = try SpringParameters(stiffness: 1, dampingRatio: bad) }) == "dampingRatio"
      )
      #expect(
        field(error { _ = try SpringParameters(response: 1, dampingRatio: bad) }) == "dampingRatio")
    }
    for bad: Double in [1, -1, 1.5, .nan, -.infinity] {
      #expect(field(error { _ = try SpringParameters(duration: 1, bounce: bad) }) == "bounce")
    }
    #expect(
      error { _ = try SpringParameters(duration: 1, bounce: 1) }?.description
        == "bounce must be in (-1, 1), got 1.0")
    #expect(
      error { _ = try SpringParameters(stiffness: 1, damping: 1, mass: 0) }?.description
        == "mass must be finite and positive, got 0.0")
    // Zero damping is allowed: a spring that never rests.
    #expect(error { _ = try SpringParameters(stiffness: 1, damping: 0) } == nil)
  }

  @Test(
    "PH-13: decay parameters: a deceleration rate outside (0, 1), a non-positive friction or rate")
  func decayParameters() {
    for bad in [0, 1, -0.5, 1.5, Double.nan] {
      #expect(field(error { _ = try DecayParameters(decelerationRate: bad) }) == "decelerationRate")
      #expect(
        field(error { _ = try project(value: 0, velocity: 1, decelerationRate: bad) })
          == "decelerationRate")
    }
    for bad in [0, -1, Double.nan, .infinity] {
      #expect(field(error { _ = try DecayParameters(friction: bad) }) == "friction")
      #expect(field(error { _ = try DecayParameters(decayRate: bad) }) == "decayRate")
    }
  }

  @Test(
    "PH-13: animations: negative rest thresholds or delay, non-finite values, bounds or retarget times"
  )
  func animations() throws {
    let p = SpringParameters.standardDefaultSpatial
    for bad in [-1, Double.nan, .infinity] {
      #expect(
        field(error { _ = try SpringAnimation(p, to: 0.0, restDisplacement: bad) })
          == "restDisplacement")
      #expect(
        field(error { _ = try SpringAnimation(p, to: 0.0, restVelocity: bad) }) == "restVelocity")
      #expect(field(error { _ = try SpringAnimation(p, to: 0.0, delay: bad) }) == "delay")
      #expect(
        field(error { _ = try DecayAnimation(.normal, from: 0.0, restVelocity: bad) })
          == "restVelocity")
      #expect(field(error { _ = try DecayAnimation<Double>(.normal, delay: bad) }) == "delay")
      #expect(
        field(
          error {
            _ = try BoundedDecayAnimation(.normal, bounds: 0...1, bounce: p, restDisplacement: bad)
          }) == "restDisplacement")
    }
    for bad: Double in [.nan, .infinity, -.infinity] {
      #expect(field(error { _ = try SpringAnimation(p, to: bad) }) == "destination")
      #expect(field(error { _ = try SpringAnimation(p, to: 0, from: bad) }) == "from")
      #expect(field(error { _ = try SpringAnimation(p, to: 0, velocity: bad) }) == "velocity")
      #expect(field(error { _ = try SpringAnimation(p, to: Point(x: 0, y: bad)) }) == "destination")
      #expect(field(error { _ = try DecayAnimation(.normal, from: bad) }) == "from")
      #expect(
        field(error { _ = try DecayAnimation(.normal, velocity: Point(x: bad, y: 0)) })
          == "velocity")
      let spring = try SpringAnimation(p, to: 0.0, from: 1, velocity: 0)
      #expect(
        field(error { _ = try spring.retargeted(to: bad, atLocalTime: 0.1) }) == "destination")
      #expect(field(error { _ = try spring.retargeted(to: 1, atLocalTime: bad) }) == "localTime")
    }
    #expect(
      field(error { _ = try BoundedDecayAnimation(.normal, bounds: -.infinity...0, bounce: p) })
        == "bounds")
    #expect(
      field(
        error { _ = try BoundedDecayAnimation(.normal, bounds: 0...Double.infinity, bounce: p) })
        == "bounds")
    #expect(
      error { _ = try SpringAnimation(p, to: Double.nan) }?.description
        == "destination must be finite, got nan")
  }

  @Test(
    "PH-13: bounded decays per component: a non-finite bound or a lower bound above its upper bound names `bounds`"
  )
  func componentBounds() {
    let p = SpringParameters.standardDefaultSpatial
    for bad: Double in [.nan, .infinity, -.infinity] {
      #expect(
        field(
          error {
            _ = try BoundedDecayAnimation(
              .normal, lowerBound: Point(x: 0, y: bad), upperBound: Point(x: 1, y: 1), bounce: p)
          }) == "bounds")
      #expect(
        field(
          error {
            _ = try BoundedDecayAnimation(
              .normal, lowerBound: Point.zero, upperBound: Point(x: bad, y: 1), bounce: p)
          }) == "bounds")
      #expect(
        field(
          error {
            _ = try BoundedDecayAnimation(
              .normal, bounds: Rect(x: bad, y: 0, width: 1, height: 1), bounce: p)
          })
          == "bounds")
    }
    // Reversed in one component only; a rectangle of negative height.
    let reversed = error {
      _ = try BoundedDecayAnimation(
        .normal, lowerBound: Point(x: 0, y: 5), upperBound: Point(x: 1, y: 4), bounce: p)
    }
    #expect(field(reversed) == "bounds")
    #expect(reversed?.description.contains("at least the lower bound 5") == true)
    #expect(
      field(
        error {
          _ = try BoundedDecayAnimation(
            .normal, bounds: Rect(x: 0, y: 0, width: 1, height: -1), bounce: p)
        })
        == "bounds")
    // Equal bounds are a valid (pinned) component.
    #expect(
      error {
        _ = try BoundedDecayAnimation(
          .normal, lowerBound: Point(x: 0, y: 3), upperBound: Point(x: 1, y: 3), bounce: p)
      } == nil)
  }
}
