import MotionPhysics
public import MotionStreams
public import MotionTween

extension FrameRuntime {
  /// Animates `property` to `target` in one call: the simplest way to move something.
  ///
  /// ```swift
  /// import MotionRuntime
  /// import MotionStreams
  ///
  /// try runtime.animate(card.position, to: Point(x: 200, y: 0))
  /// source.advance(by: 0.1)
  /// try runtime.animate(card.position, to: Point(x: 0, y: 120))  // turns, no jump, no kink
  /// ```
  ///
  /// - **A spring** (``MotionSpec/spring(_:)``, the default: Material 3's standard spatial
  ///   spring) starts from the value and velocity showing on the property (PH-6), so a call
  ///   while the property moves, from an earlier call or any other motion, continues from where
  ///   it is at the speed it has.
  /// - **A tween** (``MotionSpec/tween(duration:timingFunction:)``) starts from the value
  ///   showing (TW-6) and follows its own curve: its value is continuous, its slope is the
  ///   curve's (a tween's shape is what was asked for; a spring is what keeps velocity).
  /// - **No stacking.** Either takes the property over as a spring's start does (PH-6): every
  ///   motion in effect on it ends at that instant and never shows again, so a second call
  ///   replaces the first (whose completion is then ``MotionOutcome/interrupted``). Tweens and
  ///   gestures added later take precedence over it as over any spring.
  /// - **Reduced motion** applies as to any animation added (<doc:ReducedMotion>).
  ///
  /// - Parameters:
  ///   - property: The property to move.
  ///   - target: Where it comes to rest.
  ///   - spec: How it moves there; ``MotionSpec/default`` when omitted.
  /// - Returns: The run's completion (``MotionCompletion``): await it, or ignore it.
  /// - Throws: ``AnimateToError`` for a non-finite target or an invalid tween duration; nothing
  ///   starts and the property keeps what it shows.
  @discardableResult
  public func animate<Value: Interpolatable>(
    _ property: ReactiveProperty<Value>, to target: Value, with spec: MotionSpec = .default
  ) throws(AnimateToError) -> MotionCompletion {
    guard target.isFinite else { throw AnimateToError.nonFiniteTarget }
    switch spec {
    case .spring(let parameters):
      let spring: SpringAnimation<Value>
      do {
        spring = try SpringAnimation(parameters, to: target)
      } catch {
        throw AnimateToError.nonFiniteTarget  // the only field that can fail here
      }
      return run(AnimationInteraction(spring), on: property)
    case .tween(let duration, let timingFunction):
      let tween: Tween<Value>
      do {
        tween = try Tween(
          duration: duration, values: [target], interTimingFunctions: [timingFunction])
      } catch {
        throw AnimateToError.invalidDuration(duration)  // the target was checked above
      }
      return run(AnimationInteraction(TakeoverTween(tween)), on: property)
    }
  }

  /// Adds `interaction` to `property` and returns the completion of its run.
  private func run<A: Animation>(
    _ interaction: AnimationInteraction<A>, on property: ReactiveProperty<A.Value>
  ) -> MotionCompletion {
    let completion = completion(of: interaction)
    add(interaction, to: property)
    return completion
  }
}
