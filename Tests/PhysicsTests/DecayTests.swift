import MotionPhysics
import MotionStreams
import MotionTween
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Decay, projection and snapping")
struct DecayTests {
  @Test("PH-7: the deceleration rate and the friction multiplier give λ = −1000·ln r and λ = 4.2·f")
  func parametrisations() throws {
    let normal = try DecayParameters(decelerationRate: 0.998)
    #expect(normal == .normal)
    #expect(abs(normal.decayRate - 2.002_002_670_673_079) < 1e-12)
    #expect(abs(DecayParameters.fast.decayRate - 10.050_335_853_501_4) < 1e-12)
    #expect(abs(normal.decelerationRate - 0.998) < 1e-15)  // round-trip
    let android = try DecayParameters(friction: 1)
    #expect(android.decayRate == 4.2 && android == .android)
    #expect(try DecayParameters(friction: 2.5).friction == 2.5)
    #expect(try DecayParameters(decayRate: 3).decayRate == 3)
  }

  @Test(
    "PH-7: x(t) = x0 + (v0/λ)(1 − e^(−λt)), v(t) = v0·e^(−λt); at rest when |v| ≤ restVelocity, then it holds"
  )
  func motion() throws {
    let lambda = DecayParameters.android.decayRate
    let fling = try DecayAnimation(.android, from: 100.0, velocity: -800, restVelocity: 0.5)
    let showing = AnimationSample(value: 0.0)
    for time in [0.0, 0.01, 0.3, 1, 1.7] {
      let sample = fling.sample(atLocalTime: time, from: showing)
      let decay = exp(-lambda * time)
      #expect(abs(sample.value - (100 - 800 / lambda * (1 - decay))) < 1e-11)
      #expect(abs(sample.velocity - -800 * decay) < 1e-11)
    }
    let end = fling.endSeconds(from: showing)
    #expect(abs(end - log(800 / 0.5) / lambda) < 1e-12)
    let atEnd = fling.sample(atLocalTime: end, from: showing)
    #expect(atEnd.velocity == 0)
    let justBefore = fling.sample(atLocalTime: end - 1e-9, from: showing)
    #expect(abs(justBefore.velocity + 0.5) < 1e-6)
    #expect(abs(atEnd.value - justBefore.value) < 1e-8)  // holds its value: no jump
    #expect(fling.sample(atLocalTime: end + 10, from: showing) == atEnd)
    // Before it starts (a delay), the start value at zero velocity.
    let delayed = try DecayAnimation(.android, from: 1.0, velocity: 10, delay: 1)
    #expect(delayed.sample(atLocalTime: 0.5, from: showing) == AnimationSample(value: 1))
  }

  @Test(
    "PH-8: projection is x0 + v0/λ; the per-millisecond geometric sum falls short by about v0/2000")
  func projection() throws {
    #expect(
      abs(try project(value: 0, velocity: 1000, decelerationRate: 0.998) - 499.499_833_166_454_8)
        < 1e-9)
    #expect(
      abs(DecayParameters.normal.project(value: 100.0, velocity: 1000) - 599.499_833_166_454_8)
        < 1e-9)
    // Apple's "Designing Fluid Interfaces" (WWDC 2018, session 803) projects with
    // (v0 / 1000) · r / (1 − r), a formula copied widely, e.g. github.com/rizadh/Puzzil,
    // Puzzil/Extensions/CGPoint+Projection.swift: the decay stepped once per millisecond. Stepping it here gives
    // that sum, and it is the continuous end point less about half a millisecond of travel.
    let (velocity, rate) = (1000.0, 0.998)
    var position = 0.0
    var speed = velocity
    for _ in 0..<40_000 {
      speed *= rate
      position += speed / 1000
    }
    let discrete = velocity / 1000 * rate / (1 - rate)
    #expect(abs(position - discrete) < 1e-9)
    let continuous = try project(value: 0, velocity: velocity, decelerationRate: rate)
    #expect(abs(continuous - discrete - velocity / 2000) < 0.001)
    // A decay that never rests (rest velocity 0) approaches the projection.
    let fling = try DecayAnimation(.normal, from: 0.0, velocity: velocity, restVelocity: 0)
    #expect(abs(fling.sample(atLocalTime: 40, from: .init(value: 0)).value - continuous) < 1e-9)
  }

  @Test(
    "PH-8: snapping picks the anchor nearest to the projected end; ties go in the direction of travel"
  )
  func snapping() throws {
    let decay = try DecayParameters(decayRate: 2)
    // Projection 0 + 400/2 = 200.
    #expect(decay.snapAnchor(value: 0.0, velocity: 400, anchors: [0, 300, 600]) == 300)
    #expect(decay.snapAnchor(value: 0.0, velocity: 100, anchors: [0, 300, 600]) == 0)
    // Projection exactly half-way between 100 and 300: moving up picks 300, down picks 100.
    #expect(decay.snapAnchor(value: 0.0, velocity: 400, anchors: [100, 300]) == 300)
    #expect(decay.snapAnchor(value: 400.0, velocity: -400, anchors: [300, 100]) == 100)
    #expect(decay.snapAnchor(value: 200.0, velocity: 0, anchors: [300, 100]) == 300)  // first given
    #expect(decay.snapAnchor(value: 0.0, velocity: 1, anchors: []) == nil)
    #expect(decay.snapAnchor(value: 0.0, velocity: 1, anchors: [.nan, 5]) == 5)
    // Points: nearest by distance; a tie goes to the anchor along the velocity.
    let anchors = [Point(x: 0, y: 100), Point(x: 100, y: 0)]
    let row = [Point(x: 0, y: 0), Point(x: 100, y: 0)]
    #expect(
      decay.snapAnchor(value: Point(x: 0, y: 0), velocity: Point(x: 100, y: 0), anchors: row)
        == row[1])
    #expect(
      decay.snapAnchor(value: Point(x: 100, y: 0), velocity: Point(x: -100, y: 0), anchors: row)
        == row[0])
    #expect(
      decay.snapAnchor(value: Point(x: 0, y: 0), velocity: Point(x: 180, y: 20), anchors: anchors)
        == anchors[1])
  }
}
