import MotionTween
import Testing

@Suite("Stagger: delays for n elements from an origin, spaced and eased")
struct StaggerTests {
  /// `each × distance`, as the stagger computes it (one multiplication, so exact equality).
  static func each(_ each: Double, _ distances: [Double]) -> [Double] {
    distances.map { each * $0 }
  }

  @Test("each: neighbours in distance start `each` apart, from every origin")
  func eachFromEveryOrigin() throws {
    let cases: [(Stagger.Origin, Int, [Double])] = [
      (.start, 5, [0, 1, 2, 3, 4]),
      (.end, 5, [4, 3, 2, 1, 0]),
      (.center, 5, [2, 1, 0, 1, 2]),
      (.center, 4, [1, 0, 0, 1]),  // the two middle elements start together
      (.edges, 5, [0, 1, 2, 1, 0]),
      (.edges, 4, [0, 1, 1, 0]),
      (.index(1), 4, [1, 0, 1, 2]),
      (.index(0), 3, [0, 1, 2]),
      (.center, 1, [0]),
      (.edges, 2, [0, 0]),
    ]
    for (origin, count, distances) in cases {
      let stagger = try Stagger(each: 0.1, from: origin)
      #expect(
        try stagger.delays(count: count) == Self.each(0.1, distances), "\(origin) of \(count)")
    }
  }

  @Test("amount: the whole spread takes `amount`, whatever the count")
  func amountSpreads() throws {
    #expect(try Stagger(amount: 1).delays(count: 5) == [0, 0.25, 0.5, 0.75, 1])
    #expect(try Stagger(amount: 0.6, from: .center).delays(count: 3) == [0.6, 0, 0.6])
    #expect(try Stagger(amount: 0.6, from: .edges).delays(count: 5) == [0, 0.3, 0.6, 0.3, 0])
    #expect(try Stagger(amount: 2).delays(count: 1) == [0])
    #expect(try Stagger(amount: 2).delays(count: 0) == [])
    #expect(try Stagger(each: 0).delays(count: 3) == [0, 0, 0])
  }

  @Test("an easing distributes the starts over the spread; the nearest still starts at 0")
  func easingDistributes() throws {
    let easing = TimingFunction.easeIn
    let delays = try Stagger(amount: 1, easing: easing).delays(count: 5)
    #expect(delays == [0, 0.25, 0.5, 0.75, 1].map { easing($0) })
    #expect(delays.first == 0 && delays.last == 1)
    #expect(zip(delays, delays.dropFirst()).allSatisfy { $0 < $1 })
    // An ease-in packs the first starts together: the first gap is the smallest.
    #expect(delays[1] - delays[0] < delays[4] - delays[3])
    // With `each`, the spread is each × the largest distance.
    let centred = try Stagger(each: 0.1, from: .center, easing: easing).delays(count: 5)
    #expect(centred == [0.2 * easing(1), 0.2 * easing(0.5), 0, 0.2 * easing(0.5), 0.2 * easing(1)])
  }

  @Test("bad input: a typed error for the spacing, the count and the origin")
  func badInput() throws {
    for bad in [-0.1, .nan, .infinity, -.infinity, 2e12] {
      do {
        _ = try Stagger(each: bad)
        Issue.record("each \(bad) accepted")
      } catch {
        if case .invalidSpacing = error {} else { Issue.record("each \(bad): \(error)") }
      }
      do {
        _ = try Stagger(amount: bad)
        Issue.record("amount \(bad) accepted")
      } catch {
        if case .invalidSpacing = error {} else { Issue.record("amount \(bad): \(error)") }
      }
    }
    #expect(throws: StaggerError.negativeCount(-1)) { try Stagger(each: 0.1).delays(count: -1) }
    #expect(throws: StaggerError.originOutOfRange(index: 5, count: 5)) {
      try Stagger(each: 0.1, from: .index(5)).delays(count: 5)
    }
    #expect(throws: StaggerError.originOutOfRange(index: -1, count: 0)) {
      try Stagger(each: 0.1, from: .index(-1))
    }
    // An empty list has no origin to check.
    #expect(try Stagger(each: 0.1, from: .index(5)).delays(count: 0) == [])
    #expect(
      StaggerError.originOutOfRange(index: 5, count: 5).description
        == "from: index 5 is not an element of 5")
  }

  @Test("apply: the tween once per element, its own delay kept under the stagger's")
  func applyDelaysTweens() throws {
    let tween = try Tween(
      duration: 0.3, delay: 0.05, values: [0.0, 1.0], interTimingFunctions: [.standard])
    let tweens = try Stagger(each: 0.1, from: .end).apply(to: tween, count: 3)
    #expect(tweens.map(\.delay) == [0.05 + 0.2, 0.05 + 0.1, 0.05 + 0])
    for staggered in tweens {
      #expect(staggered.duration == 0.3)
      #expect(staggered.values == [0, 1])
      #expect(staggered.interTimingFunctions == [.standard])
      // The same motion, shifted by its delay (to rounding: the shifted times are not the
      // same binary fractions).
      let shift = staggered.delay - tween.delay
      for local in stride(from: 0.0, through: 0.4, by: 0.05) {
        let shifted = staggered.value(atLocalTime: local + shift, from: 0)
        #expect(abs(shifted - tween.value(atLocalTime: local, from: 0)) < 1e-9, "at \(local)")
      }
    }
    let late = try Tween(duration: 1, delay: Tween<Double>.maximumSeconds, values: [1.0])
    #expect(throws: StaggerError.tween(.invalidDelay(Tween<Double>.maximumSeconds + 0.1))) {
      try Stagger(each: 0.1, from: .end).apply(to: late, count: 2)
    }
  }
}
