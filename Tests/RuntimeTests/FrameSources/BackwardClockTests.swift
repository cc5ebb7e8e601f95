import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// A frame time that goes backwards (issue 32; Docs/Decisions/0026): the shipped sources never
/// deliver one (the manual source refuses it, the real-time source clamps its clock), and the
/// runtime drops a frame from any source that would take its time back, or is not finite, so no
/// motion ever sees time go back.
@Suite("Clocks that misbehave: backwards")
struct BackwardClockTests {
  @Test("RT-7: a frame earlier than the last is dropped by the runtime: nothing moves back")
  func backwardFrameDropped() throws {
    let source = UnrulyFrameSource(now: 10)
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    let y = ReactiveProperty(0.0, name: "y")
    let tween = try Tween(duration: 1, values: [50.0, 100])
    let spring = try Spring(to: 100.0, parameters: .standardDefaultSpatial)
    runtime.add(TweenInteraction(tween), to: x)
    runtime.add(spring, to: y)
    var frames: [Double] = []
    let after = runtime.addAfterFrameObserver { frames.append($0) }
    defer { after.unsubscribe() }
    source.frame(at: 10.1)
    let shown = (x.value, y.value)
    #expect(shown.0 > 50 && shown.1 > 0)
    // Back by a second, then back to the last frame's time less a hair: both dropped.
    source.frame(at: 9)
    source.frame(at: 10.1.nextDown)
    #expect(x.value == shown.0 && y.value == shown.1)
    #expect(frames == [10.1])
    // Time moves on from the last frame delivered: every value is the model's at that time.
    source.frame(at: 10.2)
    let model = try SpringAnimation(.standardDefaultSpatial, to: 100.0, from: 0, velocity: 0)
    #expect(abs(y.value - model.sample(atLocalTime: 0.2, from: .init(value: 0)).value) < 1e-9)
    #expect(abs(x.value - tween.value(atLocalTime: 0.2, from: 0)) < 1e-9)
    #expect(frames == [10.1, 10.2])
  }

  @Test("RT-7: a frame earlier than the source's time when the runtime was made is dropped")
  func firstFrameBeforeCreation() throws {
    let source = UnrulyFrameSource(now: 10)
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [50.0, 100])), to: x)
    var frames: [Double] = []
    let after = runtime.addAfterFrameObserver { frames.append($0) }
    defer { after.unsubscribe() }
    #expect(x.value == 50)
    source.frame(at: 9)
    #expect(x.value == 50 && frames.isEmpty)
    source.frame(at: 10.5)
    #expect(x.value == 75 && frames == [10.5])
  }

  @Test("RT-7: a decay released from a drag does not move back on a backward frame")
  func decayBackwardFrame() throws {
    let source = UnrulyFrameSource(now: 0)
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: .zero)
    let pan = PanGestureRecognizer(element: HitRegion(name: "screen"))
    let drag = Draggable(pan, release: DragRelease(decay: .normal))
    runtime.add(drag, to: card)
    feed(pan, flick(at: 0))
    source.frame(at: 0.1)
    source.frame(at: 0.2)
    let shown = card.position.value
    #expect(shown.x > 110 && runtime.isActive(drag))
    source.frame(at: 0.15)
    #expect(card.position.value == shown)
    source.frame(at: 0.3)
    #expect(card.position.value.x > shown.x && card.position.value.isFinite)
  }

  @Test("RT-7: a NaN or infinite frame time is dropped by the runtime; later frames run")
  func nonFiniteFrameDropped() throws {
    let source = UnrulyFrameSource(now: 0)
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    let spring = try Spring(to: 100.0, parameters: .standardDefaultSpatial)
    runtime.add(spring, to: x)
    source.frame(at: 0.1)
    let shown = x.value
    source.frame(at: .nan)
    source.frame(at: .infinity)
    source.frame(at: -.infinity)
    #expect(x.value == shown && runtime.isActive(spring))
    source.frame(at: 0.2)
    #expect(x.value > shown && x.value.isFinite)
  }

  @Test(
    "TL-R10: a tween on a timeline never samples before the timeline's begin on a backward frame")
  func timelineBackwardFrame() throws {
    let source = UnrulyFrameSource(now: 5)
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    let timeline = Timeline(clock: source)
    timeline.begin()
    let tween = try Tween(duration: 1, values: [50.0, 100])
    runtime.add(TweenInteraction(tween, timeline: timeline), to: x)
    source.frame(at: 5.5)
    let shown = x.value
    #expect(abs(shown - tween.value(atLocalTime: 0.5, from: 0)) < 1e-9)
    source.frame(at: 4)  // before the timeline began
    #expect(x.value == shown)
  }

  @Test("RT-7: the manual source refuses a backward step; the runtime sees no frame")
  func manualSourceRefuses() throws {
    let source = ManualFrameSource(now: 1)
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(try Spring(to: 100.0, parameters: .standardDefaultSpatial), to: x)
    var frames = 0
    let after = runtime.addAfterFrameObserver { _ in frames += 1 }
    defer { after.unsubscribe() }
    #expect(source.step(to: 1.1))
    let shown = x.value
    #expect(!source.step(to: 0.5))
    #expect(x.value == shown && frames == 1 && source.now == 1.1)
  }

  @Test("RT-7: the real-time source clamps a clock that goes back: that frame stands still")
  func realTimeSourceClamps() async throws {
    // Read once at creation, then once per frame.
    let clock = ScriptedClock([10, 10.1, 9, 10.05, 10.2])
    let source = RealTimeFrameSource(rate: .hz120, clock: clock)
    let times: [Double] = await withCheckedContinuation { continuation in
      source.perform {
        let log = Confined<[Double]>([])
        let subscription = Confined(Subscription())
        subscription.value = source.addFrameObserver { time in
          log.value.append(time)
          if log.value.count == 4 {
            source.stop()
            subscription.value.unsubscribe()
            continuation.resume(returning: log.value)
          }
        }
        source.start()
      }
    }
    #expect(times == [10.1, 10.1, 10.1, 10.2])
  }
}
