import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// PH-5, PH-6, TW-18 fuzzed through the runtime: random retargets of a Spring, hand-offs to new
/// Springs and tweens added over them, checked against a pure model at every frame, with value
/// and velocity continuous at every retarget and hand-off.
@Suite("Physics fuzzing")
struct PhysicsFuzzTests {
  static let presets: [SpringParameters] = [
    .standardFastSpatial, .standardSlowSpatial, .expressiveFastSpatial,
    .expressiveDefaultSpatial, .standardDefaultEffects, .materialMotion2017,
  ]

  /// What the property should show: a tween in effect, else the spring run, else whichever of
  /// them ended last (TW-18).
  struct Model {
    var spring: SpringAnimation<Double>
    var tween: (tween: Tween<Double>, start: Double)?

    func showing(at time: Double) -> AnimationSample<Double> {
      let origin = AnimationSample(value: 0.0)
      let springEnd = spring.endSeconds(from: origin)
      if let (tween, start) = tween {
        let tweenEnd = start + tween.endTime
        if time < tweenEnd || tweenEnd > springEnd {
          return tween.sample(atLocalTime: time - start, from: origin)
        }
      }
      return spring.sample(atLocalTime: time, from: origin)
    }
  }

  func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-7 * max(1, abs(a), abs(b))
  }

  @Test(
    "PH-5, PH-6, PH-12, TW-18: random retargets, hand-offs and tweens over springs match the model at every frame"
  )
  func randomHandOffs() throws {
    var random = SeededRandom(seed: 0x5048_2D36)
    for _ in 0..<fuzzIterations(ci: 30) {
      let source = ManualFrameSource()
      let runtime = FrameRuntime(frameSource: source)
      let x = ReactiveProperty(0.0, name: "x")
      var parameters = Self.presets[random.below(Self.presets.count)]
      let destination = random.uniform(-200, 200)
      var current = try Spring(to: destination, parameters: parameters)
      runtime.add(current, to: x)
      var model = Model(
        spring: try SpringAnimation(parameters, to: destination, from: 0, velocity: 0))
      for _ in 0..<40 {
        for _ in 0..<(1 + random.below(8)) {
          source.advance(frames: 1)
          runtime._checkInvariants()
          #expect(close(x.value, model.showing(at: source.now).value))
        }
        let now = source.now
        let before = model.showing(at: now)
        switch random.below(3) {
        case 0:  // retarget the current Spring (PH-5), or restart it from what shows (PH-6)
          let target = random.uniform(-200, 200)
          if now < model.spring.endSeconds(from: AnimationSample(value: 0)) {
            let moved = try model.spring.retargeted(to: target, atLocalTime: now)
            let (old, new) = (
              model.spring.sample(atLocalTime: now, from: .init(value: 0)),
              moved.sample(atLocalTime: now, from: .init(value: 0))
            )
            #expect(close(old.value, new.value) && close(old.velocity, new.velocity))
            model.spring = moved
          } else {
            model.spring = try SpringAnimation(
              parameters, to: target, from: before.value, velocity: before.velocity,
              delay: now)
            model.tween = nil
          }
          current.destination.value = target
        case 1:  // a new Spring takes over from whatever shows (PH-6)
          parameters = Self.presets[random.below(Self.presets.count)]
          let target = random.uniform(-200, 200)
          model.spring = try SpringAnimation(
            parameters, to: target, from: before.value, velocity: before.velocity, delay: now)
          model.tween = nil
          current = try Spring(to: target, parameters: parameters)
          runtime.add(current, to: x)
        default:  // a tween over the spring (TW-18), when none is in effect
          if let (tween, start) = model.tween, now < start + tween.endTime { continue }
          let tween = try Tween(
            duration: random.uniform(0.05, 0.4),
            values: [random.uniform(-200, 200), random.uniform(-200, 200)])
          model.tween = (tween, now)
          runtime.add(TweenInteraction(tween), to: x)
        }
        // Continuity at the event: the value shown has not jumped (a new spring starts from
        // `before`, value and velocity, so the frames that follow check the velocity too).
        #expect(close(x.value, model.showing(at: now).value))
      }
    }
  }
}
