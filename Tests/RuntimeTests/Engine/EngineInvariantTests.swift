import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// The engine's invariant checks hold on a runtime in use and bite when a hand-kept field is
/// wrong: each corruption below is a plausible one-line bug (a back-pointer not updated, a flag
/// not cleared, a count not decremented), and the check traps on it. Each runs in a child
/// process (an exit test), since a failed check ends the process.
@Suite("Engine invariants")
struct EngineInvariantTests {
  /// A runtime with a running tween, a finished one superseded, and an app write: every
  /// structure the checks read is in use.
  static func busyRuntime() throws -> (FrameRuntime, ManualFrameSource, ReactiveProperty<Double>) {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    runtime.add(TweenInteraction(try Tween(duration: 0.05, values: [0.0, 1])), to: property)
    source.advance(frames: 6)
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [1.0, 2])), to: property)
    property.value = 5
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [2.0, 3])), to: property)
    source.advance(frames: 2)
    return (runtime, source, property)
  }

  @Test("a runtime in use keeps every invariant, frame after frame")
  func holds() throws {
    let (runtime, source, property) = try Self.busyRuntime()
    for _ in 0..<90 {
      runtime._checkInvariants()
      source.advance(frames: 1)
    }
    #expect(property.value == 3)
    runtime._checkInvariants()
  }

  #if DEBUG
    @Test("a lane whose arbiter points elsewhere is caught")
    func laneBackPointer() async {
      await #expect(processExitsWith: .failure) {
        let (runtime, _, property) = try EngineInvariantTests.busyRuntime()
        PropertyArbiter.of(property, in: runtime).lane += 1
        runtime._checkInvariants()
      }
    }

    @Test("a listed motion not marked registered is caught")
    func unregisteredMotion() async {
      await #expect(processExitsWith: .failure) {
        let (runtime, _, property) = try EngineInvariantTests.busyRuntime()
        PropertyArbiter.of(property, in: runtime).motions.last?.isRegistered = false
        runtime._checkInvariants()
      }
    }

    @Test("an interruption left pending outside a pass is caught")
    func pendingInterruption() async {
      await #expect(processExitsWith: .failure) {
        let (runtime, _, property) = try EngineInvariantTests.busyRuntime()
        PropertyArbiter.of(property, in: runtime).hasInterrupted = true
        runtime._checkInvariants()
      }
    }

    @Test("an entry with open connections that holds its interaction weakly is caught")
    func weakLiveEntry() async {
      await #expect(processExitsWith: .failure) {
        let (runtime, _, property) = try EngineInvariantTests.busyRuntime()
        let record = try #require(runtime.targets[ObjectIdentifier(property)])
        let last = record.entries.count - 1
        let interaction = try #require(record.entries[last].object)
        #expect(record.entries[last].live > 0, "the running tween's connection is open")
        record.entries.update(at: last) { $0.reference = .weak(WeakInteraction(interaction)) }
        runtime._checkInvariants()
      }
    }

    @Test("a connection count that disagrees with the table is caught")
    func connectionCount() async {
      await #expect(processExitsWith: .failure) {
        let (runtime, _, _) = try EngineInvariantTests.busyRuntime()
        runtime.connections.count += 1
        runtime._checkInvariants()
      }
    }

    @Test("a ghost listed after another motion (it would win a tie) is caught")
    func ghostNotFirst() async {
      await #expect(processExitsWith: .failure) {
        let (runtime, _, property) = try EngineInvariantTests.busyRuntime()
        let arbiter = PropertyArbiter.of(property, in: runtime)
        // Without a ghost and two motions besides it the body ends normally, and the exit
        // test fails: the corruption below must be the only one.
        guard let ghost = arbiter.ghost, arbiter.motions.count >= 3 else { return }
        arbiter.motions.remove(at: 0)
        arbiter.motions.insert(ghost, at: 1)  // the last motion (the fast lane's) stays last
        runtime._checkInvariants()
      }
    }

    @Test("a running motion whose arbiter has no lane is caught")
    func stoppedLane() async {
      await #expect(processExitsWith: .failure) {
        let (runtime, _, property) = try EngineInvariantTests.busyRuntime()
        PropertyArbiter.of(property, in: runtime).stopLane()
        runtime._checkInvariants()
      }
    }
  #endif
}
