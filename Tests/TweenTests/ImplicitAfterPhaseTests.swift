import MotionTween
import Testing

/// The after phase of a tween whose last offset is below 1 (issue 29, record 0031): from its end
/// on, at the end instant exactly and after it, it shows the implicit keyframe at offset 1, the
/// underlying value, as a browser does with `fill: forwards` — not the last value given. Its
/// velocity there is 0.
@Suite("The after phase of implicit keyframes")
struct ImplicitAfterPhaseTests {
  /// 10 at offset 0, 20 at offset 0.5, then back to the underlying value at 1; 250 ms delay,
  /// 1 s long (the end, 1.25, is exact in binary).
  let tween = try! Tween(duration: 1, delay: 0.25, values: [10.0, 20], offsets: [0, 0.5])
  /// Times at the end instant and after it.
  let after: [Double] = [1.25, 1.25.nextUp, 1.5, 2, 1e6, .infinity]

  @Test("TW-7: at and after its end a tween ending below offset 1 shows the underlying value")
  func tweenAtAndAfterTheEnd() {
    #expect(tween.endTime == 1.25)
    for time in after {
      #expect(tween.phase(atLocalTime: time) == .after, "at \(time)")
      #expect(tween.value(atLocalTime: time, from: 3) == 3, "at \(time)")
      #expect(tween.velocity(atLocalTime: time, from: 3) == 0, "at \(time)")
      #expect(tween.sample(atLocalTime: time, from: AnimationSample(value: 3)).value == 3)
    }
    #expect(tween.value(atProgress: 1, from: 3) == 3)
    #expect(tween.value(atProgress: 1.5, from: 3) == 3)
    #expect(tween.finalValue(from: 3) == 3)
    #expect(tween.lastValue == 20)  // the last value *given*, which the after phase does not show
    // Just before the end, the last interval (20 → 3) is almost done, and still moving.
    let before = 1.25.nextDown
    #expect(tween.phase(atLocalTime: before) == .active)
    #expect(abs(tween.value(atLocalTime: before, from: 3) - 3) < 1e-9)
    #expect(tween.velocity(atLocalTime: before, from: 3) == -34)  // (3 − 20) / 0.5 s
  }

  @Test("TW-7: an end that is a rounded sum is the after phase, on the underlying value")
  func roundedEnd() throws {
    let shifted = try Tween(duration: 0.2, delay: 0.1, values: [0.1, 0.3], offsets: [0, 0.75])
    let end = 0.1 + 0.2
    #expect(shifted.value(atLocalTime: end, from: -7) == -7)
    #expect(shifted.velocity(atLocalTime: end, from: -7) == 0)
    #expect(shifted.value(atLocalTime: end.nextDown, from: -7) != -7)
  }

  @Test("TW-6, TW-7: a single value, or several frames, below offset 1 end on the underlying value")
  func otherShapes() throws {
    let there = try Tween(duration: 1, values: [10.0], offsets: [0.5])
    let jump = try Tween(duration: 1, values: [10.0, 20], offsets: [0.5, 0.5])
    let zero = try Tween(duration: 0, delay: 0.5, values: [10.0, 20], offsets: [0, 0.5])
    for time in [1.0, 3] {
      #expect(there.value(atLocalTime: time, from: 4) == 4)
      #expect(jump.value(atLocalTime: time, from: 4) == 4)
      #expect(zero.value(atLocalTime: time, from: 4) == 4)
    }
    #expect(zero.value(atLocalTime: 0.5, from: 4) == 4)  // a zero duration: the end at once
    #expect(zero.value(atLocalTime: 0.5.nextDown, from: 4) == 10)  // its delay: the first frame
  }

  @Test("TW-7: the Web Animations model shows the underlying value at and after the end, too")
  func modelAgrees() {
    let model = WebAnimationsModel(
      values: [10, 20], offsets: [0, 0.5], functions: [.standard], delay: 0.25, duration: 1)
    let curved = try! Tween(
      duration: 1, delay: 0.25, values: [10.0, 20], offsets: [0, 0.5],
      interTimingFunctions: [.standard])
    for time in after {
      #expect(model.value(at: time, underlying: 3) == 3, "at \(time)")
      #expect(curved.value(atLocalTime: time, from: 3) == model.value(at: time, underlying: 3))
    }
    // Inside the last interval the model and the tween agree bit for bit as well.
    for time in [0.75, 1, 1.2, 1.25.nextDown] {
      #expect(curved.value(atLocalTime: time, from: 3) == model.value(at: time, underlying: 3))
    }
  }

  @Test("TW-7, TW-18: a stack shows an ended tween's implicit final keyframe, its start value")
  func stackAfterTheEnd() throws {
    var stack = TweenStack(baseValue: 3.0)
    stack.add(tween, beginTime: 0)
    for time in after.dropLast() {  // an infinite time places no span (origin ∞ − ∞)
      #expect(stack.source(at: time) == .ended(0))
      #expect(stack.value(at: time) == 3, "at \(time)")
    }
    // Over a ramp that ended first: the tween started from the ramp's value at 0.2 s (20).
    var layered = TweenStack(baseValue: 0.0)
    layered.add(try Tween(duration: 1, values: [0.0, 100]), beginTime: 0)  // ends at 1
    layered.add(try Tween(duration: 1, values: [50.0, 70], offsets: [0, 0.5]), beginTime: 0.2)
    #expect(layered.startValues[1] == 20)
    for time in [1.2, 1.5, 10] {
      #expect(layered.source(at: time) == .ended(1))
      #expect(layered.value(at: time) == 20, "at \(time)")
    }
  }

  @Test("TW-7: a batch still rejects a tween whose only implicit keyframe is the last")
  func batchRejectsAnImplicitEnd() throws {
    let plain = try Tween(duration: 1, values: [0.0, 1])
    #expect(throws: TweenBatchError.implicitKeyframes(index: 1)) {
      try TweenBatch([plain, tween])
    }
    #expect(throws: TweenBatchError.implicitKeyframes(index: 0)) {
      try TweenBatch([try Tween(duration: 1, values: [0.0, 1], offsets: [0, 0.999])])
    }
  }
}
