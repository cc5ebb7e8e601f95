import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// Random flips, holds and releases on a transition of a spring, a tween and an arc, checked
/// after every step against what a naive model says: continuity at each turn, no completion
/// while held, one report that follows the final direction, every property on its final state
/// (TR-3, TR-4, TR-6, TR-10).
@Suite("Transitions: fuzzed flips, holds and releases")
struct TransitionFuzzTests {
  /// One random scene.
  final class Scene {
    let source = ManualFrameSource()
    let runtime: FrameRuntime
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 800), opacity: 0)
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    let transition: Transition
    let back = Point(x: 0, y: 800)
    let fore = Point(x: 0, y: 200)
    let corner = Point(x: 300, y: 400)
    var reports: [TransitionOutcome] = []

    init(initial: TransitionDirection, handOff: Double) throws {
      runtime = FrameRuntime(frameSource: source)
      if initial == .backward {
        sheet.position.value = fore
        sheet.opacity.value = 1
        card.position.value = corner
      }
      transition = try Transition(in: runtime, initialDirection: initial, handOff: handOff)
      transition.add(try TransitionSpring(back: back, fore: fore), to: sheet.position)
      transition.add(
        try TransitionTween(
          Tween(duration: 0.3, values: [0.0, 1], interTimingFunctions: [.standard])),
        to: sheet.opacity)
      let arc = try MotionPath.arc(from: .zero, to: corner)
      transition.add(
        try TransitionTween(PathAnimation(along: arc, duration: 0.4)), to: card.position)
      transition.addCompletionObserver { [unowned self] in reports.append($0) }
    }

    /// Value and velocity on every property.
    func showing() -> [(Point, Point)] {
      [
        (sheet.position.value, runtime.velocity(of: sheet.position)),
        (Point(x: sheet.opacity.value, y: 0), Point(x: runtime.velocity(of: sheet.opacity), y: 0)),
        (card.position.value, runtime.velocity(of: card.position)),
      ]
    }

    func check() {
      transition._checkInvariants()
      runtime._checkInvariants()
    }
  }

  @Test(
    "TR-3, TR-4, TR-6, TR-10: random turns keep every property continuous and end as the model says"
  )
  func randomTurns() throws {
    let cases = fuzzIterations(ci: 120)
    for seed in 0..<UInt64(cases) {
      var random = SeededRandom(seed: seed &* 0x9E37_79B9 &+ 7)
      let initial: TransitionDirection = random.chance(50) ? .forward : .backward
      let handOff = random.chance(20) ? 0.0 : 0.2
      let scene = try Scene(initial: initial, handOff: handOff)
      var direction = initial
      for _ in 0..<random.below(12) {
        scene.source.advance(frames: 1 + random.below(8))
        scene.check()
        guard scene.transition.outcome == nil else { break }
        let before = scene.showing()
        let action = random.below(4)
        switch action {
        case 0, 1:
          direction = direction.reversed
          scene.transition.direction.value = direction
        case 2:
          scene.transition.hold()
          scene.source.advance(frames: 1 + random.below(20))
          #expect(scene.reports.isEmpty, "seed \(seed): completed while held")
          direction = random.chance(50) ? .forward : .backward
          scene.transition.release(toward: direction)
        default:
          scene.transition.direction.value = direction  // the same: nothing changes
        }
        scene.check()
        let after = scene.showing()
        if action != 2 {  // a hold lets frames pass: nothing to compare
          for (index, (was, now)) in zip(before, after).enumerated() {
            #expect(near(was.0, now.0, 1e-9), "seed \(seed), property \(index): value jumped")
            // Without a hand-off a tween turns its velocity at once (the sheet's spring never).
            if handOff > 0 || index == 0 {
              #expect(near(was.1, now.1, 1e-6), "seed \(seed), property \(index): velocity jumped")
            }
          }
        }
      }
      if scene.transition.isHeld { scene.transition.release(toward: direction) }
      scene.source.advance(by: 5)
      scene.check()
      let expected: TransitionOutcome = direction == initial ? .finished : .cancelled
      #expect(scene.reports == [expected], "seed \(seed)")
      let forward = direction == .forward
      #expect(scene.sheet.position.value == (forward ? scene.fore : scene.back), "seed \(seed)")
      #expect(scene.sheet.opacity.value == (forward ? 1 : 0), "seed \(seed)")
      #expect(near(scene.card.position.value, forward ? scene.corner : .zero, 1e-9), "seed \(seed)")
    }
  }
}
