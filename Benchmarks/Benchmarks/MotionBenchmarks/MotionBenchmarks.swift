// The benchmark suite's entry point: `BenchmarkRunner` below is the `main` that ordo-one/benchmark's
// build-tool plugin would generate (word for word), and it runs every benchmark registered by the
// `benchmarks` closure. `swift package benchmark` (the command plugin) finds this executable
// target because it lives under `Benchmarks/`.
//
// Naming: `<Area>.<shape>.<Library>`, for example `Streams.chain.MaterialMotion` beside
// `Streams.chain.OpenCombine`; no spaces, so `--filter 'Streams\..*'` selects an area.

import Benchmark
import Foundation

@main
struct BenchmarkRunner: BenchmarkRunnerHooks {
  static func registerBenchmarks() {
    _ = benchmarks()
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = gated(
    .init(
      metrics: [.wallClock, .mallocCountTotal],
      warmupIterations: 10,
      scalingFactor: .kilo,
      maxDuration: .seconds(1),
      maxIterations: 100_000
    ))
  registerStreamsBenchmarks()
  registerTimelineBenchmarks()
  registerGesturesBenchmarks()
  registerTweenBenchmarks()
  registerPhysicsBenchmarks()
  registerRuntimeBenchmarks()
}

/// CI's gates (`.ci/run`, Thresholds/) compare allocation counts and bytes held, which do not
/// depend on how long a benchmark runs: with `MOTION_BENCHMARK_GATE` set, every benchmark stops
/// after at most 100 measured iterations or 0.2 s (after its warm-up), instead of running for its
/// full measurement time. Wall-time figures always come from a run without it.
/// Every configuration passes through here.
func gated(_ configuration: Benchmark.Configuration) -> Benchmark.Configuration {
  guard ProcessInfo.processInfo.environment["MOTION_BENCHMARK_GATE"] != nil else {
    return configuration
  }
  var shortened = configuration
  shortened.maxIterations = min(configuration.maxIterations, 100)
  shortened.maxDuration = min(configuration.maxDuration, .milliseconds(200))
  return shortened
}
