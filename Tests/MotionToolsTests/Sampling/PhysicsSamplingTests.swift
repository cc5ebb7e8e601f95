import MotionPhysics
import MotionTools
import MotionTween
import Testing

/// The samples (value and velocity) of `property` in `json` at `times`.
private func samples(_ json: String, _ property: String, at times: [Double]) throws
  -> [AnimationSample<Double>]
{
  let table = SampleTable(document: try document(json), times: times)
  let index = try #require(table.names.firstIndex(of: property))
  return zip(table.values[index], table.velocities[index]).map {
    AnimationSample(value: $0, velocity: $1)
  }
}

/// `motion`'s sample at `milliseconds` on the document's clock, computed directly.
private func direct<A: Animation<Double>>(_ motion: A, at milliseconds: Double) -> AnimationSample<
  Double
> {
  motion.sample(atLocalTime: milliseconds / 1000, from: AnimationSample(value: .nan))
}

private let times: [Double] = [0, 50, 99, 100, 101, 150, 200, 333, 500, 800, 1200, 3000]

@Suite("SampleTable: springs and decays sampled with tweens (PH-14)")
struct PhysicsSamplingTests {
  @Test("PH-14, PH-1: a spring's values and velocities are SpringAnimation's, computed directly")
  func springMatchesDirect() throws {
    let json = """
      { "properties": { "x": 0 },
        "motions": [ { "kind": "spring", "property": "x", "to": 300, "from": -20,
                       "velocity": 900, "delay": 100, "stiffness": 380, "dampingRatio": 0.3,
                       "mass": 1.5 } ] }
      """
    let spring = try SpringAnimation(
      try SpringParameters(stiffness: 380, dampingRatio: 0.3, mass: 1.5), to: 300.0, from: -20,
      velocity: 900, delay: 0.1)
    let read = try samples(json, "x", at: times)
    for (time, sample) in zip(times, read) {
      #expect(sample == direct(spring, at: time), "t = \(time)")
    }
    #expect(read[0] == AnimationSample(value: -20))  // before its delay: its start, at rest
    #expect(read[3] == AnimationSample(value: -20, velocity: 900))  // its start instant
    #expect(read.last == AnimationSample(value: 300))  // at rest (PH-4)
  }

  @Test(
    "PH-14, PH-7, PH-9: decays, free and bounded, are DecayAnimation's and BoundedDecayAnimation's")
  func decaysMatchDirect() throws {
    let json = """
      { "properties": { "a": 0, "b": 0 },
        "motions": [
          { "kind": "decay", "property": "a", "from": 10, "velocity": -1500, "friction": 2,
            "delay": 50 },
          { "kind": "decay", "property": "b", "from": 500, "velocity": 2000,
            "decelerationRate": 0.998, "bounds": [0, 600],
            "bounce": { "duration": 300, "bounce": 0.2 } } ] }
      """
    let free = try DecayAnimation(
      try DecayParameters(friction: 2), from: 10.0, velocity: -1500, delay: 0.05)
    let bounded = try BoundedDecayAnimation(
      try DecayParameters(decelerationRate: 0.998), bounds: 0...600,
      bounce: try SpringParameters(duration: 0.3, bounce: 0.2), from: 500, velocity: 2000)
    for (time, sample) in zip(times, try samples(json, "a", at: times)) {
      #expect(sample == direct(free, at: time), "a at \(time)")
    }
    let b = try samples(json, "b", at: times)
    for (time, sample) in zip(times, b) {
      #expect(sample == direct(bounded, at: time), "b at \(time)")
    }
    // It crossed 600 and came back to it.
    #expect(b.contains { $0.value > 600 } && b.last == AnimationSample(value: 600))
  }

  @Test("PH-14: a spring without from or velocity starts from a tween's value and velocity")
  func springFromTween() throws {
    // A linear tween 0 → 120 over 200 ms moves at 600 units/s; the spring starts at 100 ms.
    let json = """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": 200, "values": [0, 120] } ],
        "motions": [ { "kind": "spring", "property": "x", "to": 300, "delay": 100,
                       "preset": "expressive-default-spatial" } ] }
      """
    let spring = try SpringAnimation(
      .expressiveDefaultSpatial, to: 300.0, from: 60, velocity: 600, delay: 0.1)
    let read = try samples(json, "x", at: times)
    for (time, sample) in zip(times, read) where time >= 100 {
      #expect(sample == direct(spring, at: time), "t = \(time)")
    }
    // Before it, the tween shows; at the hand-off, value and velocity carry over.
    #expect(read[1] == AnimationSample(value: 30, velocity: 600))
    #expect(abs(read[2].value - 59.4) < 1e-12 && read[2].velocity == 600)
    #expect(read[3] == AnimationSample(value: 60, velocity: 600))
    // The tween was interrupted (PH-6): after the spring rests, the tween's end never shows.
    #expect(read.last == AnimationSample(value: 300))
  }

  @Test("PH-14: a decay takes over from a spring, whatever kind of motion was showing")
  func decayFromSpring() throws {
    let json = """
      { "properties": { "x": 0 },
        "motions": [
          { "kind": "spring", "property": "x", "to": 100, "from": 0, "velocity": 0,
            "preset": "standard-default-spatial" },
          { "kind": "decay", "property": "x", "delay": 50, "decelerationRate": 0.99 } ] }
      """
    let spring = try SpringAnimation(.standardDefaultSpatial, to: 100.0, from: 0, velocity: 0)
    let handOff = direct(spring, at: 50)
    #expect(handOff.velocity > 100)
    let decay = try DecayAnimation(
      .fast, from: handOff.value, velocity: handOff.velocity, delay: 0.05)
    let read = try samples(json, "x", at: times)
    for (time, sample) in zip(times, read) {
      let expected = time < 50 ? direct(spring, at: time) : direct(decay, at: time)
      #expect(sample == expected, "t = \(time)")
    }
    // The spring never shows again: the decay holds its own end, not the spring's 100.
    #expect(read.last!.value != 100 && read.last!.velocity == 0)
  }

  @Test("PH-14: a spring retargeted by a later spring keeps value and velocity")
  func springOverSpring() throws {
    let json = """
      { "properties": { "x": 0 },
        "motions": [
          { "kind": "spring", "property": "x", "to": 100, "velocity": 0, "preset": "standard-default-spatial" },
          { "kind": "spring", "property": "x", "to": -50, "delay": 80, "preset": "expressive-fast-spatial" } ] }
      """
    let first = try SpringAnimation(.standardDefaultSpatial, to: 100.0, from: 0, velocity: 0)
    let start = direct(first, at: 80)
    let second = try SpringAnimation(
      .expressiveFastSpatial, to: -50.0, from: start.value, velocity: start.velocity, delay: 0.08)
    let read = try samples(json, "x", at: [79, 80, 81, 400, 5000])
    #expect(read[0] == direct(first, at: 79))
    #expect(read[1] == start && read[2] == direct(second, at: 81))
    #expect(read[3] == direct(second, at: 400) && read[4] == AnimationSample(value: -50))
  }

  @Test("PH-14, TW-15…TW-18: registration order runs through tweens, then motions")
  func registrationOrder() throws {
    // A (tweens): 0 → 3000 over 0…3000 ms. S (motions): a spring from what shows at 200 ms,
    // at rest long before A would end. T (motions, after S): a single-value tween over
    // 300…400 ms, to −5.
    let a = #"{ "property": "x", "duration": 3000, "values": [0, 3000] }"#
    let s =
      #"{ "kind": "spring", "property": "x", "to": 0, "delay": 200, "preset": "standard-fast-spatial" }"#
    let t = #"{ "kind": "tween", "property": "x", "duration": 100, "delay": 300, "values": [-5] }"#
    let json = #"{ "properties": { "x": 0 }, "tweens": [\#(a)], "motions": [\#(s), \#(t)] }"#
    let spring = try SpringAnimation(
      .standardFastSpatial, to: 0.0, from: 200, velocity: 1000, delay: 0.2)
    #expect(spring.endSeconds(from: AnimationSample(value: 0)) < 2)
    let tween = try Tween(duration: 100, delay: 300, values: [-5.0])
    let read = try samples(json, "x", at: [100, 250, 350, 450, 2500, 5000])
    #expect(read[0] == AnimationSample(value: 100, velocity: 1000))  // A
    #expect(read[1] == direct(spring, at: 250))  // S took over from A
    let under = direct(spring, at: 300).value
    #expect(read[2].value == tween.value(atLocalTime: 350, from: under))  // T hides S (TW-15)
    #expect(read[3] == direct(spring, at: 450))  // S shows again after T (TW-18)
    // A was interrupted at 200 ms (PH-6): S at rest shows, not A in effect or A's end.
    #expect(read[4] == AnimationSample(value: 0) && read[5] == AnimationSample(value: 0))

    // The same tween registered before the spring (in "tweens"): S wins while in effect.
    let earlier = #"{ "property": "x", "duration": 100, "delay": 300, "values": [-5] }"#
    let swapped =
      #"{ "properties": { "x": 0 }, "tweens": [\#(a), \#(earlier)], "motions": [\#(s)] }"#
    #expect(try samples(swapped, "x", at: [350])[0] == direct(spring, at: 350))
  }

  @Test(
    "PH-14, PH-6: a spring interrupts only what was registered before it; a later tween stays over it"
  )
  func laterRegisteredTweenStaysOver() throws {
    // S is registered first but starts at 200 ms, while T (0…1000 ms, registered after it) is
    // in effect: T is over S (TW-18) and keeps showing until its end; S (which took T's value
    // and velocity at 200 ms) has come to rest by then, so T, the one that ended most recently,
    // holds its last value. The runtime's arbiter follows the same rule.
    let json = """
      { "properties": { "x": 0 },
        "motions": [
          { "kind": "spring", "property": "x", "to": 0, "delay": 200,
            "preset": "standard-fast-effects" },
          { "kind": "tween", "property": "x", "duration": 1000, "values": [0, 1000] } ] }
      """
    let read = try samples(json, "x", at: [100, 300, 800, 2000])
    #expect(read[0] == AnimationSample(value: 100, velocity: 1000))
    #expect(read[1] == AnimationSample(value: 300, velocity: 1000))
    #expect(read[2] == AnimationSample(value: 800, velocity: 1000))
    #expect(read[3] == AnimationSample(value: 1000))
  }

  @Test("PH-14, PH-10: samples in any order give the same values")
  func scrubOrder() throws {
    let json = String(decoding: try exampleFile("physics.json"), as: UTF8.self)
    let forward = try samples(json, "x", at: times)
    let backward = try samples(json, "x", at: times.reversed())
    #expect(forward == backward.reversed())
  }

  @Test("PH-14: --velocity adds a velocity column (CSV) or value/velocity lists (JSON)")
  func velocityOutput() throws {
    let read = try document(
      #"{"properties":{"x":0},"tweens":[{"property":"x","duration":1000,"values":[0,100]}]}"#)
    let table = SampleTable(document: read, times: [0, 500, 1000])
    #expect(
      table.csv(velocity: true) == """
        time,property,value,velocity
        0.0,x,0.0,100.0
        500.0,x,50.0,100.0
        1000.0,x,100.0,0.0

        """)
    #expect(
      table.json(velocity: true) == """
        {
          "x": {"value": [0.0, 50.0, 100.0], "velocity": [100.0, 100.0, 0.0]}
        }

        """)
    #expect(table.csv == table.csv(velocity: false) && table.json == table.json(velocity: false))
  }
}
