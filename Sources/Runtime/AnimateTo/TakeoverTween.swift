public import MotionTimeline
public import MotionTween

/// A single-value tween that takes its property over when it starts, as a spring does (PH-6):
/// the motion ``FrameRuntime/animate(_:to:with:)`` runs for a tween specification, so that a
/// second call ends the first where it shows instead of stacking another tween over it.
///
/// Everything but ``interruptsOnStart`` is the wrapped tween's: it starts from the value
/// showing at its start instant (TW-6) and samples exactly as the tween does.
@usableFromInline
struct TakeoverTween<Value: Interpolatable>: Animation {
  @usableFromInline let tween: Tween<Value>

  @usableFromInline
  init(_ tween: Tween<Value>) {
    self.tween = tween
  }

  @usableFromInline var timeline: Timeline? { nil }
  @usableFromInline var startSeconds: Double { tween.startSeconds }
  @usableFromInline var startsFromShowing: Bool { true }
  /// `true`: every other motion in effect on the property ends at the tween's start.
  @usableFromInline var interruptsOnStart: Bool { true }

  @usableFromInline
  func endSeconds(from start: AnimationSample<Value>) -> Double {
    tween.endSeconds(from: start)
  }

  @usableFromInline
  func sample(atLocalTime localTime: Double, from start: AnimationSample<Value>)
    -> AnimationSample<Value>
  {
    tween.sample(atLocalTime: localTime, from: start)
  }
}

extension TakeoverTween: InstantReducible {
  /// The wrapped tween's instant form, still taking the property over (<doc:ReducedMotion>).
  @usableFromInline
  func instant(from start: AnimationSample<Value>?) -> TakeoverTween<Value> {
    TakeoverTween(tween.instant(from: start))
  }
}
