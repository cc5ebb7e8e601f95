import MotionRuntime
import MotionStreams
import MotionTools
import MotionTween
import Testing

/// The demo scene run to its end on a manual frame source, recorded frame by frame.
private func recorded(seed: UInt64 = 7, limit: Int = DemoScene.frameCap) throws -> (
  scene: DemoScene, recording: DemoRecording
) {
  let recording = DemoRecording()
  let scene = try DemoScene.runManually(seed: seed, limit: limit) { scene, _ in
    recording.record(scene)
  }
  return (scene, recording)
}

/// Whether every marker of `series` is a point of its curve (the dot sits on the line).
private func markersOnCurve(_ series: SVGChart.Series) -> Bool {
  series.markers.allSatisfy { marker in
    series.points.contains {
      abs($0.time - marker.time) < 1e-6 && abs($0.value - marker.value) < 1e-6
    }
  }
}

@Suite("DemoRecording: the charts mark what the scene did, where it did it")
struct DemoChartTests {
  @Test("every dot on the cards' positions sits on its curve, at each hand-off of the scene")
  func cardMarkers() throws {
    let (scene, recording) = try recorded()
    let chart = recording.chart(scene)
    let cards = chart.panels.prefix(2).flatMap(\.series)
    #expect(cards.map { $0.key } == ["cardA.x", "cardA.y", "cardB.x", "cardB.y"])
    for series in cards {
      #expect(markersOnCurve(series), "\(series.name)")
    }
    // Card A: the settle's two ends, the follow's two ends, then the arc's start, flip and
    // return; card B: release, retarget, landing.
    #expect(cards.map(\.markers.count) == [7, 7, 3, 3])
    let marks = scene.toss.marks
    let times = try [#require(marks.release), #require(marks.retarget), #require(marks.landed)]
    #expect(cards[2].markers.map(\.time) == times.map { $0 * 1000 })
    let toss = try #require(recording.tossChart(scene))
    for series in toss.panels[0].series {
      #expect(markersOnCurve(series), "\(series.name)")
      #expect(series.markers.count == 2)  // the landing comes after the chart's end
    }
  }

  @Test("a dot on a chart's last frame is drawn: a run stopped on the flick's release")
  func markerOnLastFrame() throws {
    let (full, fullRecording) = try recorded()
    let release = try #require(full.toss.marks.release) * 1000
    let frame = try #require(fullRecording.times.firstIndex { abs($0 - release) < 1e-6 })
    let (scene, recording) = try recorded(limit: frame)
    #expect(recording.times.last == fullRecording.times[frame])
    let cardB = recording.chart(scene).panels[1].series
    #expect(cardB.map(\.markers.count) == [1, 1])
    #expect(cardB[0].markers.first?.time == release)
  }

  @Test("the toss chart's velocity dots are the pan's release velocity, at the release")
  func velocityMarkers() throws {
    let (scene, recording) = try recorded()
    let toss = try #require(recording.tossChart(scene))
    let velocity = toss.panels[1].series
    #expect(velocity.map { $0.key } == ["cardB.vx", "cardB.vy"])
    let release = try #require(scene.toss.marks.release) * 1000
    let handed = try #require(scene.toss.marks.releaseVelocity)
    #expect(velocity[0].markers.map(\.time) == [release])
    #expect(velocity[1].markers.map(\.time) == [release])
    #expect(velocity[0].markers.map(\.value) == [handed.x])
    #expect(velocity[1].markers.map(\.value) == [handed.y])
    // The curves are the recorded velocities, x then y, at the midpoints between frames.
    let first = try #require(
      recording.velocityTimes.firstIndex { $0 == velocity[0].points.first?.time })
    let frames = first..<(first + velocity[0].points.count)
    #expect(velocity[0].points.map(\.value) == frames.map { recording.tossVelocity[$0].x })
    #expect(velocity[1].points.map(\.value) == frames.map { recording.tossVelocity[$0].y })
    #expect(velocity[0].points.map(\.time) == frames.map { recording.velocityTimes[$0] })
  }

  @Test("x is drawn in one colour and y in another, for both cards, in both charts")
  func colours() throws {
    let (scene, recording) = try recorded()
    let toss = try #require(recording.tossChart(scene))
    let panels = Array(recording.chart(scene).panels.prefix(2)) + toss.panels
    for panel in panels {
      #expect(panel.series.map(\.color) == DemoRecording.cardColors, "\(panel.title)")
    }
  }

  @Test("the events are drawn when they happened")
  func events() throws {
    let (scene, recording) = try recorded()
    let (marks, toss) = (scene.marks, scene.toss.marks)
    let events = recording.chart(scene).events
    #expect(
      events.map(\.label) == [
        "pointer down", "pan began", "release at 634 pt/s", "flick at 1589 pt/s",
        "slots move: retarget", "un-pause", "arc flipped: back", "finger on sheet",
        "let go slowly: forward", "finger on sheet", "flick at 1980 pt/s: backward",
        "direction written: forward",
      ])
    let sheet = scene.sheet.marks
    let (downs, releases) = (sheet.downs, sheet.releases.map(\.time))
    let times = [
      marks.down, marks.began, marks.release, toss.release, toss.retarget, marks.play,
      scene.arc.marks.flip, downs[0], releases[0], downs[1], releases[1], sheet.reopen,
    ]
    #expect(events.map(\.time) == times.map { ($0 ?? -1) * 1000 })
  }

  @Test("the timeline's panel is in milliseconds; during the play every keyframe is marked")
  func timelineAndKeyframes() throws {
    let (scene, recording) = try recorded()
    #expect(recording.timeline.last == scene.timelineTime * 1000)
    #expect(try #require(recording.timeline.last) > 1000)
    // The play starts from offset 0, so every keyframe of the choreography comes during it,
    // including those at its very start.
    #expect(scene.marks.playOffset == 0)
    let chart = recording.chart(scene)
    let tileMarkers = chart.panels.dropFirst(3).prefix(4).flatMap(\.series).map(\.markers.count)
    #expect(tileMarkers.reduce(0, +) == scene.choreography.map(\.keyframes.count).reduce(0, +))
  }

  @Test("the scrub's keyframes are marked at the scrub's start plus their times on the tween")
  func scrubMarkers() throws {
    let (scene, recording) = try recorded()
    let scrub = try #require(scene.marks.scrub)
    let markers = recording.chart(scene).panels[2].series[0].markers
    let tween = scene.scrub.tween
    let offsets = tween.offsets ?? []
    #expect(markers.count == tween.values.count && offsets.count == tween.values.count)
    for (marker, (offset, value)) in zip(markers, zip(offsets, tween.values)) {
      let time = (scrub + tween.delay + offset * tween.duration) * 1000
      #expect(abs(marker.time - time) < 1e-6 && abs(marker.value - value * 1000) < 1e-9)
    }
    // An empty recording has no curve and no dots.
    #expect(
      DemoRecording().chart(scene).panels.allSatisfy { $0.series.allSatisfy(\.markers.isEmpty) })
  }

  @Test("stacked documents keep their sizes: as wide as the widest, as tall as all of them")
  func stack() throws {
    func document(_ width: Int, _ height: Int) -> String {
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width).0\" height=\"\(height).0\"></svg>\n"
    }
    let stacked = try SVGDocument(DemoRecording.stack([document(300, 100), document(500, 40)]))
    let root = try #require(stacked.nodes.first)
    #expect(root.attributes["width"] == "500.0" && root.attributes["height"] == "140.0")
    #expect(
      stacked.nodes.compactMap { $0.attributes["transform"] } == [
        "translate(0 0.0)", "translate(0 100.0)",
      ])
  }

  @Test("the phases are shaded from where each began to where it ended")
  func spans() throws {
    let (scene, recording) = try recorded()
    let (marks, toss) = (scene.marks, scene.toss.marks)
    let expected: [(Double?, Double?, String)] = [
      (marks.began, marks.release, "drag"),
      (marks.release, marks.settled, "settle (standard curve)"),
      (toss.start, toss.landed, "toss (Expressive spring)"),
      (marks.scrub, marks.play, "scrub the paused timeline"),
      (marks.play, marks.done, "play"),
      (scene.arc.marks.start, scene.arc.marks.ended, "arc to a corner and back"),
      (scene.sheet.marks.present, scene.sheet.marks.presented, "present the sheet"),
      (scene.sheet.marks.dismiss, scene.sheet.marks.ended, "dismissal (cancelled)"),
    ]
    let spans = recording.chart(scene).spans
    #expect(spans.map(\.label) == expected.map(\.2))
    for (span, (start, end, _)) in zip(spans, expected) {
      #expect(span.start == (try #require(start)) * 1000)
      #expect(span.end == (try #require(end)) * 1000)
    }
  }

  @Test("the toss chart runs from just before the finger goes down to 0.5 s after the retarget")
  func tossWindow() throws {
    let (scene, recording) = try recorded()
    let toss = try #require(recording.tossChart(scene))
    let marks = scene.toss.marks
    let down = try #require(marks.down) * 1000
    let began = try #require(marks.began) * 1000
    let release = try #require(marks.release) * 1000
    let retarget = try #require(marks.retarget) * 1000
    let points = toss.panels[0].series[0].points
    let first = try #require(points.first).time
    let last = try #require(points.last).time
    #expect(first >= down - 50 - 1e-6 && first < down - 50 + 1000.0 / 60 - 1e-6)
    #expect(abs(last - (retarget + DemoLayout.tossDetailTail * 1000)) < 1e-3)
    #expect(
      toss.events.map(\.label) == [
        "pointer down on B", "pan began", "flick at 1589 pt/s", "slots move: retarget",
      ])
    #expect(toss.events.map(\.time) == [down, began, release, retarget])
    #expect(
      toss.spans.map(\.label) == ["finger", "spring to the slot", "retargeted to the moved slot"])
    #expect(toss.spans.map(\.start) == [down, release, retarget])
    let ends = toss.spans.map(\.end)
    #expect(ends.count == 3 && ends[0] == release && ends[1] == retarget)
    #expect(abs(ends[2] - last) < 1e-6)
  }

  @Test("a toss chart needs two frames: none when frames were dropped around the finger's down")
  func tossChartNeedsTwoFrames() throws {
    let down = try #require(try recorded().scene.toss.marks.down)
    // As a real-time source that skipped frames: 60 Hz up to 0.1 s before the finger goes down
    // on card B, then one frame just after it: one frame in the chart's span.
    let source = ManualFrameSource(rate: .hz60)
    let scene = try DemoScene(source: source, seed: 7)
    let recording = DemoRecording()
    recording.record(scene)
    while source.now + source.frameInterval < down - 0.1 {
      source.advance(frames: 1)
      recording.record(scene)
    }
    source.step(to: down + 0.001)
    recording.record(scene)
    #expect(scene.toss.marks.down == down)
    #expect(recording.tossChart(scene) == nil)
    source.advance(frames: 1)
    recording.record(scene)
    #expect(recording.tossChart(scene)?.panels[0].series[0].points.count == 2)
  }
}
