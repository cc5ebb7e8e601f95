import MotionPhysics
package import MotionRuntime
import MotionTween

extension MotionDocument {
  /// The role the runtime gives `motion` when the app gives none (record 0034):
  /// ``MotionRole/inferred(propertyNamed:spring:)`` with the document property's name and, for
  /// a spring, its parameters. A document's properties are numbers, so the name decides first,
  /// as it does for a runtime `ReactiveProperty<Double>` of that name.
  package static func role(of motion: Motion) -> MotionRole {
    let spring: SpringParameters? =
      if case .spring(let spring, _) = motion.animation { spring.parameters } else { nil }
    return MotionRole.inferred(propertyNamed: motion.property, spring: spring)
  }

  /// Whether `motion` becomes an instant change when motion is reduced under `policy`.
  package static func isReduced(_ motion: Motion, policy: ReducedMotionPolicy) -> Bool {
    policy.treatment(of: role(of: motion), reducing: true) == .instant
  }

  /// The names of the properties (in ``properties`` order) with at least one motion that
  /// `policy` reduces: the ones whose track changes under `prefers-reduced-motion: reduce`.
  package func reducedProperties(policy: ReducedMotionPolicy = .material) -> [String] {
    let reduced = Set(registered.filter { Self.isReduced($0, policy: policy) }.map(\.property))
    return properties.map(\.name).filter(reduced.contains)
  }

  /// The document as the runtime shows it with `reducesMotion` set (`motion sample
  /// --reduced-motion`, the export's reduced-motion block): every motion `policy` reduces is
  /// replaced by the runtime's own instant form of it
  /// (``ReducedMotionPolicy/instantForm(of:)``), the others are kept, in the same order.
  ///
  /// A reduced tween shows its first frame during its delay and its final value from its start
  /// over the same span; a reduced spring or decay is at rest from its start instant (on its
  /// destination, or where it would have come to rest). An instant spring or decay still
  /// starts, so it still interrupts what is in effect then (PH-6). O(motions).
  package func reduced(policy: ReducedMotionPolicy = .material) -> MotionDocument {
    var copy = self
    copy.tweens = tweens.map { entry in
      let motion = Motion(property: entry.property, animation: entry.animation)
      guard Self.isReduced(motion, policy: policy) else { return entry }
      return Entry(
        property: entry.property,
        tween: ReducedMotionPolicy.instantForm(of: entry.tween) ?? entry.tween,
        playbackRate: entry.playbackRate)
    }
    copy.motions = motions.map { motion in
      guard Self.isReduced(motion, policy: policy) else { return motion }
      return Motion(property: motion.property, animation: motion.animation.instantForm)
    }
    return copy
  }
}

extension DocumentAnimation {
  /// This motion's instant form (``ReducedMotionPolicy/instantForm(of:)``), its delay kept.
  var instantForm: DocumentAnimation {
    switch self {
    case .tween(let tween):
      .tween(ReducedMotionPolicy.instantForm(of: tween) ?? tween)
    case .played(let played):
      .played(
        PlayedTween(
          checked: ReducedMotionPolicy.instantForm(of: played.tween) ?? played.tween,
          playbackRate: played.playbackRate))
    case .spring(let spring, let delay):
      .spring(ReducedMotionPolicy.instantForm(of: spring) ?? spring, delay: delay)
    case .decay(let decay, let delay):
      .decay(ReducedMotionPolicy.instantForm(of: decay) ?? decay, delay: delay)
    case .boundedDecay(let decay, let delay):
      .boundedDecay(ReducedMotionPolicy.instantForm(of: decay) ?? decay, delay: delay)
    }
  }
}
