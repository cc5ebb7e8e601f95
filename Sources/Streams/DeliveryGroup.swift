/// The properties that feed one combining operator (`combineLatest`, `merge`), delivering as one
/// list: the operator's per-operator ordering (MO-7), without global state.
///
/// A combining operator creates one group when it is created and hands it, through the
/// observers it subscribes to its inputs (``MotionObserver``'s `group`, forwarded by every
/// operator of the library), to every ``ReactiveProperty`` upstream of it. A property that has
/// joined a group delivers each write as a delivery of the group:
///
/// - A write made while no property of the group is delivering is delivered at once; the writer
///   then delivers, in write order, whatever was written to the group's properties meanwhile.
/// - A write made while a property of the group is delivering (an observer wrote an input from
///   inside a delivery of another, or of the same) is stored at once and its delivery queued in
///   the group, after every write queued before it.
///
/// So each write reaches every observer of its property before the next write of the group
/// reaches any: every subscription of the operator sees the same combinations, in the same order
/// (the glitch of decision record 0028 is gone), and none is called from inside itself.
///
/// Groups merge (union by parent link, with path compression) when a property already in one
/// group feeds another operator; a merge asked for while both groups are delivering waits until
/// the one that was asked to absorb the other has finished.
///
/// ## Cost
/// Nothing per event for a property outside any group (one load and a branch in the setter).
/// For a grouped property, per write: the root lookup (one load when it has no parent), two flag
/// writes, and the group's queue checked once; a queued write costs two appends to arrays that
/// keep their capacity (no allocation in the steady state), and its delivery one dynamic call.
@usableFromInline
package final class DeliveryGroup {
  /// One queued write: the property, where it keeps the value, and the value's emission number.
  @usableFromInline
  package struct Deferred {
    @usableFromInline let member: any DeliveryGroupMember
    @usableFromInline let index: Int
    @usableFromInline let emission: UInt64

    @inlinable
    init(member: any DeliveryGroupMember, index: Int, emission: UInt64) {
      self.member = member
      self.index = index
      self.emission = emission
    }
  }

  /// The group this one was merged into; `nil` for a root.
  @usableFromInline @exclusivity(unchecked) var parent: DeliveryGroup?
  /// Whether one of the group's properties is delivering (set on the root only).
  @usableFromInline @exclusivity(unchecked) package var isDelivering = false
  /// The writes queued during the delivery in progress, oldest first (on the root only).
  @usableFromInline @exclusivity(unchecked) var deferred: [Deferred] = []
  /// Groups to merge with this root once its delivery ends (both were delivering when asked).
  @usableFromInline @exclusivity(unchecked) var pendingMerges: [DeliveryGroup] = []

  /// A new group of its own.
  @inlinable
  package init() {}

  /// Whether the group is a root (was not merged into another).
  @inlinable
  var isRoot: Bool { parent == nil }

  /// The group's root, where the flags and the queue live.
  @inlinable
  package var root: DeliveryGroup {
    guard let parent else { return self }
    return findRoot(parent)
  }

  @usableFromInline
  func findRoot(_ start: DeliveryGroup) -> DeliveryGroup {
    var top = start
    while let next = top.parent { top = next }
    var node = self
    while let next = node.parent, next !== top {  // path compression
      node.parent = top
      node = next
    }
    return top
  }

  /// Merges the groups of `a` and `b`. A delivering root stays a root (its drain is under way);
  /// when both are delivering, the merge waits for `a`'s root to finish.
  @usableFromInline
  package static func merge(_ a: DeliveryGroup, _ b: DeliveryGroup) {
    let first = a.root
    let second = b.root
    guard first !== second else { return }
    if first.isDelivering && second.isDelivering {
      first.pendingMerges.append(second)
    } else if first.isDelivering {
      second.parent = first
    } else {
      first.parent = second
    }
  }

  /// Queues a write made during the group's delivery.
  @inlinable
  func enqueue(_ member: any DeliveryGroupMember, index: Int, emission: UInt64) {
    deferred.append(Deferred(member: member, index: index, emission: emission))
  }

  /// Delivers the queued writes in order, including those queued while it runs, then ends the
  /// group's delivery. Called by the writer that started it, on the root.
  @usableFromInline
  func drain() {
    var next = 0
    while next < deferred.count {
      let item = deferred[next]
      next += 1
      item.member.deliverDeferred(at: item.index, emission: item.emission)
    }
    for item in deferred { item.member.endDeferred() }
    deferred.removeAll(keepingCapacity: true)
  }

  /// Ends the root's delivery: runs the merges that waited for it.
  @inlinable
  func finishDelivery() {
    isDelivering = false
    if !pendingMerges.isEmpty { runPendingMerges() }
  }

  @usableFromInline
  func runPendingMerges() {
    let merges = pendingMerges
    pendingMerges = []
    for group in merges { Self.merge(self, group) }
  }
}

/// A source whose writes a ``DeliveryGroup`` can queue: a ``ReactiveProperty``.
@usableFromInline
package protocol DeliveryGroupMember: AnyObject {
  /// Delivers the queued value at `index` of its pending values, if it is still there with
  /// emission number `emission` and no delivery of its own is in progress (that one delivers it).
  func deliverDeferred(at index: Int, emission: UInt64)
  /// Forgets the values the group delivered; called after the group's queue is drained.
  func endDeferred()
}
