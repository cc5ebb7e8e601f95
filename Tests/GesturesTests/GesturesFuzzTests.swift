import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Pointer storms that `RandomSequenceTests` (state legality) does not cover: the *values*
/// recognizers report, checked against a reference, and observers that re-enter the recognizers
/// while they deliver.
@Suite("Gestures fuzzing")
struct GesturesFuzzTests {
  @Test(
    "GR-8: a one-finger pan's translation is the finger's travel since began, through bad input")
  func panTranslationMatchesReference() {
    var failures: [String] = []
    var compared = 0
    let cases = fuzzIterations(ci: 3_000)
    for index in 0..<cases {
      var random = SeededRandom(seed: 0x9A_0000 &+ UInt64(index))
      let pan = PanGestureRecognizer(element: HitRegion())
      var began: Point?
      var finger = Point(x: random.uniform(-100, 100), y: random.uniform(-100, 100))
      var time = 0.0
      pan.handle(PointerEvent(pointer: 1, phase: .down, position: finger, timestamp: time))
      for _ in 0..<(5 + random.below(40)) {
        let roll = random.below(100)
        time += roll < 5 ? -0.01 : random.uniform(0, 0.03)  // sometimes backwards
        var position = finger + Point(x: random.uniform(-15, 15), y: random.uniform(-15, 15))
        if roll == 7 { position.x = .nan }
        if roll == 8 { position.y = .infinity }
        let timestamp = roll == 9 ? Double.nan : time
        let wasActive = pan.state.isActive
        pan.handle(PointerEvent(pointer: 1, phase: .move, position: position, timestamp: timestamp))
        if position.x.isFinite && position.y.isFinite { finger = position }  // bad ones ignored
        if !wasActive && pan.state == .began { began = finger }
        guard pan.state.isActive, let began else { continue }
        let expected = finger - began
        let actual = pan.translation(in: nil)
        compared += 1
        if abs(actual.x - expected.x) > 1e-9 || abs(actual.y - expected.y) > 1e-9 {
          failures.append("case \(index): translation \(actual), finger travelled \(expected)")
        }
      }
      pan.handle(PointerEvent(pointer: 1, phase: .up, position: finger, timestamp: time + 0.01))
      if pan.state != .possible { failures.append("case \(index): left in \(pan.state)") }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(compared > cases * 5)
  }

  @Test("GR-4, GR-9: observers that re-enter (events, enabled, unsubscribes) see finite values")
  func reentrantStorms() throws {
    weak var weakPan: PanGestureRecognizer?
    var problems: [String] = []
    var values = 0
    do {
      let parent = HitRegion(frame: Rect(x: 40, y: 10, width: 300, height: 300))
      parent.transform = AffineTransform(rotationAngle: 0.3).concatenating(
        AffineTransform(scaleX: 1.5, y: 1.5))
      let element = HitRegion(frame: Rect(x: 10, y: 10, width: 100, height: 100), parent: parent)
      let pan = PanGestureRecognizer(element: element)
      let rotation = RotationGestureRecognizer(element: element)
      let scale = ScaleGestureRecognizer(element: element)
      let coordinator = GestureCoordinator()
      for recognizer in [pan, rotation, scale] as [PointerGestureRecognizer] {
        try coordinator.add(recognizer)
      }
      coordinator.allowSimultaneousRecognition(pan, scale)
      let recognizers: [PointerGestureRecognizer] = [pan, rotation, scale]
      let recorders = [
        StateRecorder(pan, continuous: true), StateRecorder(rotation, continuous: true),
        StateRecorder(scale, continuous: true),
      ]
      var random = SeededRandom(seed: 0x5707)
      var time = 0.0
      var subscriptions: [Subscription] = []
      func check(_ value: Double, _ what: String) {
        values += 1
        if !value.isFinite { problems.append("\(what) = \(value)") }
      }
      func subscribeAll() {
        subscriptions += [
          pan.asStream().translation(in: parent).subscribe { check($0.x + $0.y, "translation") },
          pan.asStream().velocity(in: element).subscribe { check($0.x + $0.y, "velocity") },
          rotation.asStream().rotation().subscribe { check($0, "rotation") },
          scale.asStream().scale().subscribe { check($0, "scale") },
          scale.asStream().centroid(in: element).subscribe { check($0.x + $0.y, "centroid") },
        ]
      }
      subscribeAll()
      // Observers that re-enter: hand an event in, flip `enabled`, drop subscriptions.
      let meddler = pan.addStateChangeObserver { state in
        let roll = random.below(10)
        if roll == 0 {
          rotation.handle(
            PointerEvent(pointer: 3, phase: .move, position: Point(x: 60, y: 60), timestamp: time))
        } else if roll == 1 {
          scale.enabled.toggle()
        } else if roll == 2, !subscriptions.isEmpty {
          subscriptions.removeFirst().unsubscribe()
        }
        _ = state
      }
      for sequence in 0..<fuzzIterations(ci: 4_000) {
        var down: Set<Int> = []
        for _ in 0..<(2 + random.below(12)) {
          time += random.below(50) == 0 ? -0.05 : random.uniform(0, 0.04)
          let pointer = random.below(3)
          let phase: PointerEvent.Phase =
            down.contains(pointer) ? [.move, .move, .move, .up, .cancel][random.below(5)] : .down
          let position = Point(
            x: random.below(40) == 0 ? .nan : random.uniform(0, 400),
            y: random.below(40) == 0 ? -.infinity : random.uniform(0, 400))
          coordinator.handle(
            PointerEvent(pointer: pointer, phase: phase, position: position, timestamp: time))
          if phase == .down { down.insert(pointer) }
          if phase == .up || phase == .cancel { down.remove(pointer) }
        }
        time += 1
        for pointer in down {
          coordinator.handle(
            PointerEvent(pointer: pointer, phase: .up, position: .zero, timestamp: time))
        }
        for recognizer in recognizers where !recognizer.enabled { recognizer.enabled = true }
        for recognizer in recognizers where recognizer.state != .possible {
          problems.append(
            "sequence \(sequence): \(type(of: recognizer)) stuck in \(recognizer.state)")
        }
        if subscriptions.count < 3 { subscribeAll() }
        if problems.count > 5 { break }
      }
      for recorder in recorders {
        problems += recorder.illegal
        recorder.stop()
      }
      meddler.unsubscribe()
      for subscription in subscriptions { subscription.unsubscribe() }
      weakPan = pan
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    #expect(values > 10_000)
    #expect(weakPan == nil)
  }
}
