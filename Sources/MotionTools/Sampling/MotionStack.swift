package import MotionTween

/// The motions on one property of a document, tweens and physics in registration order, and
/// what the property shows (value and velocity) at any document time: ``TweenStack``'s pure
/// evaluation extended to springs and decays (PH-6, PH-14), with the shared rule ``Precedence``.
///
/// Every motion is placed on the document's timeline (begun at 0): it is in effect from its
/// start (its delay) until its end (a tween) or its rest (physics). Then:
/// - **Start** (TW-6, PH-6): a motion that starts from what is showing — a single-value tween,
///   a spring or decay without `from` or `velocity` — takes the value and velocity the property
///   shows at its start instant over the motions that start before it (or at the same instant
///   and were registered before it), whatever kind they are; ``baseValue`` at rest when none.
/// - **Taking over** (PH-6): when a spring or decay starts, every one of those motions that was
///   registered before it and is in effect at that instant is interrupted: it ends there and
///   never shows again (as the runtime's arbiter does).
/// - **Precedence** (TW-15…TW-18): among the rest, ``Precedence`` decides: the latest-registered
///   motion in effect, else the one that ended most recently, else the one that starts first,
///   else ``baseValue``. A tween registered after a spring hides it while in effect.
///
/// Everything is prepared in `init`, so ``sample(at:)`` is a pure function of the time: the
/// same answer in any scrub order (PH-10).
package struct MotionStack {
  /// The property's value before any motion.
  package let baseValue: Double
  /// The motions, in registration order.
  package let motions: [DocumentAnimation]
  /// Per motion, what the property showed at its start (its start when it takes it, PH-6).
  package private(set) var starts: [AnimationSample<Double>]
  /// Per motion, its end or rest time in milliseconds (the instant it was interrupted, if it
  /// was).
  package private(set) var ends: [Double]
  /// Per motion, the instant it was interrupted (it takes no part from then on), or infinity.
  package private(set) var interruptions: [Double]

  /// Stacks `motions` (registration order) on a property whose value is `baseValue`.
  /// - Complexity: O(n²) for n motions.
  package init(baseValue: Double, motions: [DocumentAnimation]) {
    self.baseValue = baseValue
    self.motions = motions
    starts = motions.map { _ in AnimationSample(value: baseValue) }
    ends = motions.map(\.startTime)
    interruptions = motions.map { _ in .infinity }
    // Time runs forward through the starts: each motion sees only those that start before it.
    let order = motions.indices.sorted {
      (motions[$0].startTime, $0) < (motions[$1].startTime, $1)
    }
    var rank = [Int](repeating: 0, count: motions.count)
    for (position, index) in order.enumerated() { rank[index] = position }
    for index in order {
      let time = motions[index].startTime
      let before = rank[index]
      let showing = sample(of: source(at: time) { rank[$0] < before }, at: time)
      starts[index] = showing
      ends[index] = motions[index].endTime(from: showing)
      guard motions[index].isPhysics else { continue }
      // PH-6: the spring or decay takes over; whatever was registered before it and is in
      // effect ends at this instant (the runtime's rule: a motion registered later is "over"
      // the spring, TW-18, and keeps showing while in effect).
      for other in motions.indices
      where other < index && rank[other] < before && interruptions[other] > time {
        if motions[other].startTime <= time && time < ends[other] {
          ends[other] = time
          interruptions[other] = time
        }
      }
    }
  }

  /// Which motion decides the property at `time` milliseconds (``Precedence``).
  package func source(at time: Double) -> PrecedenceSource {
    source(at: time) { _ in true }
  }

  /// The value and velocity (units per second) the property shows at `time` milliseconds.
  package func sample(at time: Double) -> AnimationSample<Double> {
    sample(of: source(at: time), at: time)
  }

  private func sample(of source: PrecedenceSource, at time: Double) -> AnimationSample<Double> {
    switch source {
    case .inEffect(let index): motions[index].sample(at: time, from: starts[index])
    case .ended(let index): motions[index].lastSample(from: starts[index])
    case .notStarted(let index): motions[index].firstSample(from: starts[index])
    case .base: AnimationSample(value: baseValue)
    }
  }

  private func source(at time: Double, among included: (Int) -> Bool) -> PrecedenceSource {
    Precedence.source(count: motions.count, at: time) { index in
      // An interrupted motion never shows again (PH-6).
      guard included(index), time < interruptions[index] else { return nil }
      return MotionSpan(start: motions[index].startTime, end: ends[index])
    }
  }
}
