import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// Motions that start at one instant start from each other in registration order (TW-6): a
/// from-less tween takes the value showing from those registered before it, never from one
/// registered after it, in the runtime and in `TweenStack` alike.
@Suite("Where a finger meets motion: motions that start at one instant")
struct SameInstantStartTests {
  /// Registers `first` at 0 and `second` at 0.1, both starting at 0.5, and returns the values
  /// at 0.75 in the runtime and in `TweenStack`.
  func run(first: Tween<Double>, second: Tween<Double>) throws -> (runtime: Double, stack: Double) {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    var stack = TweenStack(baseValue: 0.0)
    runtime.add(TweenInteraction(first), to: property)
    stack.add(first, beginTime: 0)
    source.advance(frames: 6)  // t = 0.1
    runtime.add(TweenInteraction(second), to: property)
    stack.add(second, beginTime: source.now)
    source.advance(frames: 39)  // t = 0.75
    return (property.value, stack.value(at: source.now))
  }

  @Test("TW-6: a from-less tween registered after one with values of its own starts from its first")
  func fromLessAfter() throws {
    // Both start at 0.5: the second (from-less, to 300) starts from the first's 100, not the
    // base 0, and at 0.75 (half way) shows 200.
    let first = try Tween(duration: 0.5, delay: 0.5, values: [100.0, 200])
    let second = try Tween(duration: 0.5, delay: 0.4, values: [300.0])
    let (runtime, stack) = try run(first: first, second: second)
    #expect(abs(runtime - 200) < 1e-9, "runtime \(runtime)")
    #expect(abs(stack - 200) < 1e-9, "TweenStack \(stack)")
  }

  @Test("TW-6: a from-less tween registered before one starting with it does not start from it")
  func fromLessBefore() throws {
    // The from-less tween (to 300) is registered first: it starts from the base 0, not from
    // the later tween's 100, though that one starts at the same instant; the later one, in
    // effect and registered last, shows. Disabled, the later one leaves the first to show.
    let first = try Tween(duration: 0.5, delay: 0.5, values: [300.0])
    let second = try Tween(duration: 0.5, delay: 0.4, values: [100.0, 200])
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    runtime.add(TweenInteraction(first), to: property)
    source.advance(frames: 6)
    let later = TweenInteraction(second)
    runtime.add(later, to: property)
    source.advance(frames: 39)
    #expect(abs(property.value - 150) < 1e-9)
    later.enabled.value = false
    #expect(abs(property.value - 150) < 1e-9, "from the base: 0 + (300 - 0) / 2, not 200")
    var stack = TweenStack(baseValue: 0.0)
    stack.add(first, beginTime: 0)
    #expect(abs(stack.value(at: 0.75) - 150) < 1e-9)
  }
}
