import MotionGestures
import MotionStreams

extension GestureScript {
  /// The gestures the kit plays to every recognizer: taps, a long press, drags, a cancelled
  /// drag, two-finger rotation and pinch, a second finger joining a drag, and seeded random
  /// sequences. Positions are around (240, 180) in root space; times start at 1 s (the random
  /// ones a few frames later) and step by a sixtieth of a second.
  public static var standard: [GestureScript] {
    [
      tap, doubleTap, longPress, drag("drag right", dx: 9, dy: 1), drag("drag up", dx: -1, dy: -7),
      cancelledDrag, rotation, pinch, secondFingerJoins,
    ] + (0..<12).map(random)
  }

  private static let frame = 1.0 / 60

  private static func event(
    _ phase: PointerEvent.Phase, _ pointer: Int, _ x: Double, _ y: Double, _ time: Double
  ) -> PointerEvent {
    PointerEvent(pointer: pointer, phase: phase, position: Point(x: x, y: y), timestamp: time)
  }

  static var tap: GestureScript {
    GestureScript("tap", [event(.down, 1, 240, 180, 1), event(.up, 1, 240, 180, 1.08)])
  }

  static var doubleTap: GestureScript {
    GestureScript(
      "double tap",
      [
        event(.down, 1, 240, 180, 1), event(.up, 1, 240, 180, 1.08),
        event(.down, 1, 242, 181, 1.2), event(.up, 1, 242, 181, 1.28),
      ])
  }

  static var longPress: GestureScript {
    GestureScript(
      "long press",
      [
        event(.down, 1, 240, 180, 1), event(.move, 1, 241, 180, 1.3),
        event(.move, 1, 243, 181, 1.9), event(.up, 1, 243, 181, 2),
      ])
  }

  static func drag(_ name: String, dx: Double, dy: Double) -> GestureScript {
    var events = [event(.down, 1, 200, 200, 1)]
    for step in 1...12 {
      let s = Double(step)
      events.append(event(.move, 1, 200 + dx * s, 200 + dy * s, 1 + s * frame))
    }
    events.append(event(.up, 1, 200 + dx * 12, 200 + dy * 12, 1 + 13 * frame))
    return GestureScript(name, events)
  }

  static var cancelledDrag: GestureScript {
    var events = [event(.down, 1, 200, 200, 1)]
    for step in 1...6 {
      events.append(event(.move, 1, 200 + 8 * Double(step), 200, 1 + Double(step) * frame))
    }
    events.append(event(.cancel, 1, 248, 200, 1 + 7 * frame))
    return GestureScript("cancelled drag", events)
  }

  /// Two fingers 100 apart turning a quarter turn about their midpoint.
  static var rotation: GestureScript {
    twoFingers("rotation") { step in (50, Double(step) * .pi / 20) }
  }

  /// Two fingers spreading from 40 to 160 apart.
  static var pinch: GestureScript {
    twoFingers("pinch") { step in (20 + 6 * Double(step), 0) }
  }

  /// Two fingers at `radius` from (240, 180), at `angle` and opposite, for ten steps.
  private static func twoFingers(
    _ name: String, _ place: (Int) -> (radius: Double, angle: Double)
  ) -> GestureScript {
    func positions(_ step: Int) -> (Point, Point) {
      let (radius, angle) = place(step)
      let offset = Point(x: radius * Math.cosine(angle), y: radius * Math.sine(angle))
      return (
        Point(x: 240 + offset.x, y: 180 + offset.y), Point(x: 240 - offset.x, y: 180 - offset.y)
      )
    }
    var time = 1.0
    var events: [PointerEvent] = []
    for step in 0...10 {
      let (first, second) = positions(step)
      let phase: PointerEvent.Phase = step == 0 ? .down : .move
      events.append(event(phase, 1, first.x, first.y, time))
      events.append(event(phase, 2, second.x, second.y, time + frame / 4))
      time += frame
    }
    let (first, second) = positions(10)
    events.append(event(.up, 2, second.x, second.y, time))
    events.append(event(.up, 1, first.x, first.y, time + frame))
    return GestureScript(name, events)
  }

  /// One finger drags, a second joins and both move, the first lifts, the second goes on.
  static var secondFingerJoins: GestureScript {
    var events = [event(.down, 1, 200, 200, 1)]
    var time = 1.0
    for step in 1...4 {
      time += frame
      events.append(event(.move, 1, 200 + 6 * Double(step), 200, time))
    }
    time += frame
    events.append(event(.down, 2, 300, 240, time))
    for step in 1...4 {
      time += frame
      events.append(event(.move, 1, 224 + 5 * Double(step), 200 - 2 * Double(step), time))
      events.append(event(.move, 2, 300 + 5 * Double(step), 240, time + frame / 4))
    }
    time += frame
    events.append(event(.up, 1, 244, 192, time))
    for step in 1...3 {
      time += frame
      events.append(event(.move, 2, 320 + 7 * Double(step), 240, time))
    }
    events.append(event(.up, 2, 341, 240, time + frame))
    return GestureScript("second finger joins", events)
  }

  /// A seeded random sequence: one to three pointers going down, moving (by up to 40 points a
  /// step), lifting and now and then being cancelled, ending with every pointer lifted.
  static func random(_ seed: Int) -> GestureScript {
    var generator = SplitMix(seed: UInt64(seed) &+ 0x6E5)
    var down: [Int: Point] = [:]
    var time = 1.0
    var events: [PointerEvent] = []
    let length = 4 + generator.below(14)
    for _ in 0..<length {
      time += frame * Double(1 + generator.below(12))
      let pointer = 1 + generator.below(3)
      if let position = down[pointer] {
        let roll = generator.below(10)
        if roll < 7 {
          let next = Point(
            x: position.x + generator.unit(-40, 40), y: position.y + generator.unit(-40, 40))
          down[pointer] = next
          events.append(
            PointerEvent(pointer: pointer, phase: .move, position: next, timestamp: time))
        } else {
          down[pointer] = nil
          events.append(
            PointerEvent(
              pointer: pointer, phase: roll < 9 ? .up : .cancel, position: position, timestamp: time
            ))
        }
      } else {
        let position = Point(x: generator.unit(120, 360), y: generator.unit(80, 280))
        down[pointer] = position
        events.append(
          PointerEvent(pointer: pointer, phase: .down, position: position, timestamp: time))
      }
    }
    for (pointer, position) in down.sorted(by: { $0.key < $1.key }) {
      time += frame
      events.append(PointerEvent(pointer: pointer, phase: .up, position: position, timestamp: time))
    }
    return GestureScript("random \(seed)", events)
  }
}

/// SplitMix64: a small seeded generator, so the random gestures are the same on every run.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A number in `low..<high`.
  mutating func unit(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * Double(next() >> 11) / Double(1 << 53)
  }
}
