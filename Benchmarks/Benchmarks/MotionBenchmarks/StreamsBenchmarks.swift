// Streams (issue 2): each shape built with MaterialMotion and with OpenCombine, measured in the
// same run. Every graph is built once, outside the measurement, and lives as long as the process,
// so the figures are steady-state costs. One outer iteration is 1,000 events (`.kilo`).

import Benchmark
import MaterialMotion
import OpenCombine

/// Events per outer iteration: the `.kilo` scaling factor.
let eventsPerIteration = 1_000

func registerStreamsBenchmarks() {
  registerChainBenchmarks()
  registerFanOutBenchmarks()
  registerCombineLatestBenchmarks()
  registerCombineLatestPackExperiment()
  registerSubscribeBenchmarks()
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

  let subject = CurrentValueSubject<Int, Never>(0)
  let cancellable =
    subject
    .map { $0 &+ 1 }
    .filter { $0 & 1 == 0 }
    .removeDuplicates()
    .sink { sink.receive($0) }
  Benchmark("Streams.chain.OpenCombine") { benchmark in
    for value in benchmark.scaledIterations {
      subject.send(value)
    }
    blackHole(sink.total)
    blackHole(cancellable)
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

  let subject = CurrentValueSubject<Int, Never>(0)
  let cancellables = (0..<fanOutSubscribers).map { _ in
    subject.sink { sink.receive($0) }
  }
  Benchmark("Streams.fanOut100.OpenCombine") { benchmark in
    for value in 0..<(eventsPerIteration / fanOutSubscribers) {
      subject.send(value)
    }
    blackHole(sink.total)
    blackHole(cancellables)
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

  // OpenCombine 0.14.0 has neither CombineLatest nor Merge; the nearest composition a Combine
  // user would write: a sink per input stores the latest values and forwards the combination
  // through a PassthroughSubject, then `map` and `sink` as on our side.
  let subjectA = CurrentValueSubject<Int, Never>(0)
  let subjectB = CurrentValueSubject<Int, Never>(0)
  let subjectC = CurrentValueSubject<Int, Never>(0)
  let latest = OpenCombineLatest3()
  let cancellables = [
    latest.combined.map { $0 &+ $1 &+ $2 }.sink { sink.receive($0) },
    subjectA.sink { latest.a = $0 },
    subjectB.sink { latest.b = $0 },
    subjectC.sink { latest.c = $0 },
  ]
  Benchmark("Streams.combineLatest3.OpenCombine") { benchmark in
    for value in benchmark.scaledIterations {
      switch value % 3 {
      case 0: subjectA.send(value)
      case 1: subjectB.send(value)
      default: subjectC.send(value)
      }
    }
    blackHole(sink.total)
    blackHole(cancellables)
  }
}

/// combineLatest of three `Int` publishers, built from OpenCombine's own parts (it ships no
/// `CombineLatest`): each input stores its latest value and, once all three have one, the tuple
/// goes out through a `PassthroughSubject`.
final class OpenCombineLatest3 {
  let combined = PassthroughSubject<(Int, Int, Int), Never>()
  var a: Int? { didSet { emit() } }
  var b: Int? { didSet { emit() } }
  var c: Int? { didSet { emit() } }

  private func emit() {
    guard let a, let b, let c else { return }
    combined.send((a, b, c))
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

  let subject = CurrentValueSubject<Int, Never>(1)
  let publisher =
    subject
    .map { $0 &+ 1 }
    .filter { $0 & 1 == 0 }
  Benchmark("Streams.subscribeUnsubscribe.OpenCombine") { benchmark in
    for _ in benchmark.scaledIterations {
      let cancellable = publisher.sink { sink.receive($0) }
      cancellable.cancel()
    }
    blackHole(sink.total)
  }
}
