public import MotionStreams

extension GestureRecognizer {
  /// The recognizer as a stream source: every state write emits a ``GestureSnapshot`` of the
  /// values written (GR-9).
  ///
  /// The snapshot is captured at the write: a filter sees every state that was written, even if
  /// an observer disabled the recognizer during that delivery, and a delayed stream sees
  /// ``GestureRecognizerState/ended`` with the release values rather than what the recognizer
  /// holds later. Chain the gesture operators (`whenRecognitionStateIs(_:)`, `centroid(in:)`,
  /// `translation(addedTo:in:)`, …) or read the snapshot's fields. The stream emits nothing on
  /// subscription: the first value is the next state write. It reports motion state (MO-6):
  /// `MotionState.active` just before a ``GestureRecognizerState/began`` value,
  /// `MotionState.atRest` just after an ``GestureRecognizerState/ended`` or
  /// ``GestureRecognizerState/cancelled`` one.
  ///
  /// ```swift
  /// import MotionGestures
  /// import MotionStreams
  ///
  /// let subscription = pan.asStream().subscribe { snapshot in print(snapshot.state) }
  /// ```
  ///
  /// The stream holds the recognizer; a subscription does not (the recognizer's observer list
  /// holds it unowned), so dropping the recognizer and unsubscribing frees everything. Each
  /// emission costs one closure call and a reference count on the snapshot's record; nothing is
  /// allocated per event.
  @inlinable
  public func asStream() -> MotionObservable<GestureSnapshot<Self>> {
    MotionObservable(metadata: StreamMetadata("gesture", arguments: ["\(Self.self)"])) {
      observer in
      // Unretained: the closure lives in this recognizer's own observer list and only the
      // recognizer calls it, so the recognizer is alive whenever it runs. Borrowed for the call
      // (`_withUnsafeGuaranteedRef`) rather than loaded as a strong reference, which would cost
      // a retain and a release per write.
      let recognizer = Unmanaged.passUnretained(self)
      return self.addStateChangeObserver { state in
        var snapshot = recognizer._withUnsafeGuaranteedRef { $0.snapshot() }
        // The library's recognizers record the state written; a snapshot that reads the state
        // later (the default `snapshot()`) gets it set. Setting it copies a shared record.
        if snapshot.state != state { snapshot.state = state }
        switch state {
        case .began:
          observer.state(.active)
          observer.next(snapshot)
        case .ended, .cancelled:
          observer.next(snapshot)
          observer.state(.atRest)
        case .possible, .changed, .failed:
          observer.next(snapshot)
        }
      }
    }
  }
}

extension MotionObservable {
  /// Emits the snapshots whose state is `state` (GR-9).
  @inlinable
  public func whenRecognitionStateIs<Recognizer>(_ state: GestureRecognizerState)
    -> MotionObservable<Value> where Value == GestureSnapshot<Recognizer>
  {
    filter(named: "whenRecognitionStateIs", arguments: ["\(state)"]) { $0.state == state }
  }

  /// Emits the snapshots whose state is one of `states` (GR-9). The set is kept as a bit mask:
  /// O(1) per value, no allocation.
  @inlinable
  public func whenRecognitionStateIsAnyOf<Recognizer>(_ states: [GestureRecognizerState])
    -> MotionObservable<Value> where Value == GestureSnapshot<Recognizer>
  {
    let mask = states.reduce(UInt8(0)) { $0 | $1.bit }
    return filter(named: "whenRecognitionStateIsAnyOf", arguments: states.map { "\($0)" }) {
      $0.state.bit & mask != 0
    }
  }

  /// Emits the centroid of the active pointers at each write, in `element`'s coordinates (`nil`:
  /// root space) (GR-8, GR-9).
  @inlinable
  public func centroid<Recognizer>(in element: HitRegion?) -> MotionObservable<Point>
  where Value == GestureSnapshot<Recognizer> {
    map(named: "centroid", arguments: [element?.name ?? "root"]) { $0.location(in: element) }
  }

  /// The shared shape of `translation(addedTo:in:)`, `rotation(addedTo:)` and
  /// `scale(multiplying:)` (GR-9).
  ///
  /// A subscription starts on the first ``GestureRecognizerState/began`` or
  /// ``GestureRecognizerState/changed`` write it receives: it reads the start value from
  /// `initial` (the value it delivers synchronously on subscribing) and the gesture's value
  /// there as the baseline. On that write and every following began or changed one it emits
  /// `combine(start, relative(current, baseline))`; at began the baseline is the gesture's
  /// neutral value, so a whole gesture adds its whole value, and a subscription made
  /// mid-gesture starts from the start value without a jump. Any other state clears the start
  /// and emits nothing. The start lives per subscription.
  @inlinable
  func appliedTo<Recognizer, T>(
    _ initial: MotionObservable<T>,
    label: String,
    current: @escaping (GestureSnapshot<Recognizer>) -> T,
    relative: @escaping (T, T) -> T,
    combine: @escaping (T, T) -> T
  ) -> MotionObservable<T> where Value == GestureSnapshot<Recognizer> {
    let upstream = self
    return MotionObservable<T>(
      metadata: StreamMetadata(label, upstreams: [metadata, initial.metadata])
    ) { observer in
      let start = StartValue<T>()
      return upstream.subscribe(
        MotionObserver(
          next: { snapshot in
            switch snapshot.state {
            case .began:
              start.value = nil
            case .changed:
              break
            case .possible, .ended, .cancelled, .failed:
              start.value = nil
              return
            }
            let value = current(snapshot)
            if start.value == nil {
              let reading = initial.subscribe { start.value = $0 }
              reading.unsubscribe()
              start.baseline = value
            }
            if let first = start.value, let baseline = start.baseline {
              observer.next(combine(first, relative(value, baseline)))
            }
          },
          state: observer.state))
    }
  }
}

/// One subscription's start value and baseline for the "added to" gesture operators.
@usableFromInline
final class StartValue<T> {
  @exclusivity(unchecked) @usableFromInline var value: T?
  @exclusivity(unchecked) @usableFromInline var baseline: T?

  @inlinable
  init() {}
}
