import MotionTween

// PH-6: a spring or a decay takes its property over when it starts. Every other motion in
// effect then is interrupted; tweens added later still take precedence over it (TW-15…TW-18).

extension SpringAnimation {
  /// `true`: a spring interrupts every other motion in effect on its property when it starts
  /// (PH-6).
  @inlinable
  public var interruptsOnStart: Bool { true }
}

extension DecayAnimation {
  /// `true`: a decay interrupts every other motion in effect on its property when it starts
  /// (PH-6).
  @inlinable
  public var interruptsOnStart: Bool { true }
}

extension BoundedDecayAnimation {
  /// `true`: a bounded decay interrupts every other motion in effect on its property when it
  /// starts (PH-6).
  @inlinable
  public var interruptsOnStart: Bool { true }
}
