import MotionRuntime
import MotionStreams

/// A run of the demo as a motion document (Docs/MotionDocument.md): the session log of what its
/// runtime did, which `motion demo --session PATH` writes and `motion export PATH` exports as it
/// exports any document (Docs/Export.md, "A recorded session").
///
/// Each motion the runtime started is a document motion at the scene time it started, with the
/// parameters it ran with, in the order the runtime registered them:
///
/// - **Card A** (`cardA-x`, `cardA-y`): the drag, then the settle tween (Material's standard
///   curve, from what shows at the release frame), then the spring that follows the slot row
///   when it moves (from what shows).
/// - **Card B** (`cardB-x`, `cardB-y`): the drag, then the toss's spring from where the finger
///   left the card, at the lift, with the release velocity, to the slot it chose (PH-6, PH-8);
///   then, at the retarget, a spring to the moved slot that takes over with the value and
///   velocity showing (PH-5).
/// - **Tiles** (`tileN-opacity`, `tileN-scale`, `tileN-rotate` in degrees, `tileN-y`): the
///   scrubbed timeline, then the choreography's tweens from the instant the timeline plays.
/// - **Transitions**: card A's arc and the sheet and scrim (`sheet-y`, `scrim-opacity`), as
///   ``logTransitions(_:_:cardA:in:)`` logs them.
///
/// What follows input or another motion has no parameters to log — a drag follows the finger,
/// a scrubbed tile follows a tween of its timeline's time — so it is logged as the runtime
/// showed it: a tween through its frames' values, linear between frames (runs of equal values
/// kept as their ends). Positions are displacements from each element's resting place (points),
/// times scene milliseconds.
package enum DemoSession {
  /// The session of `scene`, run to its end with every frame in `recording`, as the JSON text of
  /// a motion document.
  package static func document(_ scene: DemoScene, _ recording: DemoRecording) -> String {
    var log = Log(times: recording.times)
    let cardA = DemoLayout.cardStart
    let cardB = DemoLayout.tossStart
    let a = (x: recording.cardX.map { $0 - cardA.x }, y: recording.cardY.map { $0 - cardA.y })
    let b = (x: recording.tossX.map { $0 - cardB.x }, y: recording.tossY.map { $0 - cardB.y })
    for (name, values) in [("cardA-x", a.x), ("cardA-y", a.y), ("cardB-x", b.x), ("cardB-y", b.y)] {
      log.declare(name, values)
    }
    let marks = scene.marks
    let toss = scene.toss.marks
    // Card A: the drag, then the settle from what shows at the release frame.
    if let release = marks.release, let slot = marks.destination {
      let end = log.frame(atOrBefore: release)
      log.frames("cardA-x", a.x, until: end)
      log.frames("cardA-y", a.y, until: end)
      for (name, value) in [("cardA-x", slot.x - cardA.x), ("cardA-y", slot.y - cardA.y)] {
        log.motion(
          name, kind: "tween", delay: release,
          [
            ("duration", Log.number(DemoLayout.settleDuration * 1000)),
            ("values", Log.numbers([value])), ("interTimingFunctions", Log.strings(["standard"])),
          ])
      }
    }
    // Card B: the drag, then the toss's spring from the lift.
    if let lift = toss.lift, let from = toss.liftPosition, let velocity = toss.releaseVelocity,
      let anchor = toss.anchor
    {
      let end = log.frame(before: lift)
      log.frames("cardB-x", b.x, until: end)
      log.frames("cardB-y", b.y, until: end)
      let start = from - cardB
      let to = anchor - cardB
      log.spring("cardB-x", scene.toss.spring, delay: lift, to: to.x, from: start.x, velocity.x)
      log.spring("cardB-y", scene.toss.spring, delay: lift, to: to.y, from: start.y, velocity.y)
    }
    // The slot row moves: card B's spring retargets, card A follows (both from what shows).
    if let retarget = toss.retarget, let landing = toss.landing {
      let to = landing - cardB
      log.spring("cardB-x", scene.toss.spring, delay: retarget, to: to.x)
      log.spring("cardB-y", scene.toss.spring, delay: retarget, to: to.y)
      if let follow = scene.toss.follow {
        let to = follow.destination.value - cardA
        log.spring("cardA-x", follow, delay: retarget, to: to.x)
        log.spring("cardA-y", follow, delay: retarget, to: to.y)
      }
    }
    // The tiles: declared as the first frame shows them, scrubbed, then played.
    for entry in scene.choreography {
      let property = entry.property == "rotation" ? "rotate" : entry.property
      let name = "tile\(entry.tile + 1)-" + (property == "slide" ? "y" : property)
      let rest = entry.property == "slide" ? DemoLayout.tileCenters[entry.tile].y : 0
      let values = (recording.tiles[entry.property]?[entry.tile] ?? []).map { $0 - rest }
      log.declare(name, values)
      guard let scrub = marks.scrub, let play = marks.play else { continue }
      log.frames(
        name, values, from: log.frame(atOrBefore: scrub), until: log.frame(atOrBefore: play))
      let first = entry.keyframes[0].time
      let length = entry.keyframes[entry.keyframes.count - 1].time - first
      log.motion(
        name, kind: "tween", delay: max(0, play + first - (marks.playOffset ?? 0)),
        [
          ("duration", Log.number(length * 1000)),
          ("values", Log.numbers(entry.keyframes.map { $0.value - rest })),
          ("offsets", Log.numbers(entry.keyframes.map { ($0.time - first) / length })),
          ("interTimingFunctions", Log.strings(entry.timingFunctions)),
        ])
    }
    logTransitions(scene, recording, cardA: a, in: &log)
    return log.text
  }
}
