import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// A clock that jumps (issue 32; Docs/Decisions/0026): a device suspended for an hour, or a frame
/// seconds late. The next frame lands at the clock's time, once; every motion is a function of
/// time (a spring's closed form, a tween's curve, a decay's exponential), so it shows where it
/// would be then, and one that would have finished comes to rest in that frame. No frame is
/// replayed and nothing is integrated step by step: the work of the frame after a gap does not
/// depend on the gap.
@Suite("Clocks that misbehave: jumps and late frames")
struct ClockJumpTests {
  /// What one scene did in the frame after a gap of `gap` seconds.
  struct Outcome: Equatable {
    var frames = 0
    var writes: [Int] = []
    var values: [Point] = []
    var active = true
    var restCalls = 0
    var frameObservers = 0
  }

  /// Five motions mid-flight (a spring, a tween, and drags released into a spring, a decay and a
  /// toss), then one frame `gap` seconds later.
  func jump(by gap: Double) throws -> Outcome {
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let cards = (0..<5).map { MotionElement(name: "card \($0)", position: .zero) }
    let spring = try Spring(to: Point(x: 100, y: 0), parameters: .standardDefaultSpatial)
    let tween = TweenInteraction(
      try Tween(duration: 2, values: [Point.zero, Point(x: 100, y: 50)]))
    runtime.add(spring, to: cards[0].position)
    runtime.add(tween, to: cards[1].position)
    let pans = (0..<3).map { _ in PanGestureRecognizer(element: HitRegion(name: "screen")) }
    let tossSpring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    let springDrag = Draggable(pans[0], release: try DragRelease(spring: .standardDefaultSpatial))
    let decayDrag = Draggable(pans[1], release: DragRelease(decay: .normal))
    let toss = Tossable(pans[2], spring: tossSpring, anchors: [.zero, Point(x: 400, y: 0)])
    runtime.add(springDrag, to: cards[2])
    runtime.add(decayDrag, to: cards[3])
    runtime.add(toss, to: cards[4])
    for pan in pans {
      for event in flick(at: source.now) { pan.handle(event) }
    }
    source.advance(frames: 3)
    let all: [any Interaction] = [spring, tween, springDrag, decayDrag, toss]
    #expect(runtime.isActive)
    var outcome = Outcome()
    let counters = cards.map { WriteCounter($0.position) }
    for counter in counters { counter.start() }
    let after = runtime.addAfterFrameObserver { _ in outcome.frames += 1 }
    defer { after.unsubscribe() }
    #expect(source.step(to: source.now + gap))
    runtime.whenAllAtRest(all) { outcome.restCalls += 1 }
    outcome.writes = counters.map(\.count)
    outcome.values = cards.map(\.position.value)
    outcome.active = runtime.isActive
    outcome.frameObservers = runtime.frameObserverCount
    #expect(outcome.values.allSatisfy { $0.isFinite })
    return outcome
  }

  @Test("RT-7, PH-4: after an hour's jump every motion has come to rest, in one frame")
  func hourJumpRests() throws {
    let outcome = try jump(by: 3600)
    #expect(outcome.frames == 1 && !outcome.active && outcome.restCalls == 1)
    #expect(outcome.frameObservers == 0)
    #expect(outcome.values[0] == Point(x: 100, y: 0) && outcome.values[1] == Point(x: 100, y: 50))
    // Each property was written once, with its resting value.
    #expect(outcome.writes == [1, 1, 1, 1, 1])
  }

  @Test("RT-7: the frame after an hour's gap does the work of the frame after a minute's")
  func noCatchUpWork() throws {
    let seconds = try jump(by: 60)
    let hour = try jump(by: 3600)
    #expect(seconds == hour)
    // A tenth of a second: still moving, and still one frame of work.
    let short = try jump(by: 0.1)
    #expect(short.frames == 1 && short.active && short.writes == [1, 1, 1, 1, 1])
  }

  @Test("RT-7, TW-3: a frame seconds late shows each motion's value at the late frame's time")
  func lateFrame() throws {
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    let y = ReactiveProperty(0.0, name: "y")
    let tween = try Tween(duration: 10, values: [0.0, 100])
    let parameters = try SpringParameters(duration: 20, bounce: 0)
    runtime.add(TweenInteraction(tween), to: x)
    runtime.add(try Spring(to: 100.0, parameters: parameters), to: y)
    source.advance(frames: 2)
    let counter = WriteCounter(x)
    counter.start()
    #expect(source.step(to: source.now + 3.5))
    let model = try SpringAnimation(parameters, to: 100.0, from: 0, velocity: 0)
    #expect(abs(x.value - tween.value(atLocalTime: source.now, from: 0)) < 1e-9)
    #expect(
      abs(y.value - model.sample(atLocalTime: source.now, from: .init(value: 0)).value) < 1e-9)
    #expect(counter.count == 1 && runtime.isActive)
  }

  @Test(
    "RT-7: a real-time source whose clock jumps delivers one frame at the clock's time, none replayed"
  )
  func realTimeJump() async throws {
    let clock = ScriptedClock([0, 1.0 / 120, 3600, 3600 + 1.0 / 120])
    let source = RealTimeFrameSource(rate: .hz120, clock: clock)
    let result: (times: [Double], rested: [Bool], value: Double) = await withCheckedContinuation {
      continuation in
      source.perform {
        let runtime = FrameRuntime(frameSource: source)
        let x = ReactiveProperty(0.0, name: "x")
        if let spring = try? Spring(to: 100.0, parameters: .standardDefaultSpatial) {
          runtime.add(spring, to: x)
        }
        let log = Confined<(times: [Double], rested: [Bool], value: Double)>(([], [], 0))
        let subscription = Confined(Subscription())
        subscription.value = runtime.addAfterFrameObserver { time in
          log.value.times.append(time)
          log.value.rested.append(!runtime.isActive)
          log.value.value = x.value
          if log.value.times.count == 3 {
            source.stop()
            subscription.value.unsubscribe()
            continuation.resume(returning: log.value)
          }
        }
        source.start()
      }
    }
    let expected: [Double] = [1.0 / 120, 3600, 3600 + 1.0 / 120]
    #expect(result.times == expected)
    #expect(result.rested == [false, true, true] && result.value == 100)
  }
}
