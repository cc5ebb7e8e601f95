import MotionRuntime
import Testing

/// How a release decides a transition's direction (TR-11, TR-13).
@Suite("Transitions: the direction a release decides")
struct DirectionDecisionTests {
  let decision = DirectionDecision()

  @Test("TR-11: a velocity beyond 100 points per second decides, either way")
  func velocity() {
    #expect(DirectionDecision.defaultThreshold == 100)
    for initial in [TransitionDirection.forward, .backward] {
      for progress in [0.0, 0.3, 0.5, 0.7, 1] {
        #expect(
          decision.direction(progress: progress, velocity: 100.5, initial: initial) == .forward)
        #expect(
          decision.direction(progress: progress, velocity: -100.5, initial: initial) == .backward)
      }
    }
  }

  @Test("TR-11: at or below the threshold the position decides: past half way finishes")
  func position() {
    let table: [(Double, TransitionDirection, TransitionDirection)] = [
      (0.49, .forward, .backward), (0.5, .forward, .forward), (0.51, .forward, .forward),
      (0.49, .backward, .backward), (0.5, .backward, .backward), (0.51, .backward, .forward),
      (-0.2, .forward, .backward), (1.3, .backward, .forward),
    ]
    for (progress, initial, expected) in table {
      for velocity in [-100.0, 0, 100] {
        #expect(
          decision.direction(progress: progress, velocity: velocity, initial: initial) == expected,
          "progress \(progress), started \(initial), velocity \(velocity)")
      }
    }
  }

  @Test("TR-11, TR-13: a threshold of its own; bad thresholds and inputs")
  func thresholds() throws {
    let firm = try DirectionDecision(threshold: 500)
    #expect(firm.direction(progress: 0.2, velocity: 400, initial: .forward) == .backward)
    #expect(firm.direction(progress: 0.2, velocity: 501, initial: .forward) == .forward)
    #expect(throws: TransitionError.invalidThreshold(-1)) { try DirectionDecision(threshold: -1) }
    #expect(throws: TransitionError.self) { try DirectionDecision(threshold: .nan) }
    #expect(throws: TransitionError.self) { try DirectionDecision(threshold: .infinity) }
    // A velocity that is not finite counts as zero; a progress that is not finite finishes.
    #expect(decision.direction(progress: 0.2, velocity: .nan, initial: .forward) == .backward)
    #expect(decision.direction(progress: .nan, velocity: 0, initial: .backward) == .backward)
    #expect(decision.direction(progress: .infinity, velocity: 0, initial: .forward) == .forward)
  }
}
