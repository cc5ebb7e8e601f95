public import MotionStreams

extension MotionObservable {
  /// Emits the translation written with each state write, in `element`'s coordinates (`nil`:
  /// root space); zero outside a gesture.
  @inlinable
  public func translation<Recognizer: TranslationGesture>(in element: HitRegion?)
    -> MotionObservable<Point> where Value == GestureSnapshot<Recognizer>
  {
    map(named: "translation") { $0.translation(in: element) }
  }

  /// Emits `start + translation` in `element`'s coordinates on ``GestureRecognizerState/began``
  /// and ``GestureRecognizerState/changed`` (GR-9).
  ///
  /// `start` is read from `initial` (the value it delivers synchronously on subscription, such
  /// as a `ReactiveProperty`'s current value) at began; it is cleared in every other state,
  /// where nothing is emitted. A stream that delivers nothing synchronously gives no start, and
  /// nothing is emitted for that gesture. Each subscription keeps its own start.
  ///
  /// **Subscribed mid-gesture**, the first `changed` write received reads `start` and emits it
  /// unchanged; later writes add the translation made since that write. The element stays where
  /// it is and follows the pointers from then on.
  ///
  /// ```swift
  /// import MotionGestures
  /// import MotionStreams
  ///
  /// let subscription = pan.asStream()
  ///   .translation(addedTo: position.asStream(), in: parent)
  ///   .subscribe { position.value = $0 }
  /// ```
  @inlinable
  public func translation<Recognizer: TranslationGesture>(
    addedTo initial: MotionObservable<Point>, in element: HitRegion?
  ) -> MotionObservable<Point> where Value == GestureSnapshot<Recognizer> {
    appliedTo(
      initial, label: "translation(addedTo:)", current: { $0.translation(in: element) },
      relative: { $0 - $1 }, combine: { $0 + $1 })
  }

  /// Emits the translation's velocity in points per second in `element`'s coordinates on every
  /// state write; on ``GestureRecognizerState/ended``, the release velocity (GR-9).
  @inlinable
  public func velocity<Recognizer: TranslationGesture>(in element: HitRegion?)
    -> MotionObservable<Point> where Value == GestureSnapshot<Recognizer>
  {
    map(named: "velocity") { $0.velocity(in: element) }
  }

  /// Emits the rotation in radians on every state write; zero outside a gesture (GR-9).
  @inlinable
  public func rotation<Recognizer: RotationGesture>() -> MotionObservable<Double>
  where Value == GestureSnapshot<Recognizer> {
    map(named: "rotation") { $0.rotation }
  }

  /// Emits `start + rotation` on began and changed, `start` read from `initial` at began; the
  /// rules of `translation(addedTo:in:)`, mid-gesture subscription included (GR-9).
  @inlinable
  public func rotation<Recognizer: RotationGesture>(addedTo initial: MotionObservable<Double>)
    -> MotionObservable<Double> where Value == GestureSnapshot<Recognizer>
  {
    appliedTo(
      initial, label: "rotation(addedTo:)", current: { $0.rotation }, relative: { $0 - $1 },
      combine: { $0 + $1 })
  }

  /// Emits the rotation's velocity in radians per second on every state write; on ended, the
  /// release velocity (GR-9).
  @inlinable
  public func velocity<Recognizer: RotationGesture>() -> MotionObservable<Double>
  where Value == GestureSnapshot<Recognizer> {
    map(named: "velocity") { $0.rotationVelocity }
  }

  /// Emits the scale on every state write; 1 outside a gesture (GR-9).
  @inlinable
  public func scale<Recognizer: ScaleGesture>() -> MotionObservable<Double>
  where Value == GestureSnapshot<Recognizer> {
    map(named: "scale") { $0.scale }
  }

  /// Emits `start × scale` on began and changed, `start` read from `initial` at began; the rules
  /// of `translation(addedTo:in:)` (GR-9). Subscribed mid-gesture, the first `changed` write
  /// emits `start`, and later writes multiply it by the scale relative to that write's (a
  /// scale of zero there leaves the start until the next gesture).
  @inlinable
  public func scale<Recognizer: ScaleGesture>(multiplying initial: MotionObservable<Double>)
    -> MotionObservable<Double> where Value == GestureSnapshot<Recognizer>
  {
    appliedTo(
      initial, label: "scale(multiplying:)", current: { $0.scale },
      relative: { current, baseline in baseline == 0 ? 1 : current / baseline },
      combine: { $0 * $1 })
  }

  /// Emits the scale's velocity per second on every state write; on ended, the release velocity
  /// (GR-9).
  @inlinable
  public func velocity<Recognizer: ScaleGesture>() -> MotionObservable<Double>
  where Value == GestureSnapshot<Recognizer> {
    map(named: "velocity") { $0.scaleVelocity }
  }
}
