import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// "Nothing freezes": enabling a motion from inside a delivery (a frame, a gesture event, an
/// observer of another motion's state) takes effect with the same result as enabling it between
/// frames (RT-5).
@Suite("Where a finger meets motion: changes made inside a delivery")
struct ChangeInsideDeliveryTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// A drag from the origin to (40, 0), lifted at once: its settle tween (0.1 s) then runs on
  /// frames and comes to rest inside one.
  func dragAndLift() {
    let t = source.now
    feed(
      [pan],
      [
        pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t),
        pointer(.move, 1, 40, 0, at: t), pointer(.up, 1, 40, 0, at: t),
      ])
  }

  /// Runs frames until `interaction` is at rest, at most `limit` of them; returns how many ran.
  func framesUntilRest(_ interaction: any Interaction, limit: Int = 600) -> Int {
    var frames = 0
    while runtime.isActive(interaction) && frames < limit {
      source.advance(frames: 1)
      frames += 1
    }
    return frames
  }

  @Test(
    "RT-5: a tween on the dragged property, enabled by the settle's rest inside a frame, runs to its end"
  )
  func sameProperty() throws {
    // Registered before the drag, in effect after its settle: it shows once enabled.
    let wobble = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 300)], over: 2)
    runtime.add(wobble, to: card.position)
    let drag = Draggable(pan, release: try DragRelease(duration: 0.1, projection: 0))
    runtime.add(drag, to: card)
    runtime.toggle(wobble, inReactionTo: drag)
    dragAndLift()
    #expect(!wobble.enabled.value)
    #expect(framesUntilRest(drag) < 20)
    #expect(wobble.enabled.value)  // enabled inside the frame the settle came to rest in
    #expect(runtime.isActive(wobble))
    let before = card.position.value
    source.advance(frames: 3)
    #expect(card.position.value != before, "the tween froze at \(before)")
    #expect(framesUntilRest(wobble) < 200)
    #expect(card.position.value == Point(x: 0, y: 300))
    var rested = false
    runtime.whenAllAtRest([wobble, drag]) { rested = true }
    #expect(rested)
  }

  @Test("RT-5: a tween on another property of the same type, enabled inside a frame, runs")
  func otherPropertySameType() throws {
    let other = ReactiveProperty(Point(x: 0, y: 0))
    let slide = try positionTween([Point(x: 0, y: 0), Point(x: 100, y: 0)], over: 0.5)
    runtime.add(slide, to: other)
    let drag = Draggable(pan, release: try DragRelease(duration: 0.1, projection: 0))
    runtime.add(drag, to: card)
    runtime.toggle(slide, inReactionTo: drag)
    dragAndLift()
    #expect(framesUntilRest(drag) < 20)
    #expect(slide.enabled.value && runtime.isActive(slide))
    #expect(framesUntilRest(slide) < 100)
    #expect(other.value == Point(x: 100, y: 0))
  }

  @Test("RT-5: a tween on a property of another type, enabled inside a frame, runs")
  func otherType() throws {
    let opacity = ReactiveProperty(0.0)
    let fade = TweenInteraction(try Tween(duration: 0.5, values: [0.0, 1]))
    runtime.add(fade, to: opacity)
    let drag = Draggable(pan, release: try DragRelease(duration: 0.1, projection: 0))
    runtime.add(drag, to: card)
    runtime.toggle(fade, inReactionTo: drag)
    dragAndLift()
    #expect(framesUntilRest(drag) < 20)
    #expect(fade.enabled.value && runtime.isActive(fade))
    #expect(framesUntilRest(fade) < 100)
    #expect(opacity.value == 1)
  }

  @Test(
    "RT-5: enabling from a whenAllAtRest callback inside a frame equals enabling between frames")
  func fromStateObserver() throws {
    // Twice: once enabled inside the frame's delivery, once between frames; same values after.
    func run(insideFrame: Bool) throws -> [Point] {
      let source = ManualFrameSource()
      let runtime = FrameRuntime(frameSource: source)
      let card = ReactiveProperty(Point(x: 0, y: 0))
      let first = try positionTween([Point(x: 0, y: 0), Point(x: 50, y: 0)], over: 0.1)
      let second = try positionTween([Point(x: 50, y: 0), Point(x: 50, y: 80)], over: 0.3)
      second.enabled.value = false
      runtime.add(second, to: card)
      runtime.add(first, to: card)
      if insideFrame {
        runtime.whenAllAtRest([first]) { second.enabled.value = true }
      }
      var values: [Point] = []
      for _ in 0..<40 {
        source.advance(frames: 1)
        if !insideFrame && !runtime.isActive(first) && !second.enabled.value {
          second.enabled.value = true
        }
        values.append(card.value)
      }
      #expect(!runtime.isActive(second))
      return values
    }
    let inside = try run(insideFrame: true)
    #expect(inside == (try run(insideFrame: false)))
    #expect(inside.last == Point(x: 50, y: 80))
  }

  @Test("RT-5: enabling from a gesture event (the pan's began) runs the motion")
  func fromGestureEvent() throws {
    let opacity = ReactiveProperty(0.0)
    let fade = TweenInteraction(try Tween(duration: 0.2, values: [0.0, 1]))
    fade.enabled.value = false
    runtime.add(fade, to: opacity)
    runtime.add(Draggable(pan), to: card)
    let observer = pan.addStateChangeObserver { state in
      if state == .began { fade.enabled.value = true }
    }
    defer { observer.unsubscribe() }
    feed([pan], [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 20, 0, at: 0)])
    #expect(runtime.isActive(fade))
    #expect(framesUntilRest(fade) < 40)
    #expect(opacity.value == 1)
  }

  @Test("RT-2: a tween added from a whenAllAtRest body inside a frame runs to its end")
  func addedInsideFrame() throws {
    let property = ReactiveProperty(0.0)
    let first = TweenInteraction(try Tween(duration: 0.1, values: [0.0, 10]))
    let second = TweenInteraction(try Tween(duration: 0.2, values: [100.0]))
    runtime.add(first, to: property)
    runtime.whenAllAtRest([first]) { self.runtime.add(second, to: property) }
    #expect(framesUntilRest(first) < 20)
    #expect(runtime.isActive(second))
    source.advance(frames: 3)
    #expect(
      property.value > 10 && property.value < 100, "the added tween froze at \(property.value)")
    #expect(framesUntilRest(second) < 40)
    #expect(property.value == 100)
  }

  @Test("PH-5: a spring retargeted from a whenAllAtRest body inside a frame goes on to its new end")
  func retargetedInsideFrame() throws {
    let offset = ReactiveProperty(0.0)
    let spring = try Spring(to: 100.0, parameters: .standardDefaultSpatial)
    let pulse = TweenInteraction(try Tween(duration: 0.1, values: [0.0, 1]))
    let other = ReactiveProperty(0.0)
    runtime.add(spring, to: offset)
    runtime.add(pulse, to: other)
    runtime.whenAllAtRest([pulse]) { spring.destination.value = -50 }
    #expect(framesUntilRest(pulse) < 20)
    #expect(runtime.isActive(spring))
    #expect(framesUntilRest(spring) < 400)
    #expect(offset.value == -50)
  }

  @Test(
    "RT-5: a running tween disabled from inside a frame stops showing; the one under it runs on")
  func disabledInsideFrame() throws {
    let property = ReactiveProperty(0.0)
    let under = TweenInteraction(try Tween(duration: 1, values: [0.0, 100]))
    let over = TweenInteraction(try Tween(duration: 1, values: [500.0, 600]))
    let trigger = TweenInteraction(try Tween(duration: 0.1, values: [0.0, 1]))
    runtime.add(under, to: property)
    runtime.add(over, to: property)
    runtime.add(trigger, to: ReactiveProperty(0.0))
    runtime.whenAllAtRest([trigger]) { over.enabled.value = false }
    #expect(framesUntilRest(trigger) < 20)
    #expect(!over.enabled.value && !runtime.isActive(over))
    let shown = property.value
    #expect(shown < 100, "the tween under it shows")
    source.advance(frames: 3)
    #expect(property.value > shown, "the tween under it froze")
    #expect(framesUntilRest(under) < 100)
    #expect(property.value == 100)
  }
}
