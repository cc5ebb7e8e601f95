import Foundation
import MotionPhysics
import MotionTools
import MotionTween
import Testing

/// `{"properties":{"x":0},"motions":[MOTION]}` for one motion's fields.
private func motion(_ fields: String) -> String {
  #"{"properties":{"x":0},"motions":[{"property":"x","# + fields + "}]}"
}

/// The one motion of `json`.
private func onlyMotion(_ json: String) throws -> DocumentAnimation {
  let read = try document(json)
  #expect(read.motions.count == 1)
  return try #require(read.motions.first).animation
}

/// The spring of a one-spring document.
private func spring(_ fields: String) throws -> SpringAnimation<Double> {
  guard case .spring(let spring, _) = try onlyMotion(motion(#""kind":"spring","# + fields)) else {
    throw ReadError.wrongKind
  }
  return spring
}

private enum ReadError: Error { case wrongKind }

@Suite("MotionDocument: springs and decays in \"motions\" (PH-14)")
struct MotionDocumentPhysicsTests {
  @Test("PH-14: the physics example reads: tweens, then a spring and a bounded decay")
  func example() throws {
    let read = try MotionDocument.read(try exampleFile("physics.json"))
    #expect(read.tweens.map(\.property) == ["x"])
    #expect(read.motions.map(\.property) == ["x", "scroll"])
    #expect(read.registered.map(\.property) == ["x", "x", "scroll"])
    guard case .spring(let spring, let delay) = read.motions[0].animation,
      case .boundedDecay(let decay, 0) = read.motions[1].animation
    else {
      Issue.record("expected a spring and a bounded decay")
      return
    }
    #expect(spring.parameters == .expressiveDefaultSpatial && spring.destination == 300)
    #expect(delay == 100 && spring.delay == 0.1 && spring.startsFromShowing)
    #expect(decay.bounds == 0...600 && decay.bounce == .standardDefaultSpatial)
    #expect(decay.decay.initialVelocity == 2000 && decay.decay.from == nil)
  }

  @Test("PH-14, PH-2: every spring parameter set reads to the parameters built directly")
  func springParameterSets() throws {
    let cases: [(String, SpringParameters)] = [
      (#""stiffness":200,"damping":10"#, try SpringParameters(stiffness: 200, damping: 10)),
      (
        #""stiffness":200,"damping":10,"mass":2"#,
        try SpringParameters(stiffness: 200, damping: 10, mass: 2)
      ),
      (
        #""stiffness":200,"dampingRatio":0.5,"mass":3"#,
        try SpringParameters(stiffness: 200, dampingRatio: 0.5, mass: 3)
      ),
      (#""duration":500"#, try SpringParameters(duration: 0.5)),
      (#""duration":400,"bounce":0.2"#, try SpringParameters(duration: 0.4, bounce: 0.2)),
      (#""duration":400,"bounce":-0.5"#, try SpringParameters(duration: 0.4, bounce: -0.5)),
      (
        #""response":550,"dampingRatio":0.7"#,
        try SpringParameters(response: 0.55, dampingRatio: 0.7)
      ),
      (#""preset":"material-motion-2017""#, .materialMotion2017),
    ]
    for (fields, expected) in cases {
      #expect(try spring(#""to":1,"# + fields).parameters == expected, "\(fields)")
    }
    for name in SpringParameters.presetNames {
      let read = try spring(#""to":1,"preset":"\#(name)""#)
      #expect(read.parameters == SpringParameters.preset(named: name), "\(name)")
    }
  }

  @Test("PH-14: a spring's start, delay and rest thresholds read in the document's units")
  func springFields() throws {
    let full = try spring(
      #""to":10,"from":2,"velocity":-30,"delay":250,"restDisplacement":0.5,"restVelocity":0.25,"preset":"standard-fast-spatial""#
    )
    #expect(full.destination == 10 && full.from == 2 && full.initialVelocity == -30)
    #expect(full.delay == 0.25 && full.restDisplacement == 0.5 && full.restVelocity == 0.25)
    #expect(!full.startsFromShowing)
    let bare = try spring(#""to":10,"preset":"standard-fast-spatial""#)
    #expect(bare.from == nil && bare.initialVelocity == nil && bare.delay == 0)
    #expect(bare.restDisplacement == 0.001 && bare.restVelocity == 0.01)
  }

  @Test("PH-14, PH-7: decays read by deceleration rate or friction, with or without bounds")
  func decays() throws {
    let rate = try onlyMotion(
      motion(#""kind":"decay","from":5,"velocity":800,"decelerationRate":0.99,"delay":40"#))
    guard case .decay(let decay, 40) = rate else {
      Issue.record("expected a decay, got \(rate)")
      return
    }
    #expect(decay.parameters == .fast && decay.from == 5 && decay.initialVelocity == 800)
    #expect(decay.delay == 0.04 && decay.restVelocity == 0.01)
    let friction = try onlyMotion(
      motion(#""kind":"decay","friction":2,"restVelocity":1"#))
    guard case .decay(let byFriction, 0) = friction else {
      Issue.record("expected a decay, got \(friction)")
      return
    }
    #expect(byFriction.parameters == (try DecayParameters(friction: 2)))
    #expect(byFriction.restVelocity == 1 && byFriction.startsFromShowing)
    let bounded = try onlyMotion(
      motion(
        #""kind":"decay","friction":1,"bounds":[-10,10],"bounce":{"stiffness":300,"dampingRatio":1}"#
      ))
    guard case .boundedDecay(let withBounds, 0) = bounded else {
      Issue.record("expected a bounded decay, got \(bounded)")
      return
    }
    #expect(withBounds.bounds == -10...10 && withBounds.decay.parameters == .android)
    #expect(withBounds.bounce == (try SpringParameters(stiffness: 300, dampingRatio: 1)))
  }

  @Test("PH-14: a motion of kind \"tween\" reads as the same tween in \"tweens\" does")
  func tweenKind() throws {
    let fields = #""property":"x","duration":300,"delay":20,"values":[1,5],"offsets":[0,1]"#
    let inMotions = try document(
      #"{"properties":{"x":0},"motions":[{"kind":"tween","# + fields + "}]}")
    let inTweens = try document(#"{"properties":{"x":0},"tweens":[{"# + fields + "}]}")
    guard case .tween(let tween) = try #require(inMotions.motions.first).animation else {
      Issue.record("expected a tween")
      return
    }
    let expected = inTweens.tweens[0].tween
    #expect(tween.values == expected.values && tween.offsets == expected.offsets)
    #expect(tween.duration == expected.duration && tween.delay == expected.delay)
  }

  @Test("PH-14, PH-13: every bad spring or decay field is one line naming the field")
  func fieldErrors() {
    let presets = SpringParameters.presetNames.joined(separator: ", ")
    let cases: [(String, String)] = [
      (
        #"{"properties":{"x":0},"motions":[{"property":"x","to":1}]}"#,
        #"motions[0].kind: missing ("tween", "spring" or "decay")"#
      ),
      (
        motion(#""kind":"fling""#),
        #"motions[0].kind: must be "tween", "spring" or "decay", got "fling""#
      ),
      (
        motion(#""kind":3"#),
        #"motions[0].kind: must be "tween", "spring" or "decay", got a number"#
      ),
      (#"{"motions":[7]}"#, "motions[0]: must be an object, got a number"),
      (#"{"motions":{}}"#, "motions: must be an array, got an object"),
      (
        #"{"properties":{"x":0},"motions":[{"kind":"spring","property":"y","to":1,"preset":"standard-fast-spatial"}]}"#,
        "motions[0].property: 'y' is not declared in properties"
      ),
      (motion(#""kind":"spring","preset":"standard-fast-spatial""#), "motions[0].to: missing"),
      (
        motion(#""kind":"spring","to":"1","preset":"standard-fast-spatial""#),
        "motions[0].to: must be a number, got a string"
      ),
      (
        motion(#""kind":"spring","to":1"#),
        #"motions[0]: needs one spring parameter set: "stiffness" with "damping" or "#
          + #""dampingRatio", "duration" (with "bounce"), "response" with "dampingRatio", "#
          + #"or "preset""#
      ),
      (
        motion(
          #""kind":"spring","to":1,"stiffness":100,"damping":1,"preset":"standard-fast-spatial""#),
        #"motions[0].preset: conflicts with "stiffness": give exactly one spring parameter set"#
      ),
      (
        motion(#""kind":"spring","to":1,"duration":100,"response":100,"dampingRatio":1"#),
        #"motions[0].response: conflicts with "duration": give exactly one spring parameter set"#
      ),
      (
        motion(#""kind":"spring","to":1,"stiffness":100,"damping":1,"dampingRatio":1"#),
        #"motions[0].dampingRatio: conflicts with "damping": give one of them"#
      ),
      (
        motion(#""kind":"spring","to":1,"stiffness":100"#),
        #"motions[0].damping: missing (or give "dampingRatio")"#
      ),
      (
        motion(#""kind":"spring","to":1,"response":100"#),
        #"motions[0].dampingRatio: missing ("response" needs it)"#
      ),
      (
        motion(#""kind":"spring","to":1,"duration":100,"dampingRatio":1"#),
        #"motions[0].dampingRatio: does not go with "duration""#
      ),
      (
        motion(#""kind":"spring","to":1,"stiffness":100,"damping":1,"bounce":0.2"#),
        #"motions[0].bounce: does not go with "stiffness""#
      ),
      (
        motion(#""kind":"spring","to":1,"preset":"standard-fast-spatial","mass":2"#),
        #"motions[0].mass: does not go with "preset""#
      ),
      (
        motion(#""kind":"spring","to":1,"preset":"bouncy""#),
        #"motions[0].preset: unknown preset "bouncy" (expected one of \#(presets))"#
      ),
      (
        motion(#""kind":"spring","to":1,"preset":1"#),
        "motions[0].preset: must be a string (one of \(presets)), got a number"
      ),
      (
        motion(#""kind":"spring","to":1,"stiffness":0,"damping":1"#),
        "motions[0].stiffness: must be finite and positive, got 0.0"
      ),
      (
        motion(#""kind":"spring","to":1,"stiffness":10,"damping":-1"#),
        "motions[0].damping: must be finite and not negative, got -1.0"
      ),
      (
        motion(#""kind":"spring","to":1,"stiffness":10,"dampingRatio":-0.5"#),
        "motions[0].dampingRatio: must be finite and not negative, got -0.5"
      ),
      (
        motion(#""kind":"spring","to":1,"stiffness":10,"damping":1,"mass":0"#),
        "motions[0].mass: must be finite and positive, got 0.0"
      ),
      (
        motion(#""kind":"spring","to":1,"duration":0"#),
        "motions[0].duration: must be positive, got 0.0 ms"
      ),
      (
        motion(#""kind":"spring","to":1,"duration":300,"bounce":1"#),
        "motions[0].bounce: must be in (-1, 1), got 1.0"
      ),
      (
        motion(#""kind":"spring","to":1,"response":-3,"dampingRatio":1"#),
        "motions[0].response: must be positive, got -3.0 ms"
      ),
      (
        motion(#""kind":"spring","to":1,"delay":-1,"preset":"standard-fast-spatial""#),
        "motions[0].delay: must not be negative, got -1.0 ms"
      ),
      (
        motion(#""kind":"spring","to":1,"delay":1e300,"preset":"standard-fast-spatial""#),
        "motions[0].delay: must be between 0 and 1e12 ms, got 1e+300"
      ),
      (
        motion(#""kind":"spring","to":1,"restDisplacement":-1,"preset":"standard-fast-spatial""#),
        "motions[0].restDisplacement: must be finite and not negative, got -1.0"
      ),
      (
        motion(#""kind":"spring","to":1,"restVelocity":-2,"preset":"standard-fast-spatial""#),
        "motions[0].restVelocity: must be finite and not negative, got -2.0"
      ),
      (
        motion(#""kind":"spring","to":1,"velocity":true,"preset":"standard-fast-spatial""#),
        "motions[0].velocity: must be a number, got a boolean"
      ),
      (
        motion(#""kind":"spring","to":1,"preset":"standard-fast-spatial","frm":0"#),
        "motions[0].frm: unknown field (expected one of bounce, damping, dampingRatio, delay, "
          + "duration, from, kind, mass, preset, property, response, restDisplacement, "
          + "restVelocity, stiffness, to, velocity)"
      ),
      (
        motion(#""kind":"decay""#),
        #"motions[0]: needs "decelerationRate" (per ms, in (0, 1)) or "friction""#
      ),
      (
        motion(#""kind":"decay","decelerationRate":0.99,"friction":1"#),
        #"motions[0].friction: conflicts with "decelerationRate": give one of them"#
      ),
      (
        motion(#""kind":"decay","decelerationRate":1"#),
        "motions[0].decelerationRate: must be in (0, 1), got 1.0"
      ),
      (
        motion(#""kind":"decay","friction":0"#),
        "motions[0].friction: must be finite and positive, got 0.0"
      ),
      (
        motion(#""kind":"decay","friction":1,"restVelocity":-1"#),
        "motions[0].restVelocity: must be finite and not negative, got -1.0"
      ),
      (
        motion(#""kind":"decay","friction":1,"to":3"#),
        "motions[0].to: unknown field (expected one of bounce, bounds, decelerationRate, delay, "
          + "friction, from, kind, property, restVelocity, velocity)"
      ),
      (
        motion(#""kind":"decay","friction":1,"bounds":[0]"#),
        "motions[0].bounds: must be [min, max], got 1 numbers"
      ),
      (
        motion(
          #""kind":"decay","friction":1,"bounds":[5,1],"bounce":{"preset":"standard-fast-spatial"}"#
        ),
        "motions[0].bounds: min must not exceed max, got [5.0, 1.0]"
      ),
      (
        motion(#""kind":"decay","friction":1,"bounds":[0,"1"]"#),
        "motions[0].bounds[1]: must be a number, got a string"
      ),
      (
        motion(#""kind":"decay","friction":1,"bounds":[0,1]"#),
        "motions[0].bounce: missing (the spring that takes over at a bound)"
      ),
      (
        motion(#""kind":"decay","friction":1,"bounce":{"preset":"standard-fast-spatial"}"#),
        #"motions[0].bounce: needs "bounds" (the spring runs at a bound)"#
      ),
      (
        motion(#""kind":"decay","friction":1,"bounds":[0,1],"bounce":"standard-fast-spatial""#),
        "motions[0].bounce: must be an object (a spring parameter set), got a string"
      ),
      (
        motion(#""kind":"decay","friction":1,"bounds":[0,1],"bounce":{"preset":"x","to":1}"#),
        "motions[0].bounce.to: unknown field (expected one of bounce, damping, dampingRatio, "
          + "duration, mass, preset, response, stiffness)"
      ),
      (
        motion(
          #""kind":"decay","friction":1,"bounds":[0,1],"bounce":{"stiffness":-5,"damping":1}"#),
        "motions[0].bounce.stiffness: must be finite and positive, got -5.0"
      ),
      (
        motion(#""kind":"decay","friction":1,"bounds":[0,1],"bounce":{}"#),
        #"motions[0].bounce: needs one spring parameter set: "stiffness" with "damping" or "#
          + #""dampingRatio", "duration" (with "bounce"), "response" with "dampingRatio", "#
          + #"or "preset""#
      ),
      (
        motion(#""kind":"tween","duration":5,"values":[1],"to":2"#),
        "motions[0].to: unknown field (expected one of delay, direction, duration, easing, "
          + "interTimingFunctions, iterationStart, iterations, kind, offsets, playbackRate, "
          + "property, values)"
      ),
      (
        motion(#""kind":"tween","duration":-5,"values":[1]"#),
        "motions[0].duration: must not be negative, got -5.0 ms"
      ),
      (
        #"{"motionz":[]}"#,
        "motionz: unknown field (expected one of motions, properties, samples, tweens)"
      ),
    ]
    for (json, message) in cases {
      #expect(documentError(json) == message, "\(json)")
    }
  }

  @Test("PH-14: the first bad motion in document order is the one reported, after the tweens")
  func firstProblem() {
    let json = """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": -1, "values": [1] } ],
        "motions": [ { "kind": "spring", "property": "x", "to": 1 },
                     { "kind": "decay", "property": "x" } ] }
      """
    #expect(documentError(json) == "tweens[0].duration: must not be negative, got -1.0 ms")
    let motionsOnly =
      #"{"properties":{"x":0},"motions":[{"kind":"decay","property":"x","friction":1},{"kind":"spring","property":"x","to":1}]}"#
    #expect(
      documentError(motionsOnly)?.hasPrefix("motions[1]: needs one spring parameter set") == true)
  }
}
