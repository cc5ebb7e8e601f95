import Foundation
import MotionStreams
import MotionTools
import MotionTween
import Testing

/// The demo run to its end with every frame recorded, its session, and what the runtime showed
/// of each session property at every frame (in the session's units: displacements, degrees).
private struct SessionRun {
  let scene: DemoScene
  let recording = DemoRecording()
  let session: MotionDocument
  let text: String
  /// Per session property, its value at each recorded frame as the runtime showed it.
  var shown: [String: [Double]] = [:]

  init(seed: UInt64 = 7) throws {
    let recording = recording
    scene = try DemoScene.runManually(seed: seed) { scene, _ in recording.record(scene) }
    text = DemoSession.document(scene, recording)
    session = try document(text)
    let (a, b) = (DemoLayout.cardStart, DemoLayout.tossStart)
    shown["cardA-x"] = recording.cardX.map { $0 - a.x }
    shown["cardA-y"] = recording.cardY.map { $0 - a.y }
    shown["cardB-x"] = recording.tossX.map { $0 - b.x }
    shown["cardB-y"] = recording.tossY.map { $0 - b.y }
    shown["sheet-y"] = recording.sheetY.map { $0 - DemoLayout.sheetClosed.y }
    shown["scrim-opacity"] = recording.scrim
    for tile in 0..<3 {
      let rest = DemoLayout.tileCenters[tile].y
      for (property, name) in [
        ("opacity", "opacity"), ("scale", "scale"), ("rotation", "rotate"), ("slide", "y"),
      ] {
        let values = try #require(recording.tiles[property]?[tile])
        shown["tile\(tile + 1)-\(name)"] = values.map { property == "slide" ? $0 - rest : $0 }
      }
    }
  }
}

@Suite("motion demo --session: the runtime's motions as a motion document")
struct DemoSessionTests {
  /// The runtime's springs move points, and one comes to rest when the point is within its
  /// rest displacement of the destination; the session's are one spring per coordinate, and
  /// each comes to rest on its own: near the rest the two differ by less than the threshold.
  static let rest = 0.001

  @Test("the session, sampled, is what the runtime showed at every frame (within the rest)")
  func sampledIsShown() throws {
    let run = try SessionRun()
    #expect(Set(run.session.properties.map(\.name)) == Set(run.shown.keys))
    // The toss and the retarget are springs with their parameters, not frames; so are the
    // sheet's: presented, dismissed, let go, flicked, re-opened.
    let springs = run.session.registered.filter {
      if case .spring = $0.animation { true } else { false }
    }
    #expect(springs.count == 6 + 5)
    for (index, property) in run.session.properties.enumerated() {
      let stack = run.session.stacks[index]
      let shown = try #require(run.shown[property.name])
      var worst = (error: 0.0, at: 0.0)
      for (time, value) in zip(run.recording.times, shown) {
        let error = abs(stack.sample(at: time).value - value)
        if error > worst.error { worst = (error, time) }
      }
      #expect(worst.error <= Self.rest, "\(property.name): \(worst.error) at \(worst.at) ms")
    }
  }

  @Test("the exported toss and choreography are within the export's bound at every frame")
  func exportedIsShown() throws {
    let run = try SessionRun()
    let export = try MotionExport(document: run.session)
    for track in export.tracks {
      let shown = try #require(run.shown[track.name])
      for (time, value) in zip(run.recording.times, shown) {
        let bound = (track.segment(at: time)?.bound ?? track.bound) + Self.rest
        let error = abs(track.value(at: time) - value)
        #expect(error <= bound, "\(track.name) at \(time) ms: \(error) > \(bound)")
      }
    }
    // The toss is baked within a bound, not a frame-by-frame copy.
    let baked = export.tracks.filter { $0.name.hasPrefix("cardB") }.flatMap(\.segments)
    #expect(baked.filter { $0.kind == "spring" }.count == 4)
  }

  @Test("the session reads back as a document: every motion starts when the runtime's did")
  func startsWhenTheRuntimeDid() throws {
    let run = try SessionRun()
    let toss = run.scene.toss.marks
    let lift = try #require(toss.lift)
    let release = try #require(toss.release)
    // The spring starts at the lift (between the frame before and the frame that delivered it).
    #expect(lift <= release && lift > release - 1 / 60.0 - 1e-9)
    let starts = run.session.registered.compactMap { motion -> Double? in
      if case .spring(_, let delay) = motion.animation { delay } else { nil }
    }
    #expect(starts.contains(lift * 1000))
    #expect(starts.contains(try #require(toss.retarget) * 1000))
  }
}
