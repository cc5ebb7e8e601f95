import Foundation
import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A recognizer outside the library whose snapshot reads the state as it is when asked (the
/// protocol's default `snapshot()`), while its observers are called in a plain loop, nested.
private final class NestingRecognizer: GestureRecognizer {
  let element = HitRegion()
  private(set) var state = GestureRecognizerState.possible
  var enabled = true
  private var observers: [(id: Int, call: (GestureRecognizerState) -> Void)] = []
  private var nextID = 0

  func addStateChangeObserver(_ observer: @escaping (GestureRecognizerState) -> Void)
    -> Subscription
  {
    nextID += 1
    let id = nextID
    observers.append((id, observer))
    return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func location(in element: HitRegion?) -> Point { .zero }

  func set(_ state: GestureRecognizerState) {
    self.state = state
    for observer in observers { observer.call(state) }
  }
}

/// A snapshot refers to its recognizer's record of the write, copied on write: a snapshot kept
/// while the recognizer goes on (no delayed stream needed) keeps the values and velocity of its
/// write, and changing a snapshot changes nothing else.
@Suite("Snapshots kept past later events (GR-9)")
struct SnapshotRecordTests {
  /// A 120 Hz drag of `moves` moves, accelerating, so that each write has its own velocity.
  private func drag(moves: Int) -> [PointerEvent] {
    var events = [down(1, 0, 0, at: 0)]
    for i in 1...moves {
      let t = Double(i) / 120
      events.append(move(1, 300 * t + 2000 * t * t, 50 * t, at: t))
    }
    let end = Double(moves) / 120
    events.append(up(1, 300 * end + 2000 * end * end, 50 * end, at: end + 0.001))
    return events
  }

  @Test("GR-9: snapshots kept while a pan moves on give the velocity and values of their write")
  func keptPanSnapshots() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var live: [(GestureRecognizerState, Point, Point, Point)] = []
    let observer = pan.addStateChangeObserver { state in
      live.append((state, pan.translation(in: nil), pan.velocity(in: nil), pan.location(in: nil)))
    }
    var kept: [GestureSnapshot<PanGestureRecognizer>] = []
    let subscription = pan.asStream().subscribe { kept.append($0) }
    // 30 moves: the ring of 20 samples wraps while the first snapshots are still held.
    feed(pan, drag(moves: 30))
    #expect(kept.count == live.count)
    // Began at the 4th move (past the slop), 26 changed, ended, possible.
    #expect(kept.count == 29)
    #expect(kept.map(\.state) == live.map(\.0))
    for (snapshot, written) in zip(kept, live) {
      #expect(snapshot.translation == written.1)
      #expect(snapshot.velocity == written.2)
      #expect(snapshot.location == written.3)
    }
    // The velocities differ from write to write (the drag accelerates), so a snapshot reading
    // the ring as it is now would not match.
    #expect(kept[3].velocity.x < kept[20].velocity.x)
    #expect(kept[27].state == .ended)
    #expect(kept[27].velocity.x > 0)  // the release velocity
    #expect(pan.velocity(in: nil) == .zero)
    observer.unsubscribe()
    subscription.unsubscribe()
  }

  @Test("GR-9: a snapshot taken outside a delivery keeps its velocity after more samples")
  func heldSnapshotOutsideDelivery() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let events = drag(moves: 30)
    feed(pan, Array(events.prefix(6)))
    let held = pan.snapshot()
    let heldVelocity = pan.velocity(in: nil)
    let heldTranslation = pan.translation(in: nil)
    #expect(heldVelocity.x > 0)
    feed(pan, Array(events[6..<28]))  // 22 more samples: every slot of the ring rewritten
    #expect(pan.velocity(in: nil) != heldVelocity)
    #expect(held.velocity == heldVelocity)
    #expect(held.translation == heldTranslation)
    #expect(held.state == .changed)
    // A snapshot taken now sees the current values; the held one still its own.
    let now = pan.snapshot()
    #expect(now.velocity == pan.velocity(in: nil))
    #expect(now.translation == pan.translation(in: nil))
    #expect(held.velocity == heldVelocity)
  }

  @Test("GR-9: changing a snapshot changes only that snapshot")
  func snapshotIsAValue() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var changed: [GestureSnapshot<PanGestureRecognizer>] = []
    var unchanged: [GestureSnapshot<PanGestureRecognizer>] = []
    // The first subscriber changes its copy during the delivery; the second must not see it.
    let a = pan.asStream().subscribe { snapshot in
      var copy = snapshot
      copy.translation = Point(x: -1, y: -1)
      copy.location = Point(x: -2, y: -2)
      copy.rotation = 3
      copy.scale = 4
      copy.state = .failed
      changed.append(copy)
    }
    let b = pan.asStream().subscribe { unchanged.append($0) }
    feed(pan, Array(drag(moves: 5).prefix(6)))  // began at the 4th move, changed at the 5th
    #expect(changed.count == 2 && unchanged.count == 2)  // began, changed
    #expect(changed.allSatisfy { $0.translation == Point(x: -1, y: -1) && $0.state == .failed })
    #expect(changed.allSatisfy { $0.location == Point(x: -2, y: -2) })
    #expect(changed.allSatisfy { $0.rotation == 3 && $0.scale == 4 })
    #expect(unchanged.map(\.state) == [.began, .changed])
    #expect(unchanged[1].translation == pan.translation(in: nil))
    #expect(unchanged[1].location == pan.location(in: nil))
    #expect(unchanged.allSatisfy { $0.rotation == 0 && $0.scale == 1 })
    // The changed copies keep the velocity of their write.
    #expect(changed[1].velocity == unchanged[1].velocity)
    #expect(pan.snapshot().translation == pan.translation(in: nil))
    // Outside a delivery too.
    let original = pan.snapshot()
    var copy = original
    copy.translation = Point(x: 9, y: 9)
    #expect(original.translation == pan.translation(in: nil))
    #expect(pan.snapshot().translation == pan.translation(in: nil))
    #expect(copy.translation == Point(x: 9, y: 9))
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("GR-9: rotation and scale snapshots kept during the gesture keep their velocities")
  func keptTwoFingerSnapshots() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    let scale = ScaleGestureRecognizer(element: HitRegion())
    var liveRotation: [(Double, Double)] = []
    var liveScale: [(Double, Double)] = []
    let r = rotation.addStateChangeObserver { _ in
      liveRotation.append((rotation.rotation, rotation.velocity))
    }
    let s = scale.addStateChangeObserver { _ in liveScale.append((scale.scale, scale.velocity)) }
    var rotations: [GestureSnapshot<RotationGestureRecognizer>] = []
    var scales: [GestureSnapshot<ScaleGestureRecognizer>] = []
    let a = rotation.asStream().subscribe { rotations.append($0) }
    let b = scale.asStream().subscribe { scales.append($0) }
    // The second pointer circles the first, moving outwards and speeding up.
    var events = [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0)]
    for i in 1...30 {
      let t = Double(i) / 120
      let angle = 2 * t + 6 * t * t
      let radius = 100 + 600 * t + 400 * t * t
      events.append(move(2, radius * cos(angle), radius * sin(angle), at: t))
    }
    feed(rotation, events)
    feed(scale, events)
    #expect(rotations.count == liveRotation.count && rotations.count > 20)
    #expect(scales.count == liveScale.count && scales.count > 20)
    for (snapshot, written) in zip(rotations, liveRotation) {
      #expect(snapshot.rotation == written.0)
      #expect(snapshot.rotationVelocity == written.1)
      #expect(snapshot.scaleVelocity == 0)
      #expect(snapshot.velocity == .zero)
    }
    for (snapshot, written) in zip(scales, liveScale) {
      #expect(snapshot.scale == written.0)
      #expect(snapshot.scaleVelocity == written.1)
      #expect(snapshot.rotationVelocity == 0)
    }
    #expect(rotations[2].rotationVelocity < rotations[rotations.count - 1].rotationVelocity)
    #expect(scales[2].scaleVelocity < scales[scales.count - 1].scaleVelocity)
    r.unsubscribe()
    s.unsubscribe()
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("GR-9: the stream reports the state written even if the snapshot reads a later one")
  func writtenStateWins() {
    let recognizer = NestingRecognizer()
    // Registered first: on began it writes changed, nested, before the stream hears began.
    var nested = false
    let nesting = recognizer.addStateChangeObserver { [unowned recognizer] state in
      if state == .began, !nested {
        nested = true
        recognizer.set(.changed)
      }
    }
    var seen: [GestureRecognizerState] = []
    let subscription = recognizer.asStream().subscribe { seen.append($0.state) }
    recognizer.set(.began)
    // The default snapshot reads `.changed` during the began delivery; the stream says began.
    #expect(seen == [.changed, .began])
    subscription.unsubscribe()
    nesting.unsubscribe()
  }

  @Test("GR-9: a sample added while a write is delivered does not change that write's snapshot")
  func sampleAddedDuringDelivery() throws {
    // A pan waiting for a tap to fail begins when the tap fails, inside the tap's handling, not
    // its own: an event its began observer hands it is then handled at once, during the
    // delivery of began.
    let element = HitRegion()
    let pan = PanGestureRecognizer(element: element)
    let tap = try TapGestureRecognizer(element: element)
    let coordinator = GestureCoordinator()
    try coordinator.add(pan)
    try coordinator.add(tap)
    try coordinator.require(pan, toFail: tap)
    var atBegan: (Point, Point)?
    var stateAfterNestedMove: GestureRecognizerState?
    let observer = pan.addStateChangeObserver { state in
      guard state == .began, atBegan == nil else { return }
      atBegan = (pan.velocity(in: nil), pan.translation(in: nil))
      pan.handle(move(1, 60, 0, at: 0.03))
      stateAfterNestedMove = pan.state
    }
    var liveAtChanged: Point?
    let changedObserver = pan.addStateChangeObserver { state in
      if state == .changed { liveAtChanged = pan.velocity(in: nil) }
    }
    var seen: [GestureSnapshot<PanGestureRecognizer>] = []
    let subscription = pan.asStream().subscribe { seen.append($0) }
    for event in [down(1, 0, 0, at: 0), move(1, 5, 0, at: 0.01), move(1, 20, 0, at: 0.02)] {
      coordinator.handle(event)
    }
    // The nested move was handled during the began delivery (its write was queued).
    #expect(stateAfterNestedMove == .changed)
    #expect(seen.map(\.state) == [.began, .changed])
    let (velocity, translation) = try #require(atBegan)
    #expect(velocity.x > 0)
    #expect(seen[0].velocity == velocity)
    #expect(seen[0].translation == translation)
    #expect(seen[1].velocity == liveAtChanged)
    #expect(seen[1].velocity != velocity)
    #expect(seen[1].translation == Point(x: 40, y: 0))
    observer.unsubscribe()
    changedObserver.unsubscribe()
    subscription.unsubscribe()
  }

  @Test("GR-9: a snapshot made from values reads back every value; the defaults are neutral")
  func snapshotFromValues() {
    let full = GestureSnapshot<PanGestureRecognizer>(
      state: .changed, location: Point(x: 1, y: 2), translation: Point(x: 3, y: 4),
      velocity: Point(x: 5, y: 6), rotation: 7, rotationVelocity: 8, scale: 9, scaleVelocity: 10)
    #expect(full.state == .changed)
    #expect(full.location == Point(x: 1, y: 2))
    #expect(full.translation == Point(x: 3, y: 4))
    #expect(full.velocity == Point(x: 5, y: 6))
    #expect(full.rotation == 7)
    #expect(full.rotationVelocity == 8)
    #expect(full.scale == 9)
    #expect(full.scaleVelocity == 10)
    let neutral = GestureSnapshot<PanGestureRecognizer>(state: .began, location: Point(x: 1, y: 1))
    #expect(neutral.translation == .zero)
    #expect(neutral.velocity == .zero)
    #expect(neutral.rotation == 0)
    #expect(neutral.rotationVelocity == 0)
    #expect(neutral.scale == 1)
    #expect(neutral.scaleVelocity == 0)
  }
}
