import MotionGestures
package import MotionStreams

extension DemoTrace {
  /// When the finger first touches the sheet, in seconds from the dismissal's start: the sheet
  /// is on its way down.
  package static let sheetCatchTime = 0.1
  /// How long the first drag moves the sheet back up, in seconds.
  package static let sheetDragDuration = 0.2
  /// How long the finger then rests on the sheet before it lifts, in seconds: long enough for
  /// the lift to carry no velocity.
  package static let sheetRest = 0.25
  /// From the first lift to the second touch (the sheet on its way back up), in seconds.
  package static let sheetRegrab = 0.15
  /// How long the finger rests on the sheet before it flicks, and how long the flick lasts.
  /// The rest puts the flick's last move half a frame after a frame (at 60 Hz), so its lift,
  /// 4 ms later, comes within the same frame. (The released run is timed from the lift's own
  /// timestamp either way; this keeps the recorded session as it is.)
  package static let sheetFlickRest = 0.025
  package static let sheetFlickDuration = 0.05

  /// The sheet's dismissal under one finger, shaped by `seed` (its own stream of numbers): it
  /// touches the sheet at `start`, drags it back up by 30–45 pt past the pan's slop over
  /// ``sheetDragDuration``, rests and lifts; ``sheetRegrab`` later it touches it again and,
  /// after ``sheetFlickRest``, flicks it down by 50–60 pt in ``sheetFlickDuration``
  /// (accelerating, released at well over 1,000 pt/s). The finger stays on one vertical line:
  /// the drag moves the sheet with the finger both ways, and a sheet moves up and down only.
  /// Times are seconds from the dismissal's start; events come at 120 Hz, and each lift is an
  /// up 4 ms after the last move.
  package static func sheet(seed: UInt64, at start: Point) -> DemoTrace {
    var random = SplitMix64(seed: seed ^ 0x5EE7_5EE7_5EE7_5EE7)
    let x = start.x + random.uniform(-40, 40)
    let up = random.uniform(30, 45) + 10  // the pan's 10 pt slop, then the drag
    let down = random.uniform(50, 60)
    var events = [
      PointerEvent(
        pointer: 1, phase: .down, position: Point(x: x, y: start.y), timestamp: sheetCatchTime)
    ]
    let dragMoves = Int((sheetDragDuration * eventRate).rounded())
    for step in 1...dragMoves {
      let u = Double(step) / Double(dragMoves)
      let jitter = step == dragMoves ? 0 : random.uniform(-0.3, 0.3)
      events.append(
        PointerEvent(
          pointer: 1, phase: .move, position: Point(x: x, y: start.y - up * u + jitter),
          timestamp: sheetCatchTime + Double(step) / eventRate))
    }
    let lifted = events[events.count - 1]
    let lift = lifted.timestamp + sheetRest
    events.append(
      PointerEvent(pointer: 1, phase: .up, position: lifted.position, timestamp: lift))
    let regrab = lift + sheetRegrab
    let origin = lifted.position
    events.append(PointerEvent(pointer: 1, phase: .down, position: origin, timestamp: regrab))
    let flickMoves = Int((sheetFlickDuration * eventRate).rounded())
    for step in 1...flickMoves {
      let u = Double(step) / Double(flickMoves)
      events.append(
        PointerEvent(
          pointer: 1, phase: .move, position: Point(x: x, y: origin.y + down * u * u),
          timestamp: regrab + sheetFlickRest + Double(step) / eventRate))
    }
    let last = events[events.count - 1]
    events.append(
      PointerEvent(
        pointer: 1, phase: .up, position: last.position, timestamp: last.timestamp + 0.004))
    return DemoTrace(events: events)
  }

  /// A trace of the given events, in time order.
  init(events: [PointerEvent]) {
    self.events = events
  }
}
