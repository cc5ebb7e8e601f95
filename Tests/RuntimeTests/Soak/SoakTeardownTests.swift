import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// What the soak's teardown check found: letting go of the runtime rewrote properties with
/// values of motions long superseded (a tossed card jumped back to where the finger let go, a
/// retargeted spring to its previous destination), as each spring's connection, unsubscribed,
/// removed its runs and the arbiter showed what was left. Letting go of the runtime now
/// changes no value (RT-1: the runtime unsubscribes what it connected; the app's state stays).
@Suite("Soak: teardown keeps what shows")
struct SoakTeardownTests {
  @Test(
    "RT-1: a runtime let go of after a toss and a retargeted spring came to rest writes nothing")
  func atRest() throws {
    let source = ManualFrameSource(rate: .hz120)
    let card = MotionElement(name: "card")
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    var writes: [String] = []
    var observers: [Subscription] = []
    defer { for observer in observers { observer.unsubscribe() } }
    do {
      let runtime = FrameRuntime(frameSource: source)
      let scale = try Spring(to: 2.0)
      runtime.add(scale, to: card.scale)
      let anchor = Point(x: 300, y: 300)
      runtime.add(Tossable(pan, spring: try Spring(to: anchor), anchors: [anchor]), to: card)
      source.advance(by: 1)
      scale.destination.value = 0.5  // a second run; the first stays as the latest-ended
      for (index, x) in [0.0, 20, 40, 60, 80].enumerated() {
        feed([pan], [pointer(index == 0 ? .down : .move, 1, x, 0, at: source.now)])
        source.advance(frames: 1)
      }
      feed([pan], [pointer(.up, 1, 80, 0, at: source.now)])
      source.advance(by: 3)
      #expect(!runtime.isActive)
      #expect(near(card.position.value, anchor, 1e-6))
      #expect(abs(card.scale.value - 0.5) < 1e-6)
      observers = [
        card.position.subscribe { writes.append("position \($0)") },
        card.scale.subscribe { writes.append("scale \($0)") },
      ]
      writes.removeAll()  // the observers' first values
    }
    let state = card.state
    #expect(writes.isEmpty, "\(writes)")
    source.advance(frames: 10)
    #expect(card.state == state)
    #expect(source.observerCount == 0)
  }

  @Test("RT-1: a runtime let go of while springs, a toss and a tween run writes nothing more")
  func midMotion() throws {
    let source = ManualFrameSource(rate: .hz120)
    let card = MotionElement(name: "card")
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    var writes: [String] = []
    var observers: [Subscription] = []
    defer { for observer in observers { observer.unsubscribe() } }
    do {
      let runtime = FrameRuntime(frameSource: source)
      let scale = try Spring(to: 2.0)
      runtime.add(scale, to: card.scale)
      runtime.add(
        Tossable(pan, spring: try Spring(to: Point(x: 300, y: 300))), to: card)
      runtime.add(TweenInteraction(try Tween(duration: 1, values: [0.0, 3])), to: card.rotation)
      source.advance(frames: 6)
      scale.destination.value = 0.5
      source.advance(frames: 6)
      #expect(runtime.isActive)
      observers = [
        card.position.subscribe { writes.append("position \($0)") },
        card.scale.subscribe { writes.append("scale \($0)") },
        card.rotation.subscribe { writes.append("rotation \($0)") },
      ]
      writes.removeAll()
    }
    let state = card.state
    #expect(writes.isEmpty, "\(writes)")
    source.advance(frames: 10)
    #expect(card.state == state)
  }
}
