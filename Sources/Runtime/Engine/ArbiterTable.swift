public import MotionStreams
public import MotionTween

/// The property arbiters of one value type in one runtime, kept for the runtime's lifetime, and
/// the ``FrameLanes`` they share: one runtime attachment (of the frame source) per value type.
///
/// An arbiter that holds its property's watcher slot (almost every one) is found through the
/// slot, so the table only keeps it alive: 8 bytes in an array per animated property, not an
/// attachment entry of its own (a dictionary entry of 32 bytes at three-quarters load at
/// most, 66 bytes on average). An arbiter that observes its property as an ordinary observer
/// (another runtime's arbiter holds the slot, or the property was delivering a value when the
/// arbiter was made) is found by property in a dictionary.
///
/// The arbiters hold the lanes, not the table: the table is freed with the runtime's
/// attachments, and with it every arbiter nothing else holds.
@usableFromInline
final class ArbiterTable<Value: Interpolatable> {
  /// The lanes every arbiter of the table runs its frames in.
  @usableFromInline let lanes: FrameLanes<Value>
  /// The arbiters found through their property's watcher slot.
  @usableFromInline @exclusivity(unchecked) var watching: ContiguousArray<PropertyArbiter<Value>> =
    []
  /// The arbiters that observe their property as an ordinary observer, by property.
  @usableFromInline @exclusivity(unchecked) var observing:
    [ObjectIdentifier: PropertyArbiter<Value>] = [:]

  @inlinable
  init(lanes: FrameLanes<Value>) {
    self.lanes = lanes
  }

  /// The table of `runtime`'s arbiters of this value type, created on first use.
  @inlinable
  static func of(_ runtime: some InteractionRuntime) -> ArbiterTable {
    let source = runtime.frameSource
    return runtime.attachment(for: source) {
      ArbiterTable(lanes: FrameLanes(frames: runtime.frames, source: source))
    }
  }

  /// The arbiter of `property`, created on first use. O(1): a read of the property's watcher
  /// slot, or (for an observing arbiter) a dictionary lookup.
  @inlinable
  func arbiter(for property: ReactiveProperty<Value>) -> PropertyArbiter<Value> {
    if let arbiter = existingArbiter(for: property) { return arbiter }
    let arbiter = PropertyArbiter(property: property, lanes: lanes)
    if arbiter.isWatcher {
      watching.append(arbiter)
    } else {
      observing[ObjectIdentifier(property)] = arbiter
    }
    return arbiter
  }

  /// The arbiter of `property` if this runtime has made one, `nil` otherwise (nothing is
  /// created).
  @inlinable
  func existingArbiter(for property: ReactiveProperty<Value>) -> PropertyArbiter<Value>? {
    if let slot = property.watcher,
      ObjectIdentifier(slot.type) == ObjectIdentifier(PropertyArbiter<Value>.self)
    {
      let arbiter = slot.object._withUnsafeGuaranteedRef {
        unsafeDowncast($0, to: PropertyArbiter<Value>.self)
      }
      // Another runtime's arbiter (or one of a runtime that does not keep its attachments)
      // runs on other lanes.
      if arbiter.lanes === lanes { return arbiter }
    }
    return observing[ObjectIdentifier(property)]
  }
}

/// An attachment the runtime tells when it goes away, before it unsubscribes its connections.
protocol RuntimeTeardownObserving: AnyObject {
  /// The runtime is going away.
  func runtimeGoesAway()
}

extension ArbiterTable: RuntimeTeardownObserving {
  /// Closes the lanes: the arbiters' motions, removed as their connections are unsubscribed,
  /// leave every property showing what it shows (`SoakTeardownTests`).
  func runtimeGoesAway() {
    lanes.isClosed = true
  }
}
