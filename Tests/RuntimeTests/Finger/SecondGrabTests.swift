import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// "No jump at the second grab": a grab of a card that was thrown once already starts from where
/// the card shows, mid-flight or at rest, with and without a tween toggled in reaction to the
/// gesture (TW-15…TW-18, RT-5).
@Suite("Where a finger meets motion: the second grab")
struct SecondGrabTests {
  /// The kinds of interaction a finger drags.
  enum Kind: CaseIterable, CustomStringConvertible {
    case draggable, tossable, manipulable, custom
    var description: String {
      switch self {
      case .draggable: "Draggable"
      case .tossable: "Tossable"
      case .manipulable: "DirectlyManipulable"
      case .custom: "Draggable on a recognizer of the app's"
      }
    }
  }

  /// A card that an entrance tween brought to (100, 0), then `kind` on it.
  final class Scene {
    let source = ManualFrameSource()
    let runtime: FrameRuntime
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    /// A one-finger drag written outside the library (it reports no touch downs).
    let edge = EdgeDragRecognizer(
      element: HitRegion(parent: HitRegion(name: "screen")), threshold: 10)
    let entrance: TweenInteraction<Point>
    var dragged: (any Interaction)!
    /// The recognizer the finger's events go to.
    var gesture: any GestureRecognizer { kind == .custom ? edge : pan }
    let kind: Kind

    init(_ kind: Kind, toggled: Bool) throws {
      self.kind = kind
      runtime = FrameRuntime(frameSource: source)
      entrance = try positionTween([Point(x: 0, y: 0), Point(x: 100, y: 0)], over: 0.3)
      runtime.add(entrance, to: card.position)
      source.advance(by: 0.5)
      switch kind {
      case .draggable:
        let drag = Draggable(pan, release: try DragRelease(duration: 0.3, projection: 0.2))
        runtime.add(drag, to: card)
        dragged = drag
      case .tossable:
        let spring = try Spring(to: Point(x: 100, y: 0), parameters: .standardDefaultSpatial)
        let toss = Tossable(
          pan, spring: spring, anchors: [Point(x: 100, y: 0), Point(x: 400, y: 0)])
        runtime.add(toss, to: card)
        dragged = toss
      case .manipulable:
        let manipulable = DirectlyManipulable(
          pan: pan, rotation: RotationGestureRecognizer(element: pan.element),
          scale: ScaleGestureRecognizer(element: pan.element),
          release: try DragRelease(duration: 0.3, projection: 0.2))
        runtime.add(manipulable, to: card)
        dragged = manipulable
      case .custom:
        let drag = Draggable(edge, release: try DragRelease(duration: 0.3, projection: 0.2))
        runtime.add(drag, to: card)
        dragged = drag
      }
      if toggled { runtime.toggle(entrance, inReactionTo: dragged) }
    }

    /// A flick right at 1,000 pt/s from where the finger lands, lifted at once.
    func fling() {
      send(flick(at: source.now))
    }

    /// Hands `events` to the recognizer the finger is on.
    func send(_ events: [PointerEvent]) {
      for event in events {
        if kind == .custom { edge.handle(event) } else { pan.handle(event) }
      }
    }

    /// A second grab at the present instant: down, past the slop, then `by` more to the right.
    /// Returns the position at `.began` and after the move.
    func grab(thenMove by: Double) -> (atBegan: Point, afterMove: Point) {
      let t = source.now
      var atBegan = Point(x: .nan, y: .nan)
      let observer = gesture.addStateChangeObserver { [card] state in
        if state == .began { atBegan = card.position.value }
      }
      defer { observer.unsubscribe() }
      send([pointer(.down, 1, 500, 500, at: t), pointer(.move, 1, 520, 500, at: t)])
      send([pointer(.move, 1, 520 + by, 500, at: t)])
      return (atBegan, card.position.value)
    }
  }

  @Test(
    "TW-17, RT-5: a second grab after the card came to rest starts where it rests",
    arguments: Kind.allCases, [false, true])
  func secondGrabAtRest(kind: Kind, toggled: Bool) throws {
    let scene = try Scene(kind, toggled: toggled)
    scene.fling()
    scene.source.advance(by: 4)
    #expect(!scene.runtime.isActive(scene.dragged))
    let rest = scene.card.position.value
    #expect(rest.x > 150, "\(kind): the fling moved the card right")
    let (atBegan, afterMove) = scene.grab(thenMove: 30)
    #expect(near(atBegan, rest, 1e-9), "\(kind), toggled \(toggled): jumped to \(atBegan)")
    #expect(near(afterMove, rest + Point(x: 30, y: 0), 1e-9), "\(kind), toggled \(toggled)")
    scene.source.advance(frames: 3)
    #expect(near(scene.card.position.value, rest + Point(x: 30, y: 0), 1e-9))
  }

  @Test(
    "TW-17, RT-5: a second grab mid-flight starts where the card shows",
    arguments: Kind.allCases, [false, true])
  func secondGrabMidFlight(kind: Kind, toggled: Bool) throws {
    let scene = try Scene(kind, toggled: toggled)
    scene.fling()
    scene.source.advance(frames: 4)
    #expect(scene.runtime.isActive(scene.dragged))
    let showing = scene.card.position.value
    let (atBegan, afterMove) = scene.grab(thenMove: -10)
    #expect(near(atBegan, showing, 1e-9), "\(kind), toggled \(toggled): jumped to \(atBegan)")
    #expect(near(afterMove, showing - Point(x: 10, y: 0), 1e-9), "\(kind), toggled \(toggled)")
    scene.source.advance(frames: 3)
    #expect(near(scene.card.position.value, showing - Point(x: 10, y: 0), 1e-9))
    // Lifted still: it stays (Draggable: at rest; Tossable: back to its nearest anchor).
    scene.send([pointer(.up, 1, 510, 500, at: scene.source.now + 0.2)])
    scene.source.advance(by: 4)
    #expect(!scene.runtime.isActive(scene.dragged))
  }
}
