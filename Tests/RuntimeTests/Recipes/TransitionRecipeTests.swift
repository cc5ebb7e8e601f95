import Foundation
import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

// Recipes 7 and 8 of Docs/Recipes.md: transitions (issue 30). As in RecipeTests.swift, the text
// between `// recipe:` and `// end recipe` markers is what the document shows, line for line;
// TransitionRecipeScenarioTests checks the same scenes frame by frame.

extension RecipeTests {
  @Test(
    "TR-3, TR-10, TR-11: a bottom sheet's dismissal dragged, released, flicked and re-opened mid-way"
  )
  func sheetTransition() throws {
    // recipe: sheet-transition
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let open = Point(x: 200, y: 200)  // the sheet's center, presented: the fore state
    let closed = Point(x: 200, y: 800)  // dismissed, below the screen: the back state
    let sheet = MotionElement(name: "sheet", position: closed, size: Size(width: 400, height: 600))
    let scrim = MotionElement(name: "scrim", opacity: 0)
    let slide = try TransitionSpring(back: closed, fore: open)
    let fade = try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6]))
    // Present: the sheet's spring and the scrim's tween share one direction, forward.
    let present = try Transition(in: runtime, initialDirection: .forward)
    present.add(slide, to: sheet.position)
    present.add(fade, to: scrim.opacity)
    source.advance(by: 1)
    #expect(present.outcome == .finished)
    #expect(sheet.position.value == open && scrim.opacity.value == 0.6)
    // Dismiss: a new transition (each is one trip) with the same motions, run backward, and a
    // drag that holds it under a finger and decides its direction at the release.
    let dismiss = try Transition(in: runtime, initialDirection: .backward)
    dismiss.add(slide, to: sheet.position)
    dismiss.add(fade, to: scrim.opacity)
    let pan = PanGestureRecognizer(element: sheet.makeHitRegion())
    runtime.add(try TransitionDrag(pan, transition: dismiss, back: closed, fore: open), to: sheet)
    var outcomes: [TransitionOutcome] = []
    dismiss.addCompletionObserver { outcomes.append($0) }
    source.advance(by: 0.05)
    // A finger catches the sheet on its way down and drags it back up 100 points (past the
    // pan's 10-point slop), holds still and lifts: let go slowly short of half way, the
    // position decides, and the sheet springs back up.
    let caught = sheet.position.value
    pan.handle(event(.down, 1, 200, caught.y, source.now))
    for step in 1...6 {
      source.advance(by: 0.02)
      pan.handle(event(.move, 1, 200, caught.y - 20 * Double(step), source.now))
    }
    #expect(sheet.position.value == caught - Point(x: 0, y: 100))
    source.advance(by: 0.2)
    pan.handle(event(.up, 1, 200, caught.y - 120, source.now))
    #expect(dismiss.direction.value == .forward)
    // Caught again on the way up and flicked down, 60 points in 30 ms: the velocity decides,
    // against the position (still short of half way).
    source.advance(by: 0.05)
    let flicked = sheet.position.value
    pan.handle(event(.down, 1, 200, flicked.y, source.now))
    for step in 1...4 {
      source.advance(by: 0.01)
      pan.handle(event(.move, 1, 200, flicked.y + 20 * Double(step), source.now))
    }
    pan.handle(event(.up, 1, 200, flicked.y + 80, source.now))
    #expect(dismiss.direction.value == .backward)
    // Half way down, the app changes its mind: writing the direction turns the spring and the
    // tween from where they are, at the speed they have, and the sheet re-opens.
    while sheet.position.value.y < 500 { source.advance(frames: 1) }
    dismiss.direction.value = .forward
    source.advance(by: 1)
    #expect(outcomes == [.cancelled])  // the dismissal ended in the state it started from
    #expect(sheet.position.value == open && scrim.opacity.value == 0.6)
    // end recipe
  }

  @Test("TR-3, TR-7: a card to a corner along Material's arc, and back along it by a flip")
  func arcToCorner() throws {
    // recipe: arc-to-corner
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let home = Point(x: 200, y: 400)  // the middle of a 400 × 800 screen
    let corner = Point(x: 340, y: 740)  // its bottom-right corner, 20 points in
    let card = MotionElement(name: "card", position: home, size: Size(width: 80, height: 80))
    // Material's arc, bulging toward (corner.x, home.y), along the standard curve in 0.5 s.
    let arc = try MotionPath.arc(from: home, to: corner)
    let move = try PathAnimation(along: arc, duration: 0.5, timingFunction: .standard)
    let toCorner = try Transition(in: runtime, initialDirection: .forward)
    toCorner.add(try TransitionTween(move), to: card.position)
    source.advance(by: 0.3)
    let unused = AnimationSample(value: Point.zero)  // a path starts from its own start
    #expect(card.position.value == move.sample(atLocalTime: 0.3, from: unused).value)
    // Flipped at 60 % of the way: the card goes back along the same arc, the forward motion
    // mirrored in time. Its velocity turns round within 0.2 s, without a jump; from then on it
    // shows what the forward motion showed at the mirrored time.
    toCorner.direction.value = .backward
    source.advance(by: 0.25)
    #expect(near(card.position.value, move.sample(atLocalTime: 0.05, from: unused).value))
    source.advance(by: 0.05)
    #expect(card.position.value == home)
    #expect(toCorner.outcome == .cancelled)  // back where it started
    // end recipe
  }
}
