import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@testable import MotionRuntime

/// A frame samples the fast lanes of a block before it writes any of them
/// (`FrameLanes.frame(at:)`): a write that changes another property's motions during the frame
/// (an observer writing another property, toggling its tween, retargeting its spring, adding a
/// tween to it) must leave that property's lane to be decided at its turn, with the values of
/// one full evaluation per property in lane order.
@Suite("Frame lanes in blocks")
struct FrameBlockTests {
  /// More than two blocks of lanes.
  static let propertyCount = 20

  /// What an observer of one property does to another while the first is written.
  final class Reaction {
    enum Action: CaseIterable {
      case write, toggle, retarget, addTween
    }

    let action: Action
    let target: Int
    let threshold: Double
    let value: Double
    var previous: Double?
    /// The time of the frame it last acted in: once per frame (no reaction loops).
    var lastActed = -Double.infinity

    init(action: Action, target: Int, threshold: Double, value: Double) {
      self.action = action
      self.target = target
      self.threshold = threshold
      self.value = value
    }

    /// Whether `value` crosses the threshold since the last value seen.
    func crosses(_ value: Double) -> Bool {
      defer { previous = value }
      guard let previous else { return false }
      return (previous < threshold) != (value < threshold)
    }
  }

  /// The motions of one scene, per property.
  final class Scene {
    let source: ManualFrameSource
    let runtime: FrameRuntime
    let properties: [ReactiveProperty<Double>]
    var tweens: [[TweenInteraction<Double>]]
    var springs: [Spring<Double>?]
    var subscriptions: [Subscription] = []

    init(fastLanes: Bool, rate: FrameRate) {
      source = ManualFrameSource(rate: rate)
      runtime = FrameRuntime(frameSource: source)
      properties = (0..<FrameBlockTests.propertyCount).map {
        ReactiveProperty(Double($0), name: "p\($0)")
      }
      tweens = Array(repeating: [], count: FrameBlockTests.propertyCount)
      springs = Array(repeating: nil, count: FrameBlockTests.propertyCount)
      FrameLanes<Double>.of(runtime).allowsFastLanes = fastLanes
    }

    deinit {
      // Before the runtime goes away: its last evaluations write the properties.
      for subscription in subscriptions { subscription.unsubscribe() }
    }

    func addTween(to index: Int, values: [Double], duration: Double, delay: Double) throws {
      let tween = TweenInteraction(
        try Tween(duration: duration, delay: delay, values: values))
      tweens[index].append(tween)
      runtime.add(tween, to: properties[index])
    }

    func addSpring(to index: Int, destination: Double) throws {
      let spring = try Spring(
        to: destination,
        parameters: try SpringParameters(stiffness: 150, dampingRatio: 0.4))
      springs[index] = spring
      runtime.add(spring, to: properties[index])
    }

    /// Makes `reaction` act on its target whenever property `index` crosses its threshold.
    func observe(_ index: Int, with reaction: Reaction) {
      subscriptions.append(
        properties[index].subscribe { [unowned self] value in
          guard reaction.crosses(value), reaction.lastActed < source.now else { return }
          reaction.lastActed = source.now
          act(reaction)
        })
    }

    func act(_ reaction: Reaction) {
      let target = reaction.target
      switch reaction.action {
      case .write:
        properties[target].value = reaction.value
      case .toggle:
        tweens[target].last?.enabled.value.toggle()
      case .retarget:
        springs[target]?.destination.value = reaction.value
      case .addTween:
        // Valid by construction: two finite values, a positive duration.
        try? addTween(
          to: target, values: [reaction.value, -reaction.value], duration: 0.2, delay: 0)
      }
    }

    var values: [Double] { properties.map(\.value) }
  }

  /// The values of every property after every step of the random scene `seed`.
  static func trace(seed: UInt64, fastLanes: Bool) throws -> [[Double]] {
    var random = SeededRandom(seed: seed)
    let scene = Scene(fastLanes: fastLanes, rate: random.chance(50) ? .hz60 : .hz120)
    for index in 0..<propertyCount {
      if random.chance(70) {
        try scene.addTween(
          to: index, values: [random.uniform(-100, 100), random.uniform(-100, 100)],
          duration: random.uniform(0.2, 1.5), delay: 0)
      } else {
        try scene.addSpring(to: index, destination: random.uniform(-100, 100))
      }
    }
    for _ in 0..<(4 + random.below(8)) {
      let reaction = Reaction(
        action: Reaction.Action.allCases[random.below(Reaction.Action.allCases.count)],
        target: random.below(propertyCount), threshold: random.uniform(-60, 60),
        value: random.uniform(-100, 100))
      scene.observe(random.below(propertyCount), with: reaction)
    }
    var trace: [[Double]] = [scene.values]
    for _ in 0..<40 {
      let index = random.below(propertyCount)
      switch random.below(8) {
      case 0, 1:
        try scene.addTween(
          to: index, values: [random.uniform(-100, 100), random.uniform(-100, 100)],
          duration: random.uniform(0.05, 0.8), delay: random.chance(70) ? 0 : random.uniform(0, 0.1)
        )
      case 2:
        scene.springs[index]?.destination.value = random.uniform(-100, 100)
      case 3:
        scene.properties[index].value = random.uniform(-100, 100)
      case 4:
        scene.tweens[index].last?.enabled.value.toggle()
      default:
        break
      }
      trace.append(scene.values)
      scene.source.advance(frames: 1 + random.below(4))
      trace.append(scene.values)
    }
    scene.source.advance(by: 3)
    trace.append(scene.values)
    return trace
  }

  @Test(
    "TW-15…TW-18, PH-5, RT-5: writes that change other properties mid-frame, as full evaluation")
  func sameAsFullEvaluation() throws {
    for seed in 0..<UInt64(fuzzIterations(ci: 30)) {
      let fast = try Self.trace(seed: seed, fastLanes: true)
      let full = try Self.trace(seed: seed, fastLanes: false)
      #expect(fast == full, "seed \(seed)")
    }
  }

  /// Two running tweens, the first of which disables the second's when it is written at or past
  /// `threshold`: the second must not show what the frame's first step sampled for it.
  func disablingScene(lanesApart: Int) throws -> (Scene, first: Int, second: Int) {
    let scene = Scene(fastLanes: true, rate: .hz60)
    let second = lanesApart
    for index in 0...second {
      try scene.addTween(to: index, values: [0, 100], duration: 1, delay: 0)
    }
    _ = scene.tweens[second][0].enabled  // created before the frame, as the app would
    scene.observe(
      0, with: Reaction(action: .toggle, target: second, threshold: 50, value: 0))
    return (scene, 0, second)
  }

  @Test(
    "RT-5: a tween disabled by an earlier lane's write in the same frame shows nothing that frame",
    arguments: [1, 7, 8, 15])
  func disabledBeforeItsTurn(lanesApart: Int) throws {
    let (scene, first, second) = try disablingScene(lanesApart: lanesApart)
    let lanes = FrameLanes<Double>.of(scene.runtime)
    #expect(lanes.count == lanesApart + 1)
    scene.source.advance(by: 0.45)
    let before = scene.values[second]
    #expect(before > 40 && before < 50)
    scene.source.advance(frames: 6)  // crosses 50 within these frames
    #expect(scene.values[first] > 50)
    #expect(!scene.tweens[second][0].enabled.value)
    // Disabled, the tween takes no part: the property holds what it showed when disabled
    // (the latest-ended motion's value, rule 2), never the later sample.
    let held = scene.values[second]
    scene.source.advance(frames: 3)
    #expect(scene.values[second] == held)
    #expect(held < 50)
  }

  @Test("a lane made by a write during a frame runs from the next frame")
  func addedDuringTheFrame() throws {
    let scene = Scene(fastLanes: true, rate: .hz60)
    for index in 0..<10 {
      try scene.addTween(to: index, values: [0, 100], duration: 1, delay: 0)
    }
    // The first property's write at 50 adds a tween to the last property, which has none
    // running yet: its lane is made during the frame, after every existing lane.
    scene.observe(0, with: Reaction(action: .addTween, target: 19, threshold: 50, value: 30))
    let lanes = FrameLanes<Double>.of(scene.runtime)
    scene.source.advance(by: 0.45)
    #expect(lanes.count == 10 && scene.values[19] == 19)
    scene.source.advance(frames: 6)
    #expect(lanes.count == 11)
    #expect(scene.tweens[19].count == 1)
    // Added at the write: it shows its first value at once, then runs with frames.
    let added = scene.values[19]
    #expect(added <= 30 && added > -30)
    scene.source.advance(frames: 1)
    #expect(scene.values[19] < added)
  }

  @Test("a frame samples a block of eight lanes before it writes the first of them")
  func samplesBlocksFirst() throws {
    let scene = Scene(fastLanes: true, rate: .hz60)
    for index in 0..<10 {
      try scene.addTween(to: index, values: [0, 100], duration: 1, delay: 0)
    }
    let lanes = FrameLanes<Double>.of(scene.runtime)
    var aheads: [FrameLane<Double>.Ahead] = []
    scene.subscriptions.append(
      scene.properties[0].subscribe { _ in
        aheads = (0..<lanes.count).map { lanes.lanes[$0].ahead }
      })
    scene.source.advance(frames: 1)
    // Forgotten before the next frame (as a change would drop them): each lane is sampled anew
    // at its block's first step, or at its turn.
    for index in 0..<lanes.count { lanes.lanes[index].ahead = .none }
    scene.source.advance(frames: 1)
    // While lane 0 writes, the first block (lanes 0…7) is sampled, the second not yet.
    #expect(aheads == Array(repeating: .sampled, count: 8) + [.none, .none])
    #expect(
      (0..<lanes.count).map { lanes.lanes[$0].ahead } == Array(repeating: .sampled, count: 10))
    // After the frame the buffer holds the last block's samples: lanes 8 and 9.
    #expect([lanes.samples.0, lanes.samples.1] == Array(scene.values[8..<10]))
  }

  @Test("a lane whose arbiter evaluates before its turn is sampled again at its turn")
  func replacedLaneSampledAtItsTurn() throws {
    let scene = Scene(fastLanes: true, rate: .hz60)
    for index in 0..<4 {
      try scene.addTween(to: index, values: [0, 100], duration: 1, delay: 0)
    }
    let lanes = FrameLanes<Double>.of(scene.runtime)
    let third = PropertyArbiter.of(scene.properties[2], in: scene.runtime)
    var seen: [FrameLane<Double>.Ahead] = []
    scene.subscriptions.append(
      scene.properties[0].subscribe { _ in
        third.changed()  // evaluates: the same fast lane, a new record
        seen.append(lanes.lanes[third.lane].ahead)
      })
    scene.source.advance(frames: 2)
    #expect(seen.suffix(2) == [.none, .none])
    #expect(lanes.lanes[third.lane].mode == .tween && lanes.lanes[third.lane].ahead == .sampled)
    #expect(scene.values[2] == scene.values[1])
  }

  @Test("a lane that changes motion before its turn shows its new motion's value")
  func newMotionBeforeItsTurn() throws {
    let scene = Scene(fastLanes: true, rate: .hz60)
    for index in 0..<4 {
      try scene.addTween(to: index, values: [0, 100], duration: 1, delay: 0)
    }
    let replaced = scene.tweens[2][0]
    _ = replaced.enabled
    let replacement = TweenInteraction(try Tween(duration: 1, values: [500.0, 600]))
    let reaction = Reaction(action: .write, target: 2, threshold: 50, value: 0)
    scene.subscriptions.append(
      scene.properties[0].subscribe { [unowned scene] value in
        guard reaction.crosses(value) else { return }
        // Within the first lane's write: the third property's lane, sampled already, now shows
        // another tween alone (on a new record).
        scene.runtime.add(replacement, to: scene.properties[2])
        replaced.enabled.value = false
      })
    let lanes = FrameLanes<Double>.of(scene.runtime)
    let third = PropertyArbiter.of(scene.properties[2], in: scene.runtime)
    scene.source.advance(by: 0.5)
    #expect(scene.values[0] == 50)
    #expect(lanes.lanes[third.lane].mode == .tween)
    #expect(scene.values[2] == 500)  // the replacement at its start, not the old tween's 50
    scene.source.advance(frames: 6)
    #expect(abs(scene.values[2] - 510) < 1e-9)
  }

  @Test("a frame samples the fast lanes of both kinds, and leaves evaluating lanes alone")
  func samplesFastLanesOnly() throws {
    let scene = Scene(fastLanes: true, rate: .hz60)
    try scene.addTween(to: 0, values: [0, 100], duration: 1, delay: 0)
    try scene.addSpring(to: 1, destination: 100)
    try scene.addTween(to: 2, values: [0, 100], duration: 1, delay: 0)
    try scene.addTween(to: 2, values: [0, 100], duration: 1, delay: 0.5)  // two: evaluating
    scene.source.advance(frames: 2)
    let lanes = FrameLanes<Double>.of(scene.runtime)
    let modes = (0..<lanes.count).map { lanes.lanes[$0].mode }
    let aheads = (0..<lanes.count).map { lanes.lanes[$0].ahead }
    #expect(modes == [.tween, .spring, .evaluate])
    #expect(aheads == [.sampled, .sampled, .none])
  }
}
