import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// Random playback rates (0 and negative among them), pauses, un-pauses and scrubs of one running
/// timeline that drives two overlapping tweens on one property, against a naive model of the
/// precedence rule (TW-15…TW-18) read on the timeline's local time; after every frame the
/// engine's invariants, the value, and whether the tweens are active.
@Suite("Playback rate fuzz: a timeline played at random rates, against the naive rule")
struct PlaybackRateFuzzTests {
  /// One tween of the model: its span in the timeline's local time and its registration order.
  struct ModelTween {
    let tween: Tween<Double>
    var start: Double { tween.delay }
    var end: Double { tween.endTime }
  }

  /// The rule on local time `local`: the latest registered in effect; else the one that ended
  /// latest (the later registered on ties); else the one that starts first (the later
  /// registered on ties) at its first value.
  static func shown(_ tweens: [ModelTween], at local: Double) -> Double {
    if let winner = tweens.last(where: { $0.start <= local && local < $0.end }) {
      return winner.tween.value(atLocalTime: local, from: 0)
    }
    let ended = tweens.enumerated().filter { $0.element.end <= local }
    if let latest = ended.max(by: { ($0.element.end, $0.offset) < ($1.element.end, $1.offset) }) {
      return latest.element.tween.value(atLocalTime: local, from: 0)
    }
    let first = tweens.enumerated().min { a, b in
      (a.element.start, -a.offset) < (b.element.start, -b.offset)
    }
    return first?.element.tween.value(atLocalTime: local, from: 0) ?? 0
  }

  /// Whether a tween advances: forwards before its end, backwards after its start.
  static func advances(_ tween: ModelTween, at local: Double, rate: Double, paused: Bool) -> Bool {
    guard !paused else { return false }
    if rate > 0 { return local < tween.end }
    return rate < 0 && local > tween.start
  }

  @Test("TL-R10, TL-R11, TW-15…TW-18: random rates, pauses and scrubs match the naive rule")
  func fuzz() throws {
    for seed in 0..<UInt64(fuzzIterations(ci: 200)) {
      try run(seed: seed)
    }
  }

  func run(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &+ 0x5EED_BA7E)
    let source = ManualFrameSource(rate: .hz120)
    let runtime = FrameRuntime(frameSource: source)
    let timeline = Timeline(clock: source)
    let x = ReactiveProperty(0.0, name: "x")
    var model: [ModelTween] = []
    var interactions: [TweenInteraction<Double>] = []
    for _ in 0..<2 {
      let tween = try Tween(
        duration: random.uniform(0.05, 0.6), delay: random.uniform(0, 0.4),
        values: [random.uniform(-100, 100), random.uniform(-100, 100)])
      model.append(ModelTween(tween: tween))
      let interaction = TweenInteraction(tween, timeline: timeline)
      interactions.append(interaction)
      runtime.add(interaction, to: x)
    }
    for step in 0..<40 {
      switch random.below(6) {
      case 0: try timeline.setPlaybackRate([0, 1, -1, 2.5, -0.5][random.below(5)])
      case 1: timeline.reverse()
      case 2: timeline.pauseInPlace()
      case 3: timeline.paused.value = false
      case 4: try timeline.scrub(to: random.uniform(-0.2, 1.2))
      default: break
      }
      source.advance(frames: random.below(8) + 1)
      runtime._checkInvariants()
      let local = try #require(timeline.localTime(at: source.now))
      let expected = Self.shown(model, at: local)
      #expect(abs(x.value - expected) <= 1e-9, "seed \(seed) step \(step) at local \(local)")
      let snapshot = timeline.snapshot
      for (index, tween) in model.enumerated() {
        let active = Self.advances(
          tween, at: local, rate: snapshot.playbackRate, paused: snapshot.paused)
        #expect(runtime.isActive(interactions[index]) == active, "seed \(seed) step \(step)")
      }
    }
  }
}
