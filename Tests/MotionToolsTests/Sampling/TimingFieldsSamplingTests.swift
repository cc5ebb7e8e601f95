import Foundation
import MotionTools
import MotionTween
import Testing

/// `{"properties":{"x":0},"tweens":[TWEEN]}` for one tween on x with `fields`.
private func timed(_ fields: String) -> String {
  #"{"properties":{"x":0},"tweens":[{"property":"x","# + fields + "}]}"
}

/// Every 7 ms and every iteration boundary (and 1 µs either side) up to `until`.
private func instants(until: Double, period: Double) -> [Double] {
  var times = stride(from: 0.0, through: until, by: 7).map { $0 }
  var boundary = 0.0
  while boundary <= until {
    times += [boundary - 0.001, boundary, boundary + 0.001].filter { $0 >= 0 }
    boundary += period
  }
  return times
}

/// The document's samples of x at `times`, values and velocities (units per second).
private func sampled(_ json: String, at times: [Double]) throws -> (
  values: [Double], velocities: [Double]
) {
  let table = SampleTable(document: try document(json), times: times)
  return (table.values[0], table.velocities[0])
}

@Suite("Motion documents: Web Animations timing fields (record 0043)")
struct TimingFieldsSamplingTests {
  @Test(
    "iterations, iterationStart, each direction and an effect easing sample as the Tween gives",
    arguments: [
      (#""iterations":2.5"#, 2.5, 0.0, PlaybackDirection.normal, "linear"),
      (#""iterations":3,"direction":"reverse""#, 3, 0, .reverse, "linear"),
      (#""iterations":2.5,"direction":"alternate""#, 2.5, 0, .alternate, "linear"),
      (
        #""iterations":3,"iterationStart":0.5,"direction":"alternate-reverse""#, 3, 0.5,
        .alternateReverse, "linear"
      ),
      (#""iterations":2,"iterationStart":1.25,"easing":"ease-in""#, 2, 1.25, .normal, "ease-in"),
      (#""iterations":1.5,"easing":"steps(4, jump-both)""#, 1.5, 0, .normal, "steps(4, jump-both)"),
      (#""iterations":0"#, 0, 0, .normal, "linear"),
    ])
  func fields(
    _ fields: String, iterations: Double, start: Double, direction: PlaybackDirection,
    easing: String
  ) throws {
    let json = timed(
      #""duration":200,"delay":30,"values":[0,100,300],"offsets":[0,0.4,1],"# + fields)
    let tween = try Tween(
      duration: 200, delay: 30, values: [0.0, 100, 300], offsets: [0, 0.4, 1],
      iterations: iterations, iterationStart: start, direction: direction,
      easing: try TimingFunction(css: easing))
    let times = [0, 10] + instants(until: 200 * iterations + 100, period: 200).map { $0 + 30 }
    let (values, velocities) = try sampled(json, at: times)
    for (index, time) in times.enumerated() {
      #expect(values[index] == tween.value(atLocalTime: time, from: 0), "\(fields) at \(time)")
      #expect(
        velocities[index] == tween.velocity(atLocalTime: time, from: 0) * 1000 + 0,
        "\(fields) velocity at \(time)")
    }
  }

  @Test("\"infinite\" and \"Infinity\" repeat forever: the tween never ends")
  func infinite() throws {
    let tween = try Tween(
      duration: 250, values: [0.0, 300], iterations: .infinity, direction: .alternate)
    for spelling in ["infinite", "Infinity"] {
      let json = timed(
        #""duration":250,"values":[0,300],"direction":"alternate","iterations":""#
          + spelling + #"""#)
      let read = try document(json)
      #expect(read.tweens[0].tween.timing.iterations == .infinity)
      #expect(read.stacks[0].ends == [.infinity])
      let times = [0, 125, 250, 375, 1e6 + 125, 1e9]
      let (values, _) = try sampled(json, at: times)
      #expect(values == times.map { tween.value(atLocalTime: $0, from: 0) })
      #expect(values[1] == 150 && values[3] == 150 && values[4] == 150)
    }
  }

  /// The tween's local time at document time `t` for a Web Animations animation played at 0 at
  /// `rate` (§ "Playing an animation", § "The current time of an animation").
  private func local(_ t: Double, rate: Double, end: Double) -> Double {
    rate > 0 ? t * rate : rate < 0 ? end + t * rate : 0
  }

  @Test(
    "playbackRate 2, 0.5, -1, -0.5 and 0: the tween at the animation's current time",
    arguments: [2, 0.5, -1, -0.5, 0])
  func playbackRate(_ rate: Double) throws {
    let json = timed(
      #""duration":200,"delay":40,"values":[0,300],"interTimingFunctions":["ease-in"],"#
        + #""iterations":1.5,"direction":"alternate","playbackRate":"# + "\(rate)")
    let tween = try Tween(
      duration: 200, delay: 40, values: [0.0, 300], interTimingFunctions: [.easeIn],
      iterations: 1.5, direction: .alternate)
    let read = try document(json)
    #expect(read.tweens[0].playbackRate == rate)
    let times = stride(from: 0.0, through: 800, by: 5).map { $0 } + [20, 80, 340, 680]
    let (values, velocities) = try sampled(json, at: times)
    for (index, time) in times.enumerated() {
      let at = local(time, rate: rate, end: tween.endTime)
      // Played backwards, the effect is in its before phase at its delay (the backwards
      // animation direction), and leaves its end with the velocity it arrived with.
      let backwardsBefore = rate < 0 && at <= tween.delay
      let value =
        backwardsBefore ? tween.firstValue(from: 0) : tween.value(atLocalTime: at, from: 0)
      #expect(values[index] == value, "rate \(rate) at \(time) (local \(at))")
      let slopeAt = rate < 0 && at >= tween.endTime ? tween.endTime.nextDown : at
      let velocity =
        rate == 0 || backwardsBefore ? 0 : tween.velocity(atLocalTime: slopeAt, from: 0) * rate
      #expect(abs(velocities[index] - velocity * 1000) <= 1e-9 * abs(velocity * 1000))
    }
    if rate == -1 {
      // From the end (x at 1.5 alternate iterations: 300 · easeIn(0.5), half way back in the
      // second iteration) to the start; the second iteration played backwards rises again.
      #expect(values[0] == tween.finalValue(from: 0))
      #expect(values[times.firstIndex(of: 340)!] == 0)
      #expect(velocities[0] > 0)
    }
  }

  @Test("a positive rate scales the document's time: 2 plays it in half the time")
  func rateScalesTime() throws {
    let fast = try document(
      timed(#""duration":200,"delay":50,"values":[0,300],"iterations":2,"playbackRate":2"#))
    #expect(fast.stacks[0].motions[0].startTime == 25)
    #expect(fast.stacks[0].ends == [225])
    let backwards = try document(
      timed(#""duration":200,"delay":50,"values":[0,300],"playbackRate":-0.5"#))
    #expect(backwards.stacks[0].motions[0].startTime == 0)
    #expect(backwards.stacks[0].ends == [400])
  }

  @Test("bad timing fields are one error line naming the field path")
  func errors() {
    let base = #""duration":200,"values":[0,300],"#
    let cases: [(String, String)] = [
      (#""iterations":-1"#, "tweens[0].iterations: must not be negative, got -1.0"),
      (
        #""iterations":"forever""#,
        "tweens[0].iterations: must be a number ≥ 0 or \"infinite\", got \"forever\""
      ),
      (
        #""iterations":true"#,
        "tweens[0].iterations: must be a number ≥ 0 or \"infinite\", got a boolean"
      ),
      (#""iterationStart":-0.5"#, "tweens[0].iterationStart: must not be negative, got -0.5"),
      (#""iterationStart":"0""#, "tweens[0].iterationStart: must be a number, got a string"),
      (
        #""direction":"backwards""#,
        "tweens[0].direction: must be one of \"normal\", \"reverse\", \"alternate\", "
          + "\"alternate-reverse\", got \"backwards\""
      ),
      (
        #""direction":1"#,
        "tweens[0].direction: must be one of \"normal\", \"reverse\", \"alternate\", "
          + "\"alternate-reverse\", got a number"
      ),
      (#""easing":"bounce""#, "tweens[0].easing: unknown timing function 'bounce'"),
      (#""easing":3"#, "tweens[0].easing: must be a string such as \"ease\", got a number"),
      (#""playbackRate":"2""#, "tweens[0].playbackRate: must be a number, got a string"),
      (
        #""iterations":"infinite","playbackRate":-1"#,
        "tweens[0].playbackRate: a negative rate plays the tween from its end, and an infinite "
          + "tween has none (Web Animations refuses it too), got -1.0"
      ),
      (
        #""iterations":1e11"#,
        "tweens[0].iterations: the active duration (duration × iterations) must be at most "
          + "1e12 ms, got 100000000000.0 iterations of 200.0 ms"
      ),
    ]
    for (fields, message) in cases {
      #expect(documentError(timed(base + fields)) == message, "\(fields)")
    }
    // The same in motions[], and an infinite tween with a rate of 0 or a positive rate reads.
    #expect(
      documentError(
        #"{"properties":{"x":0},"motions":[{"kind":"tween","property":"x","duration":1,"values":[1],"direction":"up"}]}"#
      )?.hasPrefix("motions[0].direction: must be one of") == true)
    #expect(documentError(timed(base + #""iterations":"infinite","playbackRate":0"#)) == nil)
    #expect(documentError(timed(base + #""iterations":"Infinity","playbackRate":3"#)) == nil)
  }

  @Test("plot: a tween that repeats forever gets three iterations of axis, not the default")
  func plotWindow() throws {
    let json = timed(
      #""duration":250,"delay":100,"values":[0,300],"iterations":"infinite","playbackRate":0.5"#)
    let chart = try PlotChart(document: try document(json), name: "x", until: nil, every: nil)
    let last = try #require(chart.svg.panels.first?.series.first?.points.last?.time)
    // Its start (200 ms at half speed) plus three iterations (1500 ms), plus 10 %.
    #expect(last <= 1870 && last >= 1860, "\(last)")
  }
}
