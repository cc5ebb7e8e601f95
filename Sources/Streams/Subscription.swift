/// An object that keeps registrations by identifier and can drop one of them.
///
/// ``ReactiveProperty``, multicast nodes and schedulers conform, so that the ``Subscription`` they
/// hand out holds only a weak reference and an identifier: subscribing to them allocates nothing
/// beyond their own registration storage. Removing an identifier that is not registered must be a
/// no-op, which makes unsubscribing idempotent (MO-2).
public protocol SubscriptionOwner: AnyObject {
  /// Drops the registration with this identifier; does nothing if it is not registered.
  func removeSubscription(id: UInt64)
}

/// The handle returned by subscribing to a ``MotionObservable`` (MO-2).
///
/// Call ``unsubscribe()`` to run the stream's disconnect logic. The disconnect runs exactly once,
/// however many times `unsubscribe()` is called and on whichever copy of the subscription: copies
/// share the same underlying registration. Once unsubscribed, no further value reaches the
/// observer, even if it is unsubscribed while a value is being delivered.
///
/// Dropping a subscription without calling `unsubscribe()` does **not** unsubscribe: the stream
/// keeps delivering until it is explicitly stopped (or its source is freed). Use a runtime's
/// `connect` to tie a subscription to an owner's lifetime.
public struct Subscription {
  @usableFromInline
  enum Storage {
    case empty
    case owned(WeakOwner, UInt64)
    case retained(any SubscriptionOwner, UInt64)
    case disconnect(DisconnectOnce)
  }

  @usableFromInline
  let storage: Storage

  /// A subscription with nothing to disconnect.
  @inlinable
  public init() {
    storage = .empty
  }

  /// A subscription that removes registration `id` from `owner` when unsubscribed.
  ///
  /// Allocates nothing; `owner` is held weakly, so a subscription never keeps its source alive.
  @inlinable
  public init(owner: some SubscriptionOwner, id: UInt64) {
    storage = .owned(WeakOwner(owner), id)
  }

  /// A subscription that removes registration `id` from `owner` when unsubscribed, holding
  /// `owner` strongly: the owner then lives at least as long as the subscription.
  ///
  /// Allocates nothing, where a ``init(disconnect:)`` closure that keeps the owner alive costs a
  /// closure context and a once-flag; unsubscribing is idempotent because removing an identifier
  /// that is not registered is a no-op. For the modules' own registries whose owner must not go
  /// away before the subscription ends (the runtime's property arbiters).
  @inlinable
  package init(retaining owner: some SubscriptionOwner, id: UInt64) {
    storage = .retained(owner, id)
  }

  /// A subscription that runs `disconnect` exactly once when first unsubscribed.
  @inlinable
  public init(disconnect: @escaping () -> Void) {
    storage = .disconnect(DisconnectOnce(disconnect))
  }

  /// A subscription that unsubscribes every one of `subscriptions`, in order.
  @inlinable
  public init(combining subscriptions: [Subscription]) {
    self.init(disconnect: {
      for subscription in subscriptions { subscription.unsubscribe() }
    })
  }

  /// Runs the disconnect logic if it has not run yet; later calls do nothing (MO-2).
  @inlinable
  public func unsubscribe() {
    switch storage {
    case .empty: break
    case .owned(let owner, let id): owner.object?.removeSubscription(id: id)
    case .retained(let owner, let id): owner.removeSubscription(id: id)
    case .disconnect(let once): once.run()
    }
  }
}

/// A weak reference to a ``SubscriptionOwner``.
@usableFromInline
struct WeakOwner {
  @usableFromInline
  weak var object: (any SubscriptionOwner)?

  @inlinable
  init(_ object: any SubscriptionOwner) {
    self.object = object
  }
}

/// A disconnect closure guarded so that it runs at most once.
@usableFromInline
final class DisconnectOnce {
  @usableFromInline
  var action: (() -> Void)?

  @inlinable
  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  @inlinable
  func run() {
    guard let action else { return }
    self.action = nil
    action()
  }
}
