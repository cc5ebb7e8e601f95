import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// The runtime's per-frame precedence checked against the Tween module's evaluator.
@Suite("Tween precedence against MotionTween.TweenStack")
struct PrecedenceReferenceTests {
  /// A tween registered `at` seconds into the scene.
  struct Registration {
    let at: Double
    let tween: Tween<Double>
  }

  static var scenes: [[Registration]] {
    func tween(_ values: [Double], _ duration: Double, delay: Double = 0) -> Tween<Double> {
      (try? Tween(duration: duration, delay: delay, values: values))!
    }
    return [
      // TW-16: equal tweens.
      [
        Registration(at: 0, tween: tween([0, 100], 1)),
        Registration(at: 0, tween: tween([0, 100], 1)),
      ],
      // TW-17: A starts before B (B registered later, and with a delay).
      [
        Registration(at: 0, tween: tween([0, 100], 2)),
        Registration(at: 0.3, tween: tween([500, 600], 0.5, delay: 0.4)),
      ],
      // TW-18: A lasts longer than B.
      [
        Registration(at: 0, tween: tween([0, 100], 2)),
        Registration(at: 0.5, tween: tween([500, 600], 0.5)),
      ],
      // Three tweens, delays, a zero duration, one that ends before a later one starts.
      [
        Registration(at: 0, tween: tween([0, 10, 20], 0.6)),
        Registration(at: 0.1, tween: tween([300, 200], 0.4, delay: 0.9)),
        Registration(at: 0.2, tween: tween([7], 0, delay: 0.3)),
        Registration(at: 0.25, tween: tween([-5, 5], 1.2, delay: 0.05)),
      ],
      // TW-6, TW-7: implicit keyframes start from the value showing (A's), not the base.
      [
        Registration(at: 0, tween: tween([0, 100], 1)),
        Registration(at: 0.2, tween: implicit([50, 70], offsets: [0.25, 0.6], 0.6)),
      ],
      // TW-7: an implicit tween that ends last shows its implicit final keyframe from its end
      // on, the value it started from (A's at 0.2 s), not its last value given.
      [
        Registration(at: 0, tween: tween([0, 100], 0.5)),
        Registration(at: 0.2, tween: implicit([50, 70], offsets: [0, 0.6], 0.6)),
      ],
    ]
  }

  /// A tween whose offsets leave implicit keyframes holding the value showing at its start.
  static func implicit(_ values: [Double], offsets: [Double], _ duration: Double) -> Tween<Double> {
    (try? Tween(duration: duration, values: values, offsets: offsets))!
  }

  @Test(
    "TW-6, TW-7, TW-15…TW-18: every frame shows MotionTween.TweenStack's value",
    arguments: 0..<6)
  func matchesReference(scene: Int) {
    let registrations = Self.scenes[scene]
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    var reference = TweenStack<Double>(baseValue: 0)
    var pending = registrations[...]
    var compared = 0
    while source.now < 3 {
      while let next = pending.first, next.at <= source.now + 1e-12 {
        pending.removeFirst()
        runtime.add(TweenInteraction(next.tween), to: property)
        reference.add(next.tween, beginTime: source.now)
      }
      source.advance(frames: 1)
      let expected = reference.value(at: source.now)
      #expect(property.value == expected, "scene \(scene) at \(source.now)")
      compared += 1
    }
    #expect(compared >= 180)
    #expect(!runtime.isActive)
  }
}
