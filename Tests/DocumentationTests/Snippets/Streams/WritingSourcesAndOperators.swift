import MotionStreams
import MotionStreamsConformance
import Testing

// The Swift block of Streams.docc/WritingSourcesAndOperators.md, run by a test that asserts what
// the article says (Docs/Testing.md, "Documentation snippets").
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

@Suite("Snippets: writing sources and operators")
struct WritingSourcesAndOperatorsSnippets {
  @Test("MO-2, MO-3: the ticks source counts per subscription and stops at unsubscribe")
  func ticksSource() {
    let scheduler = ManualScheduler()
    let stream = ticks(every: 0.5, on: scheduler)
    var (first, second): ([Int], [Int]) = ([], [])
    let one = stream.subscribe { first.append($0) }
    scheduler.advance(by: 1)
    let two = stream.subscribe { second.append($0) }
    scheduler.advance(by: 0.5)
    one.unsubscribe()
    scheduler.advance(by: 1)
    two.unsubscribe()
    scheduler.advance(by: 1)
    #expect(first == [1, 2, 3])
    #expect(second == [1, 2, 3])
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
