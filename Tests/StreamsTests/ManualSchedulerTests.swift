import MotionStreams
import Testing

@Suite("ManualScheduler")
struct ManualSchedulerTests {
  @Test("MO-5: actions run in deadline order, equal deadlines first in first out")
  func order() {
    let scheduler = ManualScheduler()
    var log: [String] = []
    scheduler.schedule(after: 2) { log.append("c") }
    scheduler.schedule(after: 1) { log.append("a") }
    scheduler.schedule(after: 1) { log.append("b") }
    scheduler.advance(by: 0.5)
    #expect(log.isEmpty)
    scheduler.advance(by: 2)
    #expect(log == ["a", "b", "c"])
    #expect(scheduler.now == 2.5)
  }

  @Test("MO-5: while an action runs, now is its deadline; actions it schedules run if due")
  func nestedScheduling() {
    let scheduler = ManualScheduler(now: 10)
    var log: [String] = []
    scheduler.schedule(after: 1) {
      log.append("first at \(scheduler.now)")
      scheduler.schedule(after: 0.5) { log.append("nested at \(scheduler.now)") }
      scheduler.schedule(after: 5) { log.append("late") }
    }
    scheduler.advance(to: 12)
    #expect(log == ["first at 11.0", "nested at 11.5"])
    #expect(scheduler.pendingCount == 1)
  }

  @Test("MO-2: cancelling a scheduled action prevents it; cancelling twice is harmless")
  func cancel() {
    let scheduler = ManualScheduler()
    var ran = false
    let subscription = scheduler.schedule(after: 1) { ran = true }
    subscription.unsubscribe()
    subscription.unsubscribe()
    scheduler.advance(by: 2)
    #expect(!ran)
    #expect(scheduler.pendingCount == 0)
  }

  @Test("MO-5: time never goes backwards; bad amounts are ignored")
  func badInput() {
    let scheduler = ManualScheduler(now: .nan)
    #expect(scheduler.now == 0)
    scheduler.advance(by: 1)
    scheduler.advance(by: -1)
    scheduler.advance(by: .nan)
    scheduler.advance(by: .infinity)
    scheduler.advance(to: 0.5)
    #expect(scheduler.now == 1)
    var ran = false
    scheduler.schedule(after: -3) { ran = true }
    #expect(!ran)  // never synchronous
    scheduler.run()
    #expect(ran)
    #expect(scheduler.now == 1)
  }

  @Test("MO-7: advancing from inside an action extends the advance under way, never nests")
  func reentrantAdvance() {
    let scheduler = ManualScheduler()
    var log: [String] = []
    scheduler.schedule(after: 1) {
      log.append("a@\(scheduler.now)")
      scheduler.advance(by: 1.5)  // to 2.5, once this action has returned
      log.append("a done")
    }
    scheduler.schedule(after: 1) { log.append("b@\(scheduler.now)") }
    scheduler.schedule(after: 2) { log.append("c@\(scheduler.now)") }
    scheduler.schedule(after: 3) { log.append("d@\(scheduler.now)") }
    scheduler.advance(by: 1)
    #expect(log == ["a@1.0", "a done", "b@1.0", "c@2.0"])
    #expect(scheduler.now == 2.5)
    scheduler.schedule(after: 0) {
      scheduler.advance(to: 2)  // earlier than the advance under way: nothing changes
      log.append("e@\(scheduler.now)")
    }
    scheduler.advance(by: 0.25)
    #expect(log.suffix(1) == ["e@2.5"])
    #expect(scheduler.now == 2.75)
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: 1)  // runs d, whose action holds the scheduler
    #expect(log.last == "d@3.0")
    #expect(scheduler.pendingCount == 0)
  }
}

@Suite("Geometry")
struct GeometryTests {
  @Test("Point arithmetic and distance")
  func point() {
    let a = Point(x: 1, y: 2)
    let b = Point(x: 4, y: 6)
    #expect(a.distance(to: b) == 5)
    #expect(a + b == Point(x: 5, y: 8))
    #expect(b - a == Point(x: 3, y: 4))
    #expect(a * 2 == Point(x: 2, y: 4))
    #expect(!Point(x: .nan, y: 0).isFinite)
  }

  @Test("Rect center and containment: origin edges in, far edges out")
  func rect() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 20)
    #expect(rect.center == Point(x: 5, y: 10))
    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(!rect.contains(Point(x: 10, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: 20)))
    #expect(!Size(width: .infinity, height: 1).isFinite)
  }
}
