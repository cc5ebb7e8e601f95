import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// `Transition._checkInvariants()` holds on transitions in use and bites on each plausible
/// one-line bug in its hand-kept state. Each corruption runs in a child process (an exit test),
/// since a failed check ends the process.
@Suite("Transitions: invariants")
struct TransitionInvariantTests {
  /// A transition with a tween, in flight, on a fresh runtime.
  static func inFlight() throws -> Scene {
    let scene = Scene()
    let transition = try Transition(in: scene.runtime)
    transition.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 1])), to: scene.opacity)
    scene.transition = transition
    scene.source.advance(frames: 2)
    return scene
  }

  /// What a transition needs kept: its runtime (held weakly) and its property.
  final class Scene {
    let source = ManualFrameSource()
    let runtime: FrameRuntime
    let opacity = ReactiveProperty(0.0, name: "opacity")
    var transition: Transition!

    init() {
      runtime = FrameRuntime(frameSource: source)
    }
  }

  /// The same transition, completed.
  static func completed() throws -> Scene {
    let scene = try inFlight()
    scene.source.advance(by: 1)
    return scene
  }

  @Test("a transition in flight and after it completes keeps every invariant")
  func holds() throws {
    let scene = try Self.inFlight()
    let transition: Transition = scene.transition
    transition._checkInvariants()
    transition.direction.value = .backward
    transition._checkInvariants()
    scene.source.advance(by: 1)
    #expect(transition.outcome == .cancelled)
    transition._checkInvariants()
  }

  #if DEBUG
    @Test("in flight: runs toward another direction than the reactive one")
    func runsElsewhere() async {
      await #expect(processExitsWith: .failure) {
        let transition: Transition = try TransitionInvariantTests.inFlight().transition
        transition.runDirection = .backward
        transition._checkInvariants()
      }
    }

    @Test("in flight: at rest")
    func restingInFlight() async {
      await #expect(processExitsWith: .failure) {
        let transition: Transition = try TransitionInvariantTests.inFlight().transition
        transition.state.value = .atRest
        transition._checkInvariants()
      }
    }

    @Test("in flight: the awaitable completion already resolved")
    func resolvedInFlight() async {
      await #expect(processExitsWith: .failure) {
        let transition: Transition = try TransitionInvariantTests.inFlight().transition
        transition.completion.resolve(.finished)
        transition._checkInvariants()
      }
    }

    @Test("in flight: observing nothing")
    func observingNothing() async {
      await #expect(processExitsWith: .failure) {
        let transition: Transition = try TransitionInvariantTests.inFlight().transition
        transition.subscriptions = []
        transition._checkInvariants()
      }
    }

    @Test("completed: still subscribed")
    func stillSubscribed() async {
      await #expect(processExitsWith: .failure) {
        let scene = try TransitionInvariantTests.completed()
        let transition: Transition = scene.transition
        transition.subscriptions.append(Subscription())
        transition._checkInvariants()
      }
    }

    @Test("completed: observers kept")
    func observersKept() async {
      await #expect(processExitsWith: .failure) {
        let scene = try TransitionInvariantTests.completed()
        let transition: Transition = scene.transition
        transition.observers.append { _ in }
        transition._checkInvariants()
      }
    }

    @Test("completed: not at rest")
    func activeWhenCompleted() async {
      await #expect(processExitsWith: .failure) {
        let scene = try TransitionInvariantTests.completed()
        let transition: Transition = scene.transition
        transition.state.value = .active
        transition._checkInvariants()
      }
    }

    @Test("completed: the awaitable completion disagrees")
    func completionDisagrees() async {
      await #expect(processExitsWith: .failure) {
        let scene = try TransitionInvariantTests.completed()
        let transition: Transition = scene.transition
        // The outcome and the final direction changed together: only the completion disagrees.
        transition.outcome = .cancelled
        transition.runDirection = .backward
        transition._checkInvariants()
      }
    }

    @Test("completed: the outcome does not follow the final direction")
    func outcomeElsewhere() async {
      await #expect(processExitsWith: .failure) {
        let scene = try TransitionInvariantTests.completed()
        let transition: Transition = scene.transition
        transition.runDirection = .backward
        transition._checkInvariants()
      }
    }
  #endif
}
