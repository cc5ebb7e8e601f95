import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Issue 13 point 3: gesture streams carry what was written, a value captured at the write.
@Suite("Gesture snapshots (GR-9)")
struct GestureSnapshotTests {
  private let drag = [
    down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01), move(1, 30, 5, at: 0.02),
    move(1, 40, 10, at: 0.03), up(1, 40, 10, at: 0.04),
  ]

  @Test("GR-9: whenRecognitionStateIs(.began) sees began although an observer disables the pan")
  func beganSurvivesDisabling() {
    let pan = PanGestureRecognizer(element: HitRegion())
    // Registered first, so it runs before the stream's observer in the began delivery.
    let disabler = pan.addStateChangeObserver { state in
      if state == .began { pan.enabled = false }
    }
    var began: [GestureSnapshot<PanGestureRecognizer>] = []
    var all: [GestureRecognizerState] = []
    let a = pan.asStream().whenRecognitionStateIs(.began).subscribe { began.append($0) }
    let b = pan.asStream().subscribe { all.append($0.state) }
    feed(pan, Array(drag.prefix(2)))
    #expect(began.count == 1)
    #expect(began.first?.translation == .zero)
    #expect(began.first?.location == Point(x: 20, y: 0))
    #expect(all == [.began, .cancelled, .possible])
    #expect(pan.state == .possible)
    disabler.unsubscribe()
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("GR-9: a stream after an observer that disables the pan mid-drag sees the write's velocity")
  func changedVelocitySurvivesDisabling() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var written: Point?
    // Registered first: it reads the velocity of the second `changed` write, then disables the
    // pan (which resets its velocity samples) before the stream's observer runs.
    var changes = 0
    let disabler = pan.addStateChangeObserver { state in
      guard state == .changed else { return }
      changes += 1
      if changes == 2 {
        written = pan.velocity(in: nil)
        pan.enabled = false
      }
    }
    var seen: [GestureSnapshot<PanGestureRecognizer>] = []
    let subscription = pan.asStream().subscribe { seen.append($0) }
    feed(pan, Array(drag.prefix(4)))
    #expect(seen.map(\.state) == [.began, .changed, .changed, .cancelled, .possible])
    #expect(written != nil && written != .zero)
    #expect(seen.count == 5 && seen[2].velocity == written)
    #expect(pan.velocity(in: nil) == .zero)
    disabler.unsubscribe()
    subscription.unsubscribe()
  }

  @Test("GR-9: a delayed stream sees ended with the release values, not the later possible")
  func delayedStreamSeesEnded() {
    let scheduler = ManualScheduler()
    let pan = PanGestureRecognizer(element: HitRegion())
    var live: [(GestureRecognizerState, Point, Point)] = []
    let observer = pan.addStateChangeObserver { state in
      live.append((state, pan.translation(in: nil), pan.velocity(in: nil)))
    }
    var delayed: [GestureSnapshot<PanGestureRecognizer>] = []
    let subscription = pan.asStream().delay(by: 0.5, scheduler: scheduler)
      .subscribe { delayed.append($0) }
    feed(pan, drag)
    #expect(delayed.isEmpty)
    scheduler.advance(by: 1)
    #expect(delayed.map(\.state) == [.began, .changed, .changed, .ended, .possible])
    #expect(delayed.map(\.state) == live.map(\.0))
    for (snapshot, written) in zip(delayed, live) {
      #expect(snapshot.translation == written.1)
      #expect(snapshot.velocity == written.2)
    }
    let ended = delayed[3]
    #expect(ended.translation == Point(x: 20, y: 10))
    #expect(ended.velocity.x > 0)  // the release velocity, although the pan has reset since
    #expect(pan.velocity(in: nil) == .zero)
    observer.unsubscribe()
    subscription.unsubscribe()
  }

  @Test("GR-9: writes made during a delivery reach the stream in order, each with its own values")
  func nestedWritesKeepTheirValues() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var seen: [(GestureRecognizerState, Point)] = []
    let stream = pan.asStream().subscribe { seen.append(($0.state, $0.translation)) }
    // Registered after the stream: disables during the first changed delivery.
    let disabler = pan.addStateChangeObserver { state in
      if state == .changed { pan.enabled = false }
    }
    feed(pan, Array(drag.prefix(3)))
    #expect(seen.map(\.0) == [.began, .changed, .cancelled, .possible])
    #expect(seen[1].1 == Point(x: 10, y: 5))
    #expect(seen[2].1 == Point(x: 10, y: 5))  // cancelled carries the translation it ended at
    #expect(seen[3].1 == .zero)
    stream.unsubscribe()
    disabler.unsubscribe()
  }

  @Test("GR-9: rotation and scale snapshots carry their values and velocities")
  func twoFingerSnapshots() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    let scale = ScaleGestureRecognizer(element: HitRegion())
    var rotations: [GestureSnapshot<RotationGestureRecognizer>] = []
    var scales: [GestureSnapshot<ScaleGestureRecognizer>] = []
    let a = rotation.asStream().delay(by: 1, scheduler: ManualScheduler())
      .subscribe { rotations.append($0) }
    let scheduler = ManualScheduler()
    let b = scale.asStream().delay(by: 1, scheduler: scheduler).subscribe { scales.append($0) }
    var releasedScaleVelocity = 0.0
    let c = scale.addStateChangeObserver { state in
      if state == .ended { releasedScaleVelocity = scale.velocity }
    }
    let events = [
      down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 120, 0, at: 0.01),
      move(2, 140, 0, at: 0.02), move(2, 160, 0, at: 0.03), up(2, 160, 0, at: 0.03),
      up(1, 0, 0, at: 0.04),
    ]
    feed(scale, events)
    scheduler.advance(by: 2)
    #expect(scales.map(\.state) == [.began, .changed, .changed, .ended, .possible])
    #expect(abs(scales[3].scale - 160.0 / 120.0) < 1e-12)
    #expect(scales[3].scaleVelocity == releasedScaleVelocity)
    #expect(releasedScaleVelocity > 0)
    #expect(scales[3].rotation == 0)
    #expect(scales[3].translation == .zero)
    #expect(rotations.isEmpty)
    a.unsubscribe()
    b.unsubscribe()
    c.unsubscribe()
  }

  @Test("GR-9: a snapshot read outside a delivery is the recognizer's current values")
  func snapshotOutsideDelivery() {
    let pan = PanGestureRecognizer(element: HitRegion())
    feed(pan, Array(drag.prefix(3)))
    let snapshot = pan.snapshot()
    #expect(snapshot.state == .changed)
    #expect(snapshot.translation == pan.translation(in: nil))
    #expect(snapshot.velocity == pan.velocity(in: nil))
    #expect(snapshot.location == pan.location(in: nil))
  }
}
