import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// Reduced motion and repeating tweens (records 0034, 0042): a spatial loop stops moving but
/// keeps its span (a finite one rests when it would have ended), an effects loop still plays.
@Suite("Reduced motion: repeating tweens")
struct ReducedMotionRepeatingTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", opacity: 0)

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("2.5 alternate iterations of scale jump to where they end, and rest at the same time")
  func finiteRepeating() throws {
    runtime.reducesMotion = true
    let grow = TweenInteraction(
      try Tween(duration: 1, values: [1.0, 2], iterations: 2.5, direction: .alternate))
    runtime.add(grow, to: card.scale)
    for _ in 0..<10 {
      source.advance(by: 0.2)
      #expect(card.scale.value == 1.5)  // the end, at once, and nothing in between
    }
    #expect(runtime.isActive(grow))  // the span is kept: 2.5 s
    source.advance(by: 0.6)
    #expect(!runtime.isActive(grow))
    #expect(card.scale.value == 1.5)
  }

  @Test("An infinite position loop stops moving but stays in effect; an opacity loop still plays")
  func infiniteRepeating() throws {
    runtime.reducesMotion = true
    let sway = TweenInteraction(
      try Tween(
        duration: 0.5, values: [Point.zero, Point(x: 10, y: 0)], iterations: .infinity,
        direction: .alternate))
    let blink = TweenInteraction(
      try Tween(duration: 0.5, values: [0.0, 1], iterations: .infinity, direction: .alternate))
    runtime.add(sway, to: card.position)
    runtime.add(blink, to: card.opacity)
    var seen = Set<Double>()
    for _ in 0..<20 {
      source.advance(frames: 1)
      seen.insert(card.position.value.x)
    }
    #expect(seen.count == 1)  // the position does not move
    #expect(card.opacity.value > 0 && card.opacity.value < 1)  // the effect plays on
    source.advance(by: 100)
    #expect(runtime.isActive(sway) && runtime.isActive(blink))
  }
}
