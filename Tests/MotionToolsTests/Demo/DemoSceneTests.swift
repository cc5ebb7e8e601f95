import Foundation
import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTools
import Testing

/// One frame of a demo run, as the scene showed it.
private struct Frame {
  var time: Double
  var phase: String
  var card: Point
  var cardB: Point
  var timeline: Double
  var opacity: [Double]
  var line: String
}

/// Runs the demo scene on a manual frame source and keeps every frame.
private func run(seed: UInt64 = 7, limit: Int = DemoScene.frameCap) throws -> (
  scene: DemoScene, frames: [Frame], recording: DemoRecording
) {
  var frames: [Frame] = []
  let recording = DemoRecording()
  let display = DemoDisplay(animates: false, frameLimit: nil)
  let scene = try DemoScene.runManually(seed: seed, limit: limit) { scene, frame in
    recording.record(scene)
    frames.append(
      Frame(
        time: scene.sceneTime * 1000, phase: scene.phase, card: scene.card.position.value,
        cardB: scene.toss.card.position.value,
        timeline: scene.timelineTime * 1000, opacity: scene.tiles.map(\.opacity.value),
        line: display.line(scene, frame: frame)))
  }
  return (scene, frames, recording)
}

@Suite("DemoScene: drag, hand-off, toss, scrub, play on a manual frame source")
struct DemoSceneTests {
  @Test(
    "the whole scene: drag, settle, toss, scrub, play, arc, sheet, done, in that order, in 10-12 s"
  )
  func wholeScene() throws {
    let (scene, frames, _) = try run()
    var phases: [String] = []
    for frame in frames where phases.last != frame.phase { phases.append(frame.phase) }
    #expect(
      phases == ["ready", "drag", "settle", "toss", "scrub", "play", "arc", "sheet", "done"])
    #expect(scene.isFinished)
    let last = try #require(frames.last)
    #expect(last.time > 10000 && last.time < 12000)
    // The progress bar's estimate, to a few frames.
    #expect(abs(last.time / 1000 - DemoLayout.expectedDuration) < 0.05)
    // Card A ends in a slot of the moved row; every tile ends in place, opaque, upright, at
    // full size.
    #expect(DemoLayout.slots.map { $0 + DemoLayout.slotShift }.contains(last.card))
    #expect(last.opacity == [1, 1, 1])
    #expect(scene.tiles.allSatisfy { $0.scale.value == 1 && $0.rotation.value == 0 })
    #expect(scene.tiles.map(\.position.value) == DemoLayout.tileCenters)
    // Card A came back from its arc; the sheet is open over its scrim.
    #expect(scene.arc.marks.outcome == .cancelled && scene.sheet.marks.outcome == .cancelled)
    #expect(scene.sheet.sheet.position.value == DemoLayout.sheetOpen)
    #expect(scene.sheet.scrim.opacity.value == DemoLayout.scrimOpacity)
  }

  @Test("TL-R11: the paused timeline is scrubbed forward and backward, the tiles follow")
  func scrubbing() throws {
    let frames = try run().frames
    let scrub = frames.filter { $0.phase == "scrub" }
    let steps = zip(scrub, scrub.dropFirst()).map { $1.timeline - $0.timeline }
    #expect(steps.contains { $0 > 1 } && steps.contains { $0 < -1 })
    // Each reversal of the scrub reverses the tiles: tile 3's opacity rises, falls and rises.
    let opacity = scrub.map { $0.opacity[2] }
    #expect(opacity.max() == 1 && opacity.contains(0))
    let peak = try #require(opacity.firstIndex(of: 1))
    #expect(opacity[peak...].contains { $0 < 0.01 })
    // Played after un-pausing: the timeline advances with the frames.
    let play = frames.filter { $0.phase == "play" }
    #expect(play.count > 10)
    for (a, b) in zip(play, play.dropFirst()) {
      #expect(abs((b.timeline - a.timeline) - (b.time - a.time)) < 1e-6)
    }
  }

  @Test("the hand-off from finger to tween does not jump, and the drag moves the card")
  func handOff() throws {
    let frames = try run().frames.filter { $0.phase != "arc" }  // the arc: DemoTransitionsTests
    for (a, b) in zip(frames, frames.dropFirst()) {
      #expect(a.card.distance(to: b.card) < 16, "at \(b.time) ms")
    }
    #expect(frames.filter { $0.phase == "settle" }.count > 20)
    #expect(frames.contains { $0.phase == "drag" && $0.card.x > 200 })
  }

  @Test("the same seed replays the same frames; another seed drags another path")
  func seeds() throws {
    let first = try run(seed: 3, limit: 90).frames.map(\.line)
    let again = try run(seed: 3, limit: 90).frames.map(\.line)
    let other = try run(seed: 4, limit: 90).frames.map(\.line)
    #expect(first.count == 91)
    #expect(first == again)
    #expect(first != other)
  }

  @Test("the whole scene, toss included, replays frame by frame; another seed flicks another way")
  func seedsWholeScene() throws {
    let first = try run(seed: 3).frames
    let again = try run(seed: 3).frames
    #expect(first.map(\.line) == again.map(\.line))
    #expect(first.contains { $0.phase == "toss" && $0.line.contains("vB=(-") })
    func flight(_ frames: [Frame]) -> [Point] { frames.filter { $0.phase == "toss" }.map(\.cardB) }
    #expect(flight(first) != flight(try run(seed: 4).frames))
  }

  @Test("the chart has every property's series, keyframes, events and phases")
  func chart() throws {
    let (scene, _, recording) = try run()
    let svg = try SVGDocument(recording.chart(scene).render())
    let names =
      ["cardA.x", "cardA.y", "cardB.x", "cardB.y", "timeline"]
      + ["opacity", "scale", "rotation", "slide"].flatMap { property in
        (1...3).map { "tile\($0).\(property)" }
      } + ["sheet.y", "scrim.opacity"]
    #expect(svg.seriesNames == names)
    #expect(svg.elements(ofClass: "keyframe").count > 20)
    #expect(svg.elements(ofClass: "event").count > 0)
    let texts = svg.texts.joined(separator: "\n")
    for label in [
      "pointer down", "pan began", "release at", "flick at", "slots move: retarget",
      "toss (Expressive spring)", "un-pause", "scrub the paused", "arc flipped: back",
      "finger on sheet", "let go slowly: forward", "backward", "direction written: forward",
      "dismissal (cancelled)",
    ] {
      #expect(texts.contains(label), "\(label)")
    }
  }

  @Test("one line per frame names the frame, time, phase, card and every tile value")
  func lines() throws {
    let frames = try run(limit: 2).frames
    #expect(frames.count == 3)
    #expect(
      frames[0].line.hasPrefix(
        "frame 0  t=0.0ms  ready  A=(110.0,100.0)  B=(320.0,270.0)  vB=(0,0)  timeline=0.0ms"))
    #expect(frames[2].line.contains("opacity=0.000,0.000,0.000"))
    // The tile properties in the chart's order.
    let line = frames[2].line
    let positions = ["opacity=", "scale=", "rotation=", "slide="].map {
      line.range(of: $0)?.lowerBound
    }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
  }

  @Test(
    "the terminal picture draws every card and a progress line; at the end the sheet hides the tiles"
  )
  func picture() throws {
    let display = DemoDisplay(animates: true, frameLimit: nil)
    let before = try DemoScene.runManually(seed: 7, limit: 400)
    let shown = display.picture(before, frame: 400)
    for label in ["A", "B", "1", "2", "3"] { #expect(shown.contains(label)) }
    let (scene, _, _) = try run()
    let picture = display.picture(scene, frame: 600)
    for label in ["A", "B", "S"] { #expect(picture.contains(label)) }
    let stage = picture.split(separator: "\n").dropFirst().prefix(18).joined()
    #expect(!["1", "2", "3"].contains { stage.contains($0) }, "the tiles are under the sheet")
    #expect(picture.contains("[####################]"))
    #expect(picture.contains("done"))
  }

  @Test("RT-6: the scene run to its end connects every property it animates")
  func graph() throws {
    let dot = try DemoScene.runToEnd(seed: 7).runtime.toGraphViz()
    #expect(dot.hasPrefix("digraph "))
    for property in [
      "cardA.position", "cardB.position", "timeOffset", "tile1.opacity", "tile3.position",
    ] {
      #expect(dot.contains("label=\"\(property)\""), "\(property)")
    }
  }

  @Test("SplitMix64 is the published generator: seed 0 gives its reference outputs")
  func splitMix() {
    // The first outputs of Vigna's reference splitmix64.c (xoshiro.di.unimi.it) seeded with 0,
    // so a seed gives the same traces on every platform.
    var random = SplitMix64(seed: 0)
    let outputs = (0..<4).map { _ in random.next() }
    #expect(
      outputs == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC,
      ])
  }

  @Test(
    "the finger grabs a card anywhere near its centre: ±18 × ±12 pt (drag), ±12 × ±8 pt (flick)")
  func grabs() {
    let seeds = 0..<300 as Range<UInt64>
    let drags = seeds.map { DemoTrace(seed: $0, start: .zero).events[0].position }
    let flicks = seeds.map { DemoTrace.flick(seed: $0, start: .zero).events[0].position }
    for (grabs, width, height) in [(drags, 18.0, 12.0), (flicks, 12.0, 8.0)] {
      let xs = grabs.map(\.x)
      let ys = grabs.map(\.y)
      #expect(xs.allSatisfy { $0 >= -width && $0 < width })
      #expect(ys.allSatisfy { $0 >= -height && $0 < height })
      // Reaching near every edge: both sides of the centre, in both directions.
      #expect(xs.min()! < -0.9 * width && xs.max()! > 0.9 * width)
      #expect(ys.min()! < -0.9 * height && ys.max()! > 0.9 * height)
    }
  }

  @Test("a seed gives the same traces on every platform: seed 7's, event by event")
  func goldenTraces() {
    // Recorded from this implementation (SplitMix64, so the numbers are the same everywhere;
    // sin() may differ in the last bit between C libraries, far inside 1e-9).
    let drag = DemoTrace(seed: 7, start: DemoLayout.cardStart).events
    let flick = DemoTrace.flick(seed: 7, start: DemoLayout.tossStart).events
    let expected: [(PointerEvent, Double, Double, Double)] = [
      (drag[0], 106.03387094208577, 88.40291906867574, 0.25),
      (drag[60], 186.14679085823815, 93.76616352616551, 0.75),
      (drag[120], 425.80020969785454, 111.1494104210361, 1.25),
      (flick[0], 320.842514179834, 271.8389447477348, 0.15),
      (flick[10], 295.10153118246075, 248.12148387792107, 0.2833333333333333),
      (flick[flick.count - 2], 219.2043161783952, 198.8459653919903, 0.35833333333333334),
    ]
    for (event, x, y, time) in expected {
      #expect(abs(event.position.x - x) < 1e-9 && abs(event.position.y - y) < 1e-9)
      #expect(abs(event.timestamp - time) < 1e-12)
    }
  }

  @Test("the recorded trace is seeded: down, 120 moves at 120 Hz, up while moving")
  func trace() {
    let trace = DemoTrace(seed: 7, start: DemoLayout.cardStart)
    #expect(trace.events.count == 122)
    #expect(trace.events.first?.phase == .down && trace.events.last?.phase == .up)
    #expect(trace.events.first?.timestamp == DemoTrace.downTime)
    #expect(trace.releaseTime > DemoTrace.downTime + DemoTrace.holdDuration)
    #expect(DemoTrace(seed: 7, start: .zero).events.count == trace.events.count)
  }
}
