import MotionGestures
import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@testable import MotionRuntime

/// Edges of the hand-offs that the 30-mutant Runtime sample found untested: what a drag's many
/// settles leave behind, a spring's value exactly at its start, at one second and at its rest
/// instant, and the order in which properties of two value types are written in a frame after
/// one of them stops moving.
@Suite("Where a finger meets motion: hand-off edges")
struct HandOffEdgeTests {
  @Test("PH-12: a toss's spring runs are dropped once superseded: 50 tosses leave a bounded list")
  func tossRunsStayBounded() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    runtime.add(
      Tossable(pan, spring: spring, anchors: [Point(x: 0, y: 0), Point(x: 300, y: 0)]), to: card)
    let arbiter = PropertyArbiter.of(card.position, in: runtime)
    for toss in 0..<50 {
      let t = source.now
      let x = toss % 2 == 0 ? 100.0 : -100
      feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, x / 5, 0, at: t + 0.01)])
      feed([pan], [pointer(.move, 1, x, 0, at: t + 0.05), pointer(.up, 1, x, 0, at: t + 0.06)])
      source.advance(by: 2)
    }
    // The ghost, the drag's motion, the latest run (and at most one more).
    #expect(arbiter.motions.count <= 4, "\(arbiter.motions.count) motions kept")
  }

  @Test(
    "PH-4, PH-5: a spring shows its start exactly at 0, its model at 1 s and its destination at rest"
  )
  func springExactInstants() throws {
    // A slow spring (still moving at 1 s), stepped to exactly 1 s, then to its rest instant.
    let parameters = try SpringParameters(stiffness: 20, dampingRatio: 1)
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let offset = ReactiveProperty(0.0)
    let driven = try Spring(to: 100.0, parameters: parameters)
    runtime.add(driven, to: offset)
    #expect(offset.value == 0)  // local time 0: the start, exactly
    let model = try SpringAnimation(parameters, to: 100.0, from: 0, velocity: 0)
    #expect(source.step(to: 1))
    let atOne = model.sample(atLocalTime: 1, from: AnimationSample(value: 0)).value
    #expect(atOne > 1 && atOne < 99)
    #expect(abs(offset.value - atOne) < 1e-9, "at 1 s: \(offset.value), model \(atOne)")
    let rest = model.endSeconds(from: AnimationSample(value: 0))
    #expect(source.step(to: rest))
    #expect(offset.value == 100, "at its rest instant the spring shows its destination")
    withExtendedLifetime(runtime) {}
  }

  @Test("RT-7: after one property stops moving, the frame writes the others in the same order")
  func laneOrderAfterARemoval() throws {
    // Lanes of Double properties subscribe first, then lanes of Point properties. A Double
    // tween ending mid-way must not move the Double lanes behind the Point ones.
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let (short, long) = (ReactiveProperty(0.0), ReactiveProperty(0.0))
    let point = ReactiveProperty(Point(x: 0, y: 0))
    runtime.add(TweenInteraction(try Tween(duration: 0.05, values: [0.0, 1])), to: short)
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [0.0, 1])), to: long)
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [Point(x: 0, y: 0), Point(x: 1, y: 1)])),
      to: point)
    var order: [String] = []
    let a = long.subscribe { _ in order.append("double") }
    let b = point.subscribe { _ in order.append("point") }
    defer {
      a.unsubscribe()
      b.unsubscribe()
    }
    for _ in 0..<10 {
      order.removeAll()
      source.advance(frames: 1)
      #expect(order == ["double", "point"], "at \(source.now): \(order)")
    }
  }

  @Test("RT-7: when every lane of a type stops and one restarts in the same frame, the order holds")
  func laneOrderAfterARestart() throws {
    // The Double lanes subscribe first. Their only tween ends inside a frame, whose rest adds
    // another Double tween: the lanes stay subscribed where they were, before the Point lanes.
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let (first, second) = (ReactiveProperty(0.0), ReactiveProperty(0.0))
    let point = ReactiveProperty(Point(x: 0, y: 0))
    let short = TweenInteraction(try Tween(duration: 0.05, values: [0.0, 1]))
    runtime.add(short, to: first)
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [Point(x: 0, y: 0), Point(x: 1, y: 1)])),
      to: point)
    let next = TweenInteraction(try Tween(duration: 1, values: [0.0, 1]))
    runtime.whenAllAtRest([short]) { runtime.add(next, to: second) }
    var order: [String] = []
    let a = second.subscribe { _ in order.append("double") }
    let b = point.subscribe { _ in order.append("point") }
    defer {
      a.unsubscribe()
      b.unsubscribe()
    }
    source.advance(frames: 5)
    #expect(runtime.isActive(next))
    for _ in 0..<5 {
      order.removeAll()
      source.advance(frames: 1)
      #expect(order == ["double", "point"], "at \(source.now): \(order)")
    }
  }

  @Test("PH-6: a tween that ends exactly when a spring starts is not interrupted: it ended first")
  func endedAtTheStartIsKept() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let offset = ReactiveProperty(0.0)
    runtime.add(TweenInteraction(try Tween(duration: 0.25, values: [0.0, 100])), to: offset)
    #expect(source.step(to: 0.25))  // the tween's end instant, exactly
    #expect(offset.value == 100)
    let pull = AnimationInteraction(try SpringAnimation(.standardDefaultSpatial, to: 300.0))
    runtime.add(pull, to: offset)  // starts from 100, interrupting what is still in effect
    #expect(source.step(to: 0.5))
    #expect(offset.value > 150)
    pull.enabled.value = false  // the tween, which ended before the spring began, shows again
    #expect(offset.value == 100)
  }

  @Test("PH-5: a spring switched off mid-flight stops where it shows, whenever it started")
  func springStopsWhereItShows() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let offset = ReactiveProperty(0.0)
    source.advance(by: 1)  // registered at 1 s, not 0
    let spring = try Spring(to: 300.0, parameters: .standardDefaultSpatial)
    runtime.add(spring, to: offset)
    source.advance(frames: 5)
    let showing = offset.value
    #expect(showing > 0 && showing < 300)
    spring.enabled.value = false
    #expect(abs(offset.value - showing) < 1e-9)
    source.advance(by: 2)
    #expect(abs(offset.value - showing) < 1e-9, "it moved on to \(offset.value)")
    #expect(!runtime.isActive(spring))
  }

  @Test("RT-5: a lane stopped by app code during a frame's writes leaves the other lanes' values")
  func laneStoppedMidPass() throws {
    // Three properties of one type on fast lanes, in one block of the frame. Writing the first
    // runs an observer that switches the second's tween off: the third must still get its own
    // value (never the second's, sampled for the slot it leaves).
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let (a, b, c) = (ReactiveProperty(0.0), ReactiveProperty(0.0), ReactiveProperty(0.0))
    let tweens = try [(0.0, 10.0), (1000.0, 2000.0), (-5.0, -1.0)].map { from, to in
      TweenInteraction(try Tween(duration: 1, values: [from, to]))
    }
    _ = tweens[1].enabled  // togglable
    runtime.add(tweens[0], to: a)
    runtime.add(tweens[1], to: b)
    runtime.add(tweens[2], to: c)
    var seen: [Double] = []
    let watch = c.subscribe { seen.append($0) }
    let stop = a.subscribe { value in if value > 3 { tweens[1].enabled.value = false } }
    defer {
      watch.unsubscribe()
      stop.unsubscribe()
    }
    source.advance(frames: 30)
    #expect(!tweens[1].enabled.value)
    #expect(seen.allSatisfy { $0 >= -5 && $0 <= -1 }, "c was written \(seen.filter { $0 > -1 })")
    #expect(abs(c.value - (-5 + 4 * source.now)) < 1e-9)
  }

  @Test("PH-5: a spring's runs that came to rest and were superseded are freed, not kept")
  func restedRunsAreFreed() throws {
    // Each destination written at rest starts a new run; once a later one has ended, the
    // arbiter drops the earlier, and nothing else may keep it.
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let offset = ReactiveProperty(0.0)
    let spring = try Spring(to: 100.0, parameters: .standardDefaultSpatial)
    runtime.add(spring, to: offset)
    let arbiter = PropertyArbiter.of(offset, in: runtime)
    weak let firstRun = arbiter.motions.last
    #expect(firstRun != nil)
    for destination in [200.0, 300, 400] {
      source.advance(by: 3)
      spring.destination.value = destination
    }
    source.advance(by: 3)
    #expect(offset.value == 400)
    #expect(firstRun == nil, "the first run is still alive")
    #expect(arbiter.motions.count <= 3)
  }
}
