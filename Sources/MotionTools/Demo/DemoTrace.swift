import Foundation
package import MotionGestures
package import MotionStreams

/// The demo's recorded pointer traces: synthesised, seeded traces of one finger.
///
/// - The **drag** (``init(seed:start:)``) grabs card A, drags it across the stage with a hand's
///   wobble and lets go while still moving.
/// - The **flick** (``flick(seed:start:)``) grabs card B and throws it: a short, fast stroke up
///   and to the left, released at well over 1,000 pt/s.
///
/// Times are seconds from the start of the trace's step (the drag's from the start of the
/// scene). Events come at 120 Hz, as a touch screen reports them, independently of the frame
/// rate, so the same seed gives the same trace on any frame source. Both paths accelerate
/// (position ∝ u²), so a release carries a real velocity, and end with an up at the last
/// position, 4 ms after the last move, as touch screens report a lift.
package struct DemoTrace {
  /// The events in time order: one down, moves, one up.
  package let events: [PointerEvent]

  /// When the finger goes down in the drag, in scene seconds.
  package static let downTime = 0.25
  /// How long the finger stays down in the drag.
  package static let holdDuration = 1.0
  /// When the finger goes down in the flick, in seconds from the start of the toss.
  package static let flickDownTime = 0.15
  /// How long the finger rests on card B before it flicks, in seconds.
  package static let flickRest = 0.05
  /// Pointer events per second.
  package static let eventRate = 120.0

  /// The drag: a trace grabbing a card centred at `start`, shaped by `seed`.
  package init(seed: UInt64, start: Point) {
    var random = SplitMix64(seed: seed)
    let grab = Point(x: random.uniform(-18, 18), y: random.uniform(-12, 12))
    // Where the drag heads and how it wobbles on the way: seeded, within the stage.
    let travel = Point(x: random.uniform(230, 330), y: random.uniform(-30, 60))
    let wobble = random.uniform(10, 22)
    let wobbleTurns = random.uniform(0.8, 1.6)
    let origin = start + grab
    let count = Int(Self.holdDuration * Self.eventRate)
    self.init(down: origin, at: Self.downTime, moves: count) { u in
      let along = travel * (u * u)
      let sideways = wobble * sin(u * wobbleTurns * 2 * Double.pi) * (1 - u)
      let jitter = Point(x: random.uniform(-0.4, 0.4), y: random.uniform(-0.4, 0.4))
      return origin + along + Point(x: 0, y: sideways) + jitter
    }
  }

  /// The flick: a trace grabbing a card centred at `start` and throwing it up and to the left
  /// in 0.14–0.18 s, shaped by `seed` (its own stream of numbers, not the drag's).
  package static func flick(seed: UInt64, start: Point) -> DemoTrace {
    var random = SplitMix64(seed: ~seed)
    let grab = Point(x: random.uniform(-12, 12), y: random.uniform(-8, 8))
    let travel = Point(x: random.uniform(-105, -80), y: random.uniform(-85, -60))
    let duration = random.uniform(0.14, 0.18)
    let arc = random.uniform(-6, 6)
    let origin = start + grab
    let count = Int((duration * eventRate).rounded())
    // The first move comes after the rest; then every 1/120 s.
    return DemoTrace(down: origin, at: flickDownTime, moves: count, after: flickRest) { u in
      let along = travel * (u * u)
      let bend = Point(x: -travel.y, y: travel.x) * (arc / 100 * sin(u * Double.pi))
      let jitter = Point(x: random.uniform(-0.3, 0.3), y: random.uniform(-0.3, 0.3))
      return origin + along + bend + jitter
    }
  }

  /// A down at `origin` at time `down`, `moves` moves every 1/120 s after `rest` more seconds
  /// (the first at `down + rest + 1/120`), the i-th at `position(i / moves)`, and an up.
  private init(
    down origin: Point, at down: Double, moves: Int, after rest: Double = 0,
    position: (Double) -> Point
  ) {
    var events = [PointerEvent(pointer: 1, phase: .down, position: origin, timestamp: down)]
    for step in 1...moves {
      let time = down + rest + Double(step) / Self.eventRate
      events.append(
        PointerEvent(
          pointer: 1, phase: .move, position: position(Double(step) / Double(moves)),
          timestamp: time))
    }
    let last = events[events.count - 1]
    events.append(
      PointerEvent(
        pointer: 1, phase: .up, position: last.position, timestamp: last.timestamp + 0.004))
    self.events = events
  }

  /// When the finger lifts, in seconds of the trace's own time (a trace always ends with its
  /// up).
  package var releaseTime: Double { events[events.count - 1].timestamp }
}

/// SplitMix64: a tiny, well-mixed generator, so a seed gives the same trace on every platform
/// (the standard library's generator is not seedable).
package struct SplitMix64 {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in `[low, high)`.
  package mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * Double(next() >> 11) / Double(1 << 53)
  }
}
