public import MotionStreams

extension GestureRecognizer {
  /// The recognizer as a stream source: every state write emits the recognizer itself (GR-9).
  ///
  /// Read what you need from the emitted recognizer, or chain the gesture operators
  /// (`whenRecognitionStateIs(_:)`,
  /// `centroid(in:)`, `translation(addedTo:in:)`, …). The stream
  /// emits nothing on subscription: the first value is the next state write. It reports motion
  /// state (MO-6): `MotionState.active` just before a
  /// ``GestureRecognizerState/began`` value, `MotionState.atRest` just after an
  /// ``GestureRecognizerState/ended`` or ``GestureRecognizerState/cancelled`` one.
  ///
  /// ```swift
  /// let subscription = pan.asStream().subscribe { pan in print(pan.state) }
  /// ```
  ///
  /// The stream holds the recognizer; a subscription does not (the recognizer's observer list
  /// holds it unowned), so dropping the recognizer and unsubscribing frees everything. Each
  /// emission costs one closure call; nothing is allocated per event.
  @inlinable
  public func asStream() -> MotionObservable<Self> {
    MotionObservable(metadata: StreamMetadata("gesture", arguments: ["\(Self.self)"])) {
      observer in
      // `unowned(unsafe)`: the closure lives in this recognizer's own observer list and only the
      // recognizer calls it, so the recognizer is alive whenever it runs.
      self.addStateChangeObserver { [unowned(unsafe) self] state in
        switch state {
        case .began:
          observer.state(.active)
          observer.next(self)
        case .ended, .cancelled:
          observer.next(self)
          observer.state(.atRest)
        case .possible, .changed, .failed:
          observer.next(self)
        }
      }
    }
  }
}

extension MotionObservable where Value: GestureRecognizer {
  /// Emits the recognizer only when its state is `state` (GR-9).
  @inlinable
  public func whenRecognitionStateIs(_ state: GestureRecognizerState) -> MotionObservable<Value> {
    filter(named: "whenRecognitionStateIs", arguments: ["\(state)"]) { $0.state == state }
  }

  /// Emits the recognizer only when its state is one of `states` (GR-9). The set is kept as a
  /// bit mask: O(1) per value, no allocation.
  @inlinable
  public func whenRecognitionStateIsAnyOf(_ states: [GestureRecognizerState])
    -> MotionObservable<Value>
  {
    let mask = states.reduce(UInt8(0)) { $0 | $1.bit }
    return filter(named: "whenRecognitionStateIsAnyOf", arguments: states.map { "\($0)" }) {
      $0.state.bit & mask != 0
    }
  }

  /// Emits the centroid of the active pointers in `element`'s coordinates (`nil`: root space) on
  /// every state write (GR-8, GR-9).
  @inlinable
  public func centroid(in element: HitRegion?) -> MotionObservable<Point> {
    map(named: "centroid", arguments: [element?.name ?? "root"]) { $0.location(in: element) }
  }

  /// The shared shape of `translation(addedTo:in:)`, `rotation(addedTo:)` and
  /// `scale(multiplying:)` (GR-9): on ``GestureRecognizerState/began`` the start value is read
  /// from `initial` (its value delivered synchronously on subscribing); on began and
  /// ``GestureRecognizerState/changed`` the stream emits `combine(start, current(recognizer))`;
  /// any other state clears the start and emits nothing. The start lives per subscription.
  @inlinable
  func appliedTo<T>(
    _ initial: MotionObservable<T>,
    label: String,
    current: @escaping (Value) -> T,
    combine: @escaping (T, T) -> T
  ) -> MotionObservable<T> {
    let upstream = self
    return MotionObservable<T>(
      metadata: StreamMetadata(label, upstreams: [metadata, initial.metadata])
    ) { observer in
      let start = StartValue<T>()
      return upstream.subscribe(
        MotionObserver(
          next: { recognizer in
            switch recognizer.state {
            case .began:
              start.value = nil
              let reading = initial.subscribe { start.value = $0 }
              reading.unsubscribe()
            case .changed:
              break
            case .possible, .ended, .cancelled, .failed:
              start.value = nil
              return
            }
            if let value = start.value { observer.next(combine(value, current(recognizer))) }
          },
          state: observer.state))
    }
  }
}

/// One subscription's start value for the "added to" gesture operators.
@usableFromInline
final class StartValue<T> {
  @exclusivity(unchecked) @usableFromInline var value: T?

  @inlinable
  init() {}
}
