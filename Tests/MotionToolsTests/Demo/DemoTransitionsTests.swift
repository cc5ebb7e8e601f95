import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTools
import MotionTween
import Testing

/// The demo run to its end, every frame recorded.
private func recorded(seed: UInt64 = 7) throws -> (scene: DemoScene, recording: DemoRecording) {
  let recording = DemoRecording()
  let scene = try DemoScene.runManually(seed: seed) { scene, _ in recording.record(scene) }
  return (scene, recording)
}

/// The scene's steps 6 and 7 (DemoArc, DemoSheet): card A along its arc and back, and the bottom
/// sheet presented, its dismissal dragged, let go, flicked and re-opened (TR-3, TR-7, TR-10,
/// TR-11), on a manual frame source.
@Suite("DemoScene: the arc and the bottom sheet")
struct DemoTransitionsTests {
  static let halfway = (DemoLayout.sheetOpen.y + DemoLayout.sheetClosed.y) / 2

  @Test("TR-7: card A heads for the far corner along the arc, is flipped and retraces it")
  func arc() throws {
    let (scene, recording) = try recorded()
    let marks = scene.arc.marks
    let (start, flip, ended) = try (
      #require(marks.start), #require(marks.flip), #require(marks.ended)
    )
    let from = try #require(marks.from)
    let corner = try #require(marks.corner)
    #expect(corner == DemoArc.corner(from: from) && abs(corner.x - from.x) > 300)
    #expect(abs(flip - start - DemoLayout.arcFlip) < 1e-9)
    #expect(marks.flipPosition == scene.arc.position(atArcTime: flip - start))
    #expect(marks.outcome == .cancelled && scene.card.position.value == from)
    let frames = recording.times.indices.filter {
      recording.times[$0] >= start * 1000 - 1e-6 && recording.times[$0] <= ended * 1000 + 1e-6
    }
    let points = frames.map { Point(x: recording.cardX[$0], y: recording.cardY[$0]) }
    // Just short of the corner at the flip: 90 % of the way or more.
    let flipped = try #require(marks.flipPosition)
    #expect(flipped.distance(to: from) > 0.9 * corner.distance(to: from))
    // No jump and no kink: a frame's move differs from the one before by less than 8 pt
    // (the standard curve's own pace reaches 6), and at the flip by less than the move itself:
    // the velocity is handed over, not reversed at once (which would differ by twice the move).
    let steps = zip(points, points.dropFirst()).map { $1 - $0 }
    for (a, b) in zip(steps, steps.dropFirst()) { #expect(a.distance(to: b) < 8) }
    let turn = try #require(frames.firstIndex { recording.times[$0] > flip * 1000 + 1e-6 })
    let (before, after) = (steps[turn - 2], steps[turn - 1])
    #expect(before.distance(to: after) < Point.zero.distance(to: before))
    // Past the hand-off the card is on the arc, at the mirrored time.
    let handOff = try #require(scene.arc.transition?.handOff)
    var checked = 0
    for (index, frame) in frames.enumerated() where recording.times[frame] > flip * 1000 {
      let back = recording.times[frame] / 1000 - flip
      guard back >= handOff - 1e-9 else { continue }
      checked += 1
      // The forward motion at the flip's arc time less the time since: its mirror in time.
      let mirrored = try #require(scene.arc.position(atArcTime: max(0, flip - start - back)))
      #expect(points[index].distance(to: mirrored) < 1e-9, "at \(recording.times[frame]) ms")
    }
    #expect(checked > 10)
  }

  @Test("TR-10, TR-11, TR-3: the sheet's dismissal is let go back up, flicked down, re-opened")
  func sheet() throws {
    let (scene, recording) = try recorded()
    let marks = scene.sheet.marks
    #expect(marks.presented != nil && scene.sheet.present?.outcome == .finished)
    #expect(marks.downs.count == 2 && marks.releases.count == 2)
    let (slow, flick) = (marks.releases[0], marks.releases[1])
    // Let go slowly short of half way: the position decides, forward.
    #expect(abs(slow.velocity.y) < 100 && slow.position.y < Self.halfway)
    #expect(slow.direction == .forward)
    // Flicked down, still short of half way: the velocity decides, backward, and the spring
    // leaves with the finger's velocity.
    #expect(flick.velocity.y > 1000 && flick.position.y < Self.halfway)
    #expect(flick.direction == .backward)
    // Timed from the lift: what shows is the spring from the release, that long after it.
    let spring = try SpringAnimation(
      DemoLayout.sheetSpring, to: DemoLayout.sheetClosed, from: flick.position,
      velocity: flick.velocity)
    let expected = spring.sample(atLocalTime: flick.time - flick.lift, from: .init(value: .zero))
    #expect(abs(flick.time - flick.lift) <= 1.0 / 60 + 1e-12)
    #expect(flick.launch.distance(to: expected.velocity) < 1e-6)
    // Half way down, still falling: the scene writes forward; the dismissal is cancelled.
    let reopened = try #require(marks.reopenPosition)
    let falling = try #require(marks.reopenVelocity)
    #expect(reopened.y >= Self.halfway && falling.y > 500)
    #expect(marks.outcome == .cancelled && scene.sheet.dismiss?.direction.value == .forward)
    // Each touch holds the sheet where it was: it shows the same y until the finger moves it.
    for down in marks.downs {
      let frame = try #require(recording.times.firstIndex { abs($0 - down * 1000) < 1e-6 })
      #expect(recording.sheetY[frame] == recording.sheetY[frame - 1])
      #expect(recording.sheetY[frame + 1] == recording.sheetY[frame])
    }
    // No jump: every frame's move is within the flick's speed, and the sheet never leaves its
    // vertical line.
    let steps = zip(recording.sheetY, recording.sheetY.dropFirst()).map { abs($1 - $0) }
    #expect(steps.allSatisfy { $0 < 40 })
    #expect(scene.sheet.sheet.position.value == DemoLayout.sheetOpen)
    #expect(recording.scrim.allSatisfy { $0 >= 0 && $0 <= DemoLayout.scrimOpacity })
  }

  @Test("every seed plays the same story: flipped arc, slow release up, flick down, re-opened")
  func seeds() throws {
    for seed in [0, 1, 2, 3, 4, 5, 11, 12345] as [UInt64] {
      let scene = try DemoScene.runManually(seed: seed)
      #expect(scene.isFinished, "seed \(seed)")
      #expect(scene.arc.marks.outcome == .cancelled, "seed \(seed)")
      let marks = scene.sheet.marks
      #expect(marks.releases.map(\.direction) == [.forward, .backward], "seed \(seed)")
      #expect(marks.releases.allSatisfy { $0.position.y < Self.halfway }, "seed \(seed)")
      #expect(marks.reopen != nil && marks.outcome == .cancelled, "seed \(seed)")
    }
  }

  @Test("the terminal shows the sheet over the scrim's shade while it is presented")
  func picture() throws {
    let display = DemoDisplay(animates: true, frameLimit: nil)
    let (full, _) = try recorded()
    let presented = try #require(full.sheet.marks.presented)
    let frame = Int(((presented + 0.05) * 60).rounded())
    let scene = try DemoScene.runManually(seed: 7, limit: frame)
    let stage = display.picture(scene, frame: frame).split(separator: "\n").dropFirst().prefix(18)
    #expect(stage.joined().contains("S"))
    // The floor above the sheet takes the scrim's fill (0.6: ":") instead of its dots.
    #expect(stage.first?.contains(":") == true && stage.first?.contains("·") == false)
  }
}
