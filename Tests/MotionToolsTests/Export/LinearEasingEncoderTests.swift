import MotionPhysics
import MotionTestSupport
import MotionTools
import MotionTween
import Testing

/// A spring as the encoder sees it: the value at local milliseconds, its rest time and values.
struct SpringMotion {
  var spring: SpringAnimation<Double>
  var from: Double
  /// Milliseconds until it comes to rest.
  var duration: Double

  init(_ parameters: SpringParameters, from: Double, to: Double, velocity: Double = 0) throws {
    spring = try SpringAnimation(parameters, to: to, from: from, velocity: velocity)
    self.from = from
    duration = spring.endSeconds(from: AnimationSample(value: from)) * 1000
  }

  /// The value at `milliseconds` (the closed form before the rest time, the destination at it).
  func value(_ milliseconds: Double) -> Double {
    spring.sample(atLocalTime: milliseconds / 1000, from: AnimationSample(value: from)).value
  }

  /// The velocity at `milliseconds`, units per millisecond.
  func velocity(_ milliseconds: Double) -> Double {
    spring.sample(atLocalTime: milliseconds / 1000, from: AnimationSample(value: from)).velocity
      / 1000
  }

  var to: Double { spring.destination }

  /// The size the export measures the bound against (ExportTolerance).
  var size: Double {
    var low = min(from, to)
    var high = max(from, to)
    var time = 0.0
    while time < duration {
      low = min(low, value(time))
      high = max(high, value(time))
      time += 0.1
    }
    return ExportTolerance.size(start: from, end: to, minimum: low, maximum: high)
  }

  /// Encodes the spring within the default tolerance (or `tolerance` px per 300).
  func encode(tolerance: Double = 0.5, startVelocity: Double? = nil) throws
    -> LinearEasingEncoder.Result
  {
    let bound = try ExportTolerance(pixels: tolerance).bound(size: size)
    return try LinearEasingEncoder.encode(
      value, duration: duration, from: from, to: to, bound: bound, startVelocity: startVelocity,
      checkTimes: wholeMilliseconds)
  }

  var wholeMilliseconds: [Double] {
    Array(stride(from: 0, to: duration, by: 1))
  }

  /// The largest difference between `easing` and the spring at every whole millisecond and on
  /// a grid that the encoder's own never hits (a step of 0.0737 ms), by the spring's own
  /// function.
  func independentError(_ easing: LinearEasing) -> Double {
    var largest = 0.0
    func check(_ time: Double) {
      let shown = from + easing(time / duration) * (to - from)
      largest = max(largest, abs(shown - value(time)))
    }
    for time in wholeMilliseconds { check(time) }
    var time = 0.0
    while time < duration {
      check(time)
      time += 0.0737
    }
    check(duration)
    return largest
  }
}

@Suite("linear() encoder: springs within a stated bound, fewest points first")
struct LinearEasingEncoderTests {
  @Test("the M3 spatial presets and a bouncy spring, 0 → 300 px: within 0.5 px everywhere")
  func presets() throws {
    let springs: [(String, SpringParameters)] = [
      ("standard-fast-spatial", .standardFastSpatial),
      ("standard-default-spatial", .standardDefaultSpatial),
      ("standard-slow-spatial", .standardSlowSpatial),
      ("expressive-fast-spatial", .expressiveFastSpatial),
      ("expressive-default-spatial", .expressiveDefaultSpatial),
      ("expressive-slow-spatial", .expressiveSlowSpatial),
      ("k 400, ζ 0.3", try SpringParameters(stiffness: 400, dampingRatio: 0.3)),
    ]
    for (name, parameters) in springs {
      let motion = try SpringMotion(parameters, from: 0, to: 300)
      let result = try motion.encode()
      #expect(result.bound == 0.5, "\(name): a spring that overshoots keeps its travel's bound")
      #expect(result.maxError <= 0.5, "\(name)")
      #expect(motion.independentError(result.easing) <= 0.5, "\(name)")
      #expect(result.easing.points.count < 160, "\(name): \(result.easing.points.count) points")
      #expect(result.easing.text.hasPrefix("linear(0, ") && result.easing.text.hasSuffix(", 1)"))
      #expect(!result.easing.text.dropFirst(7).contains("e"), "\(name): no exponents")
    }
  }

  @Test("property: 100 seeded springs of every regime, tosses included, stay within the bound")
  func seededSprings() throws {
    var random = SeededRandom(seed: 0x29_0002)
    for case_ in 0..<fuzzIterations(ci: 100) {
      let stiffness = random.uniform(60, 2500)
      let ratio = [random.uniform(0.15, 0.95), 1, random.uniform(1.05, 2)][random.below(3)]
      let from = random.uniform(-500, 500)
      let to = from + random.uniform(20, 800) * (random.chance(50) ? 1 : -1)
      let velocity = random.chance(40) ? random.uniform(-6000, 6000) : 0
      let tolerance = [0.5, 0.25, 1, 2][random.below(4)]
      let motion = try SpringMotion(
        try SpringParameters(stiffness: stiffness, dampingRatio: ratio), from: from, to: to,
        velocity: velocity)
      let result = try motion.encode(tolerance: tolerance)
      let error = motion.independentError(result.easing)
      #expect(
        error <= result.bound,
        "case \(case_): k \(stiffness) ζ \(ratio) \(from) → \(to) v \(velocity): \(error)")
      #expect(result.maxError <= result.bound)
    }
  }

  @Test("a halved tolerance costs points (about √2 as many), a doubled one saves them")
  func pointsFollowTheBound() throws {
    let motion = try SpringMotion(.expressiveDefaultSpatial, from: 0, to: 300)
    let standard = try motion.encode().easing.points.count
    let tight = try motion.encode(tolerance: 0.125).easing.points.count
    let loose = try motion.encode(tolerance: 2).easing.points.count
    #expect(loose < standard && standard < tight)
    // Error ∝ h², so four times tighter is about twice the points.
    #expect(Double(tight) / Double(standard) > 1.5 && Double(tight) / Double(standard) < 2.6)
  }

  @Test("with a start velocity, the first segment's slope is the velocity within 1 %")
  func startSlope() throws {
    var random = SeededRandom(seed: 0x29_0003)
    for _ in 0..<20 {
      let motion = try SpringMotion(
        try SpringParameters(stiffness: random.uniform(100, 1500), dampingRatio: 0.5), from: 0,
        to: 300, velocity: random.uniform(-3000, 3000))
      let velocity = motion.velocity(0)
      let result = try motion.encode(startVelocity: velocity)
      let slope = result.easing.startSlope * (motion.to - motion.from) / motion.duration
      #expect(abs(slope - velocity) <= 0.01 * abs(velocity), "\(slope) vs \(velocity)")
      #expect(motion.independentError(result.easing) <= result.bound)
    }
    // At rest: a flat first segment.
    let rest = try SpringMotion(.standardDefaultSpatial, from: 0, to: 300)
    #expect(try rest.encode(startVelocity: 0).easing.startSlope == 0)
  }

  @Test("numbers print short: each interior output has at most 6 decimals, inputs at most 5")
  func shortNumbers() throws {
    let motion = try SpringMotion(.expressiveFastSpatial, from: 0, to: 300)
    let easing = try motion.encode().easing
    for point in easing.points.dropFirst().dropLast() {
      let decimals = point.outputText.split(separator: ".").dropFirst().first?.count ?? 0
      #expect(decimals <= 6, "\(point.outputText)")
      let inputDecimals = point.inputText.split(separator: ".").dropFirst().first?.count ?? 0
      #expect(inputDecimals <= 5, "\(point.inputText)")
    }
    #expect(easing.byteCount == easing.text.utf8.count)
  }

  @Test("Motion's scheme: a point every 10 ms with 4 decimals, and a larger error than ours")
  func motionScheme() throws {
    let motion = try SpringMotion(
      try SpringParameters(stiffness: 400, dampingRatio: 0.3), from: 0, to: 300)
    let theirs = try MotionSchemeEncoder.encode(
      motion.value, duration: motion.duration, from: 0, to: 300, bound: 0.5)
    #expect(theirs.easing.points.count == Int((motion.duration / 10).rounded()))
    #expect(!theirs.easing.text.contains("%"))
    for point in theirs.easing.points {
      let decimals = point.outputText.split(separator: ".").dropFirst().first?.count ?? 0
      #expect(decimals <= 4)
    }
    let ours = try motion.encode()
    #expect(theirs.maxError > ours.maxError)
    #expect(abs(theirs.maxError - motion.independentError(theirs.easing)) < 0.05)
  }

  @Test("a motion that cannot be encoded is an InputError, never a trap")
  func badInput() {
    #expect(throws: InputError.self) {
      try LinearEasingEncoder.encode({ _ in 0 }, duration: 100, from: 0, to: 0, bound: 1)
    }
    #expect(throws: InputError.self) {
      try LinearEasingEncoder.encode({ $0 }, duration: 100, from: 0, to: 100, bound: 0)
    }
    #expect(throws: InputError.self) {
      try LinearEasingEncoder.encode({ $0 }, duration: .nan, from: 0, to: 100, bound: 1)
    }
    for pixels in [0, -1, .nan, .infinity] {
      #expect(throws: InputError.self) { try ExportTolerance(pixels: pixels) }
    }
  }

  @Test("the easing evaluates as CSS linear(): segments, equal inputs, extension past the ends")
  func evaluation() {
    let easing = LinearEasing(points: [
      .init(outputText: "0", inputText: "0"), .init(outputText: "0.5", inputText: "50"),
      .init(outputText: "0.8", inputText: "50"), .init(outputText: "1", inputText: "100"),
    ])
    #expect(easing.text == "linear(0, 0.5 50%, 0.8 50%, 1)")
    #expect(easing(0.25) == 0.25)
    #expect(easing(0.5) == 0.8)  // two points at one input: the later one's output
    #expect(abs(easing(0.75) - 0.9) < 1e-15)
    #expect(easing(1) == 1)
    #expect(easing(-0.5) == -0.5)  // the first segment, extended
  }
}
