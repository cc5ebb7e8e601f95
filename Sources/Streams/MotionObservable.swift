/// A cold, indefinite stream of values (MO-1).
///
/// A `MotionObservable` is a recipe: nothing happens until something subscribes. Each
/// subscription runs the connect closure anew (MO-3), which may emit values synchronously and
/// returns the ``Subscription`` that disconnects it. There is no completion and no error event:
/// motion streams are indefinite.
///
/// ```swift
/// let stream = MotionObservable<Int> { observer in
///   observer.next(1)
///   return Subscription()
/// }
/// let subscription = stream.subscribe { print($0) }  // prints 1
/// subscription.unsubscribe()
/// ```
///
/// Delivery is synchronous on the caller's thread. `MotionObservable` is not `Sendable`: a stream
/// graph belongs to one thread (or one serial context) at a time.
///
/// A connect closure must not deliver values after the subscription it returned has been
/// unsubscribed; every source and operator in this library keeps that promise (MO-2).
public struct MotionObservable<Value> {
  /// Runs the connect logic for one subscriber.
  @usableFromInline
  let connect: (MotionObserver<Value>) -> Subscription

  /// How this stream was built, for graph descriptions (RT-6). Never consulted per value.
  public let metadata: StreamMetadata

  /// For a stateless map/filter stage: builds the same stage with one more predicate composed in,
  /// so that `filter` on a `map` costs one closure context per subscription instead of two.
  /// `nil` for every other stream. Consulted only when an operator is created.
  @usableFromInline
  let fuseFilter: ((@escaping (Value) -> Bool, StreamMetadata) -> MotionObservable<Value>)?

  /// Creates a stream from its connect logic.
  ///
  /// - Parameters:
  ///   - metadata: A description of the stream for graph output; defaults to a plain `"stream"`.
  ///   - connect: Called once per subscription with that subscription's observer; returns the
  ///     subscription that runs the disconnect logic.
  @inlinable
  public init(
    metadata: StreamMetadata = StreamMetadata("stream"),
    _ connect: @escaping (MotionObserver<Value>) -> Subscription
  ) {
    self.metadata = metadata
    self.connect = connect
    self.fuseFilter = nil
  }

  /// Creates a stateless stage that knows how to absorb a following `filter`.
  @inlinable
  init(
    metadata: StreamMetadata,
    fuseFilter: @escaping (@escaping (Value) -> Bool, StreamMetadata) -> MotionObservable<Value>,
    _ connect: @escaping (MotionObserver<Value>) -> Subscription
  ) {
    self.metadata = metadata
    self.connect = connect
    self.fuseFilter = fuseFilter
  }

  /// Subscribes an observer, running the connect logic (MO-1, MO-3).
  ///
  /// - Returns: The subscription; unsubscribing it runs the disconnect logic exactly once (MO-2).
  @inlinable
  @discardableResult
  public func subscribe(_ observer: MotionObserver<Value>) -> Subscription {
    connect(observer)
  }

  /// Subscribes a value closure, ignoring motion state.
  @inlinable
  @discardableResult
  public func subscribe(next: @escaping (Value) -> Void) -> Subscription {
    connect(MotionObserver(next: next))
  }

  /// Subscribes a value closure and a motion-state closure (MO-6).
  @inlinable
  @discardableResult
  public func subscribe(
    next: @escaping (Value) -> Void,
    state: @escaping (MotionState) -> Void
  ) -> Subscription {
    connect(MotionObserver(next: next, state: state))
  }
}
