public import MotionStreams
public import MotionTween

extension InteractionRuntime {
  /// The velocity of what `property` shows now in this runtime: the derivative with respect to
  /// time of the winning motion's value at the runtime's time (its `now`), in the
  /// property's units per second (points per second for a position, radians per second for a
  /// rotation, per second for an opacity or a scale).
  ///
  /// It is the velocity a physics motion starting now would take over (PH-6), before the
  /// winner's constraints: a tween's is its curve's slope, a spring's or a decay's its own. It
  /// is zero when the property shows a value that is not moving: a motion that has ended, the
  /// app's write, a gesture's writes (a finger's speed is its recognizer's
  /// `velocity(in:)`), and a property no motion of this runtime has animated (nothing is
  /// created to answer).
  ///
  /// ```swift
  /// import MotionRuntime
  /// import MotionStreams
  /// import MotionTween
  ///
  /// let slide = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 300]))
  /// runtime.add(slide, to: offset)
  /// source.advance(frames: 6)
  /// let speed = runtime.velocity(of: offset)  // 1,000 points per second, 0.1 s in
  /// ```
  public func velocity<Value: Interpolatable>(of property: ReactiveProperty<Value>) -> Value {
    ArbiterTable.of(self).existingArbiter(for: property)?.showingSample()?.velocity ?? .zero
  }
}

extension PropertyArbiter {
  /// The value and velocity the winner shows at the runtime's time, before its constraints;
  /// `nil` when no motion takes part.
  func showingSample() -> AnimationSample<Value>? {
    let time = now
    takeStarts(at: time)
    guard let index = winner(at: time) else { return nil }
    return motions[index].sample(at: time, base: base)
  }
}
