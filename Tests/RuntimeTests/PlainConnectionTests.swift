import MotionStreams
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
