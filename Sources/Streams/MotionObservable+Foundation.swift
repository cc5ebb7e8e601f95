/// The foundation operators (MO-5): the building blocks every other operator is made of.
///
/// Each operator returns a new stream and leaves its upstream untouched. State an operator needs
/// (the last value of `dedupe`, a flag, a buffer) is created inside the connect closure, so it
/// belongs to one subscription and is never shared between subscribers (MO-5). Motion state
/// (MO-6) is passed to the downstream observer untouched.
extension MotionObservable {
  /// Creates an operator whose per-subscription behaviour is built by `makeNext` (MO-5).
  ///
  /// `makeNext` runs once per subscription, with that subscription's downstream observer, and
  /// returns the closure that handles each upstream value. Any state the operator needs is a local
  /// of `makeNext`, so each subscription gets its own.
  ///
  /// ```swift
  /// let counted: MotionObservable<String> = stream.nextOperator(named: "count") { observer in
  ///   var count = 0
  ///   return { value in
  ///     count += 1
  ///     observer.next("\(count): \(value)")
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - label: The operator's name for graph descriptions.
  ///   - arguments: The operator's arguments, as text, for graph descriptions.
  ///   - makeNext: Builds the value handler of one subscription.
  /// - Complexity: O(1) to create; `makeNext` runs once per subscription.
  @inlinable
  public func nextOperator<Output>(
    named label: String,
    arguments: [String] = [],
    makeNext: @escaping (MotionObserver<Output>) -> (Value) -> Void
  ) -> MotionObservable<Output> {
    let upstream = self
    let metadata = StreamMetadata(label, arguments: arguments, upstreams: [metadata])
    return MotionObservable<Output>(metadata: metadata) { observer in
      upstream.connect(
        MotionObserver(next: makeNext(observer), state: observer.state, group: observer.group))
    }
  }

  /// Creates a stateless operator: `operation` receives each value and a function that emits
  /// downstream, and may emit zero, one or several values (MO-5).
  ///
  /// Once the subscription is unsubscribed, even by the downstream observer in the middle of
  /// `operation`, the emit function does nothing (MO-2): the rest of that value's outputs are
  /// dropped.
  ///
  /// - Parameters:
  ///   - label: The operator's name for graph descriptions.
  ///   - arguments: The operator's arguments, as text, for graph descriptions.
  ///   - operation: Called with each upstream value and the downstream `next`.
  /// - Complexity: O(1) per value plus `operation`; one flag and one disconnect closure per
  ///   subscription.
  @inlinable
  public func nextOperator<Output>(
    named label: String,
    arguments: [String] = [],
    operation: @escaping (Value, (Output) -> Void) -> Void
  ) -> MotionObservable<Output> {
    let upstream = self
    let metadata = StreamMetadata(label, arguments: arguments, upstreams: [metadata])
    return MotionObservable<Output>(metadata: metadata) { observer in
      let isConnected = OperatorState(true)
      let next = observer.next
      let subscription = upstream.connect(
        MotionObserver(
          next: { value in
            operation(value) { output in
              if isConnected.value { next(output) }
            }
          },
          state: observer.state, group: observer.group))
      return Subscription {
        isConnected.value = false
        subscription.unsubscribe()
      }
    }
  }

  /// Transforms each value with `transform`, recording `label` and `arguments` as the operator's
  /// description (MO-5). Operators such as `offset(by:)` are built on it.
  ///
  /// A `filter` applied directly to the result is fused with it: both run in one closure per
  /// subscription, and the graph description still shows both stages.
  @inlinable
  public func map<Output>(
    named label: String,
    arguments: [String] = [],
    _ transform: @escaping (Value) -> Output
  ) -> MotionObservable<Output> {
    let metadata = StreamMetadata(label, arguments: arguments, upstreams: [metadata])
    return MotionObservable<Output>._mapStage(upstream: self, transform, metadata: metadata)
  }

  /// Emits only the values for which `isIncluded` returns `true`, recording `label` and
  /// `arguments` as the operator's description (MO-5).
  ///
  /// Applied directly to a `map` or `filter`, the predicate is fused into that stage.
  @inlinable
  public func filter(
    named label: String,
    arguments: [String] = [],
    _ isIncluded: @escaping (Value) -> Bool
  ) -> MotionObservable<Value> {
    let metadata = StreamMetadata(label, arguments: arguments, upstreams: [metadata])
    if let fuseFilter { return fuseFilter(isIncluded, metadata) }
    return Self._filterStage(upstream: self, isIncluded, metadata: metadata)
  }

  /// Calls `body` with each value, then emits the value unchanged (MO-5): a tap for side
  /// effects such as logging or writing to another property.
  ///
  /// This is the operator the streams spec lists as `onEach(_:)` when used as a tap. The spec's other
  /// reading of `onEach(_:)`, the current value returned synchronously, is ``ReactiveProperty/value``:
  /// a `MotionObservable` is cold and has no current value to return.
  ///
  /// ```swift
  /// let logged = position.asStream().onEach { print("position", $0) }
  /// ```
  /// - Complexity: O(1) per value plus `body`; no allocation per value.
  @inlinable
  public func onEach(_ body: @escaping (Value) -> Void) -> MotionObservable<Value> {
    nextOperator(named: "onEach") { observer in
      let next = observer.next
      return { value in
        body(value)
        next(value)
      }
    }
  }

  /// Transforms each value (MO-5).
  ///
  /// ```swift
  /// let doubled = property.asStream().map { $0 * 2 }
  /// ```
  /// - Complexity: O(1) per value; no allocation per value.
  @inlinable
  public func map<Output>(_ transform: @escaping (Value) -> Output) -> MotionObservable<Output> {
    map(named: "map", transform)
  }

  /// Emits only the values for which `isIncluded` returns `true` (MO-5).
  ///
  /// - Complexity: O(1) per value; no allocation per value.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> MotionObservable<Value> {
    filter(named: "filter", isIncluded)
  }
}
