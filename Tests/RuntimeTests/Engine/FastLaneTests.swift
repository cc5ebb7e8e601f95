import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@testable import MotionRuntime

/// The fast lane (`FrameLanes`) only skips work a full evaluation would find has nothing to do:
/// random scenes of tweens, springs (retargeted, toggled), app writes and toggles on several
/// properties show the same values, bit for bit, after every step with fast lanes allowed and
/// with every frame fully evaluated.
@Suite("Fast lanes")
struct FastLaneTests {
  /// The values of `properties` after every step of the random scene `seed`.
  static func scene(seed: UInt64, fastLanes: Bool) throws -> [[Double]] {
    var random = SeededRandom(seed: seed)
    let source = ManualFrameSource(rate: random.chance(50) ? .hz60 : .hz120)
    let runtime = FrameRuntime(frameSource: source)
    let properties = (0..<4).map { ReactiveProperty(Double($0), name: "p\($0)") }
    FrameLanes<Double>.of(runtime).allowsFastLanes = fastLanes
    var tweens: [TweenInteraction<Double>] = []
    var springs: [Spring<Double>] = []
    var trace: [[Double]] = []
    for _ in 0..<80 {
      let property = properties[random.below(properties.count)]
      switch random.below(10) {
      case 0, 1, 2:
        let values =
          random.chance(30)
          ? [random.uniform(-100, 100)] : [random.uniform(-100, 100), random.uniform(-100, 100)]
        let tween = TweenInteraction(
          try Tween(
            duration: random.uniform(0, 0.4), delay: random.chance(60) ? 0 : random.uniform(0, 0.2),
            values: values))
        if random.chance(30) { _ = tween.enabled }
        tweens.append(tween)
        runtime.add(tween, to: property)
      case 3:
        let spring = try Spring(
          to: random.uniform(-100, 100),
          parameters: try SpringParameters(
            stiffness: random.uniform(50, 400), dampingRatio: random.uniform(0.3, 1.5)))
        springs.append(spring)
        runtime.add(spring, to: property)
      case 4:
        guard !springs.isEmpty else { continue }
        springs[random.below(springs.count)].destination.value = random.uniform(-100, 100)
      case 5:
        let animation = try SpringAnimation(
          .standardDefaultSpatial, to: random.uniform(-100, 100))
        runtime.add(AnimationInteraction(animation), to: property)
      case 6:
        property.value = random.uniform(-100, 100)
      case 7:
        guard !tweens.isEmpty else { continue }
        let tween = tweens[random.below(tweens.count)]
        tween.enabled.value.toggle()
      case 8:
        guard !springs.isEmpty else { continue }
        springs[random.below(springs.count)].enabled.value.toggle()
      default:
        break
      }
      trace.append(properties.map(\.value))
      source.advance(frames: 1 + random.below(4))
      trace.append(properties.map(\.value))
    }
    source.advance(by: 3)
    trace.append(properties.map(\.value))
    return trace
  }

  @Test("TW-15…TW-18, PH-5, PH-6, RT-5: fast lanes show exactly what full evaluation shows")
  func sameAsFullEvaluation() throws {
    for seed in 0..<UInt64(fuzzIterations(ci: 30)) {
      let fast = try Self.scene(seed: seed, fastLanes: true)
      let full = try Self.scene(seed: seed, fastLanes: false)
      #expect(fast == full, "seed \(seed)")
    }
  }

  @Test("a lone running tween takes the fast lane, and leaves it when another motion joins")
  func laneModes() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let lanes = FrameLanes<Double>.of(runtime)
    runtime.add(try linear([0, 1], over: 1), to: property)
    let arbiter = PropertyArbiter.of(property, in: runtime)
    #expect(lanes.count == 1 && lanes.lanes[arbiter.lane].mode == .tween)
    source.advance(frames: 3)
    #expect(lanes.lanes[arbiter.lane].mode == .tween)
    runtime.add(try linear([5, 6], over: 1, delay: 0.5), to: property)  // waits: two advance
    #expect(lanes.lanes[arbiter.lane].mode == .evaluate)
    source.advance(by: 0.6)  // the second is in effect; the first still advances
    #expect(lanes.lanes[arbiter.lane].mode == .evaluate)
    source.advance(by: 0.5)  // the first ended: the second runs alone
    #expect(lanes.lanes[arbiter.lane].mode == .tween)
    property.value = 3  // an app write registers last: the tween no longer is
    #expect(lanes.lanes[arbiter.lane].mode == .evaluate)
    source.advance(by: 2)
    #expect(arbiter.lane == -1 && lanes.count == 0 && runtime.frameObserverCount == 0)
    let spring = try Spring(to: 10.0, parameters: .standardDefaultSpatial)
    runtime.add(spring, to: property)
    source.advance(frames: 1)
    #expect(lanes.lanes[arbiter.lane].mode == .spring)
  }
}
