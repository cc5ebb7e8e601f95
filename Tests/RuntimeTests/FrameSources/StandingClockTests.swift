import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// A frame time that stands still (issue 32; Docs/Decisions/0026): two frames at one time are
/// two frames, and the second shows exactly what the first did. Nothing divides by the time
/// between frames (motions are functions of time), so a zero gap cannot make a NaN.
@Suite("Clocks that misbehave: standing still")
struct StandingClockTests {
  @Test("RT-7: a second frame at the same time writes nothing and keeps value and velocity")
  func sameTimeTwice() throws {
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    let y = ReactiveProperty(0.0, name: "y")
    let spring = try Spring(to: 100.0, parameters: .standardDefaultSpatial)
    let tween = TweenInteraction(try Tween(duration: 0.5, values: [0.0, 100]))
    runtime.add(spring, to: x)
    runtime.add(tween, to: y)
    source.advance(frames: 6)
    let shown = (x.value, y.value)
    let velocity = (runtime.velocity(of: x), runtime.velocity(of: y))
    let writes = (WriteCounter(x), WriteCounter(y))
    writes.0.start()
    writes.1.start()
    var frames = 0
    let after = runtime.addAfterFrameObserver { _ in frames += 1 }
    defer { after.unsubscribe() }
    for _ in 0..<3 { #expect(source.step(to: source.now)) }
    #expect(frames == 3)
    #expect(writes.0.count == 0 && writes.1.count == 0)
    #expect(x.value == shown.0 && y.value == shown.1)
    #expect(runtime.velocity(of: x) == velocity.0 && runtime.velocity(of: y) == velocity.1)
    #expect(velocity.0.isFinite && velocity.0 > 0 && velocity.1 > 0)
    #expect(runtime.isActive(spring) && runtime.isActive(tween))
    // Time moves again: the motions carry on as if the repeats had not happened.
    source.advance(frames: 1)
    let model = try SpringAnimation(.standardDefaultSpatial, to: 100.0, from: 0, velocity: 0)
    #expect(
      abs(x.value - model.sample(atLocalTime: source.now, from: .init(value: 0)).value) < 1e-9)
  }

  @Test(
    "RT-7: a real-time source whose clock stands still delivers frames at one time, then moves on")
  func realTimeStandsStill() async throws {
    let clock = ScriptedClock([0, 0.5, 0.5, 0.5, 0.6])
    let source = RealTimeFrameSource(rate: .hz120, clock: clock)
    let result: ([Double], [Double]) = await withCheckedContinuation { continuation in
      source.perform {
        let runtime = FrameRuntime(frameSource: source)
        let x = ReactiveProperty(0.0, name: "x")
        let slow = try? SpringParameters(duration: 5, bounce: 0)
        let spring = slow.flatMap { try? Spring(to: 100.0, parameters: $0) }
        if let spring { runtime.add(spring, to: x) }
        let log = Confined<([Double], [Double])>(([], []))
        let subscription = Confined(Subscription())
        subscription.value = runtime.addAfterFrameObserver { time in
          log.value.0.append(time)
          log.value.1.append(x.value)
          if log.value.0.count == 4 {
            source.stop()
            subscription.value.unsubscribe()
            _ = runtime
            continuation.resume(returning: log.value)
          }
        }
        source.start()
      }
    }
    #expect(result.0 == [0.5, 0.5, 0.5, 0.6])
    #expect(result.1[0] == result.1[1] && result.1[1] == result.1[2] && result.1[3] > result.1[2])
    #expect(result.1.allSatisfy { $0.isFinite })
  }
}
