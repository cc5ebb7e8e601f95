/// A property's part in a ``DeliveryGroup``: its writes delivered in the group's order.
///
/// Only a property some combining operator subscribed to (directly or through other operators)
/// has a group; every other property never runs this code.
extension ReactiveProperty: DeliveryGroupMember {
  /// Joins `group` (merging it with the group the property already has).
  @inlinable
  func join(_ group: DeliveryGroup) {
    if let current = deliveryGroup {
      DeliveryGroup.merge(current.takeUnretainedValue(), group)
    } else {
      deliveryGroup = Unmanaged.passRetained(group)
    }
  }

  /// Delivers `value`, just written, as a write of `group`: at once if no property of the
  /// group is delivering (and then what the group queued meanwhile), queued otherwise.
  ///
  /// Out of line, so that the setter of a property in no group stays as small as it was; the
  /// group is borrowed (the property holds it, and a group holds its parent), so the common
  /// case, a group that is its own root, retains nothing.
  @inlinable @inline(never)
  func writeInGroup(_ value: Value, _ group: Unmanaged<DeliveryGroup>) {
    group._withUnsafeGuaranteedRef { group in
      if group.isRoot {
        writeInGroup(value, root: group)
      } else {
        writeInGroup(value, root: group.root)
      }
    }
  }

  /// ``writeInGroup(_:_:)`` with the group's root.
  ///
  /// The emission number is taken at the write, so an observer subscribed between the write and
  /// its delivery (it got the value on subscribing) is not sent it again.
  @inlinable @inline(__always)
  func writeInGroup(_ value: Value, root: DeliveryGroup) {
    fanOut.emission &+= 1
    let emission = fanOut.emission
    if watcherIsWriting { watcherWrite = emission }
    if root.isDelivering || fanOut.isDelivering {
      fanOut.pending.append((value, emission))
      // During a delivery of its own list that began before it joined the group, that loop
      // delivers the value (it reads the pending values to the end).
      if root.isDelivering {
        root.enqueue(self, index: fanOut.pending.count - 1, emission: emission)
      }
      return
    }
    root.isDelivering = true
    deliverInGroup(value, emission: emission)
    if !root.deferred.isEmpty { root.drain() }
    root.finishDelivery()
  }

  /// One pass over the observers (the watcher first) with `value`, emission `emission`; what
  /// they write meanwhile is queued in the group, not here, so nothing is drained. Always
  /// inlined, as the plain emission is.
  @inlinable @inline(__always)
  func deliverInGroup(_ value: Value, emission: UInt64) {
    fanOut.isDelivering = true
    if watcher != nil {
      deliverOne(value, emission: emission, WatcherCall(property: Unmanaged.passUnretained(self))) {
        entry, value in
        ObserverBox<Value>.borrow(entry) { $0.observer.next(value) }
      }
    } else {
      deliverOne(value, emission: emission, NoFanOutWatch()) { entry, value in
        ObserverBox<Value>.borrow(entry) { $0.observer.next(value) }
      }
    }
    fanOut.isDelivering = false
    fanOut.mergeJoiners()
    fanOut.compact()
  }

  /// Delivers the queued value at `index`, unless its own list is delivering (that loop
  /// delivers it) or the value is gone (that loop did).
  @inlinable
  package func deliverDeferred(at index: Int, emission: UInt64) {
    guard !fanOut.isDelivering, index < fanOut.pending.count,
      fanOut.pending[index].emission == emission
    else { return }
    deliverInGroup(fanOut.pending[index].event, emission: emission)
  }

  /// Forgets the values the group delivered, keeping the storage.
  @inlinable
  package func endDeferred() {
    guard !fanOut.isDelivering, !fanOut.pending.isEmpty else { return }
    fanOut.pending.removeAll(keepingCapacity: true)
  }
}
