import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Issue 13 point 6: the "added to" operators subscribed mid-gesture start from that moment.
@Suite("Subscribing mid-gesture (GR-9)")
struct MidGestureSubscriptionTests {
  @Test("GR-9: translation(addedTo:) subscribed mid-gesture starts at the property, no jump")
  func translationMidGesture() {
    let pan = PanGestureRecognizer(element: HitRegion())
    feed(pan, [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01), move(1, 50, 0, at: 0.02)])
    #expect(pan.state == .changed)
    let position = ReactiveProperty(Point(x: 100, y: 100))
    let subscription = pan.asStream().translation(addedTo: position.asStream(), in: nil)
      .subscribe { position.value = $0 }
    var written: [Point] = []
    let watch = position.subscribe { written.append($0) }
    written.removeAll()
    feed(pan, [move(1, 60, 5, at: 0.03), move(1, 70, 10, at: 0.04), up(1, 70, 10, at: 0.05)])
    // The first write starts the subscription: the property is kept; then it follows.
    #expect(written == [Point(x: 100, y: 100), Point(x: 110, y: 105)])
    // The next gesture starts at began as usual.
    written.removeAll()
    feed(pan, [down(1, 0, 0, at: 1), move(1, 20, 0, at: 1.01), move(1, 25, 0, at: 1.02)])
    #expect(written == [Point(x: 110, y: 105), Point(x: 115, y: 105)])
    subscription.unsubscribe()
    watch.unsubscribe()
  }

  @Test("GR-9: rotation(addedTo:) and scale(multiplying:) subscribed mid-gesture start there")
  func twoFingerMidGesture() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    let scale = ScaleGestureRecognizer(element: HitRegion())
    let start = [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 0, 100, at: 0.01)]
    feed(rotation, start)
    feed(scale, start + [move(2, 0, 150, at: 0.02)])
    #expect(rotation.state == .began)
    #expect(scale.state.isActive)
    let angle = ReactiveProperty(1.0)
    let size = ReactiveProperty(2.0)
    let a = rotation.asStream().rotation(addedTo: angle.asStream()).subscribe { angle.value = $0 }
    let b = scale.asStream().scale(multiplying: size.asStream()).subscribe { size.value = $0 }
    // A quarter turn further for the rotation; the pair's distance from 150 to 300 for the scale.
    feed(rotation, [move(2, -100, 0, at: 0.02), move(2, 0, -100, at: 0.03)])
    feed(scale, [move(2, 0, 200, at: 0.03), move(2, 0, 300, at: 0.04)])
    #expect(abs(angle.value - (1 + .pi / 2)) < 1e-12)
    #expect(abs(size.value - 2 * 300.0 / 200.0) < 1e-12)
    a.unsubscribe()
    b.unsubscribe()
  }
}
