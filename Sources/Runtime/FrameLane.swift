public import MotionPhysics
public import MotionTween

/// One running arbiter in its ``FrameLanes``: what a frame needs without asking it.
///
/// A fast lane (``Mode/tween``, ``Mode/spring``) holds what deciding whether its motion still
/// shows reads: its times. The first step of a frame samples the motion (the value waits in its
/// ``FrameLanes``) and notes it in ``ahead``. Any change on the arbiter replaces the whole record
/// (the arbiter decides its lane again at the end of every evaluation), which drops that note.
@usableFromInline
struct FrameLane<Value: Interpolatable> {
  /// What the pass does with the lane.
  @usableFromInline
  enum Mode: UInt8 {
    /// Re-evaluates the arbiter.
    case evaluate
    /// Samples ``FrameLane/motion``, a frame-driven `Tween`, and writes its value.
    case tween
    /// Samples ``FrameLane/motion``, a frame-driven spring, and writes its value.
    case spring
    /// Removed during a pass.
    case removed
  }

  /// What the frame's first step found for a fast lane.
  @usableFromInline
  enum Ahead: UInt8 {
    /// Nothing yet (a lane made or changed since): decided at its turn.
    case none
    /// The motion still shows, with the value the first step stored in its ``FrameLanes``.
    case sampled
    /// The motion no longer shows (it reached its end): the arbiter evaluates.
    case ended
  }

  /// The arbiter (it removes its lane before it goes away).
  @usableFromInline let arbiter: Unmanaged<PropertyArbiter<Value>>
  /// For a fast lane: the motion showing (registered while the lane is fast).
  @usableFromInline let motion: Unmanaged<ArbitratedMotion<Value>>?
  @usableFromInline var mode: Mode
  @usableFromInline var ahead = Ahead.none
  /// For a fast lane: the motion's registration time, start and end in local seconds.
  @usableFromInline let registration: Double
  @usableFromInline let start: Double
  @usableFromInline let end: Double
  /// The property's value before any motion (the arbiter's ``PropertyArbiter/base``).
  @usableFromInline let base: Value

  /// An evaluating lane.
  @inlinable
  init(evaluating arbiter: PropertyArbiter<Value>) {
    self.arbiter = Unmanaged.passUnretained(arbiter)
    motion = nil
    mode = .evaluate
    registration = 0
    start = 0
    end = 0
    base = arbiter.base
  }

  /// A fast lane of `motion`, a tween or a spring without a timeline.
  @inlinable
  init(arbiter: PropertyArbiter<Value>, motion: ArbitratedMotion<Value>) {
    self.arbiter = Unmanaged.passUnretained(arbiter)
    self.motion = Unmanaged.passUnretained(motion)
    mode = motion.kind == .tween ? .tween : .spring
    registration = motion.registration
    start = motion.startLocal
    end = motion.endLocal
    base = arbiter.base
  }

  /// For a fast lane: the motion's local time at `time` while it still shows (its span holds
  /// `time` and it advances, computed as the arbiter computes both, to the last bit); `nil`
  /// once it does not.
  @inlinable
  func localTime(ifShowingAt time: Double) -> Double? {
    let local = time - registration
    let origin = time - local
    guard local < end, origin + start <= time, time < origin + end else { return nil }
    return local
  }

  /// For a fast lane: the motion's value at `local` seconds, as the arbiter samples it.
  @inlinable
  func value(atLocalTime local: Double) -> Value {
    motion.unsafelyUnwrapped._withUnsafeGuaranteedRef { motion in
      mode == .tween
        ? unsafeDowncast(motion, to: AnimationMotion<Tween<Value>>.self).tweenValue(
          atLocalTime: local, base: base)
        : unsafeDowncast(motion, to: AnimationMotion<SpringAnimation<Value>>.self).springValue(
          atLocalTime: local, base: base)
    }
  }

  /// The frame's first step for a fast lane: samples its motion at `time` and returns the
  /// value, or notes that the motion no longer shows (and returns `nil`).
  @inlinable
  mutating func sampleAhead(at time: Double) -> Value? {
    guard mode == .tween || mode == .spring else { return nil }
    guard let local = localTime(ifShowingAt: time) else {
      ahead = .ended
      return nil
    }
    ahead = .sampled
    return value(atLocalTime: local)
  }
}
