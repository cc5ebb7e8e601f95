public import MotionTween

extension ReducedMotionPolicy {
  /// `animation` as the runtime runs it when it is reduced to an instant change
  /// (``Treatment/instant``), or `nil` when it has no instant form (an `Animation` of your own,
  /// which plays unchanged).
  ///
  /// The same pure function the runtime applies at registration, exposed for an exporter or a
  /// sampler that must show what the runtime shows under reduced motion: a tween becomes its
  /// first frame during its delay and its final value from its start instant, over the same
  /// delay, duration and timeline (`steps(1, jump-start)` between two frames); a spring or a
  /// decay becomes one at rest from its start instant (a spring on its destination; a decay,
  /// whose start is not known here, where it would have come to rest when its `from` and
  /// `velocity` are given, else where it starts). The animation's time unit is kept: a tween
  /// in milliseconds stays in milliseconds.
  public static func instantForm<A: Animation>(of animation: A) -> A? {
    ReducedMotionDecision.instant(animation)
  }
}
