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
  /// Who is told of the connection's steps (``ConnectionSignal``): ``FrameRuntime``'s record of
  /// the connection, directly, or closures (``whenEnded(_:)``). Declared before the flags, so
  /// that they fill its last word (43 bytes in all).
  @usableFromInline var listener = ConnectionListener.none
  /// Whether a motion ever claimed the connection: only such a connection ends.
  @usableFromInline var claimed = false
  /// Whether the connection has ended.
  @usableFromInline var ended = false

  /// A connection end that has not ended.
  @inlinable
  public init() {}

  /// An end that reports to connection `id` of `runtime` (``FrameRuntime`` makes one for a
  /// connection that has none of its own).
  @usableFromInline
  init(reportingTo runtime: FrameRuntime, id: ConnectionID) {
    listener = .runtime(ConnectionLink(runtime: runtime, id: id))
  }

  /// Whether the connection has ended: its stream will never write again.
  @inlinable
  public var isEnded: Bool { ended }

  /// Calls `body` once, when the connection ends; at once if it has ended. The runtime's side:
  /// `body` unsubscribes the connected stream and forgets the connection.
  public func whenEnded(_ body: @escaping () -> Void) {
    guard !ended else { return body() }
    let previous = listener
    listener = .closure { signal in
      previous.send(signal)
      if case .ended = signal { body() }
    }
  }

  /// Makes this end report to connection `id` of `runtime`, if nothing listens to it yet;
  /// returns whether it does. ``FrameRuntime``'s connection is then told of every step
  /// directly, the end being the context of the stream's state closure (no object of its own).
  @usableFromInline
  func report(to runtime: FrameRuntime, id: ConnectionID) -> Bool {
    guard case .none = listener, !ended else { return false }
    listener = .runtime(ConnectionLink(runtime: runtime, id: id))
    return true
  }

  /// Whether ``FrameRuntime`` reports this end's connection directly (``report(to:id:)``):
  /// its subscriber then only writes each value to the property and reports each state here,
  /// so an unconstrained animation's motion can do both without holding the subscriber. Read
  /// when the connection's stream is subscribed, right after the runtime made the end its
  /// reporter (a later ``whenEnded(_:)`` wraps the listener; an end no longer listens).
  @inlinable
  var isPlain: Bool {
    if case .runtime = listener { return true }
    return false
  }

  /// Passes the connection's steps (not the state reports of the stream connected with this
  /// end) on to `other` as well: an end given to a second connection.
  @usableFromInline
  func forwardSteps(to other: ConnectionEnd) {
    let previous = listener
    listener = .closure { signal in
      previous.send(signal)
      if case .reported = signal { return }
      other.listener.send(signal)
    }
  }

  /// The connected stream reported `state`.
  @inlinable
  func reported(_ state: MotionState) {
    listener.send(.reported(state))
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
    listener.send(.finished)
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
    let listener = self.listener
    self.listener = .none
    listener.send(.ended)
  }
}

/// A step of a connection, as its ``ConnectionEnd`` tells it.
@usableFromInline
enum ConnectionSignal {
  /// The connected stream reported its motion state.
  case reported(MotionState)
  /// The last claiming motion can no longer show: the interactions that made the connection
  /// are done with it.
  case finished
  /// The connection ended: nothing writes through it any more.
  case ended
}

/// Who a ``ConnectionEnd`` tells of its connection's steps.
@usableFromInline
enum ConnectionListener {
  case none
  /// ``FrameRuntime``'s record of the connection.
  case runtime(ConnectionLink)
  /// Closures: ``ConnectionEnd/whenEnded(_:)``'s, each passing every signal on to the one
  /// before it.
  case closure((ConnectionSignal) -> Void)

  /// Tells the listener of `signal`.
  @inlinable
  func send(_ signal: ConnectionSignal) {
    switch self {
    case .none: break
    case .runtime(let link): link.send(signal)
    case .closure(let body): body(signal)
    }
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
