/// The one privileged observer a ``ReactiveProperty`` can have, held in a slot of the property
/// rather than in its observer list: the runtime's per-property arbiter, which must see every
/// value the property delivers (to tell its own writes from the app's) on every frame.
///
/// A watcher gets the contract of an observer — every value in first-in, first-out order,
/// queued values included, none emitted before it started watching — without the observer's
/// box, closure, list entry and weakly held subscription (about 170 bytes per animated
/// property), and without the closure call on every write. It is told of each value before the
/// property's observers are. It is not counted in ``ReactiveProperty/observerCount`` and gets
/// no value when it starts watching.
///
/// **Its own writes.** A watcher writes the property inside
/// ``ReactiveProperty/writeAsWatcher(_:)``. What it writes there, delivered during that call,
/// is not sent to the watcher; the call returns whether it was, so the watcher learns whether
/// its write was delivered at once or queued behind a delivery in progress (a queued one reaches
/// it later, in its place in the queue, as any value). Such writes nest. When the property has
/// no other observer and no delivery is in progress, one costs a store and two flags.
///
/// The property holds its watcher unretained: the watcher must call
/// ``ReactiveProperty/unwatch(_:)`` before it goes away. A property has at most one watcher;
/// ``ReactiveProperty/watch(_:)`` returns `false` when the slot is taken or the property is in
/// the middle of a delivery (an arbiter created by an observer of its own property), and the
/// caller then subscribes as an ordinary observer. Because a watcher starts only between
/// deliveries, with nothing queued, every value it is told of was emitted after it started.
@usableFromInline
package protocol PropertyWatcher<Value>: AnyObject {
  /// The watched property's value type.
  associatedtype Value
  /// The property delivered the value at `value` (valid during the call) to `watcher` (an
  /// instance of this type, borrowed).
  static func property(_ watcher: Unmanaged<AnyObject>, delivered value: UnsafePointer<Value>)
}

/// A property's watcher: the object unretained, and its type (which carries the call).
@usableFromInline
package struct WatcherSlot<Value> {
  @usableFromInline package let object: Unmanaged<AnyObject>
  @usableFromInline package let type: any PropertyWatcher<Value>.Type

  @inlinable
  package init(object: Unmanaged<AnyObject>, type: any PropertyWatcher<Value>.Type) {
    self.object = object
    self.type = type
  }
}

/// The property's ``FanOutWatch``: tells its watcher (unretained: the property is emitting).
@usableFromInline
struct WatcherCall<Value>: FanOutWatch {
  @usableFromInline let property: Unmanaged<ReactiveProperty<Value>>

  @inlinable
  init(property: Unmanaged<ReactiveProperty<Value>>) {
    self.property = property
  }

  @inlinable
  func delivering(_ event: Value, emission: UInt64) {
    property._withUnsafeGuaranteedRef { property in
      // Read afresh for each event: a watcher that went away during the delivery has cleared
      // the slot. Most properties have none: one load and a branch.
      guard let slot = property.watcher else { return }
      if property.watcherIsWriting && emission == property.watcherWrite {
        property.deliveredWatcherWrite = true  // the watcher's write in progress, at once
        return
      }
      // By address: a watcher does not load the value just stored by the write unless it needs
      // it (a store-forwarding stall when it is wider than a word, as a `Point` is).
      withUnsafePointer(to: event) { slot.type.property(slot.object, delivered: $0) }
    }
  }
}
