import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// A tween interaction whose last offset is below 1, in the runtime (issue 29, record 0031): at
/// its end instant and after it, the property shows the implicit final keyframe, the underlying
/// value (what the property showed when the tween started), on every path that writes it — the
/// fast lane, the evaluating lane, a scrubbed timeline, the ghost that folds ended motions —
/// and its velocity there is 0.
@Suite("The after phase of implicit keyframes, in the runtime")
struct ImplicitAfterPhaseRuntimeTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let property = ReactiveProperty(7.0, name: "x")

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// 0 at offset 0, 100 at 0.5, then back to the underlying value at 1, over `seconds`.
  func goesAndComesBack(over seconds: Double = 1, timeline: Timeline? = nil) throws
    -> TweenInteraction<Double>
  {
    TweenInteraction(
      try Tween(duration: seconds, values: [0.0, 100], offsets: [0, 0.5]), timeline: timeline)
  }

  @Test(
    "TW-7: alone on a property (its fast lane), at and after the end it shows the value under it")
  func alone() throws {
    let tween = try goesAndComesBack()
    runtime.add(tween, to: property)
    #expect(property.value == 0)
    source.advance(by: 0.5)
    #expect(property.value == 100)
    source.advance(by: 0.5)  // exactly the end instant, 1 s after registration
    #expect(source.now == 1)
    #expect(property.value == 7)
    #expect(runtime.velocity(of: property) == 0)
    #expect(!runtime.isActive(tween))
    source.advance(by: 2)
    #expect(property.value == 7)
    #expect(runtime.velocity(of: property) == 0)
    #expect(runtime.frameObserverCount == 0)
  }

  @Test("TW-7: frame by frame, the frame on the end and every later one show the value under it")
  func frameByFrame() throws {
    let tween = try goesAndComesBack(over: 0.25)  // 15 frames at 60 Hz
    runtime.add(tween, to: property)
    var seen: [Double] = []
    for _ in 0..<30 {
      source.advance(frames: 1)
      if !(source.now < 0.25) { seen.append(property.value) }
    }
    #expect(!seen.isEmpty && seen.allSatisfy { $0 == 7 }, "\(seen)")
  }

  @Test("TW-7, TW-18: ending last over an earlier tween, it shows the value it started from")
  func overAnotherTween() throws {
    // A (registered first) and B end at the same instant; B wins the tie (registered later)
    // and shows its implicit final keyframe: A's value when B started, 50.
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [50.0, 90])), to: property)
    runtime.add(try goesAndComesBack(), to: property)
    source.advance(by: 0.5)
    #expect(property.value == 100)
    source.advance(by: 0.5)
    #expect(property.value == 50)
    source.advance(by: 1)
    #expect(property.value == 50)
    #expect(!runtime.isActive)
  }

  @Test("TW-7, TW-12: a paused timeline scrubbed to the end or past it shows the value under it")
  func scrubbed() throws {
    let timeline = Timeline(clock: source)
    runtime.add(try goesAndComesBack(timeline: timeline), to: property)
    timeline.paused.value = true
    try timeline.scrub(to: 0.25)
    #expect(property.value == 50)
    try timeline.scrub(to: 1)
    #expect(property.value == 7)
    try timeline.scrub(to: 5)
    #expect(property.value == 7)
    try timeline.scrub(to: 0.5)
    #expect(property.value == 100)
  }

  @Test("TW-7, TW-18: folded into the ghost by a later tween, it still shows the value under it")
  func folded() throws {
    let first = try goesAndComesBack(over: 0.5)
    runtime.add(first, to: property)
    source.advance(by: 1)
    #expect(property.value == 7)
    // A later tween that ends too makes the first one droppable: the ghost keeps its value,
    // and the later one, toggled off, hands the property back to it.
    let later = TweenInteraction(try Tween(duration: 0.25, values: [20.0, 30]))
    runtime.add(later, to: property)
    source.advance(by: 1)
    #expect(property.value == 30)
    later.enabled.value = false
    #expect(property.value == 7)
  }
}
