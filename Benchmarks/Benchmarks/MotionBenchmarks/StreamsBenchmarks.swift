// Streams (issue 2): each shape built with MaterialMotion, beside the same shape built with
// OpenCombine (OpenCombineStreamsBenchmarks.swift), measured in the same run. Every graph is built once, outside the measurement, and lives as long as the process,
// so the figures are steady-state costs. One outer iteration is 1,000 events (`.kilo`).

import Benchmark
import MaterialMotion

/// Events per outer iteration: the `.kilo` scaling factor.
let eventsPerIteration = 1_000

func registerStreamsBenchmarks() {
  registerChainBenchmarks()
  registerFanOutBenchmarks()
  registerCombineLatestBenchmarks()
  registerCombineLatestPackExperiment()
  registerSubscribeBenchmarks()
  #if OPENCOMBINE_COMPARISONS
    registerOpenCombineStreamsBenchmarks()
  #endif
}

// MARK: - (a) property -> map -> filter -> dedupe -> sink, per event

func registerChainBenchmarks() {
  let sink = Sink()
  let property = ReactiveProperty(0)
  property.asStream()
    .map { $0 &+ 1 }
    .filter { $0 & 1 == 0 }
    .dedupe()
    .subscribe { sink.receive($0) }
  Benchmark("Streams.chain.MaterialMotion") { benchmark in
    for value in benchmark.scaledIterations {
      property.value = value
    }
    blackHole(sink.total)
  }
}

// MARK: - (b) one property, 100 subscribers, per delivery

/// Subscribers on the fanned-out property; 10 writes per outer iteration make 1,000 deliveries.
let fanOutSubscribers = 100

func registerFanOutBenchmarks() {
  let sink = Sink()
  let property = ReactiveProperty(0)
  for _ in 0..<fanOutSubscribers {
    property.subscribe { sink.receive($0) }
  }
  Benchmark("Streams.fanOut100.MaterialMotion") { benchmark in
    for value in 0..<(eventsPerIteration / fanOutSubscribers) {
      property.value = value
    }
    blackHole(sink.total)
  }
}

// MARK: - (c) combineLatest of 3 -> map, per send

func registerCombineLatestBenchmarks() {
  let sink = Sink()
  let a = ReactiveProperty(0)
  let b = ReactiveProperty(0)
  let c = ReactiveProperty(0)
  combineLatest(a.asStream(), b.asStream(), c.asStream())
    .map { $0 &+ $1 &+ $2 }
    .subscribe { sink.receive($0) }
  Benchmark("Streams.combineLatest3.MaterialMotion") { benchmark in
    // Each send goes to one of the three inputs in turn.
    for value in benchmark.scaledIterations {
      switch value % 3 {
      case 0: a.value = value
      case 1: b.value = value
      default: c.value = value
      }
    }
    blackHole(sink.total)
  }
}

// MARK: - (d) subscribe + unsubscribe of property -> map -> filter

func registerSubscribeBenchmarks() {
  let sink = Sink()
  let property = ReactiveProperty(1)
  let stream = property.asStream()
    .map { $0 &+ 1 }
    .filter { $0 & 1 == 0 }
  Benchmark("Streams.subscribeUnsubscribe.MaterialMotion") { benchmark in
    for _ in benchmark.scaledIterations {
      let subscription = stream.subscribe { sink.receive($0) }
      subscription.unsubscribe()
    }
    blackHole(sink.total)
  }
}
