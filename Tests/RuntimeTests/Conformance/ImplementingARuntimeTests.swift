import Foundation
import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// The shipped interactions run on a runtime that implements only `InteractionRuntime` (the
/// article's ``SmallRuntime``), exactly as on `FrameRuntime`: they take the runtime generically
/// and never downcast.
@Suite("Implementing a runtime")
struct ImplementingARuntimeTests {
  /// A scene of tweens competing on one property, a from-less tween, and a thrown drag that
  /// settles; returns what the element shows after each frame.
  static func scene(on runtime: some InteractionRuntime, source: ManualFrameSource) throws
    -> [[Double]]
  {
    let card = MotionElement(name: "card", position: Point(x: 10, y: 20), opacity: 0)
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    runtime.add(TweenInteraction(try Tween(duration: 0.1, values: [0.0, 1])), to: card.opacity)
    runtime.add(
      TweenInteraction(try Tween(duration: 0.04, delay: 0.02, values: [0.5, 0.2])),
      to: card.opacity)
    runtime.add(TweenInteraction(try Tween(duration: 0.08, values: [2.0])), to: card.scale)
    runtime.add(Draggable(pan, release: try DragRelease(duration: 0.1)), to: card)
    var samples: [[Double]] = []
    let sampler = source.addFrameObserver { _ in
      let state = card.state
      samples.append([state.opacity, state.scale, state.position.x, state.position.y])
    }
    var events = [pointer(.down, 1, 0, 0, at: source.now)]
    for step in 1...6 {
      events.append(
        pointer(.move, 1, Double(step) * 8 + 10, 3, at: source.now + Double(step) * 0.01))
    }
    events.append(pointer(.up, 1, 58, 3, at: source.now + 0.07))
    feed([pan], events)
    source.advance(by: 0.2)
    sampler.unsubscribe()
    return samples
  }

  @Test(
    "RT-2, RT-7, TW-15…TW-18: the shipped interactions run on a runtime that implements only InteractionRuntime, as on FrameRuntime"
  )
  func sameValues() throws {
    let small = ManualFrameSource()
    let smallSamples = try withExtendedLifetime(SmallRuntime(frameSource: small)) {
      try Self.scene(on: $0, source: small)
    }
    let shipped = ManualFrameSource()
    let shippedSamples = try withExtendedLifetime(FrameRuntime(frameSource: shipped)) {
      try Self.scene(on: $0, source: shipped)
    }
    #expect(smallSamples.count == 12)
    #expect(smallSamples == shippedSamples)
    #expect(smallSamples.last?[0] == 1 && smallSamples.last?[1] == 2)
  }

  @Test("RT-2: the small runtime stores before invoking, and get(_:) caches through attachments")
  func storesAndCaches() {
    final class Node: ReactiveViewable {
      func makeReactiveView() -> MotionElement { MotionElement(name: "node") }
    }
    let runtime = SmallRuntime(frameSource: ManualFrameSource())
    let node = Node()
    #expect(runtime.get(node) === runtime.get(node))
    let property = ReactiveProperty(0.0)
    let first = Ramp(to: 1, over: 1)
    let second = Ramp(to: 2, over: 1)
    runtime.add(first, to: property)
    runtime.add(second, to: property)
    #expect(
      runtime.interactions(ofType: Ramp.self, for: property).map(ObjectIdentifier.init) == [
        ObjectIdentifier(first), ObjectIdentifier(second),
      ])
  }

  @Test("RT-1: a small runtime that goes away frees its interactions and disconnects its streams")
  func lifetime() {
    let source = ManualFrameSource()
    let input = ReactiveProperty(0.0)
    weak var weakRuntime: SmallRuntime?
    weak var weakTween: TweenInteraction<Double>?
    do {
      let runtime = SmallRuntime(frameSource: source)
      let tween = TweenInteraction(try! Tween(duration: 1, values: [0.0, 1]))
      runtime.add(tween, to: ReactiveProperty(0.0))
      runtime.connect(input.asStream(), to: ReactiveProperty(0.0))
      source.advance(frames: 2)
      (weakRuntime, weakTween) = (runtime, tween)
    }
    #expect(weakRuntime == nil && weakTween == nil)
    #expect(input.observerCount == 0 && source.observerCount == 0)
  }

  @Test("the DocC article shows SmallRuntime exactly as compiled here")
  func articleMatches() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = tests.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let source = try String(
      contentsOf: tests.appendingPathComponent("SmallRuntime.swift"), encoding: .utf8)
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/Runtime/Runtime.docc/ImplementingARuntime.md"),
      encoding: .utf8)
    let code = try #require(source.range(of: "/// Runs interactions and nothing more"))
    #expect(article.contains(source[code.lowerBound...].trimmingCharacters(in: .newlines)))
  }
}
