// An experiment for issue 12 ("combineLatest without per-arity copies if it costs nothing
// measurable"): `combineLatest` written once over a parameter pack, measured beside the library's
// per-arity `combineLatest(_:_:_:)` on the same shape (three `Int` inputs -> map -> sink). It is
// not a library API and has no allocation gate (the name does not end in `MaterialMotion`).

import Benchmark
import MaterialMotion

/// One input's latest value.
final class PackSlot<T> {
  var value: T?
  init() {}
}

@inline(__always)
func unwrapSlot<V>(_ slot: PackSlot<V>) -> V { slot.value.unsafelyUnwrapped }

/// The latest value of every input, one slot per input.
final class PackLatest<each T> {
  let slots: (repeat PackSlot<each T>)
  let next: ((repeat each T)) -> Void

  init(next: @escaping ((repeat each T)) -> Void) {
    slots = (repeat PackSlot<each T>())
    self.next = next
  }

  func emit() {
    for slot in repeat each slots {
      if slot.value == nil { return }
    }
    next((repeat unwrapSlot(each slots)))
  }
}

/// `combineLatest` for any number of inputs (motion state ignored: the value path is measured).
func combineLatestPack<each T>(_ streams: repeat MotionObservable<each T>)
  -> MotionObservable<(repeat each T)>
{
  MotionObservable(metadata: StreamMetadata("combineLatest")) { observer in
    let latest = PackLatest<repeat each T>(next: observer.next)
    var subscriptions: [Subscription] = []
    for (stream, slot) in repeat (each streams, each latest.slots) {
      subscriptions.append(
        stream.subscribe(next: {
          slot.value = $0
          latest.emit()
        }))
    }
    return Subscription(combining: subscriptions)
  }
}

func registerCombineLatestPackExperiment() {
  let sink = Sink()
  let a = ReactiveProperty(0)
  let b = ReactiveProperty(0)
  let c = ReactiveProperty(0)
  combineLatestPack(a.asStream(), b.asStream(), c.asStream())
    .map { $0 &+ $1 &+ $2 }
    .subscribe { sink.receive($0) }
  Benchmark("Streams.combineLatest3Pack.Experiment") { benchmark in
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
