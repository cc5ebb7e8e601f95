// Stage fusion for stateless map and filter.
//
// Each operator subscription normally costs one closure context (one allocation). A `filter`
// applied directly to a `map` or `filter` is instead fused with it when the operator is created:
// the fused stage subscribes to the original upstream with a single closure that applies the
// transform and every predicate in turn. The result behaves exactly like the unfused chain (the
// stages are stateless), costs one allocation per subscription, and its metadata still names
// every stage. Nothing here runs per value except the composed closures themselves.

extension MotionObservable {
  /// A stateless `map` stage over `upstream` that can absorb a following filter.
  @inlinable
  static func _mapStage<Source>(
    upstream: MotionObservable<Source>,
    _ transform: @escaping (Source) -> Value,
    metadata: StreamMetadata
  ) -> MotionObservable<Value> {
    MotionObservable(
      metadata: metadata,
      fuseFilter: { isIncluded, fusedMetadata in
        _mapFilterStage(upstream: upstream, transform, isIncluded, metadata: fusedMetadata)
      },
      { observer in
        let next = observer.next
        return upstream.connect(
          MotionObserver(
            next: { next(transform($0)) }, state: observer.state, group: observer.group))
      })
  }

  /// A stateless `map` followed by a `filter`, in one closure per subscription.
  @inlinable
  static func _mapFilterStage<Source>(
    upstream: MotionObservable<Source>,
    _ transform: @escaping (Source) -> Value,
    _ isIncluded: @escaping (Value) -> Bool,
    metadata: StreamMetadata
  ) -> MotionObservable<Value> {
    MotionObservable(
      metadata: metadata,
      fuseFilter: { nextIncluded, fusedMetadata in
        _mapFilterStage(
          upstream: upstream, transform, { isIncluded($0) && nextIncluded($0) },
          metadata: fusedMetadata)
      },
      { observer in
        let next = observer.next
        return upstream.connect(
          MotionObserver(
            next: { source in
              let value = transform(source)
              if isIncluded(value) { next(value) }
            },
            state: observer.state, group: observer.group))
      })
  }

  /// A stateless `filter` stage over `upstream` that can absorb a following filter.
  @inlinable
  static func _filterStage(
    upstream: MotionObservable<Value>,
    _ isIncluded: @escaping (Value) -> Bool,
    metadata: StreamMetadata
  ) -> MotionObservable<Value> {
    MotionObservable(
      metadata: metadata,
      fuseFilter: { nextIncluded, fusedMetadata in
        _filterStage(
          upstream: upstream, { isIncluded($0) && nextIncluded($0) }, metadata: fusedMetadata)
      },
      { observer in
        let next = observer.next
        return upstream.connect(
          MotionObserver(
            next: { value in
              if isIncluded(value) { next(value) }
            },
            state: observer.state, group: observer.group))
      })
  }
}
