import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Rotation and scale")
struct TwoFingerGestureTests {
  @Test("two fingers down 100 apart, spread 40 points, lift one: scale from 1 at began, then ended")
  func spreadThenLiftOne() {
    let pinch = ScaleGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pinch, continuous: true)
    feed(pinch, [down(1, 100, 100, at: 0), down(2, 200, 100, at: 0.01)])
    pinch.handle(move(2, 205, 100, at: 0.02))  // within the 10-point slop
    #expect(recorder.states.isEmpty)
    pinch.handle(move(2, 211, 100, at: 0.03))  // 11 apart: began, the slop consumed
    #expect(recorder.states == [.began])
    #expect(pinch.scale == 1)
    pinch.handle(move(2, 240, 100, at: 0.04))
    #expect(abs(pinch.scale - 140.0 / 111.0) < 1e-12)
    pinch.handle(up(2, 240, 100, at: 0.05))
    #expect(recorder.states == [.began, .changed, .ended])
    pinch.handle(up(1, 100, 100, at: 0.06))
    #expect(recorder.states == [.began, .changed, .ended, .possible])
    #expect(recorder.illegal.isEmpty)
  }

  @Test("two fingers turn a quarter turn: rotation π/2 minus the consumed slop")
  func quarterTurn() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(rotation, continuous: true)
    feed(rotation, [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0.01)])
    // Turn finger 2 around finger 1 in 10 steps of 9°.
    var beganAt = 0.0
    for step in 1...10 {
      let angle = Double(step) * .pi / 20
      rotation.handle(
        move(2, 100 * cosine(angle), 100 * sine(angle), at: 0.01 + Double(step) * 0.01))
      if step == 1 { beganAt = angle }
    }
    #expect(recorder.states.first == .began)
    #expect(abs(rotation.rotation - (.pi / 2 - beganAt)) < 1e-9)
    #expect(rotation.velocity > 0)
  }

  @Test("rotation keeps counting past half a turn (unwrapped)")
  func unwrapped() {
    let rotation = try! RotationGestureRecognizer(element: HitRegion(), slop: 0)
    feed(rotation, [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0)])
    for step in 1...40 {
      let angle = Double(step) * .pi / 20
      rotation.handle(move(2, 100 * cosine(angle), 100 * sine(angle), at: Double(step) * 0.01))
    }
    #expect(abs(rotation.rotation - (2 * .pi - .pi / 20)) < 1e-9)
  }

  @Test("a third finger taking over a lifted one re-bases: no jump")
  func pairRebase() {
    let pinch = ScaleGestureRecognizer(element: HitRegion())
    feed(pinch, [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 200, 0, at: 0.01)])
    #expect(pinch.state == .began)
    pinch.handle(move(2, 300, 0, at: 0.02))
    let before = pinch.scale
    pinch.handle(down(3, 0, 50, at: 0.03))  // not in the pair: nothing changes
    pinch.handle(up(1, 0, 0, at: 0.04))  // the pair is now (2, 3)
    #expect(pinch.scale == before)
    #expect(pinch.state == .began || pinch.state == .changed)
  }

  @Test("one finger alone never scales or rotates; it fails when it lifts")
  func oneFinger() {
    let pinch = ScaleGestureRecognizer(element: HitRegion())
    let rotation = RotationGestureRecognizer(element: HitRegion())
    let pinchRecorder = StateRecorder(pinch, continuous: true)
    let rotationRecorder = StateRecorder(rotation, continuous: true)
    for recognizer in [pinch, rotation] as [PointerGestureRecognizer] {
      feed(
        recognizer, [down(1, 0, 0, at: 0), move(1, 300, 300, at: 0.1), up(1, 300, 300, at: 0.2)])
    }
    #expect(pinchRecorder.states == [.failed, .possible])
    #expect(rotationRecorder.states == [.failed, .possible])
  }

  @Test("scale velocity while spreading at a constant rate")
  func scaleVelocity() {
    let pinch = try! ScaleGestureRecognizer(element: HitRegion(), slop: 0)
    feed(pinch, [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0)])
    // The distance grows 100 points per second: scale grows 1 per second.
    for step in 1...10 {
      let t = Double(step) * 0.01
      pinch.handle(move(2, 100 + 100 * t, 0, at: t))
    }
    // Began at step 1 (scale 1.01): the reported scale is relative to that.
    #expect(abs(pinch.velocity - 1 / 1.01) < 1e-9)
  }
}

private func cosine(_ x: Double) -> Double { AffineTransform(rotationAngle: x).a }
private func sine(_ x: Double) -> Double { AffineTransform(rotationAngle: x).b }
