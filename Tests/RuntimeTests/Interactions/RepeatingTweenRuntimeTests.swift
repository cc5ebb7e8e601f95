import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// Repeating tweens in the runtime (issue 31, part 1): every frame shows the tween's value at
/// its local time; a finite one comes to rest where its last iteration stops; an infinite one
/// never comes to rest, so `whenAllAtRest` waits for it until it is disabled, and a later tween
/// on the same property takes over and hands back (TW-15, TW-18) as with any long tween.
@Suite("Repeating tweens in the runtime")
struct RepeatingTweenRuntimeTests {
  let source = ManualFrameSource(rate: .hz60)
  let runtime: FrameRuntime
  let scale = ReactiveProperty(1.0, name: "scale")

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("2.5 alternate iterations: each frame the tween's value; at rest half way, once")
  func finite() throws {
    let tween = try Tween(
      duration: 0.5, values: [1.0, 2], iterations: 2.5, direction: .alternate,
      easing: .easeInOut)
    let interaction = TweenInteraction(tween)
    let start = source.now
    runtime.add(interaction, to: scale)
    var rested = 0
    runtime.whenAllAtRest([interaction]) { rested += 1 }
    var peaks = 0
    while source.now - start < 1.2 {
      source.advance(frames: 1)
      let expected = tween.value(atLocalTime: source.now - start, from: 1)
      #expect(abs(scale.value - expected) < 1e-12)
      if scale.value > 1.999 { peaks += 1 }
    }
    #expect(peaks > 0)
    #expect(runtime.isActive(interaction))
    #expect(rested == 0)
    source.advance(by: 0.1)  // past 1.25 s
    #expect(scale.value == 1.5)  // the third iteration stops half way, going forwards
    #expect(!runtime.isActive(interaction))
    #expect(rested == 1)
    #expect(runtime.frameObserverCount == 0)
  }

  @Test("An infinite pulse is active after a minute; whenAllAtRest waits until it is disabled")
  func infinite() throws {
    let pulse = TweenInteraction(
      try Tween(duration: 0.4, values: [1.0, 1.2], iterations: .infinity, direction: .alternate))
    let start = source.now
    runtime.add(pulse, to: scale)
    var rested = 0
    runtime.whenAllAtRest([pulse]) { rested += 1 }
    source.advance(by: 60)
    source.advance(frames: 1)
    #expect(runtime.isActive(pulse))
    #expect(rested == 0)
    #expect(abs(scale.value - pulse.tween.value(atLocalTime: source.now - start, from: 1)) < 1e-9)
    pulse.enabled.value = false
    #expect(!runtime.isActive(pulse))
    #expect(rested == 1)
    #expect(runtime.frameObserverCount == 0)
  }

  @Test("TW-15, TW-18: a later tween takes over an infinite pulse, which resumes when it ends")
  func precedence() throws {
    let pulse = TweenInteraction(
      try Tween(duration: 0.4, values: [1.0, 1.2], iterations: .infinity, direction: .alternate))
    let start = source.now
    runtime.add(pulse, to: scale)
    source.advance(by: 1)
    let press = TweenInteraction(try Tween(duration: 0.2, values: [0.9]))
    runtime.add(press, to: scale)
    source.advance(by: 0.1)
    // The press shows: half way from the 1.1 showing when it started to 0.9 (the pulse alone
    // would show 1.15 now).
    #expect(abs(scale.value - 1) < 1e-9)
    source.advance(by: 0.3)
    #expect(!runtime.isActive(press))
    #expect(runtime.isActive(pulse))
    source.advance(frames: 1)
    #expect(abs(scale.value - pulse.tween.value(atLocalTime: source.now - start, from: 1)) < 1e-9)
  }
}
