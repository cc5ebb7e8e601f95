public import MotionPhysics
public import MotionTween

/// One running arbiter in its ``FrameLanes``: which arbiter, which motion, and what to do.
///
/// 24 bytes (two references, two one-byte fields): the record holds no copy of what its arbiter
/// or motion hold. A fast lane (``Mode/tween``, ``Mode/spring``) reads its motion's
/// ``ArbitratedMotion/timing`` (a final stored field, read unretained) and its arbiter's
/// ``PropertyArbiter/base`` (a `let`) where they are: sampling reads the motion anyway (its
/// animation), and the frame's second step calls into the arbiter anyway, so copies here saved
/// no cache line a frame does not touch, and cost 40 bytes per running property (64 for a
/// `Point`).
///
/// The first step of a frame samples the motion (the value waits in its ``FrameLanes``) and
/// notes it in ``ahead``. Any change on the arbiter replaces the whole record (the arbiter
/// decides its lane again at the end of every evaluation), which drops that note. The motion's
/// times are as fixed while its lane is fast as a copy was: ``MotionTiming/registration`` is a
/// `let`, an animation's ``MotionTiming/start`` never changes, and its ``MotionTiming/end``
/// changes only when it takes its start (a motion that still waits for it never has a fast
/// lane, and the arbiter slows its lane when one takes it); a direct motion is never fast.
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

  /// An evaluating lane.
  @inlinable
  init(evaluating arbiter: PropertyArbiter<Value>) {
    self.arbiter = Unmanaged.passUnretained(arbiter)
    motion = nil
    mode = .evaluate
  }

  /// A fast lane of `motion`, a tween or a spring without a timeline.
  @inlinable
  init(arbiter: PropertyArbiter<Value>, motion: ArbitratedMotion<Value>) {
    self.arbiter = Unmanaged.passUnretained(arbiter)
    self.motion = Unmanaged.passUnretained(motion)
    mode = motion.kind == .tween ? .tween : .spring
  }

  /// The lane's `motion` (borrowed): its value at `local` seconds, as the arbiter samples it,
  /// from the arbiter's ``PropertyArbiter/base``.
  @inlinable
  func value(of motion: ArbitratedMotion<Value>, atLocalTime local: Double) -> Value {
    let base = arbiter._withUnsafeGuaranteedRef { $0.base }
    // The lane's mode says what the motion is (it was set from the motion's kind): one byte
    // already loaded, where the motion's variant would load and test its kind again.
    return mode == .tween
      ? motion.knownTween.with { $0.tweenValue(atLocalTime: local, base: base) }
      : motion.knownSpring.with { $0.springValue(atLocalTime: local, base: base) }
  }

  /// The frame's first step for a fast lane: samples its motion at `time` and returns the
  /// value, or notes that the motion no longer shows (and returns `nil`).
  @inlinable
  mutating func sampleAhead(at time: Double) -> Value? {
    guard mode == .tween || mode == .spring else { return nil }
    // One borrow of the motion for its times and its sample.
    return motion.unsafelyUnwrapped._withUnsafeGuaranteedRef { motion in
      guard let local = motion.timing.frameLocalTimeIfShowing(at: time) else {
        ahead = .ended
        return nil
      }
      ahead = .sampled
      return value(of: motion, atLocalTime: local)
    }
  }
}
