import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@Suite("Bounded decay per component: a point, a colour, a vector")
struct BoundedDecayComponentTests {
  let showing = AnimationSample(value: Point.zero)
  let bounds = Rect(x: 0, y: 0, width: 320, height: 480)

  @Test(
    "PH-9, PH-11: each component hands off at its own bound; the others coast on with the decay"
  )
  func pointNearAnEdge() throws {
    // Released 20 points from the right edge, moving right and slightly up.
    let (from, velocity) = (Point(x: 300, y: 200), Point(x: 900, y: -50))
    let card = try BoundedDecayAnimation(
      .normal, bounds: bounds, bounce: .standardDefaultSpatial, from: from, velocity: velocity)
    let free = try DecayAnimation(.normal, from: from, velocity: velocity)
    let x = try BoundedDecayAnimation(
      .normal, bounds: 0...320, bounce: .standardDefaultSpatial, from: 300, velocity: 900)
    let y = try DecayAnimation(.normal, from: 200.0, velocity: -50)
    let scalar = AnimationSample(value: 0.0)
    let crossing = card.handOffTime(from: showing)
    #expect(crossing == x.handOffTime(from: scalar))
    #expect(crossing > 0 && crossing < 0.05)
    #expect(card.handOffTimes(from: showing) == Point(x: crossing, y: .infinity))
    // Up to the crossing, the decay of the point. After it, x is the scalar bounded decay's
    // spring, and y coasts alone: the scalar decay of y, which stops when y's own speed falls
    // to the rest velocity (x's bounce does not keep it moving).
    let end = card.endSeconds(from: showing)
    #expect(end == max(x.endSeconds(from: scalar), y.endSeconds(from: scalar)))
    #expect(end < free.endSeconds(from: showing))
    for step in 0...400 {
      let time = end * 1.1 * Double(step) / 400
      let sample = card.sample(atLocalTime: time, from: showing)
      let expectedY = y.sample(atLocalTime: time, from: scalar)
      #expect(sample.value.y == expectedY.value && sample.velocity.y == expectedY.velocity)
      if time < crossing {
        #expect(sample == free.sample(atLocalTime: time, from: showing))
      } else {
        let expected = x.sample(atLocalTime: time, from: scalar)
        #expect(sample.value.x == expected.value && sample.velocity.x == expected.velocity)
      }
    }
    // At the crossing: exactly the bound, with the decay's velocity there.
    let atCrossing = card.sample(atLocalTime: crossing, from: showing)
    #expect(atCrossing.value.x == 320)
    let decayThere = free.sample(atLocalTime: crossing, from: showing)
    #expect(abs(atCrossing.velocity.x - decayThere.velocity.x) < 1e-9 * velocity.x)
    // It rests when both do: the spring on the edge, and y where its decay stops.
    let rest = card.sample(atLocalTime: end, from: showing)
    #expect(rest.value == Point(x: 320, y: y.sample(atLocalTime: end, from: scalar).value))
    #expect(rest.velocity == .zero)
    #expect(card.sample(atLocalTime: end + 5, from: showing) == rest)
  }

  @Test("PH-9, PH-11: toward a corner, each component bounces at its own instant")
  func pointIntoACorner() throws {
    let (from, velocity) = (Point(x: 20, y: 440), Point(x: -1500, y: 600))
    let card = try BoundedDecayAnimation(
      .fast, bounds: bounds, bounce: .expressiveFastSpatial, from: from, velocity: velocity,
      restDisplacement: 0.01)
    let x = try BoundedDecayAnimation(
      .fast, bounds: 0...320, bounce: .expressiveFastSpatial, from: 20, velocity: -1500,
      restDisplacement: 0.01)
    let y = try BoundedDecayAnimation(
      .fast, bounds: 0...480, bounce: .expressiveFastSpatial, from: 440, velocity: 600,
      restDisplacement: 0.01)
    let scalar = AnimationSample(value: 0.0)
    let times = card.handOffTimes(from: showing)
    #expect(times.x == x.handOffTime(from: scalar) && times.y == y.handOffTime(from: scalar))
    #expect(times.x < times.y)
    #expect(card.handOffTime(from: showing) == times.x)
    let end = card.endSeconds(from: showing)
    #expect(end == max(x.endSeconds(from: scalar), y.endSeconds(from: scalar)))
    // After both hand-offs each component is its scalar spring, bit for bit.
    for step in 0...200 {
      let time = times.y + (end - times.y) * Double(step) / 200
      let sample = card.sample(atLocalTime: time, from: showing)
      let (sx, sy) = (
        x.sample(atLocalTime: time, from: scalar), y.sample(atLocalTime: time, from: scalar)
      )
      #expect(sample.value == Point(x: sx.value, y: sy.value))
      #expect(sample.velocity == Point(x: sx.velocity, y: sy.velocity))
    }
    #expect(
      card.sample(atLocalTime: end, from: showing) == AnimationSample(value: Point(x: 0, y: 480)))
  }

  @Test(
    "PH-9: value and velocity are continuous at every hand-off; a component outside its bounds springs back at once"
  )
  func continuityAndOutside() throws {
    let card = try BoundedDecayAnimation(
      .normal, bounds: bounds, bounce: .standardFastSpatial, from: Point(x: 200, y: -30),
      velocity: Point(x: 1200, y: -80))
    let times = card.handOffTimes(from: showing)
    #expect(times.y == 0)
    #expect(
      card.sample(atLocalTime: 0, from: showing)
        == AnimationSample(value: Point(x: 200, y: -30), velocity: Point(x: 1200, y: -80)))
    let crossing = times.x
    #expect(crossing > 0 && crossing.isFinite)
    let before = card.sample(atLocalTime: crossing - 1e-9, from: showing)
    let at = card.sample(atLocalTime: crossing, from: showing)
    let after = card.sample(atLocalTime: crossing + 1e-9, from: showing)
    #expect(abs(before.value.x - at.value.x) < 1e-5 && abs(after.value.x - at.value.x) < 1e-5)
    #expect(abs(before.velocity.x - at.velocity.x) < 1e-3)
    #expect(abs(after.velocity.x - at.velocity.x) < 1e-2)
    let end = card.endSeconds(from: showing)
    #expect(
      card.sample(atLocalTime: end, from: showing) == AnimationSample(value: Point(x: 320, y: 0)))
    // Taken from what is showing, the same motion.
    let fromShowing = try BoundedDecayAnimation(
      .normal, bounds: bounds, bounce: .standardFastSpatial)
    let start = AnimationSample(value: Point(x: 200, y: -30), velocity: Point(x: 1200, y: -80))
    #expect(fromShowing.startsFromShowing)
    #expect(fromShowing.endSeconds(from: start) == end)
    for time in [0.0, crossing / 2, crossing, 0.3, end] {
      #expect(
        fromShowing.sample(atLocalTime: time, from: start)
          == card.sample(atLocalTime: time, from: showing))
    }
    #expect(fromShowing.bounds == bounds && card.bounds == bounds)
    // y starts outside: from the start it is a spring from there back onto 0.
    let y = try SpringAnimation(.standardFastSpatial, to: 0.0, from: -30, velocity: -80)
    for time in [0.0, 0.01, 0.05, 0.1, 0.2, 0.4] {
      let expected = y.sample(atLocalTime: time, from: AnimationSample(value: 0.0))
      let sample = card.sample(atLocalTime: time, from: showing)
      #expect(sample.value.y == expected.value && sample.velocity.y == expected.velocity)
    }
  }

  @Test("PH-9: a rectangle's edges bound the point's coordinates, whatever its origin")
  func rectangleBounds() throws {
    let frame = Rect(x: 10, y: 20, width: 300, height: 400)
    let card = try BoundedDecayAnimation(
      .normal, bounds: frame, bounce: .standardFastSpatial, from: Point(x: 300, y: 30),
      velocity: Point(x: 400, y: -600))
    #expect(card.lowerBound == Point(x: 10, y: 20) && card.upperBound == Point(x: 310, y: 420))
    #expect(card.bounds == frame)
    let end = card.endSeconds(from: showing)
    #expect(card.sample(atLocalTime: end, from: showing).value == Point(x: 310, y: 20))
  }

  @Test("PH-9, PH-11: a point that touches no bound is exactly the decay")
  func inside() throws {
    let card = try BoundedDecayAnimation(
      .fast, bounds: bounds, bounce: .standardDefaultSpatial, from: Point(x: 100, y: 100),
      velocity: Point(x: 300, y: 400), delay: 0.25)
    let free = try DecayAnimation(
      .fast, from: Point(x: 100, y: 100), velocity: Point(x: 300, y: 400), delay: 0.25)
    #expect(card.handOffTime(from: showing) == .infinity)
    #expect(card.endSeconds(from: showing) == free.endSeconds(from: showing))
    for time in [0.0, 0.25, 0.3, 0.5, 1, 100] {
      #expect(
        card.sample(atLocalTime: time, from: showing)
          == free.sample(atLocalTime: time, from: showing))
    }
    #expect(card.startSeconds == 0.25 && card.interruptsOnStart && card.timeline == nil)
  }

  @Test("PH-11: a colour and a SIMD vector are bounded per component too")
  func otherValues() throws {
    let faded = try BoundedDecayAnimation(
      .fast, lowerBound: Color(red: 0, green: 0, blue: 0, alpha: 0),
      upperBound: Color(red: 1, green: 1, blue: 1, alpha: 1), bounce: .standardFastEffects,
      from: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.9),
      velocity: Color(red: 0, green: 0, blue: 0, alpha: 3))
    let times = faded.handOffTimes(from: AnimationSample(value: Color.zero))
    #expect(times.alpha > 0 && times.alpha.isFinite)
    #expect(times.red == .infinity && times.green == .infinity && times.blue == .infinity)
    let end = faded.endSeconds(from: AnimationSample(value: Color.zero))
    #expect(
      faded.sample(atLocalTime: end, from: AnimationSample(value: Color.zero)).value.alpha == 1)
    let vector = try BoundedDecayAnimation(
      .normal, lowerBound: SIMD3<Double>(0, 0, 0), upperBound: SIMD3<Double>(10, 10, 10),
      bounce: .standardDefaultSpatial, from: SIMD3<Double>(5, 12, 5),
      velocity: SIMD3<Double>(0, 0, -100))
    let vectorTimes = vector.handOffTimes(from: AnimationSample(value: .zero))
    #expect(vectorTimes[1] == 0 && vectorTimes[2] > 0 && vectorTimes[0] == .infinity)
    let rest = vector.sample(
      atLocalTime: vector.endSeconds(from: AnimationSample(value: .zero)),
      from: AnimationSample(value: .zero))
    #expect(rest.value == SIMD3<Double>(5, 10, 0) && rest.velocity == .zero)
  }

  @Test("PH-11: components read and write the named fields, in their documented order")
  func components() {
    var point = Point(x: 1, y: 2)
    #expect(Point.componentCount == 2 && point[component: 0] == 1 && point[component: 1] == 2)
    point[component: 0] = 5
    point[component: 1] = 6
    #expect(point == Point(x: 5, y: 6))
    var size = Size(width: 1, height: 2)
    #expect(Size.componentCount == 2 && size[component: 0] == 1 && size[component: 1] == 2)
    size[component: 0] = 7
    size[component: 1] = 8
    #expect(size == Size(width: 7, height: 8))
    var rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(Rect.componentCount == 4)
    #expect((0..<4).map { rect[component: $0] } == [1, 2, 3, 4])
    for index in 0..<4 { rect[component: index] = Double(10 + index) }
    #expect(rect == Rect(x: 10, y: 11, width: 12, height: 13))
    var color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(Color.componentCount == 4)
    #expect((0..<4).map { color[component: $0] } == [0.1, 0.2, 0.3, 0.4])
    for index in 0..<4 { color[component: index] = Double(index) }
    #expect(color == Color(red: 0, green: 1, blue: 2, alpha: 3))
    var number = 3.0
    number[component: 0] = 4
    #expect(Double.componentCount == 1 && number == 4 && number[component: 0] == 4)
    var single: Float = 1.5
    single[component: 0] = 2.25
    #expect(Float.componentCount == 1 && single == 2.25 && single[component: 0] == 2.25)
    var two = SIMD2<Float>(1, 2)
    two[component: 1] = 3
    #expect(SIMD2<Float>.componentCount == 2 && two == SIMD2(1, 3) && two[component: 0] == 1)
    var three = SIMD3<Double>(1, 2, 3)
    three[component: 2] = 4
    #expect(
      SIMD3<Double>.componentCount == 3 && three == SIMD3(1, 2, 4) && three[component: 1] == 2)
    var four = SIMD4<Double>(1, 2, 3, 4)
    four[component: 3] = 5
    #expect(
      SIMD4<Double>.componentCount == 4 && four == SIMD4(1, 2, 3, 5) && four[component: 0] == 1)
    var eight = SIMD8<Double>(repeating: 1)
    eight[component: 7] = 2
    #expect(SIMD8<Double>.componentCount == 8 && eight[7] == 2 && eight[component: 6] == 1)
  }
}
