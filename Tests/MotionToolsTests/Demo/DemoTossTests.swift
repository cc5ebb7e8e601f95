import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTools
import Testing

/// The demo scene run on a manual frame source at `rate` frames per second until the toss has
/// landed, with card B's position after every frame.
private struct TossRun {
  let scene: DemoScene
  /// The frame interval, in seconds.
  let interval: Double
  /// Scene time of each frame (frame 0: before the first), in seconds.
  var times: [Double] = []
  var positions: [Point] = []

  init(seed: UInt64 = 7, rate: Double = 60) throws {
    let source = ManualFrameSource(rate: try FrameRate(framesPerSecond: rate))
    scene = try DemoScene(source: source, seed: seed)
    interval = source.frameInterval
    times.append(scene.sceneTime)
    positions.append(scene.toss.card.position.value)
    while scene.toss.marks.landed == nil, scene.sceneTime < 10 {
      source.advance(frames: 1)
      times.append(scene.sceneTime)
      positions.append(scene.toss.card.position.value)
    }
  }

  /// The index of the frame at scene time `time`.
  func frame(at time: Double) throws -> Int {
    try #require(times.firstIndex { abs($0 - time) < 1e-9 })
  }

  /// Card B's velocity over the frame ending at `index`: its move over the interval.
  func velocity(_ index: Int) -> Point {
    (positions[index] - positions[index - 1]) * (1 / (times[index] - times[index - 1]))
  }
}

/// What a spring run can do over its whole life, from its state when it starts.
///
/// Its energy E = ½·m·|v|² + ½·k·|x − to|² never grows: the damping only takes energy away
/// (dE/dt = −c·|v|², for each component and so for the vector, PH-11). So at every later
/// instant |v| ≤ √(2E/m), and, by Cauchy–Schwarz, the acceleration
/// |a| = |k·(x − to) + c·v| / m ≤ (√k·√k|x − to| + (c/√m)·√m|v|) / m ≤ √((k + c²/m)·2E) / m.
/// Over one frame interval dt the velocity then changes by at most |a|·dt, and a move between
/// two frames over dt differs from the velocity at either end by at most |a|·dt: the tolerance
/// of every continuity check below.
struct SpringBound {
  let parameters: SpringParameters
  let energy: Double

  init(_ parameters: SpringParameters, displacement: Double, speed: Double) {
    self.parameters = parameters
    energy =
      parameters.mass * speed * speed / 2 + parameters.stiffness * displacement * displacement / 2
  }

  var speed: Double { (2 * energy / parameters.mass).squareRoot() }
  /// The largest distance from the destination, √(2E/k).
  var displacement: Double { (2 * energy / parameters.stiffness).squareRoot() }
  var acceleration: Double {
    let (m, k, c) = (parameters.mass, parameters.stiffness, parameters.damping)
    return ((k + c * c / m) * 2 * energy).squareRoot() / m
  }

  /// The run that takes over from this one when its destination moves by `shift` (PH-5), from
  /// the state this run has then: its energy is at most E + k·D·s + ½·k·s² = ½·k·(D + s)², with
  /// D = √(2E/k) and s = |shift| (the distance to the destination grows by at most s).
  func retargeted(by shift: Point) -> SpringBound {
    SpringBound(
      parameters, displacement: displacement + Point.zero.distance(to: shift), speed: 0)
  }
}

private func length(_ point: Point) -> Double { Point.zero.distance(to: point) }

@Suite("DemoToss: card B flung, snapped to a slot by an Expressive spring, retargeted")
struct DemoTossTests {
  @Test(
    "PH-12, PH-8, PH-4: the toss lands at rest on the projected free slot, moved with the row",
    arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func lands(seed: UInt64) throws {
    let scene = try DemoScene.runToEnd(seed: seed)
    let marks = scene.toss.marks
    let occupied = try #require(scene.marks.destination)
    let free = DemoLayout.slots.filter { $0 != occupied }
    #expect(free.count == 2)
    let released = try #require(marks.releasePosition)
    let velocity = try #require(marks.releaseVelocity)
    let anchor = try #require(
      DemoLayout.tossProjection.snapAnchor(value: released, velocity: velocity, anchors: free))
    #expect(marks.anchor == anchor)
    #expect(marks.landing == anchor + DemoLayout.slotShift)
    // At rest, exactly on the moved slot (PH-4), both springs and the toss done.
    #expect(scene.toss.card.position.value == anchor + DemoLayout.slotShift)
    #expect(scene.card.position.value == occupied + DemoLayout.slotShift)
    let tossable = try #require(scene.toss.tossable)
    let follow = try #require(scene.toss.follow)
    #expect(!scene.runtime.isActive(tossable) && !scene.runtime.isActive(follow))
    #expect(scene.toss.spring.state.value == .atRest && follow.state.value == .atRest)
    // The retarget comes while the card flies: after the release, before the landing.
    let release = try #require(marks.release)
    let retarget = try #require(marks.retarget)
    // The first frame at or after the delay.
    let delay = retarget - release
    #expect(delay >= DemoLayout.retargetDelay - 1e-9 && delay < DemoLayout.retargetDelay + 1 / 60)
    let landed = try #require(marks.landed)
    let flying = try #require(marks.retargetVelocity)
    #expect(landed > retarget)
    #expect(length(flying) > 300)
  }

  @Test("scene time counts from when the scene was made, whatever the clock read then")
  func startsAnyTime() throws {
    func run(from start: Double) throws -> (marks: DemoMarks, phases: [String], end: Point) {
      let source = ManualFrameSource(now: start, rate: .hz60)
      let scene = try DemoScene(source: source, seed: 7)
      #expect(scene.sceneTime == 0)
      var phases = [scene.phase]
      var frames = 0
      while !scene.isFinished, frames < DemoScene.frameCap {
        source.advance(frames: 1)
        frames += 1
        if phases.last != scene.phase { phases.append(scene.phase) }
      }
      return (scene.marks, phases, scene.toss.card.position.value)
    }
    let zero = try run(from: 0)
    let later = try run(from: 100)
    #expect(zero.phases == later.phases)
    #expect(zero.end == later.end)
    // Each stretch between two moments within one frame of the other run's: a tween whose
    // length is whole frames (the settle's 0.6 s are 36) ends on a frame, and whether
    // `now - start` reaches its length there or one frame later depends on how the clock's
    // values round (a clock that read 100 has coarser doubles). Counting from the absolute
    // clock would be 100 s off.
    let frame = 1.0 / 60 + 1e-9
    let moments: [KeyPath<DemoMarks, Double?>] = [
      \.down, \.began, \.release, \.settled, \.scrub, \.play, \.done,
    ]
    let a = try moments.map { try #require(zero.marks[keyPath: $0]) }
    let b = try moments.map { try #require(later.marks[keyPath: $0]) }
    #expect(abs(a[0] - b[0]) <= 1e-9)
    for index in 1..<moments.count {
      let stretch = (a[index] - a[index - 1]) - (b[index] - b[index - 1])
      #expect(abs(stretch) <= frame, "\(moments[index])")
    }
  }

  @Test("an event stamped on a frame's time is delivered on that frame")
  func feedDeliversOnTime() {
    let trace = DemoTrace(seed: 7, start: DemoLayout.cardStart)
    let pan = PanGestureRecognizer(element: HitRegion(name: "card"))
    let feed = DemoPointerFeed(trace: trace, recognizer: pan)
    feed.deliver(upTo: 10)
    #expect(feed.downTime == nil)  // not started: nothing is delivered
    feed.start(at: 2)
    feed.start(at: 5)  // a second start does nothing
    #expect(feed.startTime == 2)
    feed.deliver(upTo: 2 + DemoTrace.downTime - 1e-6)
    #expect(feed.downTime == nil)
    feed.deliver(upTo: 2 + DemoTrace.downTime)
    #expect(feed.downTime == DemoTrace.downTime)
  }

  @Test("the toss begins once: a second begin adds nothing")
  func beginsOnce() throws {
    let scene = try DemoScene.runToEnd(seed: 7)
    let tossable = try #require(scene.toss.tossable)
    let start = scene.toss.marks.start
    scene.toss.begin(runtime: scene.runtime, cardA: scene.card, occupied: DemoLayout.slots[0])
    #expect(scene.toss.tossable === tossable && scene.toss.marks.start == start)
    #expect(scene.runtime.interactions(ofType: Tossable.self, for: scene.toss.card).count == 1)
  }

  @Test("PH-8: the projection, not the release position, picks the slot (default seed)")
  func projectionPicks() throws {
    let marks = try DemoScene.runToEnd(seed: 7).toss.marks
    let released = try #require(marks.releasePosition)
    let nearest = DemoLayout.slots.dropLast().min {
      $0.distance(to: released) < $1.distance(to: released)
    }
    #expect(marks.anchor == DemoLayout.slots[0])
    #expect(nearest == DemoLayout.slots[1])
  }

  @Test(
    "PH-6: the spring takes card B from where the finger left it, at the finger's velocity",
    arguments: [60.0, 1000.0])
  func release(rate: Double) throws {
    let run = try TossRun(rate: rate)
    let marks = run.scene.toss.marks
    let velocity = try #require(marks.releaseVelocity)
    let released = try #require(marks.releasePosition)
    let anchor = try #require(marks.anchor)
    let releaseTime = try #require(marks.release)
    let n = try run.frame(at: releaseTime)
    // Value: the frame that handles the lift shows the drag's last value; the spring starts
    // there (its local time is 0).
    #expect(released.distance(to: run.positions[n]) < 1e-9)
    // Velocity: the first move of the spring is the release velocity, within what the
    // spring's acceleration can change it over one frame.
    let bound = SpringBound(
      DemoLayout.tossSpring, displacement: released.distance(to: anchor), speed: length(velocity))
    let tolerance = bound.acceleration * run.interval / 2
    let first = run.velocity(n + 1)
    #expect(first.distance(to: velocity) <= tolerance, "\(first) vs \(velocity)")
    if rate == 1000 {
      // Fine enough to tell: a spring that started from rest, or kept half the velocity,
      // would miss by far more than the tolerance.
      #expect(tolerance < 0.1 * length(velocity))
    }
    // The velocity handed over is the finger's: its last two samples' move over their interval
    // agrees within the trace's jitter (±0.3 pt a sample, 72 pt/s over 1/120 s) and half an
    // interval of its acceleration.
    let moves = run.scene.toss.trace.events.filter { $0.phase == .move }
    let finger =
      (moves[moves.count - 1].position - moves[moves.count - 2].position) * DemoTrace.eventRate
    #expect(finger.distance(to: velocity) < 0.1 * length(velocity), "\(finger) vs \(velocity)")
  }

  @Test(
    "PH-5: mid-flight the slots move, the spring retargets, value and velocity do not jump",
    arguments: [60.0, 1000.0])
  func retarget(rate: Double) throws {
    let run = try TossRun(rate: rate)
    let before = try Self.releaseBound(run.scene.toss.marks)
    let after = before.retargeted(by: DemoLayout.slotShift)
    let acceleration = max(before.acceleration, after.acceleration)
    let retargetTime = try #require(run.scene.toss.marks.retarget)
    let releaseTime = try #require(run.scene.toss.marks.release)
    let n = try run.frame(at: retargetTime)
    #expect(n - 1 > (try run.frame(at: releaseTime)))
    // The last move under the old destination and the first under the new one.
    let old = run.velocity(n)
    let new = run.velocity(n + 1)
    #expect(old.distance(to: new) <= acceleration * run.interval, "\(old) then \(new)")
    #expect(run.positions[n].distance(to: run.positions[n + 1]) <= after.speed * run.interval)
    if rate == 1000 {
      // 60 ms after the release is a frame at 1000 Hz: the slots move on that very frame.
      #expect(abs(retargetTime - releaseTime - DemoLayout.retargetDelay) < 1e-9)
      // Fine enough to tell: a retarget that dropped the velocity would jump by |old|.
      #expect(acceleration * run.interval < 0.25 * length(old))
    }
  }

  @Test("PH-5, PH-6: every frame of the flight moves card B by at most the springs' speed bound")
  func flightIsContinuous() throws {
    let run = try TossRun()
    let before = try Self.releaseBound(run.scene.toss.marks)
    let speed = max(before.speed, before.retargeted(by: DemoLayout.slotShift).speed)
    let releaseTime = try #require(run.scene.toss.marks.release)
    let first = try run.frame(at: releaseTime)
    #expect(run.positions.count - first > 30)
    for index in (first + 1)..<run.positions.count {
      let step = run.positions[index - 1].distance(to: run.positions[index])
      #expect(step <= speed * run.interval, "frame \(index)")
    }
  }

  /// The bound of the spring run the release starts.
  static func releaseBound(_ marks: DemoTossMarks) throws -> SpringBound {
    let released = try #require(marks.releasePosition)
    let anchor = try #require(marks.anchor)
    let velocity = try #require(marks.releaseVelocity)
    return SpringBound(
      DemoLayout.tossSpring, displacement: released.distance(to: anchor), speed: length(velocity))
  }

  @Test("the recording's velocity is each frame's move over the frame interval, at its midpoint")
  func recordedVelocity() throws {
    let recording = DemoRecording()
    let scene = try DemoScene.runManually(seed: 7, limit: 200) { scene, _ in
      recording.record(scene)
    }
    #expect(scene.toss.marks.release != nil)
    let times = recording.times
    var moving = 0
    for index in 1..<times.count {
      let interval = (times[index] - times[index - 1]) / 1000
      let expected = Point(
        x: (recording.tossX[index] - recording.tossX[index - 1]) / interval,
        y: (recording.tossY[index] - recording.tossY[index - 1]) / interval)
      #expect(recording.tossVelocity[index].distance(to: expected) < 1e-6)
      #expect(recording.velocityTimes[index] == (times[index - 1] + times[index]) / 2)
      if length(expected) > 100 { moving += 1 }
    }
    #expect(recording.tossVelocity[0] == .zero && moving > 5)
  }

  @Test("the flick is seeded: a down, a rest, 120 Hz moves up and to the left, an up")
  func flick() {
    let trace = DemoTrace.flick(seed: 7, start: DemoLayout.tossStart)
    let events = trace.events
    #expect(events.first?.phase == .down && events.last?.phase == .up)
    #expect(events.first?.timestamp == DemoTrace.flickDownTime)
    #expect(events.dropFirst().dropLast().allSatisfy { $0.phase == .move })
    #expect((17...22).contains(events.count - 2))
    let firstMove = DemoTrace.flickDownTime + DemoTrace.flickRest + 1 / DemoTrace.eventRate
    #expect(abs(events[1].timestamp - firstMove) < 1e-12)
    let last = events[events.count - 2]
    #expect(abs(trace.releaseTime - last.timestamp - 0.004) < 1e-12)
    let travel = last.position - events[0].position
    #expect(travel.x < -60 && travel.y < -40)
    let speed = (last.position - events[events.count - 3].position) * DemoTrace.eventRate
    #expect(length(speed) > 1000)
    #expect(DemoTrace.flick(seed: 7, start: .zero).events.count == events.count)
    #expect(
      DemoTrace.flick(seed: 8, start: DemoLayout.tossStart).events.map(\.position)
        != events.map(\.position))
  }

  @Test("the terminal picture shows card B in flight and its speed")
  func picture() throws {
    let scene = try DemoScene.runManually(seed: 7, limit: 140)
    #expect(scene.toss.marks.release != nil && scene.toss.marks.landed == nil)
    let picture = DemoDisplay(animates: true, frameLimit: nil).picture(scene, frame: 140)
    #expect(picture.contains("B") && picture.contains("toss"))
    #expect(picture.contains(" pt/s"))
    // B is drawn where it is: not at its start any more, and not yet on its slot.
    let position = scene.toss.card.position.value
    #expect(position.distance(to: DemoLayout.tossStart) > 50)
  }

  @Test("the SVG stacks the scene's chart and the toss's, each keeping its size")
  func stacked() throws {
    let (scene, recording) = try { () throws -> (DemoScene, DemoRecording) in
      let recording = DemoRecording()
      let scene = try DemoScene.runManually(seed: 7) { scene, _ in recording.record(scene) }
      return (scene, recording)
    }()
    let toss = try #require(recording.tossChart(scene))
    #expect(
      try SVGDocument(toss.render()).seriesNames == ["cardB.x", "cardB.y", "cardB.vx", "cardB.vy"])
    let document = try SVGDocument(recording.document(scene))
    // One root holding both documents, the toss's moved down by the scene chart's height.
    let roots = document.nodes.filter { $0.name == "svg" }
    let heights = roots.compactMap { $0.attributes["height"].flatMap(Double.init) }
    #expect(roots.count == 3 && heights.count == 3)
    #expect(heights[0] == heights[1] + heights[2])
    #expect(Set(roots.compactMap { $0.attributes["width"] }).count == 1)
    let moves = document.nodes.compactMap { $0.attributes["transform"] }
    #expect(moves == ["translate(0 0.0)", "translate(0 \(NumberFormat.svg(heights[1])))"])
    #expect(document.seriesNames.suffix(4) == ["cardB.x", "cardB.y", "cardB.vx", "cardB.vy"])
    let texts = document.texts.joined(separator: "\n")
    for label in ["The toss, frame by frame", "flick at", "slots move: retarget", "finger"] {
      #expect(texts.contains(label), "\(label)")
    }
    // No toss chart before the finger goes down on card B.
    let early = DemoRecording()
    let started = try DemoScene.runManually(seed: 7, limit: 30) { scene, _ in early.record(scene) }
    #expect(early.tossChart(started) == nil)
    #expect(early.document(started) == early.chart(started).render())
  }
}

@Suite("DemoToss: lifetime")
struct DemoTossLifetimeTests {
  @Test("a finished scene is freed with its runtime, both cards, the toss and its springs")
  func freed() throws {
    weak var scene: DemoScene?
    weak var runtime: FrameRuntime?
    weak var toss: DemoToss?
    weak var cardB: MotionElement?
    weak var tossable: Tossable?
    weak var follow: Spring<Point>?
    do {
      let run = try DemoScene.runToEnd(seed: 7)
      scene = run
      runtime = run.runtime
      toss = run.toss
      cardB = run.toss.card
      tossable = run.toss.tossable
      follow = run.toss.follow
      #expect(tossable != nil && follow != nil)
    }
    #expect(scene == nil && runtime == nil && toss == nil)
    #expect(cardB == nil && tossable == nil && follow == nil)
  }
}
