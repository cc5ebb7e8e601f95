import MotionGestures
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@testable import MotionRuntime

/// A `FrameRuntime` connection of an animation without constraints is *plain*: its motion keeps
/// no subscriber, and the arbiter writes the property and reports to the connection's end itself.
/// Everything observable must be exactly what the subscriber would have done: the values, the
/// activity (RT-4), and the connection's end (bounded memory).
@Suite("Plain connections: an animation's motion without its subscriber")
struct PlainConnectionTests {
  /// The motions `property`'s arbiter in `runtime` holds.
  private func motions(
    of property: ReactiveProperty<Double>, in runtime: FrameRuntime
  ) -> [ArbitratedMotion<Double>] {
    Array(PropertyArbiter.of(property, in: runtime).motions)
  }

  @Test("RT-4: a plain tween and a constrained one show the same values and the same activity")
  func plainMatchesConstrained() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let plain = ReactiveProperty(0.0)
    let constrained = ReactiveProperty(0.0)
    let plainTween = try linear([0, 10], over: 1, delay: 0.25)
    let constrainedTween = try linear([0, 10], over: 1, delay: 0.25)
    runtime.add(plainTween, to: plain)
    runtime.add(constrainedTween, to: constrained, constraints: { $0 })

    // The plain motion holds no subscriber; the constrained one writes through its own.
    #expect(motions(of: plain, in: runtime).map { $0.route == nil } == [true])
    #expect(motions(of: constrained, in: runtime).map { $0.route == nil } == [false])

    var seen: [(Double, Double, Bool, Bool)] = []
    for _ in 0..<12 {
      seen.append(
        (
          plain.value, constrained.value, runtime.isActive(plainTween),
          runtime.isActive(constrainedTween)
        ))
      source.advance(by: 0.125)
    }
    for (plainValue, constrainedValue, plainActive, constrainedActive) in seen {
      #expect(plainValue == constrainedValue)
      #expect(plainActive == constrainedActive)
    }
    #expect(seen.first?.2 == true)  // waiting out its delay counts as active
    #expect(seen.last?.0 == 10)
    #expect(!runtime.isActive(plainTween) && !runtime.isActive)
  }

  @Test("Plain tweens superseded by later ones end their connections and free their interactions")
  func plainConnectionEnds() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    weak var first: TweenInteraction<Double>?
    weak var second: TweenInteraction<Double>?
    do {
      let tween = try linear([0, 10], over: 0.25)
      first = tween
      runtime.add(tween, to: property)
    }
    source.advance(by: 0.5)
    #expect(property.value == 10)
    #expect(runtime.connectionCount == 1)  // the latest-ended motion can still show
    do {
      let tween = try linear([10, 20], over: 0.25)
      second = tween
      runtime.add(tween, to: property)
    }
    source.advance(by: 0.5)
    runtime.add(try linear([20, 30], over: 0.25), to: property)
    source.advance(by: 0.5)
    #expect(property.value == 30)
    // The first was superseded twice: its connection ended. The second's stays open for the
    // ghost (the value shown if the third were toggled off) but its interaction is freed, as
    // is the first's: nothing else holds them.
    #expect(runtime.connectionCount == 2)
    #expect(first == nil)
    #expect(second == nil)
    #expect(PropertyArbiter.of(property, in: runtime).motions.count == 2)  // ghost, latest
  }

  @Test(
    "RT-5, TW-15…TW-18: a plain tween, a constrained one, a toggle and a drag on one position show one value"
  )
  func plainAndConstrainedMeetADrag() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: .zero)
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let entrance = try positionTween([.zero, Point(x: 200, y: 200)], over: 0.3)
    let nudge = try positionTween(
      [Point(x: 300, y: 300), Point(x: 400, y: 400)], over: 0.2, delay: 0.5)
    runtime.add(entrance, to: card.position)
    runtime.add(
      nudge, to: card.position, constraints: { $0.map { Point(x: $0.x + 1000, y: $0.y) } })
    let drag = Draggable(pan)
    runtime.add(drag, to: card)
    let arbiter = PropertyArbiter.of(card.position, in: runtime)
    #expect(arbiter.motions.map { $0.route == nil } == [true, false])

    source.advance(by: 0.4)  // the entrance ended; the nudge waits out its delay
    #expect(card.position.value == Point(x: 200, y: 200))
    source.advance(by: 0.2)  // halfway through the nudge, through its constraint
    #expect(near(card.position.value, Point(x: 1350, y: 350)))
    source.advance(by: 0.5)  // both ended: the nudge ended last
    #expect(card.position.value == Point(x: 1400, y: 400))
    nudge.enabled.value = false  // the plain entrance shows again, written as it is
    #expect(card.position.value == Point(x: 200, y: 200))
    nudge.enabled.value = true
    #expect(card.position.value == Point(x: 1400, y: 400))

    // Grabbed where it shows; the drag moves it from there and holds it after the lift.
    feed(
      [pan],
      [pointer(.down, 1, 0, 0, at: source.now), pointer(.move, 1, 20, 0, at: source.now)])
    #expect(card.position.value == Point(x: 1400, y: 400))
    feed([pan], [pointer(.move, 1, 70, 10, at: source.now + 0.01)])
    #expect(near(card.position.value, Point(x: 1450, y: 410)))
    feed([pan], [pointer(.up, 1, 70, 10, at: source.now + 0.02)])
    source.advance(by: 1)
    #expect(near(card.position.value, Point(x: 1450, y: 410)))
    nudge.enabled.value = false  // the drag ended after both tweens: it still holds
    #expect(near(card.position.value, Point(x: 1450, y: 410)))
    #expect(!runtime.isActive)
  }

  @Test("A custom runtime's connection is not plain: the motion writes through its subscriber")
  func customRuntimeIsNotPlain() throws {
    let source = ManualFrameSource()
    let runtime = SmallRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    runtime.add(try linear([0, 10], over: 1), to: property)
    let arbiter = PropertyArbiter.of(property, in: runtime)
    #expect(arbiter.motions.map { $0.route == nil } == [false])
    source.advance(by: 0.5)
    #expect(property.value == 5)
  }
}
