import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Gesture streams and operators (GR-9)")
struct GestureStreamTests {
  private let drag = [
    down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01), move(1, 30, 5, at: 0.02),
    up(1, 30, 5, at: 0.03),
  ]

  @Test("GR-9: a recognizer is a source: its stream emits on each state write, with motion state")
  func source() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var states: [GestureRecognizerState] = []
    var motion: [MotionState] = []
    let subscription = pan.asStream().subscribe(
      next: { states.append($0.state) }, state: { motion.append($0) })
    #expect(states.isEmpty)  // nothing on subscription
    feed(pan, drag)
    #expect(states == [.began, .changed, .ended, .possible])
    #expect(motion == [.active, .atRest])
    subscription.unsubscribe()
    feed(pan, drag)
    #expect(states.count == 4)
  }

  @Test("GR-9: whenRecognitionStateIs and whenRecognitionStateIsAnyOf filter by state")
  func stateFilters() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var ended = 0
    var active: [GestureRecognizerState] = []
    let a = pan.asStream().whenRecognitionStateIs(.ended).subscribe { _ in ended += 1 }
    let b = pan.asStream().whenRecognitionStateIsAnyOf([.began, .changed]).subscribe {
      active.append($0.state)
    }
    feed(pan, drag)
    #expect(ended == 1)
    #expect(active == [.began, .changed])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("GR-9: centroid(in:) emits the pointers' centroid in the element")
  func centroid() {
    let card = HitRegion(frame: Rect(x: 10, y: 10, width: 100, height: 100))
    let pan = PanGestureRecognizer(element: card)
    var points: [Point] = []
    let subscription = pan.asStream().centroid(in: card).subscribe { points.append($0) }
    feed(pan, drag)
    #expect(
      points == [
        Point(x: 10, y: -10), Point(x: 20, y: -5), Point(x: 20, y: -5), .init(x: 20, y: -5),
      ])
    subscription.unsubscribe()
  }

  @Test("GR-9: translation(addedTo:in:) reads the start at began, emits only in began/changed")
  func translationAddedTo() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let position = ReactiveProperty(Point(x: 100, y: 100))
    let subscription = pan.asStream().translation(addedTo: position.asStream(), in: nil)
      .subscribe { position.value = $0 }
    var written: [Point] = []
    let watch = position.subscribe { written.append($0) }
    written.removeAll()
    feed(pan, drag)
    // Began at x = 20 (slop consumed): 100 + 0, then 100 + (10, 5). Nothing at ended/possible.
    #expect(written == [Point(x: 100, y: 100), Point(x: 110, y: 105)])
    // A second drag starts from the property's new value, read at began.
    position.value = Point(x: 0, y: 0)
    written.removeAll()
    feed(
      pan,
      drag.map { event in
        var later = event
        later.timestamp += 1
        return later
      })
    #expect(written == [Point(x: 0, y: 0), Point(x: 10, y: 5)])
    subscription.unsubscribe()
    watch.unsubscribe()
  }

  @Test("GR-9: each subscription keeps its own start")
  func perSubscriptionStart() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let stream = pan.asStream()
    var first: [Point] = []
    var second: [Point] = []
    let a = stream.translation(addedTo: ReactiveProperty(Point(x: 1, y: 1)).asStream(), in: nil)
      .subscribe { first.append($0) }
    let b = stream.translation(addedTo: ReactiveProperty(Point(x: 50, y: 0)).asStream(), in: nil)
      .subscribe { second.append($0) }
    feed(pan, drag)
    #expect(first == [Point(x: 1, y: 1), Point(x: 11, y: 6)])
    #expect(second == [Point(x: 50, y: 0), Point(x: 60, y: 5)])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("GR-9: translation in a scaled element's coordinates")
  func translationInElement() {
    let parent = HitRegion(
      frame: Rect(x: 0, y: 0, width: 100, height: 100), transform: AffineTransform(scaleX: 2, y: 2))
    let pan = PanGestureRecognizer(element: HitRegion(parent: parent))
    var translations: [Point] = []
    let subscription = pan.asStream().translation(in: parent).subscribe { translations.append($0) }
    feed(pan, drag)
    #expect(translations[1] == Point(x: 5, y: 2.5))  // 10, 5 root points are half in the parent
    subscription.unsubscribe()
  }

  @Test("GR-9: velocity emits the estimate, the release velocity on ended")
  func velocity() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var ended: [Point] = []
    let subscription = pan.asStream().whenRecognitionStateIs(.ended).velocity(in: nil).subscribe {
      ended.append($0)
    }
    pan.handle(down(1, 0, 0, at: 0))
    for i in 1...10 { pan.handle(move(1, Double(i) * 5, 0, at: Double(i) * 0.01)) }
    pan.handle(up(1, 50, 0, at: 0.1))
    #expect(ended.count == 1)
    #expect(close(ended[0], Point(x: 500, y: 0), 1e-6))
    subscription.unsubscribe()
  }

  @Test("GR-9: rotation and scale streams, alone and applied to a start value")
  func rotationAndScale() throws {
    let pinch = try ScaleGestureRecognizer(element: HitRegion(), slop: 0)
    let rotation = try RotationGestureRecognizer(element: HitRegion(), slop: 0)
    var scales: [Double] = []
    var scaled: [Double] = []
    var angles: [Double] = []
    var turned: [Double] = []
    let subscriptions = [
      pinch.asStream().scale().subscribe { scales.append($0) },
      pinch.asStream().scale(multiplying: ReactiveProperty(2.0).asStream()).subscribe {
        scaled.append($0)
      },
      rotation.asStream().rotation().subscribe { angles.append($0) },
      rotation.asStream().rotation(addedTo: ReactiveProperty(1.0).asStream()).subscribe {
        turned.append($0)
      },
    ]
    let events = [
      down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 150, 0, at: 0.01),
      move(2, 0, 300, at: 0.02), up(2, 0, 300, at: 0.03), up(1, 0, 0, at: 0.04),
    ]
    feed(pinch, events)
    feed(rotation, events)
    // Scale began at 150 (slop 0), then 300: 1, 2, then ended (2), then possible (1).
    #expect(scales == [1, 2, 2, 1])
    #expect(scaled == [2, 4])
    // Rotation began at the move to (0, 300): a quarter turn — only one move turns, so it
    // begins there with rotation 0 and ends.
    #expect(angles.first == 0 && angles.last == 0)
    #expect(turned == [1])
    for subscription in subscriptions { subscription.unsubscribe() }
    var velocities: [Double] = []
    let v = pinch.asStream().velocity().subscribe { velocities.append($0) }
    let w = rotation.asStream().velocity().subscribe { velocities.append($0) }
    feed(
      pinch,
      events.map { e in
        var later = e
        later.timestamp += 1
        return later
      })
    #expect(!velocities.isEmpty)
    v.unsubscribe()
    w.unsubscribe()
  }

  @Test("MO-8: a recognizer with subscribed streams is freed once unsubscribed and dropped")
  func lifetime() {
    weak var weakPan: PanGestureRecognizer?
    weak var weakElement: HitRegion?
    var subscription = Subscription()
    do {
      let element = HitRegion()
      let pan = PanGestureRecognizer(element: element)
      weakPan = pan
      weakElement = element
      subscription = pan.asStream().translation(
        addedTo: ReactiveProperty(Point.zero).asStream(), in: element
      ).subscribe { _ in }
      feed(pan, drag)
    }
    // The subscription alone does not keep the recognizer alive (its observer holds it unowned).
    #expect(weakPan == nil)
    #expect(weakElement == nil)
    subscription.unsubscribe()  // a no-op now, and safe
  }
}
