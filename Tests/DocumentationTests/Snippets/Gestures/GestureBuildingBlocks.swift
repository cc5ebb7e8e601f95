import MotionGestures
import Testing

// The examples in the doc comments of Sources/Gestures that need MotionGestures alone, each run
// by a test that asserts what the comment says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: gesture building blocks")
struct GestureBuildingBlockSnippets {
  @Test("GestureStateMachine: a legal write applies, an illegal one does not")
  func stateMachine() {
    var machine = GestureStateMachine(continuous: true)
    let began = machine.transition(to: .began)  // true
    let reset = machine.transition(to: .possible)  // false: it must end or be cancelled first
    #expect(began && !reset)
    #expect(machine.state == .began)
  }

  @Test("ScalarVelocityEstimator: 0.1 every 10 ms is 10 per second")
  func scalarVelocity() {
    var estimator = ScalarVelocityEstimator()
    for i in 0..<5 { estimator.add(time: Double(i) * 0.01, value: Double(i) * 0.1) }
    let velocity = estimator.velocity()  // 10 per second
    #expect(abs(velocity - 10) < 1e-9)
  }
}
