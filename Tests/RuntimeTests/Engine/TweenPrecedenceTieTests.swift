import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// Ties between tweens on one property that are not in effect (waiting in their delay, or
/// ended): the last registered wins a tie (TW-15), and among waiting tweens the one that starts
/// first holds its first value.
@Suite("Tween precedence ties")
struct TweenPrecedenceTieTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let property = ReactiveProperty(-1.0, name: "x")

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  func tween(_ values: [Double], over seconds: Double, delay: Double = 0) throws
    -> TweenInteraction<Double>
  {
    TweenInteraction(try Tween(duration: seconds, delay: delay, values: values))
  }

  @Test("TW-15: two tweens waiting for the same start: the last registered holds its first value")
  func sameStartWhileWaiting() throws {
    runtime.add(try tween([0, 100], over: 1, delay: 0.5), to: property)
    runtime.add(try tween([500, 600], over: 1, delay: 0.5), to: property)
    source.advance(by: 0.25)
    #expect(property.value == 500)
    source.advance(by: 0.5)  // both in effect at 0.75: the last registered
    #expect(abs(property.value - 525) < 1e-9)
  }

  @Test("TW-17: while every tween waits, the one that starts first holds its first value")
  func earliestStartWhileWaiting() throws {
    runtime.add(try tween([0, 100], over: 1, delay: 0.3), to: property)
    runtime.add(try tween([500, 600], over: 1, delay: 0.6), to: property)
    source.advance(by: 0.2)
    #expect(property.value == 0)
    source.advance(by: 0.2)  // 0.4: the first is in effect, the second still waits
    #expect(abs(property.value - 10) < 1e-9)
  }

  @Test("TW-15, TW-16: two tweens that ended at the same time: the last registered's end stays")
  func sameEnd() throws {
    runtime.add(try tween([0, 100], over: 0.5), to: property)
    runtime.add(try tween([500, 600], over: 0.5), to: property)
    source.advance(by: 1)
    #expect(property.value == 600)
  }

  @Test("TW-18: of two tweens that ended, the one that ended last stays")
  func latestEnd() throws {
    runtime.add(try tween([0, 100], over: 0.8), to: property)
    runtime.add(try tween([500, 600], over: 0.5), to: property)
    source.advance(by: 1)
    #expect(property.value == 100)
  }

  @Test("TW-17: at the exact instant B starts, B takes effect")
  func exactStart() throws {
    runtime.add(try tween([0, 100], over: 1), to: property)
    runtime.add(try tween([500, 600], over: 1, delay: 0.5), to: property)
    source.advance(by: 0.5)  // a frame exactly at B's start
    #expect(property.value == 500)
  }

  @Test("TW-18: at the exact instant B completes, A takes effect again")
  func exactEnd() throws {
    runtime.add(try tween([0, 100], over: 2), to: property)
    runtime.add(try tween([500, 600], over: 0.5), to: property)
    source.advance(by: 0.5)  // a frame exactly at B's end
    #expect(abs(property.value - 25) < 1e-9)
  }
}
