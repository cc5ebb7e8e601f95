import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Random event sequences")
struct RandomSequenceTests {
  @Test(
    "GR-6: 100,000 random sequences keep transitions legal and arbitration exclusive; nothing leaks"
  )
  func randomSequences() throws {
    var random = SeededRandom(seed: 0x5EED_0001)
    weak var weakPan: PanGestureRecognizer?
    weak var weakCoordinator: GestureCoordinator?
    var illegal: [String] = []
    var writes = 0
    var stuck: [String] = []
    do {
      let scheduler = ManualScheduler()
      let element = HitRegion(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      let pan = PanGestureRecognizer(element: element)
      let rotation = RotationGestureRecognizer(element: element)
      let scale = ScaleGestureRecognizer(element: element)
      let tap = try TapGestureRecognizer(element: element, scheduler: scheduler)
      let doubleTap = try TapGestureRecognizer(
        element: element, numberOfTaps: 2, scheduler: scheduler)
      let press = try LongPressGestureRecognizer(element: element, scheduler: scheduler)
      let coordinator = GestureCoordinator()
      let all: [PointerGestureRecognizer] = [pan, rotation, scale, tap, doubleTap, press]
      for recognizer in all { try coordinator.add(recognizer) }
      coordinator.allowSimultaneousRecognition(pan, scale)
      coordinator.allowSimultaneousRecognition(rotation, scale)
      try coordinator.require(tap, toFail: doubleTap)
      // A second, uncoordinated set sees the same events directly.
      let solo: [PointerGestureRecognizer] = [
        PanGestureRecognizer(element: element), RotationGestureRecognizer(element: element),
        ScaleGestureRecognizer(element: element), try TapGestureRecognizer(element: element),
        try LongPressGestureRecognizer(element: element, scheduler: scheduler),
      ]
      weakPan = pan
      weakCoordinator = coordinator
      var subscriptions: [Subscription] = []
      for (index, recognizer) in (all + solo).enumerated() {
        var previous = GestureRecognizerState.possible
        let continuous = !(recognizer is TapGestureRecognizer)
        subscriptions.append(
          recognizer.addStateChangeObserver { state in
            writes += 1
            if !previous.isLegalTransition(to: state, continuous: continuous) {
              illegal.append("#\(index): \(previous) → \(state)")
            }
            previous = state
          })
      }
      let phases = PointerEvent.Phase.allCases
      var time = 0.0
      // 100,000 in the plain run; a quarter in CI's sanitizer steps (`MOTION_FUZZ_SCALE`).
      for sequence in 0..<fuzzScaled(100_000) {
        // Even sequences go through the coordinator, odd ones to the uncoordinated set.
        let coordinated = sequence % 2 == 0
        let targets = coordinated ? all : solo
        var touched: UInt8 = 0
        let length = 1 + random.below(6)
        for _ in 0..<length {
          let roll = random.below(100)
          if roll < 2 {
            time -= random.unit() * 0.1  // time going backwards
          } else if roll < 60 {
            time += random.unit() * 0.05
          } else {
            time += random.unit() * 0.6
          }
          scheduler.advance(to: time)
          let x = roll == 3 ? Double.nan : random.unit() * 200
          let event = PointerEvent(
            pointer: random.below(4), phase: phases[random.below(phases.count)],
            position: Point(x: x, y: random.unit() * 200), timestamp: roll == 4 ? .nan : time)
          if event.phase == .down { touched |= 1 << event.pointer }
          if coordinated {
            coordinator.handle(event)
            // Exclusivity: never two recognizers under way unless allowed together.
            let active = all.filter(\.state.isActive)
            if active.count > 1,
              !active.allSatisfy({ $0 === pan || $0 === rotation || $0 === scale })
                || (active.contains { $0 === pan } && active.contains { $0 === rotation })
            {
              illegal.append(
                "exclusive recognizers under way together: \(active.map { type(of: $0) })")
            }
          } else {
            for recognizer in solo { recognizer.handle(event) }
          }
          if random.below(500) == 0 {
            let target = targets[random.below(targets.count)]
            target.enabled.toggle()
          }
        }
        // End the sequence: lift every pointer, let every timer run out, enable everything.
        time += 1
        for pointer in 0..<4 where touched & (1 << pointer) != 0 {
          let lift = PointerEvent(pointer: pointer, phase: .up, position: .zero, timestamp: time)
          for recognizer in targets { recognizer.handle(lift) }
        }
        scheduler.advance(to: time + 1)
        time += 1
        for recognizer in targets where !recognizer.enabled { recognizer.enabled = true }
        for recognizer in targets
        where recognizer.state != .possible || recognizer.numberOfPointers != 0 {
          stuck.append("sequence \(sequence), \(type(of: recognizer)): \(recognizer.state)")
        }
        if !stuck.isEmpty || !illegal.isEmpty { break }
      }
      #expect(scheduler.pendingCount == 0)
      for subscription in subscriptions { subscription.unsubscribe() }
    }
    #expect(illegal.isEmpty, "\(illegal.prefix(5))")
    #expect(stuck.isEmpty, "\(stuck.prefix(5))")
    #expect(writes > 10_000)
    #expect(weakPan == nil)
    #expect(weakCoordinator == nil)
  }
}
