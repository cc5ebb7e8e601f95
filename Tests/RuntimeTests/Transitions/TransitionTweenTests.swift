import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// A transition tween's two motions (TR-5, TR-7, TR-13).
@Suite("Transitions: a tween played backward")
struct TransitionTweenTests {
  let unused = AnimationSample(value: 0.0)

  /// Keyframes with every kind of timing between them, after a delay.
  func keyframes() throws -> Tween<Double> {
    try Tween(
      duration: 0.4, delay: 0.05, values: [0, 10, 40, 100], offsets: [0, 0.2, 0.7, 1],
      interTimingFunctions: [
        .standard, try .steps(3, .jumpEnd), try .cubicBezier(0.3, 0, 0.1, 1.4),
      ])
  }

  @Test(
    "TR-7: backward shows the forward keyframes mirrored in time (their left limits), bit for bit")
  func mirrored() throws {
    let forward = try keyframes()
    let tween = try TransitionTween(forward)
    #expect(tween.end == 0.45)
    let back = tween.motion(toward: .backward)
    let ahead = tween.motion(toward: .forward)
    #expect(back.isReversed && !ahead.isReversed)
    // In effect (0 ≤ s < end): the forward sample just before end − s, negated velocity.
    for step in 0...99 {
      let s = Double(step) / 100 * tween.end
      let mirrored = forward.sample(atLocalTime: (tween.end - s).nextDown, from: unused)
      let sample = back.sample(atLocalTime: s, from: unused)
      #expect(sample.value == mirrored.value)
      #expect(sample.velocity == -mirrored.velocity)
    }
    for step in -10...110 {
      let s = Double(step) / 100 * tween.end
      #expect(
        ahead.sample(atLocalTime: s, from: unused) == forward.sample(atLocalTime: s, from: unused))
    }
    // Before its start the forward end held; from its end on, the first value held.
    #expect(back.sample(atLocalTime: -1, from: unused) == AnimationSample(value: 100))
    #expect(back.sample(atLocalTime: tween.end, from: unused) == AnimationSample(value: 0))
    #expect(back.sample(atLocalTime: 9, from: unused) == AnimationSample(value: 0))
    #expect(back.sample(atLocalTime: 0, from: unused).value == 100)
    #expect(back.sample(atLocalTime: tween.end, from: unused).value == 0)
    #expect(back.endSeconds(from: unused) == tween.end)
  }

  @Test("TR-7: a flip at progress p enters the other motion where it shows the same value")
  func entryMatchesProgress() throws {
    let forward = try Tween(duration: 0.3, values: [0.0, 0.6], interTimingFunctions: [.standard])
    let tween = try TransitionTween(forward)
    for step in 0...30 {
      let t = Double(step) / 100
      let progress = try #require(tween.progress(toward: .forward, atLocalTime: t))
      #expect(abs(progress - t / 0.3) < 1e-15)
      let entry = tween.entryTime(toward: .backward, progress: progress)
      let back = tween.motion(toward: .backward).sample(atLocalTime: entry, from: unused)
      #expect(abs(back.value - forward.sample(atLocalTime: t, from: unused).value) < 1e-12)
      #expect(
        tween.progress(toward: .backward, atLocalTime: entry).map { abs($0 - progress) } ?? 1
          < 1e-12)
    }
    #expect(tween.entryTime(toward: .forward, progress: 2) == 0.3, "progress is clamped")
    #expect(tween.entryTime(toward: .backward, progress: -1) == 0.3)
  }

  @Test("TR-7: a path along Material's arc plays back along the same arc")
  func arc() throws {
    let path = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 300, y: 400))
    let move = try PathAnimation(along: path, duration: 0.5)
    let tween = try TransitionTween(move)
    let start = AnimationSample(value: Point.zero)
    let back = tween.motion(toward: .backward)
    for step in 0...49 {
      let s = Double(step) / 100
      let there = move.sample(atLocalTime: (0.5 - s).nextDown, from: start)
      #expect(back.sample(atLocalTime: s, from: start).value == there.value)
      #expect(back.sample(atLocalTime: s, from: start).velocity == Point.zero - there.velocity)
    }
  }

  @Test("TR-13: a tween from the value showing, or one without an end, is rejected")
  func rejected() throws {
    #expect(throws: TransitionError.startsFromShowing) {
      try TransitionTween(Tween(duration: 0.3, values: [1.0]))
    }
    #expect(throws: TransitionError.endless) {
      try TransitionTween(Tween(duration: 0.3, values: [0.0, 1], iterations: .infinity))
    }
    // A finite repeat has an end and plays backward.
    let pulse = try TransitionTween(
      Tween(duration: 0.2, values: [0.0, 1], iterations: 2.5, direction: .alternate))
    #expect(pulse.end == 0.5)
  }
}
