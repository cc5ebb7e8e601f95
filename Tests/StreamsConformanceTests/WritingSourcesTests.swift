import MotionStreams
import MotionStreamsConformance
import Testing

/// The source from the "Writing sources and operators" article, verbatim.
func ticks(every interval: Double, on scheduler: some MotionScheduler) -> MotionObservable<Int> {
  MotionObservable(metadata: StreamMetadata("ticks", arguments: ["\(interval)"])) { observer in
    var count = 0
    var pending = Subscription()
    var isStopped = false
    func scheduleNext() {
      pending = scheduler.schedule(after: interval) {
        guard !isStopped else { return }
        count += 1
        observer.next(count)
        scheduleNext()
      }
    }
    scheduleNext()
    return Subscription {
      isStopped = true
      pending.unsubscribe()
    }
  }
}

@Suite("Writing sources")
struct WritingSourcesTests {
  @Test("MO-2: the article's ticks source emits per subscription and stops on unsubscribe")
  func ticksExample() {
    let scheduler = ManualScheduler()
    let stream = ticks(every: 1, on: scheduler)
    var first: [Int] = []
    var second: [Int] = []
    let a = stream.subscribe { first.append($0) }
    scheduler.advance(by: 2)
    let b = stream.subscribe { second.append($0) }
    scheduler.advance(by: 1)
    a.unsubscribe()
    scheduler.advance(by: 2)
    #expect(first == [1, 2, 3])
    #expect(second == [1, 2, 3])
    b.unsubscribe()
    #expect(scheduler.pendingCount == 0)
  }

  @Test("MO-1…MO-8: the article's ticks source passes the stream kit")
  func ticksConforms() {
    let failures = StreamConformance.check(
      source: SourceHarness<Int>("ticks") {
        let scheduler = ManualScheduler()
        return SourceUnderTest(
          ticks(every: 1, on: scheduler), objects: [scheduler],
          connections: { scheduler.pendingCount }
        ) { _ in scheduler.advance(by: 1) }
      })
    #expect(failures.isEmpty, "\(failures)")
  }
}
