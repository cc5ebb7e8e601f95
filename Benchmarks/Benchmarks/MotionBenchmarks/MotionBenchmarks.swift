// The benchmark suite's entry point: ordo-one/benchmark's plugin generates `main` and runs every
// benchmark registered by this closure.
//
// Naming: `<Area>.<shape>.<Library>`, for example `Streams.chain.MaterialMotion` beside
// `Streams.chain.OpenCombine`; no spaces, so `--filter 'Streams\..*'` selects an area.

import Benchmark

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 100_000
  )
  registerStreamsBenchmarks()
  registerTimelineBenchmarks()
  registerGesturesBenchmarks()
  registerTweenBenchmarks()
  registerPhysicsBenchmarks()
  registerRuntimeBenchmarks()
}
