// Streams (issue 2): each shape built with MaterialMotion and with OpenCombine, measured in the
// same run. Every figure is per event (the inner loop runs 1,000 events; output is scaled).

import Benchmark
import MaterialMotion
import OpenCombine

/// Events per outer iteration; the `.kilo` scaling factor divides every figure by this.
let eventsPerIteration = 1_000

func registerStreamsBenchmarks() {
  registerChainBenchmarks()
  registerFanOutBenchmarks()
  registerCombineLatestBenchmarks()
  registerSubscribeBenchmarks()
}

// MARK: - (a) property -> map -> filter -> dedupe -> sink, per event

func registerChainBenchmarks() {
  Benchmark("Streams.chain.MaterialMotion") { benchmark in
    let sink = Sink()
    let property = ReactiveProperty(0)
    let subscription = property.asStream()
      .map { $0 &+ 1 }
      .filter { $0 & 1 == 0 }
      .dedupe()
      .subscribe { sink.receive($0) }
    benchmark.startMeasurement()
    for value in benchmark.scaledIterations {
      property.value = value
    }
    benchmark.stopMeasurement()
    subscription.unsubscribe()
    blackHole(sink.total)
  }

  Benchmark("Streams.chain.OpenCombine") { benchmark in
    let sink = Sink()
    let subject = CurrentValueSubject<Int, Never>(0)
    let cancellable = subject
      .map { $0 &+ 1 }
      .filter { $0 & 1 == 0 }
      .removeDuplicates()
      .sink { sink.receive($0) }
    benchmark.startMeasurement()
    for value in benchmark.scaledIterations {
      subject.send(value)
    }
    benchmark.stopMeasurement()
    cancellable.cancel()
    blackHole(sink.total)
  }
}

// MARK: - (b) one property, 100 subscribers, per delivery

/// Subscribers on the fanned-out property.
let fanOutSubscribers = 100

func registerFanOutBenchmarks() {
  Benchmark("Streams.fanOut100.MaterialMotion") { benchmark in
    let sink = Sink()
    let property = ReactiveProperty(0)
    let subscriptions = (0..<fanOutSubscribers).map { _ in
      property.subscribe { sink.receive($0) }
    }
    benchmark.startMeasurement()
    // 10 writes x 100 subscribers = 1,000 deliveries per outer iteration.
    for value in 0..<(eventsPerIteration / fanOutSubscribers) {
      property.value = value
    }
    benchmark.stopMeasurement()
    for subscription in subscriptions { subscription.unsubscribe() }
    blackHole(sink.total)
  }

  Benchmark("Streams.fanOut100.OpenCombine") { benchmark in
    let sink = Sink()
    let subject = CurrentValueSubject<Int, Never>(0)
    let cancellables = (0..<fanOutSubscribers).map { _ in
      subject.sink { sink.receive($0) }
    }
    benchmark.startMeasurement()
    for value in 0..<(eventsPerIteration / fanOutSubscribers) {
      subject.send(value)
    }
    benchmark.stopMeasurement()
    for cancellable in cancellables { cancellable.cancel() }
    blackHole(sink.total)
  }
}

// MARK: - (c) combineLatest of 3 -> map, per send

func registerCombineLatestBenchmarks() {
  Benchmark("Streams.combineLatest3.MaterialMotion") { benchmark in
    let sink = Sink()
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    let c = ReactiveProperty(0)
    let subscription = combineLatest(a.asStream(), b.asStream(), c.asStream())
      .map { $0 &+ $1 &+ $2 }
      .subscribe { sink.receive($0) }
    benchmark.startMeasurement()
    // Each send goes to one of the three inputs in turn.
    for value in benchmark.scaledIterations {
      switch value % 3 {
      case 0: a.value = value
      case 1: b.value = value
      default: c.value = value
      }
    }
    benchmark.stopMeasurement()
    subscription.unsubscribe()
    blackHole(sink.total)
  }

  // OpenCombine 0.14.0 has neither CombineLatest nor Merge; the nearest composition a Combine
  // user would write is a sink per input that stores the latest values and forwards the
  // combination through a PassthroughSubject, then `map` and `sink` as on our side.
  Benchmark("Streams.combineLatest3.OpenCombine") { benchmark in
    let sink = Sink()
    let a = CurrentValueSubject<Int, Never>(0)
    let b = CurrentValueSubject<Int, Never>(0)
    let c = CurrentValueSubject<Int, Never>(0)
    let latest = OpenCombineLatest3()
    let output = latest.combined
      .map { $0 &+ $1 &+ $2 }
      .sink { sink.receive($0) }
    let inputs = [
      a.sink { latest.a = $0 },
      b.sink { latest.b = $0 },
      c.sink { latest.c = $0 },
    ]
    benchmark.startMeasurement()
    for value in benchmark.scaledIterations {
      switch value % 3 {
      case 0: a.send(value)
      case 1: b.send(value)
      default: c.send(value)
      }
    }
    benchmark.stopMeasurement()
    for input in inputs { input.cancel() }
    output.cancel()
    blackHole(sink.total)
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
  Benchmark("Streams.subscribeUnsubscribe.MaterialMotion") { benchmark in
    let sink = Sink()
    let property = ReactiveProperty(1)
    let stream = property.asStream()
      .map { $0 &+ 1 }
      .filter { $0 & 1 == 0 }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let subscription = stream.subscribe { sink.receive($0) }
      subscription.unsubscribe()
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }

  Benchmark("Streams.subscribeUnsubscribe.OpenCombine") { benchmark in
    let sink = Sink()
    let subject = CurrentValueSubject<Int, Never>(1)
    let publisher = subject
      .map { $0 &+ 1 }
      .filter { $0 & 1 == 0 }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let cancellable = publisher.sink { sink.receive($0) }
      cancellable.cancel()
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
}
