public import MotionStreams

/// The ordered list of per-frame callbacks that frame sources and runtimes fan frames out to.
///
/// A thin wrapper over the package's shared observer list, so frames follow the same rules as
/// every other fan-out in MaterialMotion:
/// - Observers are called in the order they were added. One added during a delivery is first
///   called on the next delivery; one removed during a delivery is not called again, not even
///   later in the same delivery.
/// - A frame delivered from inside an observer (nested) follows ``Nesting``: by default it is
///   queued and delivered after the current frame has reached every observer, in order; with
///   ``Nesting/drop`` it is dropped and ``deliver(_:)`` returns `false`, as
///   ``ManualFrameSource`` refuses a step taken from inside a frame.
///
/// Delivering a frame allocates nothing and retains no observer. Frame sources written outside
/// this module can use it to keep the ``FrameSource`` contract.
public final class FrameObserverList: SubscriptionOwner, FanOutHost {
  /// What a frame delivered during a delivery does.
  public enum Nesting: Sendable {
    /// Delivered after the current frame has reached every observer, in order (FIFO).
    case queue
    /// Dropped: ``FrameObserverList/deliver(_:)`` returns `false`.
    case drop
  }

  /// A frame callback, wrapped so that the shared list stores it without a reabstraction thunk
  /// (a bare function type in generic storage would allocate one per observer and run through it
  /// on every frame).
  @usableFromInline
  package struct Callback {
    @usableFromInline let call: (Double) -> Void

    @inlinable
    init(_ call: @escaping (Double) -> Void) { self.call = call }
  }

  @usableFromInline @exclusivity(unchecked) package var fanOut: FanOut<Callback, Double>

  /// Creates an empty list; `nesting` decides what a frame delivered from inside an observer does.
  public init(nesting: Nesting = .queue) {
    fanOut = FanOut(nesting: nesting == .queue ? .queue : .drop)
  }

  /// The number of registered observers.
  @inlinable
  public var count: Int { fanOut.count }

  /// Appends `observer`. Amortised O(1).
  ///
  /// - Returns: A subscription that removes it; idempotent, holds the list weakly.
  @inlinable
  public func add(_ observer: @escaping (Double) -> Void) -> Subscription {
    Subscription(owner: self, id: fanOut.add(Callback(observer)))
  }

  /// Removes the observer registered under `id`; unknown identifiers are ignored. O(log n) to
  /// find it.
  @inlinable
  public func removeSubscription(id: UInt64) {
    fanOut.remove(id: id)
  }

  /// Removes every observer; during a delivery none of them is called again.
  public func removeAll() {
    fanOut.removeAll()
  }

  /// Calls every observer with `time`, in registration order, or queues or drops `time` when
  /// called from inside an observer (see ``Nesting``). O(n); allocates nothing in the steady
  /// state.
  ///
  /// - Returns: `false` when `time` was dropped as a nested frame; `true` otherwise.
  @inlinable
  @discardableResult
  public func deliver(_ time: Double) -> Bool {
    emit(time) { entry, time in entry.pointee.observer.call(time) }
  }
}
