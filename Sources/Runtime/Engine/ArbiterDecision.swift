public import MotionTween

/// What one evaluation of a ``PropertyArbiter`` decided, before any of it is done
/// (``PropertyArbiter/decide(at:)``): made from the motions alone, with no callback, and then
/// applied in one fixed order (``PropertyArbiter/apply(_:at:)``). The shape of
/// swift-async-algorithms' state machines, whose transitions return actions their storage then
/// performs.
@usableFromInline
struct ArbiterDecision<Value: Interpolatable> {
  /// The lane the arbiter's motions need.
  @usableFromInline
  enum Lane {
    /// No motion advances or waits for its start: no frames.
    case none
    /// The last registered motion is in effect, shows, and is the only one advancing: a fast
    /// lane samples it (see ``FrameLanes``).
    case fast(ArbitratedMotion<Value>)
    /// Every frame re-evaluates.
    case evaluating
  }

  /// The motion that shows; `nil` when none takes part (the property keeps its value).
  @usableFromInline var winner: ArbitratedMotion<Value>?
  /// The value to write through the winner's connection; `nil` when the winner and its value
  /// are what was last written.
  @usableFromInline var write: Value?
  @usableFromInline var lane = Lane.none

  @inlinable
  init() {}
}

/// Where a ``PropertyArbiter``'s evaluation is.
@usableFromInline
enum EvaluationState: UInt8 {
  /// None in progress.
  case idle
  /// Deciding or applying a decision.
  case evaluating
  /// Applying a decision, and another evaluation was asked for meanwhile: it follows.
  case queued
}
