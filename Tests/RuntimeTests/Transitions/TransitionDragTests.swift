import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// A sheet's dismissal held by a finger, as an app combines them: a spring on the sheet, a
/// tween on the scrim, a `TransitionDrag` in the spring form (TR-4, TR-8, TR-10, TR-11).
@Suite("Transitions: a finger holds, drags and lets go")
struct TransitionDragTests {
  /// A presented sheet at y = 200 (fore) that a dismissal moves to y = 800 (back).
  final class Scene {
    let source = ManualFrameSource()
    let runtime: FrameRuntime
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 200))
    let scrim = ReactiveProperty(0.6, name: "opacity")
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let back = Point(x: 0, y: 800)
    let fore = Point(x: 0, y: 200)
    let transition: Transition
    var reports: [TransitionOutcome] = []

    init() throws {
      runtime = FrameRuntime(frameSource: source)
      transition = try Transition(in: runtime, initialDirection: .backward)
      transition.add(try TransitionSpring(back: back, fore: fore), to: sheet.position)
      transition.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6])), to: scrim)
      runtime.add(
        try TransitionDrag(pan, transition: transition, back: back, fore: fore), to: sheet)
      transition.addCompletionObserver { [unowned self] in reports.append($0) }
    }

    /// A finger down now at (100, `y`).
    func down(at y: Double) {
      feed(pan, [pointer(.down, 1, 100, y, at: source.now)])
    }

    /// The finger moves to each y, one frame apart.
    func move(through ys: [Double]) {
      for y in ys {
        source.advance(frames: 1)
        feed(pan, [pointer(.move, 1, 100, y, at: source.now)])
      }
    }

    /// The finger lifts at `y`, after `stillFrames` frames without moving.
    func lift(at y: Double, stillFrames: Int = 0) {
      if stillFrames > 0 {
        source.advance(frames: stillFrames)
        feed(pan, [pointer(.move, 1, 100, y, at: source.now)])
      }
      feed(pan, [pointer(.up, 1, 100, y, at: source.now)])
    }
  }

  /// y values from `start` to `end` in `count` equal steps (the first past the pan's slop).
  static func steps(_ start: Double, _ end: Double, _ count: Int) -> [Double] {
    (1...count).map { start + (end - start) * Double($0) / Double(count) }
  }

  @Test(
    "TR-10: a touch catches the sheet mid-flight; a still finger holds it, and nothing completes")
  func caught() throws {
    let scene = try Scene()
    scene.source.advance(frames: 4)
    let caught = scene.sheet.position.value
    #expect(caught.y > 200 && caught.y < 800)
    scene.down(at: caught.y)
    #expect(scene.transition.isHeld)
    for _ in 0..<60 {
      scene.source.advance(frames: 1)
      #expect(scene.sheet.position.value == caught)
    }
    #expect(scene.reports.isEmpty, "held: no completion, though the sheet is at rest")
    #expect(scene.transition.outcome == nil)
  }

  @Test("TR-10, TR-11: dragged past half way and let go slowly, the dismissal finishes")
  func finishesByPosition() throws {
    let scene = try Scene()
    scene.source.advance(frames: 2)
    let caught = scene.sheet.position.value
    scene.down(at: caught.y)
    scene.move(through: Self.steps(caught.y, 560, 12))
    #expect(scene.transition.progress(of: scene) < 0.5)
    scene.lift(at: 560, stillFrames: 20)
    #expect(abs(scene.pan.velocity(in: nil).y) < 100, "a slow release")
    #expect(scene.transition.direction.value == .backward)
    scene.source.advance(by: 2)
    #expect(scene.reports == [.finished])
    #expect(scene.sheet.position.value == scene.back)
  }

  @Test("TR-10, TR-11: dragged back short of half way and let go slowly, the dismissal cancels")
  func cancelsByPosition() throws {
    let scene = try Scene()
    scene.source.advance(frames: 6)
    let caught = scene.sheet.position.value
    scene.down(at: caught.y)
    scene.move(through: Self.steps(caught.y, 420, 12))
    scene.lift(at: 420, stillFrames: 20)
    #expect(scene.transition.direction.value == .forward)
    scene.source.advance(by: 2)
    #expect(scene.reports == [.cancelled])
    #expect(scene.sheet.position.value == scene.fore)
    #expect(scene.scrim.value == 0.6, "the scrim came back with it")
  }

  @Test("TR-10, TR-11: a flick decides against the position, each way, with its velocity")
  func flicks() throws {
    for (target, flick, expected) in [
      (300.0, 40.0, TransitionOutcome.finished),  // near fore, flicked down: dismissed
      (700.0, -40.0, .cancelled),  // near back, flicked up: kept
    ] {
      let scene = try Scene()
      scene.source.advance(frames: 3)
      let caught = scene.sheet.position.value
      scene.down(at: caught.y)
      scene.move(through: Self.steps(caught.y, target, 10))
      scene.move(through: [target + flick, target + 2 * flick, target + 3 * flick])
      let released = scene.sheet.position.value
      let velocity = scene.pan.velocity(in: nil)
      #expect(abs(velocity.y) > 1000)
      scene.lift(at: target + 3 * flick)
      #expect(scene.transition.outcome == nil)
      // The sheet leaves with the finger's velocity: the run is a spring from there with it.
      let destination = expected == .finished ? scene.back : scene.fore
      let model = try SpringAnimation(
        .standardDefaultSpatial, to: destination, from: released, velocity: velocity)
      #expect(near(scene.runtime.velocity(of: scene.sheet.position), velocity, 1e-9))
      scene.source.advance(frames: 1)
      let dt = scene.source.frameInterval
      #expect(
        near(
          scene.sheet.position.value,
          model.sample(atLocalTime: dt, from: .init(value: .zero)).value,
          1e-6))
      scene.source.advance(by: 3)
      #expect(scene.reports == [expected])
      #expect(scene.sheet.position.value == destination)
    }
  }

  @Test("TR-10: a catch lifted without a drag goes on in the direction it had")
  func liftedWithoutDrag() throws {
    let scene = try Scene()
    scene.source.advance(frames: 4)
    let caught = scene.sheet.position.value
    scene.down(at: caught.y)
    scene.source.advance(frames: 10)
    #expect(scene.sheet.position.value == caught)
    scene.lift(at: caught.y)
    #expect(!scene.transition.isHeld)
    scene.source.advance(frames: 1)
    #expect(scene.sheet.position.value.y > caught.y, "it moves on toward the back")
    scene.source.advance(by: 3)
    #expect(scene.reports == [.finished])
  }

  @Test("TR-10: a drag cancelled mid-way lets the transition go on in the direction it had")
  func cancelled() throws {
    let scene = try Scene()
    scene.source.advance(frames: 4)
    let caught = scene.sheet.position.value
    scene.down(at: caught.y)
    scene.move(through: Self.steps(caught.y, 300, 8))
    #expect(scene.transition.isHeld)
    feed(scene.pan, [pointer(.cancel, 1, 100, 300, at: scene.source.now)])
    #expect(!scene.transition.isHeld)
    #expect(scene.transition.direction.value == .backward, "the finger's position decides nothing")
    scene.source.advance(by: 3)
    #expect(scene.reports == [.finished])
    #expect(scene.sheet.position.value == scene.back)
  }

  @Test("TR-10, TR-11: progress and velocity are measured along a diagonal axis")
  func diagonalAxis() throws {
    let scene = try Scene()
    let drag = try TransitionDrag(
      scene.pan, transition: scene.transition, back: Point(x: 10, y: 20),
      fore: Point(x: 310, y: 420))
    // The axis is (300, 400), 500 long.
    #expect(drag.progress(of: Point(x: 160, y: 220)) == 0.5)
    #expect(drag.progress(of: Point(x: 10 + 400, y: 20 - 300)) == 0, "across the axis")
    #expect(abs(drag.progress(of: Point(x: 70, y: 100)) - 0.2) < 1e-15)
    #expect(drag.component(of: Point(x: 300, y: 400)) == 500)
    #expect(drag.component(of: Point(x: -4, y: 3)) == 0)
    #expect(abs(drag.component(of: Point(x: 3, y: 0)) - 1.8) < 1e-15)
  }

  @Test("TR-10: the spring form on a transition that has a timeline moves the element")
  func movesEvenWithATimeline() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 800))
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let transition = try Transition(in: runtime, scrubbable: true)
    transition.add(
      try TransitionSpring(back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200)),
      to: sheet.position)
    runtime.add(
      try TransitionDrag(
        pan, transition: transition, back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200)),
      to: sheet)
    source.advance(frames: 3)
    let caught = sheet.position.value
    feed(pan, [pointer(.down, 1, 0, 0, at: source.now)])
    feed(pan, [pointer(.move, 1, 0, -15, at: source.now + 0.01)])
    feed(pan, [pointer(.move, 1, 0, -65, at: source.now + 0.02)])
    #expect(near(sheet.position.value, caught + Point(x: 0, y: -50)))
    #expect(transition.timeline?.timeOffset.value == 0.05, "paused where it was, not scrubbed")
  }

  @Test("TR-10, TR-13: the drag's axis must have a length")
  func emptyAxis() throws {
    let scene = try Scene()
    #expect(throws: TransitionError.emptyDragAxis) {
      try TransitionDrag(scene.pan, transition: scene.transition, back: .zero, fore: .zero)
    }
    #expect(throws: TransitionError.emptyDragAxis) {
      try TransitionDrag(
        scene.pan, transition: scene.transition, back: .zero, fore: Point(x: .nan, y: 0))
    }
  }
}

extension Transition {
  /// The sheet's progress in `scene`, as its drag measures it.
  fileprivate func progress(of scene: TransitionDragTests.Scene) -> Double {
    let axis = scene.fore - scene.back
    let offset = scene.sheet.position.value - scene.back
    return (offset.x * axis.x + offset.y * axis.y) / axis.magnitudeSquared
  }
}
