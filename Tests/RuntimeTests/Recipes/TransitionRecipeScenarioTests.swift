import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// Recipes 7 and 8 of Docs/Recipes.md frame by frame: at each turn of the sheet's dismissal (a
/// slow release, a flick, a write of the direction) and at the arc card's flip, what shows is
/// continuous and the next frame is the motion the turn started (TR-3, TR-6, TR-7, TR-10, TR-11).
@Suite("Recipes: the transitions, frame by frame")
struct TransitionRecipeScenarioTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let open = Point(x: 200, y: 200)
  let closed = Point(x: 200, y: 800)
  let sheet: MotionElement
  let scrim = MotionElement(name: "scrim", opacity: 0.6)
  let pan: PanGestureRecognizer
  let dismiss: Transition

  /// The recipe's presented sheet, and its dismissal with a drag, started now.
  init() throws {
    runtime = FrameRuntime(frameSource: source)
    sheet = MotionElement(name: "sheet", position: open, size: Size(width: 400, height: 600))
    pan = PanGestureRecognizer(element: sheet.makeHitRegion())
    dismiss = try Transition(in: runtime, initialDirection: .backward)
    dismiss.add(try TransitionSpring(back: closed, fore: open), to: sheet.position)
    dismiss.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6])), to: scrim.opacity)
    runtime.add(try TransitionDrag(pan, transition: dismiss, back: closed, fore: open), to: sheet)
  }

  /// The sheet's and the scrim's value and velocity.
  func showing() -> (Point, Point, Double, Double) {
    (
      sheet.position.value, runtime.velocity(of: sheet.position), scrim.opacity.value,
      runtime.velocity(of: scrim.opacity)
    )
  }

  /// One frame after a turn toward `destination` from `before` (what showed then): the sheet is
  /// where a spring from there (with `launch` as its velocity, if given) takes it, and the scrim
  /// goes on the way it went, slower (its velocity handed over, not reversed at once).
  func expectTurned(
    from before: (Point, Point, Double, Double), toward destination: Point, launch: Point? = nil
  ) throws {
    let model = try SpringAnimation(
      .standardDefaultSpatial, to: destination, from: before.0, velocity: launch ?? before.1)
    source.advance(frames: 1)
    let after = showing()
    let expected = model.sample(atLocalTime: source.frameInterval, from: .init(value: .zero))
    #expect(near(after.0, expected.value, 1e-6))
    if before.3 != 0 {
      #expect((after.2 - before.2) * before.3 > 0)
      #expect(abs(after.3) < abs(before.3))
    }
  }

  @Test("TR-6, TR-10, TR-11: each turn of the dismissal is continuous and starts its spring")
  func sheetTurns() throws {
    source.advance(by: 0.05)
    let caught = sheet.position.value
    feed(pan, [pointer(.down, 1, 200, caught.y, at: source.now)])
    for step in 1...6 {
      source.advance(by: 0.02)
      feed(pan, [pointer(.move, 1, 200, caught.y - 20 * Double(step), at: source.now)])
    }
    source.advance(by: 0.2)
    // A slow release short of half way: the spring leaves from rest toward the open sheet.
    let released = showing()
    feed(pan, [pointer(.up, 1, 200, caught.y - 120, at: source.now)])
    #expect(dismiss.direction.value == .forward)
    #expect(showing().0 == released.0)
    try expectTurned(from: (released.0, .zero, released.2, released.3), toward: open)
    // The flick: 2,000 points per second down, launched with the finger's velocity.
    source.advance(by: 0.05)
    let flicked = sheet.position.value
    feed(pan, [pointer(.down, 1, 200, flicked.y, at: source.now)])
    for step in 1...4 {
      source.advance(by: 0.01)
      feed(pan, [pointer(.move, 1, 200, flicked.y + 20 * Double(step), at: source.now)])
    }
    let velocity = pan.velocity(in: nil)
    #expect(abs(velocity.y - 2000) < 1e-6 && velocity.x == 0)
    let lifted = showing()
    feed(pan, [pointer(.up, 1, 200, flicked.y + 80, at: source.now)])
    #expect(dismiss.direction.value == .backward)
    #expect(near(runtime.velocity(of: sheet.position), velocity, 1e-9))
    try expectTurned(from: lifted, toward: closed, launch: velocity)
    // The write half way down: the sheet and the scrim turn from what they show.
    while sheet.position.value.y < 500 { source.advance(frames: 1) }
    let before = showing()
    #expect(before.1.y > 1000, "still falling fast")
    dismiss.direction.value = .forward
    let after = showing()
    #expect(after.0 == before.0 && after.2 == before.2)
    #expect(near(after.1, before.1, 1e-9) && abs(after.3 - before.3) < 1e-9)
    try expectTurned(from: before, toward: open)
    var reports: [TransitionOutcome] = []
    dismiss.addCompletionObserver { reports.append($0) }
    source.advance(by: 1)
    #expect(reports == [.cancelled] && dismiss.outcome == .cancelled)
    #expect(sheet.position.value == open && scrim.opacity.value == 0.6)
  }

  @Test("TR-7: the card flipped on its arc hands its velocity over, then retraces the arc")
  func arcFlip() throws {
    let home = Point(x: 200, y: 400)
    let card = MotionElement(name: "card", position: home)
    let move = try PathAnimation(
      along: try MotionPath.arc(from: home, to: Point(x: 340, y: 740)), duration: 0.5,
      timingFunction: .standard)
    let toCorner = try Transition(in: runtime, initialDirection: .forward)
    toCorner.add(try TransitionTween(move), to: card.position)
    let unused = AnimationSample(value: Point.zero)
    source.advance(by: 0.3)
    let flip = move.sample(atLocalTime: 0.3, from: unused)
    #expect(card.position.value == flip.value)
    toCorner.direction.value = .backward
    #expect(card.position.value == flip.value)
    #expect(near(runtime.velocity(of: card.position), flip.velocity, 1e-6))
    // Within the hand-off the card departs from the mirrored arc by at most
    // 4/27 · |Δvelocity| · handOff (Δvelocity: the forward velocity minus the mirror's, 2v).
    let bound = 4.0 / 27 * 2 * Point.zero.distance(to: flip.velocity) * toCorner.handOff
    var widest = 0.0
    for _ in 0..<18 {
      source.advance(frames: 1)
      let s = source.now - 0.3
      let mirrored = move.sample(atLocalTime: 0.3 - s, from: unused).value
      let departure = card.position.value.distance(to: mirrored)
      widest = max(widest, departure)
      if s >= toCorner.handOff - 1e-12 {
        #expect(departure < 1e-9, "past the hand-off: on the arc at \(s)")
      } else {
        #expect(departure <= bound + 1e-9)
      }
    }
    #expect(widest > 1, "the hand-off really bends the path: \(widest)")
    #expect(card.position.value == home && toCorner.outcome == .cancelled)
  }
}
