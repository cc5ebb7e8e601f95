public import MotionPhysics
public import MotionTween

/// What a motion is, with the motion typed: the one place where the engine learns a motion's
/// concrete class (``ArbitratedMotion/variant``, and for a fast lane, whose mode already says
/// which, ``ArbitratedMotion/knownTween`` and ``ArbitratedMotion/knownSpring``), so every path that depends on it switches
/// over these cases, exhaustively, with the motion already typed.
///
/// The motions stay one class hierarchy (their fields are the arbiter's, read by every
/// evaluation without dispatch); the variant is a view of one, made where it is switched over
/// and optimised away there. Each case holds the motion unretained (it is borrowed from the
/// list that holds it).
@usableFromInline
enum MotionVariant<Value: Interpolatable> {
  /// A gesture's writes, or the app's (``DirectMotion``).
  case direct(MotionReference<DirectMotion<Value>>)
  /// A `Tween<Value>`, sampled specialised.
  case tween(MotionReference<AnimationMotion<Tween<Value>>>)
  /// A `SpringAnimation<Value>`, sampled specialised.
  case spring(MotionReference<AnimationMotion<SpringAnimation<Value>>>)
  /// Any other `Animation`, sampled through one virtual call.
  case animation(MotionReference<ArbitratedMotion<Value>>)
}

/// An unretained, typed reference to a motion its list holds, read borrowed.
@usableFromInline
struct MotionReference<Motion: AnyObject> {
  @usableFromInline let unmanaged: Unmanaged<Motion>

  @inlinable
  init(_ motion: Motion) {
    unmanaged = Unmanaged.passUnretained(motion)
  }

  /// Calls `body` with the motion, borrowed.
  @inlinable @inline(__always)
  func with<Result>(_ body: (Motion) -> Result) -> Result {
    unmanaged._withUnsafeGuaranteedRef(body)
  }
}

extension ArbitratedMotion {
  /// The motion, typed by what it is (see ``MotionVariant``). Its ``kind`` was set by the
  /// initialiser of the motion's own class from its type, and never changes; the casts are
  /// checked in debug builds.
  @inlinable
  final var variant: MotionVariant<Value> {
    switch kind {
    case .direct:
      return .direct(MotionReference(unsafeDowncast(self, to: DirectMotion<Value>.self)))
    case .tween:
      return .tween(knownTween)
    case .spring:
      return .spring(knownSpring)
    case .animation:
      return .animation(MotionReference(self))
    }
  }

  /// The motion as the tween it is, where its kind is known to be `.tween` (a fast lane's mode
  /// says so, ``FrameLane``).
  @inlinable
  final var knownTween: MotionReference<AnimationMotion<Tween<Value>>> {
    assert(kind == .tween)
    return MotionReference(unsafeDowncast(self, to: AnimationMotion<Tween<Value>>.self))
  }

  /// The motion as the spring it is, where its kind is known to be `.spring`.
  @inlinable
  final var knownSpring: MotionReference<AnimationMotion<SpringAnimation<Value>>> {
    assert(kind == .spring)
    return MotionReference(unsafeDowncast(self, to: AnimationMotion<SpringAnimation<Value>>.self))
  }
}
