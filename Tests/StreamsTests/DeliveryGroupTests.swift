import MotionStreams
import Testing

/// Properties that feed one combining operator deliver as one (MO-7, decision record 0028): a
/// write to one of them from inside a delivery of another waits until that delivery has reached
/// every observer, so every subscription sees the same combinations.
@Suite("Delivery groups: glitch-free combining across properties")
struct DeliveryGroupTests {
  /// Two subscriptions to `combineLatest(a, b)`; the first writes `a` from inside its delivery
  /// of `b = 1`.
  @Test("MO-7: both subscriptions of combineLatest see the same tuples after a cross write")
  func combineLatestCrossWrite() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    let stream = combineLatest(a.asStream(), b.asStream())
    var first: [String] = []
    var second: [String] = []
    let one = stream.subscribe { x, y in
      first.append("\(x)\(y)")
      if (x, y) == (0, 1) { a.value = 2 }
    }
    let two = stream.subscribe { x, y in second.append("\(x)\(y)") }
    b.value = 1
    #expect(first == ["00", "01", "21"])
    // Before: ["00", "21", "21"]: `a = 2` reached the second before `b = 1` did.
    #expect(second == ["00", "01", "21"])
    #expect(a.value == 2)
    one.unsubscribe()
    two.unsubscribe()
    #expect(a.observerCount + b.observerCount == 0)
  }

  @Test("MO-7: both subscriptions of merge see the same order after a cross write")
  func mergeCrossWrite() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(100)
    let stream = a.asStream().merge(with: b.asStream())
    var first: [Int] = []
    var second: [Int] = []
    let one = stream.subscribe { value in
      first.append(value)
      if value == 101 { a.value = 1 }
    }
    let two = stream.subscribe { second.append($0) }
    b.value = 101
    #expect(first == [0, 100, 101, 1])
    #expect(second == [0, 100, 101, 1])  // before: [0, 100, 1, 101]
    one.unsubscribe()
    two.unsubscribe()
  }

  @Test("MO-7: writes queued in a group are delivered in write order across its properties")
  func writeOrderAcrossTheGroup() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    var log: [String] = []
    let subscription = a.asStream().map { "a\($0)" }.merge(with: b.asStream().map { "b\($0)" })
      .subscribe { value in
        log.append(value)
        if value == "a1" {
          b.value = 1  // queued first
          a.value = 2  // then this, although `a` is the property delivering
          b.value = 3
        }
      }
    a.value = 1
    #expect(log == ["a0", "b0", "a1", "b1", "a2", "b3"])
    subscription.unsubscribe()
  }

  @Test("MO-7: two combining operators sharing a property share one order (groups merge)")
  func groupsMerge() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    let c = ReactiveProperty(0)
    let ab = combineLatest(a.asStream(), b.asStream()).map { "\($0)\($1)" }
    let bc = combineLatest(b.asStream(), c.asStream()).map { "\($0)\($1)" }
    var logs: [[String]] = [[], [], []]
    let first = ab.subscribe { value in
      logs[0].append(value)
      if value == "01" { c.value = 5 }  // c reaches `bc` only through the merged group
    }
    let second = bc.subscribe { logs[1].append($0) }
    let third = bc.subscribe { value in
      logs[2].append(value)
      if value == "15" { a.value = 7 }
    }
    b.value = 1
    #expect(logs[0] == ["00", "01", "71"])
    #expect(logs[1] == ["00", "10", "15"])
    #expect(logs[2] == logs[1])
    for subscription in [first, second, third] { subscription.unsubscribe() }
  }

  @Test("MO-7: an observer subscribed between a queued write and its delivery gets it once")
  func subscribedWhileQueued() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    var late: [Int] = []
    var lateSubscription: Subscription?
    let subscription = combineLatest(a.asStream(), b.asStream()).subscribe { x, y in
      if (x, y) == (0, 1) {
        a.value = 2  // queued behind b's delivery
        lateSubscription = a.subscribe { late.append($0) }  // gets 2 at once
      }
    }
    b.value = 1
    #expect(late == [2])
    a.value = 3
    #expect(late == [2, 3])
    subscription.unsubscribe()
    lateSubscription?.unsubscribe()
  }

  @Test(
    "MO-7: a property that joins a group during its own delivery still delivers each value once")
  func joinedDuringItsOwnDelivery() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    var plain: [Int] = []
    var combined: [String] = []
    var inner: Subscription?
    let outer = a.subscribe { value in
      plain.append(value)
      guard value == 1, inner == nil else { return }
      inner = combineLatest(a.asStream(), b.asStream()).subscribe { x, y in
        combined.append("\(x)\(y)")
        if (x, y) == (1, 0) { b.value = 4 }
      }
      a.value = 2  // queued by a's own loop, which began before a joined the group
    }
    a.value = 1
    #expect(plain == [0, 1, 2])
    #expect(combined == ["10", "14", "24"])
    outer.unsubscribe()
    inner?.unsubscribe()
  }

  @Test("MO-7: a property outside every combining operator delivers a cross write at once")
  func ungroupedUnchanged() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    var log: [String] = []
    let first = b.subscribe { value in
      log.append("b\(value)")
      if value == 1 { a.value = 2 }
    }
    let second = a.subscribe { log.append("a\($0)") }
    let third = b.subscribe { log.append("B\($0)") }
    b.value = 1
    #expect(log == ["b0", "a0", "B0", "b1", "a2", "B1"])
    for subscription in [first, second, third] { subscription.unsubscribe() }
  }

  @Test("MO-7: a subscription unsubscribed by a queued write's delivery receives nothing more")
  func unsubscribedWhileQueued() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    let stream = combineLatest(a.asStream(), b.asStream())
    var second: [String] = []
    var secondSubscription: Subscription?
    let first = stream.subscribe { x, y in
      if (x, y) == (0, 1) {
        a.value = 2
        secondSubscription?.unsubscribe()
      }
    }
    secondSubscription = stream.subscribe { x, y in second.append("\(x)\(y)") }
    b.value = 1
    #expect(second == ["00"])
    first.unsubscribe()
    #expect(a.observerCount + b.observerCount == 0)
  }

  @Test("MO-7: a shared input (remember) passes the group to the property behind it")
  func throughRemember() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    let stream = combineLatest(a.asStream().remember(), b.asStream())
    var first: [String] = []
    var second: [String] = []
    let one = stream.subscribe { x, y in
      first.append("\(x)\(y)")
      if (x, y) == (0, 1) { a.value = 2 }
    }
    let two = stream.subscribe { x, y in second.append("\(x)\(y)") }
    b.value = 1
    #expect(first == ["00", "01", "21"])
    #expect(second == ["00", "01", "21"])
    one.unsubscribe()
    two.unsubscribe()
    #expect(a.observerCount + b.observerCount == 0)
  }

  @Test("MO-7: groups asked to merge while both deliver merge once the first has finished")
  func mergeWhileBothDeliver() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    let c = ReactiveProperty(0)
    let d = ReactiveProperty(0)
    var log: [String] = []
    var ac: Subscription?
    let ab = combineLatest(a.asStream(), b.asStream()).subscribe { x, _ in
      if x == 1 { c.value = 1 }  // cd's group starts delivering inside ab's
    }
    let cd = combineLatest(c.asStream(), d.asStream()).subscribe { x, _ in
      guard x == 1, ac == nil else { return }
      // Joins both groups while both are delivering: the merge waits for cd's to finish.
      ac = combineLatest(a.asStream(), c.asStream()).subscribe { p, q in log.append("\(p)\(q)") }
    }
    a.value = 1
    #expect(log == ["11"])
    var order: [String] = []
    let first = a.subscribe { value in
      order.append("a\(value)")
      if value == 2 { d.value = 9 }  // d is in the merged group: queued behind a's delivery
    }
    let second = a.subscribe { order.append("A\($0)") }
    let third = d.subscribe { order.append("d\($0)") }
    a.value = 2
    #expect(order == ["a1", "A1", "d0", "a2", "A2", "d9"])
    #expect(log == ["11", "21"])
    for subscription in [ab, cd, ac, first, second, third] { subscription?.unsubscribe() }
  }

  @Test(
    "MO-7: a value the group writes to a property during the property's own earlier loop is kept")
  func writtenByTheGroupDuringItsOwnDelivery() {
    let a = ReactiveProperty(0)
    let b = ReactiveProperty(0)
    var plain: [Int] = []
    var combined: [String] = []
    var inner: Subscription?
    let relay = b.subscribe { value in
      if value == 4 { a.value = 2 }  // inside the group's delivery of b, inside a's own loop
    }
    let outer = a.subscribe { value in
      plain.append(value)
      guard value == 1, inner == nil else { return }
      inner = combineLatest(a.asStream(), b.asStream()).subscribe { x, y in
        combined.append("\(x)\(y)")
      }
      b.value = 4
    }
    a.value = 1
    // a's own loop, begun before it joined the group, delivers the 2 (the group leaves it there).
    #expect(plain == [0, 1, 2])
    #expect(combined == ["10", "14", "24"])
    for subscription in [relay, outer, inner] { subscription?.unsubscribe() }
  }
}
