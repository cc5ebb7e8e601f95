// The OpenCombine side of each Streams shape (StreamsBenchmarks.swift builds the MaterialMotion
// side): the same graph, built as a Combine user would, measured in the same run so that the
// ratio is what we report (Docs/Benchmarks.md). Compiled only when the package compares
// (`OPENCOMBINE_COMPARISONS`, set by Package.swift unless `MOTION_BENCHMARK_GATE` is set: CI's
// allocation gate runs only the MaterialMotion benchmarks and so does not build OpenCombine).

#if OPENCOMBINE_COMPARISONS
  import Benchmark
  import OpenCombine

  func registerOpenCombineStreamsBenchmarks() {
    registerOpenCombineChainBenchmark()
    registerOpenCombineFanOutBenchmark()
    registerOpenCombineCombineLatestBenchmark()
    registerOpenCombineSubscribeBenchmark()
  }

  func registerOpenCombineChainBenchmark() {
    let sink = Sink()
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

  func registerOpenCombineFanOutBenchmark() {
    let sink = Sink()
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

  func registerOpenCombineCombineLatestBenchmark() {
    let sink = Sink()
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

  func registerOpenCombineSubscribeBenchmark() {
    let sink = Sink()
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
#endif
