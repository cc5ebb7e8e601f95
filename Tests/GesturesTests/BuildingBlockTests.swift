import MotionGestures
import MotionStreams
import Testing

/// The public building blocks a recognizer written outside the library is made of.
@Suite("Building blocks: GestureStateMachine and PointerTracker")
struct BuildingBlockTests {
  @Test("GR-6: the state machine applies legal writes only, for continuous and discrete gestures")
  func legalTransitionsOnly() {
    for continuous in [true, false] {
      for from in GestureRecognizerState.allCases {
        for to in GestureRecognizerState.allCases {
          var machine = GestureStateMachine(continuous: continuous)
          // Reach `from` by a legal path, if there is one.
          let paths: [GestureRecognizerState: [GestureRecognizerState]] = [
            .possible: [], .began: [.began], .changed: [.began, .changed],
            .ended: continuous ? [.began, .ended] : [.ended], .cancelled: [.began, .cancelled],
            .failed: [.failed],
          ]
          var reached = true
          for step in paths[from] ?? [] where !machine.transition(to: step) { reached = false }
          guard reached else { continue }
          let legal = from.isLegalTransition(to: to, continuous: continuous)
          let written = machine.transition(to: to)
          #expect(written == legal, "\(from) → \(to), continuous \(continuous)")
          #expect(machine.state == (legal ? to : from))
        }
      }
    }
  }

  @Test("GR-6: the return to possible waits for the last pointer, the sequence and the wait")
  func returnToPossible() {
    var machine = GestureStateMachine(continuous: true)
    #expect(!machine.shouldReturnToPossible(pointersDown: 0))  // possible already
    machine.transition(to: .began)
    #expect(!machine.shouldReturnToPossible(pointersDown: 0))  // under way
    #expect(machine.closingWrites == [.cancelled, .possible])
    machine.transition(to: .ended)
    #expect(!machine.shouldReturnToPossible(pointersDown: 1))
    #expect(!machine.shouldReturnToPossible(pointersDown: 0, holdsSequence: true))
    #expect(!machine.shouldReturnToPossible(pointersDown: 0, waiting: true))
    #expect(machine.shouldReturnToPossible(pointersDown: 0))
    #expect(machine.closingWrites == [.possible])
    let restarted = machine.transition(to: .began)
    #expect(!restarted)  // a new gesture starts from possible only
    let returned = machine.transition(to: .possible)
    #expect(returned)
    #expect(machine.closingWrites == [])
  }

  @Test("the pointer tracker keeps order, refuses duplicates, ignores bad indices, never traps")
  func pointerTracker() {
    var tracker = PointerTracker()
    #expect(tracker.centroid == nil)
    let added = [
      tracker.add(7, at: Point(x: 0, y: 0)), tracker.add(3, at: Point(x: 10, y: 20)),
      tracker.add(7, at: Point(x: 99, y: 99)),
    ]
    #expect(added == [true, true, false])
    #expect(tracker.ids == [7, 3])
    #expect(tracker.centroid == Point(x: 5, y: 10))
    tracker.move(at: tracker.index(of: 3)!, to: Point(x: 20, y: 0))
    tracker.move(at: 5, to: .zero)
    tracker.remove(at: -1)
    #expect(tracker.positions == [Point(x: 0, y: 0), Point(x: 20, y: 0)])
    tracker.remove(at: 0)
    #expect(tracker.ids == [3])
    #expect(tracker.index(of: 7) == nil)
    tracker.removeAll()
    #expect(tracker.isEmpty)
  }

  @Test("the centroid of one pointer is its position to the bit, a negative zero included")
  func singlePointerCentroid() throws {
    var tracker = PointerTracker()
    tracker.add(1, at: Point(x: -0.0, y: 0.1))
    let centroid = try #require(tracker.centroid)
    #expect(centroid.x.bitPattern == (-0.0).bitPattern && centroid.y == 0.1)
    tracker.add(2, at: Point(x: -0.0, y: 0.3))
    #expect(tracker.centroid == Point(x: 0, y: 0.2))
  }

  @Test("GR-9: the scalar estimator fits a rate exactly for constant acceleration")
  func scalarEstimator() {
    var estimator = ScalarVelocityEstimator()
    for i in 0...9 {
      let t = Double(i) * 0.01
      estimator.add(time: t, value: 2 * t + 30 * t * t)
    }
    #expect(abs(estimator.velocity() - (2 + 60 * 0.09)) < 1e-9)
    #expect(abs(estimator.velocity(at: 0.13) - (2 + 60 * 0.09)) < 1e-9)
    #expect(estimator.velocity(at: 0.130_001) == 0)
    estimator.reset()
    #expect(estimator.sampleCount == 0)
  }
}
