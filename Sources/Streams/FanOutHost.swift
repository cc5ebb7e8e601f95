/// An object that stores a ``FanOut`` and emits through it.
///
/// The delivery loop is written here, against the host, rather than as a `mutating` method of
/// the `FanOut` value: it reads `fanOut` through the object at every step, so an observer that
/// adds, removes or emits on the same host while it is called never overlaps an access to the
/// value the loop holds.
@usableFromInline
package protocol FanOutHost: AnyObject {
  associatedtype FanOutObserver
  associatedtype FanOutEvent
  /// The host's observers. Stored with `@exclusivity(unchecked)`: no access to it spans an
  /// observer call.
  var fanOut: FanOut<FanOutObserver, FanOutEvent> { get set }
}

extension FanOutHost {
  /// Delivers `event` to every observer through `call`, or queues it (or drops it, see
  /// ``FanOut/Nesting``) if a delivery is in progress.
  ///
  /// `call` receives a pointer to each live entry that was added before `event` was emitted;
  /// the entry stays valid while `call` runs, and reading the observer through the pointer
  /// borrows it (no retain). `call` must not keep the pointer.
  ///
  /// - Returns: `false` when the event was dropped (a nested emission under ``FanOut/Nesting/drop``).
  @inlinable
  @inline(__always)
  @discardableResult
  package func emit(
    _ event: FanOutEvent,
    _ call: (UnsafePointer<FanOutEntry<FanOutObserver>>, FanOutEvent) -> Void
  ) -> Bool {
    emit(event, watch: NoFanOutWatch(), call)
  }

  /// ``emit(_:_:)``, telling `watch` of each event and its emission number before the
  /// observers get it, in the same first-in, first-out order (queued events included): how a
  /// host gives one privileged observer of its own (such as a ``ReactiveProperty``'s
  /// ``PropertyWatcher``) the contract of an entry without an entry.
  ///
  /// A generic parameter rather than a closure: specialised for ``NoFanOutWatch``, the loop is
  /// the plain one to the instruction (a closure parameter, even an empty one, measured 2–3 ns
  /// more per emission on the timeline's and the gestures' lists). Both are always inlined,
  /// as the loop was before it had a watch (outlined, the gestures' delivery ran 30
  /// instructions more per event).
  @inlinable
  @inline(__always)
  @discardableResult
  package func emit<Watch: FanOutWatch<FanOutEvent>>(
    _ event: FanOutEvent, watch: Watch,
    _ call: (UnsafePointer<FanOutEntry<FanOutObserver>>, FanOutEvent) -> Void
  ) -> Bool {
    if fanOut.isDelivering {
      guard fanOut.nesting == .queue else { return false }
      fanOut.emission &+= 1
      fanOut.pending.append((event, fanOut.emission))
      return true
    }
    fanOut.emission &+= 1
    fanOut.isDelivering = true
    deliverOne(event, emission: fanOut.emission, watch, call)
    if !fanOut.pending.isEmpty {
      var next = 0
      while next < fanOut.pending.count {
        let queued = fanOut.pending[next]
        next += 1
        fanOut.mergeJoiners()  // no observer runs here: the storage may move
        deliverOne(queued.event, emission: queued.emission, watch, call)
      }
      fanOut.pending.removeAll(keepingCapacity: true)
    }
    fanOut.isDelivering = false
    fanOut.mergeJoiners()
    fanOut.compact()
    return true
  }

  /// One pass over `entries`. Their storage does not move while the pass runs (see ``FanOut``),
  /// so its base address is taken once; the count is fixed too, as additions go to `joiners`.
  @inlinable
  func deliverOne<Watch: FanOutWatch<FanOutEvent>>(
    _ event: FanOutEvent, emission: UInt64, _ watch: Watch,
    _ call: (UnsafePointer<FanOutEntry<FanOutObserver>>, FanOutEvent) -> Void
  ) {
    watch.delivering(event, emission: emission)
    let (base, count) = fanOut.entries.withUnsafeBufferPointer { ($0.baseAddress, $0.count) }
    guard let base else { return }
    var index = 0
    while index < count {
      let entry = base + index
      index += 1
      // Read the mark afresh: an observer called earlier in this pass may have set it.
      guard entry.pointee.since < emission, !entry.pointee.isRemoved else { continue }
      call(entry, event)
    }
  }
}

extension FanOutHost where FanOutObserver == AnyObserverBox {
  /// Emits `value` to observers stored as ``ObserverBox``es of the event type, calling each
  /// unretained (see ``ObserverBox/borrow(_:_:)``).
  @inlinable
  package func emitValue(_ value: FanOutEvent) {
    emit(value) { entry, value in ObserverBox<FanOutEvent>.borrow(entry) { $0.observer.next(value) }
    }
  }
}

/// What ``FanOutHost/emit(_:watch:_:)`` tells before the observers of each event it delivers.
@usableFromInline
package protocol FanOutWatch<Event> {
  /// The host's event type.
  associatedtype Event
  /// `event`, emission number `emission`, is being delivered.
  func delivering(_ event: Event, emission: UInt64)
}

/// No watch: ``FanOutHost/emit(_:_:)``.
@usableFromInline
package struct NoFanOutWatch<Event>: FanOutWatch {
  @inlinable
  package init() {}

  @inlinable
  package func delivering(_ event: Event, emission: UInt64) {}
}
