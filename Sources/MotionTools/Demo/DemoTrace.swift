import Foundation
package import MotionGestures
package import MotionStreams

/// The demo's recorded drag: a synthesised, seeded pointer trace of one finger that grabs the
/// card, drags it across the stage with a hand's wobble and lets go while still moving.
///
/// Times are seconds from the start of the scene. Events come at 120 Hz, as a touch screen
/// reports them, independently of the frame rate, so the same seed gives the same trace on any
/// frame source. The path accelerates (position ∝ u²) so the release carries a real velocity.
package struct DemoTrace {
  /// The events in time order: one down, moves, one up.
  package var events: [PointerEvent]

  /// When the finger goes down, in scene seconds.
  package static let downTime = 0.25
  /// How long the finger stays down.
  package static let holdDuration = 1.0
  /// Pointer events per second.
  package static let eventRate = 120.0

  /// A trace grabbing a card centred at `start`, shaped by `seed`.
  package init(seed: UInt64, start: Point) {
    var random = SplitMix64(seed: seed)
    let grab = Point(x: random.uniform(-18, 18), y: random.uniform(-12, 12))
    // Where the drag heads and how it wobbles on the way: seeded, within the stage.
    let travel = Point(x: random.uniform(230, 330), y: random.uniform(-30, 60))
    let wobble = random.uniform(10, 22)
    let wobbleTurns = random.uniform(0.8, 1.6)
    let origin = start + grab
    var events = [
      PointerEvent(pointer: 1, phase: .down, position: origin, timestamp: Self.downTime)
    ]
    let count = Int(Self.holdDuration * Self.eventRate)
    for step in 1...count {
      let u = Double(step) / Double(count)
      let along = travel * (u * u)
      let sideways = wobble * sin(u * wobbleTurns * 2 * Double.pi) * (1 - u)
      let jitter = Point(x: random.uniform(-0.4, 0.4), y: random.uniform(-0.4, 0.4))
      let position = origin + along + Point(x: 0, y: sideways) + jitter
      let time = Self.downTime + Double(step) / Self.eventRate
      events.append(PointerEvent(pointer: 1, phase: .move, position: position, timestamp: time))
    }
    let last = events[events.count - 1]
    events.append(
      PointerEvent(
        pointer: 1, phase: .up, position: last.position, timestamp: last.timestamp + 0.004))
    self.events = events
  }

  /// When the finger lifts, in scene seconds.
  package var releaseTime: Double { events.last?.timestamp ?? 0 }
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
