import MotionStreams
import Testing

/// Re-entrancy of the multi-input operators (MO-7). Each log reads like a marble diagram of one
/// observer: `[` is a call starting, `]` the call returning, so `[1x][1y]` is two calls one
/// after the other and `[1x[1y]]` is the second call made from inside the first.
@Suite("Combining operators: re-entrancy")
struct CombiningReentrancyTests {
  @Test("MO-7: combineLatest delivers a tuple caused during its delivery after it: [1x][1y]")
  func tupleCausedDuringDelivery() {
    let a = Pipe<Int>()
    let b = Pipe<String>()
    var log = ""
    let subscription = combineLatest(a.stream, b.stream).subscribe { x, y in
      log += "[\(x)\(y)"
      if x == 1, y == "x" { b.send("y") }
      log += "]"
    }
    a.send(1)
    b.send("x")
    #expect(log == "[1x][1y]")
    subscription.unsubscribe()
    #expect(a.count + b.count == 0)
  }

  @Test("MO-7: combineLatest delivers the tuples caused during a delivery in the order caused")
  func tuplesInCausedOrder() {
    let a = Pipe<Int>()
    let b = Pipe<String>()
    var log = ""
    let subscription = combineLatest(a.stream, b.stream).subscribe { x, y in
      log += "[\(x)\(y)"
      if x == 1, y == "x" {
        b.send("y")
        a.send(2)
      }
      if x == 1, y == "y" { b.send("z") }  // caused by a queued tuple: joins the end
      log += "]"
    }
    a.send(1)
    b.send("x")
    a.send(3)
    #expect(log == "[1x][1y][2y][2z][3z]")
    subscription.unsubscribe()
  }

  @Test("MO-7: three-input combineLatest delivers caused tuples after the current one")
  func threeInputs() {
    let a = Pipe<Int>()
    let b = Pipe<Int>()
    let c = Pipe<Int>()
    var log = ""
    let subscription = combineLatest(a.stream, b.stream, c.stream).subscribe { x, y, z in
      log += "[\(x)\(y)\(z)"
      if (x, y, z) == (1, 2, 3) {
        c.send(4)
        b.send(5)
        a.send(6)
      }
      log += "]"
    }
    a.send(1)
    b.send(2)
    c.send(3)
    #expect(log == "[123][124][154][654]")
    subscription.unsubscribe()
    #expect(a.count + b.count + c.count == 0)
  }

  @Test("MO-7: unsubscribing during a delivery drops the tuples it caused (MO-2)")
  func unsubscribeDropsQueued() {
    let a = Pipe<Int>()
    let b = Pipe<String>()
    var log = ""
    var subscription: Subscription?
    subscription = combineLatest(a.stream, b.stream).subscribe { x, y in
      log += "[\(x)\(y)"
      b.send("y")
      a.send(2)
      subscription?.unsubscribe()
      log += "]"
    }
    a.send(1)
    b.send("x")
    b.send("z")
    #expect(log == "[1x]")
    #expect(a.count + b.count == 0)
  }

  @Test("MO-7: a queued tuple that unsubscribes drops the rest of the queue")
  func unsubscribeFromQueuedTuple() {
    let a = Pipe<Int>()
    let b = Pipe<String>()
    var log = ""
    var subscription: Subscription?
    subscription = combineLatest(a.stream, b.stream).subscribe { x, y in
      log += "[\(x)\(y)"
      if x == 1, y == "x" {
        b.send("y")
        a.send(2)
      }
      if y == "y" { subscription?.unsubscribe() }
      log += "]"
    }
    a.send(1)
    b.send("x")
    #expect(log == "[1x][1y]")
  }

  @Test("MO-7: a motion state caused during a value delivery follows it, and the reverse")
  func statesAndValuesInOrder() {
    let a = Pipe<Int>()
    let b = Pipe<String>()
    var log = ""
    let subscription = combineLatest(a.stream, b.stream).subscribe(
      next: { x, y in
        log += "[\(x)\(y)"
        if y == "x" { a.state(.active) }
        log += "]"
      },
      state: { state in
        log += "[\(state)"
        if state == .active { b.send("y") }
        log += "]"
      })
    a.send(1)
    b.send("x")
    a.state(.atRest)
    #expect(log == "[1x][active][1y][atRest]")
    subscription.unsubscribe()
  }

  @Test("MO-7: merge delivers values caused during its delivery after it, in order: [1][10][20][2]")
  func mergeFirstInFirstOut() {
    let a = Pipe<Int>()
    let b = Pipe<Int>()
    var log = ""
    let subscription = a.stream.merge(with: b.stream).subscribe { value in
      log += "[\(value)"
      if value == 1 {
        b.send(10)
        b.send(20)
        a.send(2)
      }
      log += "]"
    }
    a.send(1)
    #expect(log == "[1][10][20][2]")
    subscription.unsubscribe()
    #expect(a.count + b.count == 0)
  }

  @Test("MO-7: merge drops what a delivery caused once it unsubscribes, and aggregates states")
  func mergeUnsubscribeAndState() {
    let a = Pipe<Int>()
    let b = Pipe<Int>()
    var log = ""
    var subscription: Subscription?
    subscription = a.stream.merge(with: b.stream).subscribe(
      next: { value in
        log += "[\(value)"
        if value == 1 { b.state(.active) }
        if value == 2 {
          b.send(3)
          subscription?.unsubscribe()
        }
        log += "]"
      },
      state: { state in
        log += "[\(state)"
        if state == .active { a.send(2) }
        log += "]"
      })
    a.send(1)
    #expect(log == "[1][active][2]")
    #expect(a.count + b.count == 0)
  }
}

/// A hand-driven source that is not a ``ReactiveProperty``: `send` reaches every subscriber at
/// once, from inside a delivery too (it queues nothing), so it shows what the operators
/// themselves do with re-entrant input.
final class Pipe<Value> {
  private var observers: [Int: MotionObserver<Value>] = [:]
  private var nextID = 0

  var count: Int { observers.count }

  var stream: MotionObservable<Value> {
    MotionObservable { observer in
      let id = self.nextID
      self.nextID += 1
      self.observers[id] = observer
      return Subscription { self.observers[id] = nil }
    }
  }

  func send(_ value: Value) {
    for id in observers.keys.sorted() { observers[id]?.next(value) }
  }

  func state(_ state: MotionState) {
    for id in observers.keys.sorted() { observers[id]?.state(state) }
  }
}
