public import MotionStreams

/// An interaction's `enabled` switch, created only when someone asks for it.
///
/// Most interactions are never toggled, so the reactive property (a few hundred bytes with its
/// observer storage) is made on first access of ``reactive``; until then the switch reads `true`.
/// Running systems register a listener, told of every change once the property exists.
@usableFromInline
final class ToggleSource: SubscriptionOwner {
  @usableFromInline @exclusivity(unchecked) var property: ReactiveProperty<Bool>?
  @usableFromInline @exclusivity(unchecked) var listeners: [(id: UInt64, call: (Bool) -> Void)] =
    []
  @usableFromInline @exclusivity(unchecked) var nextID: UInt64 = 0

  @usableFromInline
  init() {}

  /// The current value: `true` until the property exists.
  @inlinable
  var value: Bool { property?.value ?? true }

  /// The reactive property, created on first use; every write reaches the listeners.
  @usableFromInline
  var reactive: ReactiveProperty<Bool> {
    if let property { return property }
    let property = ReactiveProperty(true, name: "enabled")
    self.property = property
    property.subscribe { [unowned self] value in
      for listener in listeners { listener.call(value) }
    }
    return property
  }

  /// Registers `listener` for changes; the subscription removes it. Amortised O(1).
  @inlinable
  func add(_ listener: @escaping (Bool) -> Void) -> Subscription {
    let id = nextID
    nextID &+= 1
    listeners.append((id, listener))
    return Subscription(owner: self, id: id)
  }

  /// Removes the listener registered under `id`. O(n).
  @usableFromInline
  func removeSubscription(id: UInt64) {
    listeners.removeAll { $0.id == id }
  }
}
