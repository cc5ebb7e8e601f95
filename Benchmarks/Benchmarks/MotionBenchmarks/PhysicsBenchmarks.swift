// Physics (issue 14): one spring sample (value and velocity), one sampling pass over 100,000
// springs (one by one, and as a `SpringBatch`), and one retarget (a new spring from the sample at the retarget instant, with its
// settling time).

import Benchmark
import MaterialMotion

/// Springs sampled per pass.
let springCount = 100_000

func registerPhysicsBenchmarks() {
  registerSpringSampleBenchmark()
  registerSpringPassBenchmark()
  registerSpringBatchBenchmark()
  registerSpringRetargetBenchmark()
}

/// Springs of every regime: Material 3 spatial and effects (critically damped), over-damped,
/// near-critical, with starts that have both an offset and a velocity.
func benchmarkSprings(_ count: Int) -> [SpringAnimation<Double>] {
  let parameters: [SpringParameters] = [
    .standardDefaultSpatial, .expressiveFastSpatial, .standardDefaultEffects,
    .materialMotion2017, try! SpringParameters(stiffness: 300, dampingRatio: 3),
    try! SpringParameters(stiffness: 500, dampingRatio: 1 + 1e-9),
  ]
  return (0..<count).map { (index: Int) -> SpringAnimation<Double> in
    let destination = Double(index % 13) * 10
    let start = Double(index % 7) * -20
    let velocity = Double(index % 5) * 300 - 600
    return try! SpringAnimation(
      parameters[index % parameters.count], to: destination, from: start, velocity: velocity)
  }
}

func registerSpringSampleBenchmark() {
  let sink = Sink()
  let springs = benchmarkSprings(64)
  let showing = AnimationSample(value: 0.0)
  Benchmark("Physics.springSample.MaterialMotion") { benchmark in
    var time = 0.0
    var index = 0
    // Read in place: copying a generic struct out of an array goes through value witnesses.
    springs.withUnsafeBufferPointer { springs in
      for _ in benchmark.scaledIterations {
        let sample = springs[index].sample(atLocalTime: time, from: showing)
        sink.receive(sample.value + sample.velocity)
        index = (index + 1) & 63
        time += 0.000_37
        if time > 0.6 { time = 0 }
      }
    }
    blackHole(sink.total)
  }
}

func registerSpringPassBenchmark() {
  let sink = Sink()
  let fixture = SpringFixture()
  Benchmark(
    "Physics.sample100kSprings.MaterialMotion",
    configuration: gated(.init(scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1_000))
  ) { benchmark in
    let springs = fixture.springs
    let times = fixture.times
    let showing = AnimationSample(value: 0.0)
    benchmark.startMeasurement()
    for index in 0..<springCount {
      let sample = springs[index].sample(atLocalTime: times[index], from: showing)
      sink.receive(sample.value + sample.velocity)
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
}

func registerSpringBatchBenchmark() {
  let sink = Sink()
  let fixture = SpringFixture()
  Benchmark(
    "Physics.sample100kSpringsBatch.MaterialMotion",
    configuration: gated(.init(scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1_000))
  ) { benchmark in
    let batch = fixture.batch
    let times = fixture.times
    var output = fixture.output
    fixture.output = []  // uniquely referenced in the pass: writing it does not copy
    benchmark.startMeasurement()
    // The same springs and local times as sample100kSprings; counts match by construction.
    try! batch.sample(atLocalTimes: times, into: &output)
    benchmark.stopMeasurement()
    let sample = output[springCount / 2]
    sink.receive(sample.value + sample.velocity)
    fixture.output = output
    blackHole(sink.total)
  }
}

func registerSpringRetargetBenchmark() {
  let sink = Sink()
  let springs = benchmarkSprings(64)
  Benchmark("Physics.retarget.MaterialMotion") { benchmark in
    var time = 0.01
    var index = 0
    for _ in benchmark.scaledIterations {
      // Valid by construction: finite destination and time.
      let moved = try! springs[index].retargeted(to: time * 1000, atLocalTime: time)
      sink.receive(moved.endSeconds(from: AnimationSample(value: 0)))
      index = (index + 1) & 63
      time += 0.000_37
      if time > 0.6 { time = 0.01 }
    }
    blackHole(sink.total)
  }
}

/// 100,000 springs and a local time for each, spread over their motion.
final class SpringFixture {
  lazy var springs = benchmarkSprings(springCount)
  lazy var times: [Double] = (0..<springCount).map { Double($0 % 1_000) / 1_000 * 0.6 }
  /// The same springs in a batch (valid by construction: every start is explicit).
  lazy var batch = try! SpringBatch(springs)
  lazy var output = [AnimationSample<Double>](
    repeating: AnimationSample(value: 0), count: springCount)
}
