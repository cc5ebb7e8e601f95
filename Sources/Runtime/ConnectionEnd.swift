public import MotionStreams

/// Tells a runtime when a connected stream will never write to its property again, so that the
/// runtime can unsubscribe it and forget it before the runtime itself goes away (bounded
/// memory: a "tween per tap" app does not grow with the taps).
///
/// An interaction whose stream can finish makes one per connection and passes it to
/// ``InteractionRuntime/connect(_:to:until:)``. The shipped animations end it themselves: each
/// motion their stream registers with a property's arbiter *claims* it, and the end comes once
/// none of those motions can ever show again (each ended and was superseded) and nothing still
/// writes through the connection (the arbiter's record of the latest-ended value).
///
/// A runtime is told through ``whenEnded(_:)``: it then unsubscribes the stream and forgets its
/// record of the connection. A connection whose stream never claimed it (a drag, a custom
/// stream) never ends.
///
/// ```swift
/// import MotionRuntime
/// import MotionStreams
///
/// func connect<Value>(
///   _ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>,
///   until end: ConnectionEnd
/// ) {
///   connect(stream, to: property)
///   let id = newestID
///   end.whenEnded { [weak self] in self?.records.removeValue(forKey: id)?.unsubscribe() }
/// }
/// ```
///
/// Confined to the runtime's thread or queue, like the runtime; not `Sendable`.
public final class ConnectionEnd {
  /// Motions registered through the connection that can still show.
  @usableFromInline var claims: UInt32 = 0
  /// Other writers through the connection (an arbiter's latest-ended value).
  @usableFromInline var holds: UInt32 = 0
  /// Whether a motion ever claimed the connection: only such a connection ends.
  @usableFromInline var claimed = false
  /// Whether the connection has ended.
  @usableFromInline var ended = false
  /// What the runtime does: called with `false` when the last claiming motion can no longer
  /// show (the interactions that made the connection are done with it), then with `true` at
  /// the end.
  @usableFromInline var handler: ((_ ended: Bool) -> Void)?

  /// A connection end that has not ended.
  @inlinable
  public init() {}

  /// Whether the connection has ended: its stream will never write again.
  @inlinable
  public var isEnded: Bool { ended }

  /// Calls `body` once, when the connection ends; at once if it has ended. The runtime's side:
  /// `body` unsubscribes the connected stream and forgets the connection.
  public func whenEnded(_ body: @escaping () -> Void) {
    guard !ended else { return body() }
    let previous = handler
    handler = { ended in
      previous?(ended)
      if ended { body() }
    }
  }

  /// A motion registered through the connection: it now ends only once that motion is gone.
  /// Returns `false` (and claims nothing) when the connection has already ended.
  @inlinable
  func claim() -> Bool {
    guard !ended else { return false }
    claims += 1
    claimed = true
    return true
  }

  /// A motion that claimed the connection can never show again.
  @inlinable
  func motionGone() {
    guard claims > 0 else { return }
    claims -= 1
    guard claims == 0 else { return }
    handler?(false)
    endIfUnused()
  }

  /// Something other than its motions writes through the connection from now on.
  @inlinable
  func hold() {
    guard !ended else { return }
    holds += 1
  }

  /// That writer no longer writes through the connection.
  @inlinable
  func release() {
    guard holds > 0 else { return }
    holds -= 1
    endIfUnused()
  }

  /// Ends the connection if nothing can write through it any more.
  @inlinable
  func endIfUnused() {
    guard claimed, claims == 0, holds == 0, !ended else { return }
    ended = true
    let handler = self.handler
    self.handler = nil
    handler?(true)
  }
}

extension InteractionRuntime {
  /// Connects `stream` as ``connect(_:to:)`` does, and unsubscribes it when `end` ends: every
  /// runtime gets bounded memory this way, whatever it stores per connection.
  ///
  /// The runtime's own record of the connection (what its `connect` stores) stays until the
  /// runtime goes away; implement this requirement to forget that too.
  @inlinable
  public func connect<Value>(
    _ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>,
    until end: ConnectionEnd
  ) {
    connect(stream.unsubscribed(when: end), to: property)
  }
}

extension MotionObservable {
  /// This stream, unsubscribed from its source as soon as `end` ends.
  @inlinable
  func unsubscribed(when end: ConnectionEnd) -> MotionObservable<Value> {
    let upstream = self
    return MotionObservable(metadata: metadata) { observer in
      // Once run (by the runtime or at the end) the disconnect lets go of the upstream
      // subscription, which may hold what holds `end` (an animation's subscription holds its
      // property's arbiter, whose ghost holds the end): kept, it would keep them all alive.
      let subscription = Subscription(disconnect: upstream.subscribe(observer).unsubscribe)
      end.whenEnded { subscription.unsubscribe() }
      return subscription
    }
  }
}
