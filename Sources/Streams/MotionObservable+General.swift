/// General operators (MO-5): `dedupe`, `startWith`, `ignoreUntil`, `inverted`, `log`, `toString`.
extension MotionObservable where Value: Equatable {
  /// Drops each value equal to the last value this subscription emitted (MO-5).
  ///
  /// The first value always passes. Each value is compared with the last one *emitted*, not the
  /// last one received. The last value is kept per subscription.
  ///
  /// A floating-point NaN is never equal to anything, so every NaN passes.
  /// - Complexity: O(1) per value (one `==`); no allocation per value.
  @inlinable
  public func dedupe() -> MotionObservable<Value> {
    nextOperator(named: "dedupe") { observer in
      let next = observer.next
      let last = OperatorState<Value?>(nil)
      return { value in
        if let previous = last.value, previous == value { return }
        last.value = value
        next(value)
      }
    }
  }

  /// Drops every value until one equal to `expected` arrives, then emits that value and every
  /// value after it (MO-5). The "seen it" flag is kept per subscription.
  @inlinable
  public func ignoreUntil(_ expected: Value) -> MotionObservable<Value> {
    nextOperator(named: "ignoreUntil", arguments: [String(describing: expected)]) { observer in
      let next = observer.next
      let passing = OperatorState(false)
      return { value in
        if !passing.value {
          guard value == expected else { return }
          passing.value = true
        }
        next(value)
      }
    }
  }
}

extension MotionObservable {
  /// Drops each value that `areEqual` considers equal to the last emitted value (MO-5); the
  /// first value always passes. The last value is kept per subscription.
  @inlinable
  public func dedupe(by areEqual: @escaping (Value, Value) -> Bool) -> MotionObservable<Value> {
    nextOperator(named: "dedupe") { observer in
      let next = observer.next
      let last = OperatorState<Value?>(nil)
      return { value in
        if let previous = last.value, areEqual(previous, value) { return }
        last.value = value
        next(value)
      }
    }
  }

  /// Emits `initialValue` on subscription, then every upstream value; remembered (MO-5).
  ///
  /// The result is shared and replays its latest value: the first subscriber receives
  /// `initialValue` and connects the upstream (which may emit at once); later subscribers receive
  /// the latest value at once. When the last subscriber leaves, the upstream is disconnected and
  /// the next first subscriber starts again from `initialValue`.
  @inlinable
  public func startWith(_ initialValue: Value) -> MotionObservable<Value> {
    let upstream = self
    let started = MotionObservable(
      metadata: StreamMetadata(
        "startWith", arguments: [String(describing: initialValue)], upstreams: [metadata])
    ) { observer in
      observer.next(initialValue)
      return upstream.connect(observer)
    }
    return started.remember()
  }

  /// Prints each value, prefixed by `prefix`, then emits it unchanged (MO-5).
  ///
  /// - Parameters:
  ///   - prefix: Text put before each value; omitted when empty.
  ///   - output: Where lines go; standard output by default. Tests pass a closure that collects.
  @inlinable
  public func log(
    _ prefix: String = "",
    to output: @escaping (String) -> Void = { print($0) }
  ) -> MotionObservable<Value> {
    nextOperator(named: "log", arguments: prefix.isEmpty ? [] : [prefix]) { observer in
      let next = observer.next
      return { value in
        output(prefix.isEmpty ? String(describing: value) : "\(prefix) \(value)")
        next(value)
      }
    }
  }

  /// Emits each value's `String(describing:)` (MO-5).
  @inlinable
  public func toString() -> MotionObservable<String> {
    map(named: "toString") { String(describing: $0) }
  }
}

extension MotionObservable where Value == Bool {
  /// Emits the negation of each value (MO-5).
  @inlinable
  public func inverted() -> MotionObservable<Bool> {
    map(named: "inverted") { !$0 }
  }
}
