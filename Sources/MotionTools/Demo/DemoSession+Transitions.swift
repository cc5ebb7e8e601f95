import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween

extension DemoSession {
  /// The transitions after the choreography, in `log`:
  ///
  /// - **Card A's arc** (`cardA-x`, `cardA-y`): its frames, from the arc's start to its end (a
  ///   path along Material's arc has no document form; its way back is the path mirrored in
  ///   time, joined to the way out by the transition's velocity hand-off).
  /// - **The sheet** (`sheet-y`, a displacement from its closed place): the presentation's
  ///   spring from rest; the dismissal's spring from what shows; while a finger holds the sheet,
  ///   its frames, from the frame of the touch; at each release a spring from where the finger
  ///   left the sheet with the velocity it launched with (TR-10); at the re-opening a spring
  ///   from what shows (TR-3). Every spring has the sheet's parameters and rest thresholds.
  /// - **The scrim** (`scrim-opacity`): the presentation's tween, the dismissal's (the same
  ///   keyframes mirrored in time: its curve point-reflected), the tween forward again from the
  ///   slow release (the dismissal's had ended, so it starts from its beginning); from the
  ///   flick on, its frames, as each turn hands the tween's velocity over (TR-6, TR-7).
  static func logTransitions(
    _ scene: DemoScene, _ recording: DemoRecording, cardA: (x: [Double], y: [Double]),
    in log: inout Log
  ) {
    let arc = scene.arc.marks
    if let start = arc.start {
      let from = log.frame(atOrBefore: start)
      let end = arc.ended.map { log.frame(atOrBefore: $0) } ?? recording.times.count - 1
      log.frames("cardA-x", cardA.x, from: from, until: end)
      log.frames("cardA-y", cardA.y, from: from, until: end)
    }
    let sheet = scene.sheet
    let closed = DemoLayout.sheetClosed.y
    let y = recording.sheetY.map { $0 - closed }
    log.declare("sheet-y", y)
    log.declare("scrim-opacity", recording.scrim)
    let marks = sheet.marks
    let open = DemoLayout.sheetOpen.y - closed
    let towardFore = sheet.slide.motion(toward: .forward)
    let rest = (towardFore.restDisplacement, towardFore.restVelocity)
    func spring(at time: Double, to: Double, from: Double? = nil, _ velocity: Double? = nil) {
      log.spring(
        "sheet-y", sheet.slide.parameters, rest: rest, delay: time, to: to, from: from, velocity)
    }
    func fade(at time: Double, _ values: [Double], _ curve: String) {
      log.motion(
        "scrim-opacity", kind: "tween", delay: time,
        [
          ("duration", Log.number(sheet.fade.end * 1000)), ("values", Log.numbers(values)),
          ("interTimingFunctions", Log.strings([curve])),
        ])
    }
    let opacity = DemoLayout.scrimOpacity
    let curve = sheet.fade.forward.interTimingFunctions?.first ?? .linear
    if let present = marks.present {
      spring(at: present, to: open, from: 0, 0)
      fade(at: present, [0, opacity], curve.description)
    }
    if let dismiss = marks.dismiss {
      spring(at: dismiss, to: 0)
      if let backward = mirrored(curve) { fade(at: dismiss, [opacity, 0], backward) }
    }
    let last = recording.times.count - 1
    for (index, release) in marks.releases.enumerated() where index < marks.downs.count {
      let touch = log.frame(atOrBefore: marks.downs[index])
      log.frames(
        "sheet-y", y, from: touch, until: log.frame(atOrBefore: release.time), holding: true)
      let destination = release.direction == .forward ? open : 0
      // Timed from the lift, with the finger's velocity, as the run is. A lift after the frame
      // that delivered it (the slow release's, by rounding) starts at that frame, where the
      // frames above end: the sheet is still there until the lift, and is logged so.
      spring(
        at: min(release.lift, release.time), to: destination, from: release.position.y - closed,
        release.velocity.y)
      let frame = log.frame(atOrBefore: release.time)
      if index == 0, release.direction == .forward, recording.scrim[frame] == 0 {
        fade(at: release.time, [0, opacity], curve.description)  // the dismissal's had ended
      } else {
        log.frames("scrim-opacity", recording.scrim, from: frame, until: last, holding: true)
      }
    }
    if let reopen = marks.reopen { spring(at: reopen, to: open) }
  }

  /// `function` played backward, as CSS text: a cubic Bézier point-reflected through (½, ½),
  /// which shows at `u` one minus what the curve shows at `1 − u`; `nil` for other functions.
  static func mirrored(_ function: TimingFunction) -> String? {
    guard case .cubicBezier(let curve) = function,
      let reflected = try? CubicBezier(1 - curve.x2, 1 - curve.y2, 1 - curve.x1, 1 - curve.y1)
    else { return nil }
    return TimingFunction.cubicBezier(reflected).description
  }
}
