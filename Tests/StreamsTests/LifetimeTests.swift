import MotionStreams
import Testing

/// An object whose lifetime a test watches through a weak reference.
final class Token {}

@Suite("Lifetime")
struct LifetimeTests {
  @Test("MO-8: a property, its operator chain and its observer are freed after unsubscribe")
  func chainFreed() {
    weak var weakProperty: ReactiveProperty<Int>?
    weak var weakObserverToken: Token?
    do {
      let property = ReactiveProperty(0)
      let token = Token()
      weakProperty = property
      weakObserverToken = token
      let subscription = property.asStream().map { $0 + 1 }.filter { $0 > 0 }.dedupe()
        .subscribe { _ in _ = token }
      property.value = 1
      subscription.unsubscribe()
    }
    #expect(weakProperty == nil)
    #expect(weakObserverToken == nil)
  }

  @Test("MO-8: dropping a property frees it and its observers even without unsubscribe")
  func propertyDroppedWithObservers() {
    weak var weakProperty: ReactiveProperty<Int>?
    weak var weakObserverToken: Token?
    var subscription: Subscription?
    do {
      let property = ReactiveProperty(0)
      let token = Token()
      weakProperty = property
      weakObserverToken = token
      subscription = property.asStream().map { $0 }.subscribe { _ in _ = token }
    }
    #expect(weakProperty == nil)
    #expect(weakObserverToken == nil)
    subscription?.unsubscribe()  // the owner is gone: a no-op
  }

  @Test("MO-8: streams (their connect closures) are freed when dropped")
  func streamFreed() {
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let stream = MotionObservable<Int> { observer in
        _ = token
        observer.next(1)
        return Subscription()
      }
      let chain = stream.map { $0 }.filter { _ in true }.startWith(0).delay(
        by: 1, scheduler: ManualScheduler())
      chain.subscribe { _ in }.unsubscribe()
    }
    #expect(weakToken == nil)
  }

  @Test("MO-8: multicast nodes are freed once their subscriptions are gone")
  func multicastNodeFreed() {
    weak var weakUpstreamToken: Token?
    weak var weakProperty: ReactiveProperty<Int>?
    do {
      let property = ReactiveProperty(0)
      let token = Token()
      weakProperty = property
      weakUpstreamToken = token
      // The node holds its upstream, which holds the token: the token lives exactly as long as
      // the node does.
      let upstream = property.asStream().map { value -> Int in
        _ = token
        return value
      }
      let remembered = upstream.remember()
      let a = remembered.subscribe { _ in }
      let b = remembered.multicast().subscribe { _ in }
      property.value = 1
      a.unsubscribe()
      b.unsubscribe()
      #expect(property.observerCount == 0)
    }
    #expect(weakUpstreamToken == nil)
    #expect(weakProperty == nil)
  }

  @Test("MO-8: per-subscription state of combining, valve and delay is freed on unsubscribe")
  func operatorStateFreed() {
    weak var weakToken: Token?
    let scheduler = ManualScheduler()
    let a = ReactiveProperty(1)
    let b = ReactiveProperty(2)
    let open = ReactiveProperty(true)
    do {
      let token = Token()
      weakToken = token
      let stream = combineLatest(a.asStream(), b.asStream(), a.asStream())
        .map { $0 + $1 + $2 }
        .merge(with: b.asStream())
        .valve(openWhenTrue: open.asStream())
        .delay(by: 5, scheduler: scheduler)
      let subscription = stream.subscribe { _ in _ = token }
      a.value = 3
      #expect(scheduler.pendingCount > 0)
      subscription.unsubscribe()
    }
    #expect(scheduler.pendingCount == 0)
    #expect(weakToken == nil)
    #expect(a.observerCount + b.observerCount + open.observerCount == 0)
  }

  @Test("MO-8: a subscription does not keep its property alive")
  func subscriptionIsWeak() {
    weak var weakProperty: ReactiveProperty<Int>?
    var subscription: Subscription?
    do {
      let property = ReactiveProperty(0)
      weakProperty = property
      subscription = property.subscribe { _ in }
    }
    #expect(weakProperty == nil)
    subscription?.unsubscribe()
  }

  @Test("MO-2, MO-8: a subscription that retains its owner keeps it alive, and removes once")
  func retainingSubscription() {
    weak var weakRegistry: Registry?
    var subscription: Subscription?
    do {
      let registry = Registry()
      weakRegistry = registry
      subscription = Subscription(retaining: registry, id: 7)
    }
    #expect(weakRegistry != nil)  // held by the subscription alone
    var copy = subscription
    subscription?.unsubscribe()
    copy?.unsubscribe()  // the same registration: removed once
    #expect(weakRegistry?.removed == [7])
    subscription = nil
    #expect(weakRegistry != nil)  // still held by the copy
    copy = nil
    #expect(weakRegistry == nil)
  }
}

/// A registry that records the identifiers it is asked to remove, each only while registered.
final class Registry: SubscriptionOwner {
  var registered: Set<UInt64> = [7]
  var removed: [UInt64] = []

  func removeSubscription(id: UInt64) {
    guard registered.remove(id) != nil else { return }
    removed.append(id)
  }
}
