public import MotionStreams

extension MotionObservable where Value == PanGestureRecognizer {
  /// Emits the pan's translation in `element`'s coordinates (`nil`: root space) on every state
  /// write; zero outside a gesture.
  @inlinable
  public func translation(in element: HitRegion?) -> MotionObservable<Point> {
    map(named: "translation") { $0.translation(in: element) }
  }

  /// Emits `start + translation` in `element`'s coordinates on ``GestureRecognizerState/began``
  /// and ``GestureRecognizerState/changed`` (GR-9).
  ///
  /// `start` is read from `initial` at began (the value it delivers synchronously on
  /// subscription, such as a `ReactiveProperty`'s current value); it is cleared
  /// in every other state, where nothing is emitted. A stream that delivers nothing synchronously
  /// gives no start, and nothing is emitted for that gesture. Each subscription keeps its own
  /// start.
  ///
  /// ```swift
  /// pan.asStream().translation(addedTo: position.asStream(), in: parent)
  ///   .subscribe { position.value = $0 }
  /// ```
  @inlinable
  public func translation(addedTo initial: MotionObservable<Point>, in element: HitRegion?)
    -> MotionObservable<Point>
  {
    appliedTo(
      initial, label: "translation(addedTo:)", current: { $0.translation(in: element) },
      combine: { $0 + $1 })
  }

  /// Emits the pan's velocity in points per second in `element`'s coordinates on every state
  /// write; on ``GestureRecognizerState/ended``, the release velocity (GR-9).
  @inlinable
  public func velocity(in element: HitRegion?) -> MotionObservable<Point> {
    map(named: "velocity") { $0.velocity(in: element) }
  }
}

extension MotionObservable where Value == RotationGestureRecognizer {
  /// Emits the rotation in radians on every state write; zero outside a gesture (GR-9).
  @inlinable
  public func rotation() -> MotionObservable<Double> {
    map(named: "rotation") { $0.rotation }
  }

  /// Emits `start + rotation` on began and changed, `start` read from `initial` at began; the
  /// rules of `translation(addedTo:in:)` (GR-9).
  @inlinable
  public func rotation(addedTo initial: MotionObservable<Double>) -> MotionObservable<Double> {
    appliedTo(
      initial, label: "rotation(addedTo:)", current: { $0.rotation }, combine: { $0 + $1 })
  }

  /// Emits the rotation's velocity in radians per second on every state write; on ended, the
  /// release velocity (GR-9).
  @inlinable
  public func velocity() -> MotionObservable<Double> {
    map(named: "velocity") { $0.velocity }
  }
}

extension MotionObservable where Value == ScaleGestureRecognizer {
  /// Emits the scale on every state write; 1 outside a gesture (GR-9).
  @inlinable
  public func scale() -> MotionObservable<Double> {
    map(named: "scale") { $0.scale }
  }

  /// Emits `start × scale` on began and changed, `start` read from `initial` at began; the rules
  /// of `translation(addedTo:in:)` (GR-9).
  @inlinable
  public func scale(multiplying initial: MotionObservable<Double>) -> MotionObservable<Double> {
    appliedTo(
      initial, label: "scale(multiplying:)", current: { $0.scale }, combine: { $0 * $1 })
  }

  /// Emits the scale's velocity per second on every state write; on ended, the release velocity
  /// (GR-9).
  @inlinable
  public func velocity() -> MotionObservable<Double> {
    map(named: "velocity") { $0.velocity }
  }
}
