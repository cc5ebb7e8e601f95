import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// A ``SpringBatch`` returns exactly what each of its springs returns, at every time.
@Suite("SpringBatch: flat sampling of many springs")
struct SpringBatchTests {
  static let parameters: [SpringParameters] = [
    .standardDefaultSpatial, .expressiveFastSpatial, .standardFastEffects, .materialMotion2017,
    try! SpringParameters(stiffness: 300, dampingRatio: 3),
    try! SpringParameters(stiffness: 500, dampingRatio: 1 + 1e-9),
    try! SpringParameters(stiffness: 1e5, dampingRatio: 1 - 1e-12, mass: 2),
    try! SpringParameters(stiffness: 50, dampingRatio: 0.05, mass: 0.5),
    try! SpringParameters(stiffness: 80, damping: 0),
  ]

  /// Random springs of every regime, with delays, some starting at rest or at their destination.
  static func randomSprings(_ random: inout SeededRandom, count: Int) throws
    -> [SpringAnimation<Double>]
  {
    try (0..<count).map { _ in
      let destination = random.uniform(-500, 500)
      let from = random.chance(10) ? destination : random.uniform(-500, 500)
      let velocity = random.chance(10) ? 0 : random.uniform(-4000, 4000)
      return try SpringAnimation(
        parameters[random.below(parameters.count)], to: destination, from: from,
        velocity: velocity, delay: random.chance(50) ? 0 : random.uniform(0, 0.5))
    }
  }

  static func same(_ a: AnimationSample<Double>, _ b: AnimationSample<Double>) -> Bool {
    a.value.bitPattern == b.value.bitPattern && a.velocity.bitPattern == b.velocity.bitPattern
  }

  @Test("PH-1, PH-4: random springs sampled in a batch equal SpringAnimation.sample bit for bit")
  func randomBatchesMatchSprings() throws {
    let batches = max(fuzzIterations(ci: 400) / 20, 1)
    var compared = 0
    var failures: [String] = []
    let showing = AnimationSample(value: 0.0)
    for batchIndex in 0..<batches {
      var random = SeededRandom(seed: 0x5B41_0000 &+ UInt64(batchIndex))
      let springs = try Self.randomSprings(&random, count: 40)
      let batch = try SpringBatch(springs)
      #expect(batch.count == springs.count)
      var output = [AnimationSample<Double>](
        repeating: AnimationSample(value: .infinity), count: batch.count)
      // One shared time per pass: the delays, the rest times, just around them, outside, NaN.
      var times: [Double] = [-0.1, 0, .nan, .infinity, -.infinity]
      for spring in springs.prefix(8) {
        let end = spring.endSeconds(from: showing)
        times += [spring.delay, end, end.nextDown, end + 0.1, spring.delay.nextUp]
      }
      times += (0..<16).map { _ in random.uniform(-0.05, 3) }
      for time in times {
        try batch.sample(atLocalTime: time, into: &output)
        for (index, spring) in springs.enumerated() {
          let expected = spring.sample(atLocalTime: time, from: showing)
          compared += 1
          if !Self.same(output[index], expected) {
            failures.append("batch \(batchIndex) spring \(index) t=\(time)")
          }
          if let single = batch.sample(at: index, localTime: time), !Self.same(single, expected) {
            failures.append("sample(at:) \(batchIndex) spring \(index) t=\(time)")
          }
        }
      }
      // One time per spring, through its motion and at its own delay and end.
      let localTimes = springs.map { spring -> Double in
        switch random.below(4) {
        case 0: spring.delay
        case 1: spring.endSeconds(from: showing)
        default: random.uniform(-0.05, spring.endSeconds(from: showing) + 0.05)
        }
      }
      try batch.sample(atLocalTimes: localTimes, into: &output)
      for (index, spring) in springs.enumerated() {
        let expected = spring.sample(atLocalTime: localTimes[index], from: showing)
        compared += 1
        if !Self.same(output[index], expected) {
          failures.append("batch \(batchIndex) spring \(index) own t=\(localTimes[index])")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(compared): \(failures.prefix(5))")
    #expect(compared > 1_000)
  }

  @Test("PH-4: from its rest time on, a batched spring is exactly at `to` with velocity 0")
  func restsExactly() throws {
    let showing = AnimationSample(value: 0.0)
    let springs = try Self.parameters.dropLast().map {
      try SpringAnimation($0, to: 100.0, from: -50, velocity: 900, delay: 0.2)
    }
    let batch = try SpringBatch(springs)
    for (index, spring) in springs.enumerated() {
      let end = spring.endSeconds(from: showing)
      #expect(batch.sample(at: index, localTime: end) == AnimationSample(value: 100))
      #expect(batch.sample(at: index, localTime: end + 5) == AnimationSample(value: 100))
      #expect(batch.sample(at: index, localTime: 0.1) == AnimationSample(value: -50))
      #expect(batch.sample(at: index, localTime: 0.2) == AnimationSample(value: -50, velocity: 900))
    }
  }

  @Test(
    "A batch shares one entry per distinct SpringParameters, and holds multi-dimensional values")
  func sharesParametersAndPoints() throws {
    let showing = AnimationSample(value: Point.zero)
    let springs = try (0..<12).map { index in
      try SpringAnimation(
        Self.parameters[index % 3], to: Point(x: Double(index), y: -3), from: Point(x: 40, y: 7),
        velocity: Point(x: -200, y: Double(index) * 50))
    }
    let batch = try SpringBatch(springs)
    #expect(batch.distinctParameterCount == 3)
    for time in [0.0, 0.016, 0.1, 0.35, 2] {
      for (index, spring) in springs.enumerated() {
        #expect(
          batch.sample(at: index, localTime: time)
            == spring.sample(atLocalTime: time, from: showing))
      }
    }
    #expect(batch.sample(at: 12, localTime: 0) == nil)
    #expect(batch.sample(at: -1, localTime: 0) == nil)
  }

  @Test("A spring that starts from what is showing, and mismatched buffers, are rejected")
  func rejectsBadInput() throws {
    let explicit = try SpringAnimation(.standardDefaultSpatial, to: 1.0, from: 0, velocity: 0)
    let showing = try SpringAnimation(.standardDefaultSpatial, to: 1.0, from: 0)
    #expect(throws: SpringBatchError.startsFromShowing(index: 1)) {
      try SpringBatch([explicit, showing])
    }
    // Resolving the start makes it batchable.
    let resolved = showing.resolved(from: AnimationSample(value: 0.5, velocity: 3))
    let batch = try SpringBatch([explicit, resolved])
    var short = [AnimationSample<Double>](repeating: AnimationSample(value: 9), count: 1)
    #expect(throws: SpringBatchError.bufferCountMismatch(expected: 2, actual: 1)) {
      try batch.sample(atLocalTime: 0.1, into: &short)
    }
    #expect(short == [AnimationSample(value: 9)])
    var output = [AnimationSample<Double>](repeating: AnimationSample(value: 9), count: 2)
    #expect(throws: SpringBatchError.localTimesCountMismatch(expected: 2, actual: 3)) {
      try batch.sample(atLocalTimes: [0, 0, 0], into: &output)
    }
    #expect(output == [AnimationSample(value: 9), AnimationSample(value: 9)])
    #expect(!SpringBatchError.startsFromShowing(index: 1).description.isEmpty)
    let empty = try SpringBatch([SpringAnimation<Double>]())
    var none: [AnimationSample<Double>] = []
    try empty.sample(atLocalTimes: [], into: &none)
    #expect(empty.count == 0 && empty.distinctParameterCount == 0)
  }
}
