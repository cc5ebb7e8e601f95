import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// A lane holds no copy of its motion's times or its arbiter's base: it reads them where they
/// are stored, and decides what it decided when it held copies.
@Suite("Frame lane layout")
struct FrameLaneLayoutTests {
  @Test("a lane is two references and two bytes, whatever the value type")
  func stride() {
    #expect(MemoryLayout<FrameLane<Point>>.stride == 24)
    #expect(MemoryLayout<FrameLane<Double>>.stride == 24)
  }

  @Test("a fast lane's spring shows exactly while the arbiter would keep it on the fast lane")
  func showingAgreesWithArbiter() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(Point(x: 0, y: 0))
    let lanes = FrameLanes<Point>.of(runtime)
    // A spring takes its start (and with it its rest time, `timing.end`) after registration.
    runtime.add(
      try Spring(to: Point(x: 100, y: 50), parameters: .standardDefaultSpatial), to: property)
    source.advance(frames: 1)
    let arbiter = PropertyArbiter.of(property, in: runtime)
    let lane = lanes.lanes[arbiter.lane]
    #expect(lane.mode == .spring)
    let motion = try #require(arbiter.motions.last)
    #expect(lane.motion?.takeUnretainedValue() === motion)
    let end = motion.timing.registration + motion.timing.end
    // Around the rest time, to the last bit: the lane and the arbiter's own test agree.
    var time = end.nextDown.nextDown
    for _ in 0..<5 {
      // The frame's first step, on a copy of the lane (it notes what it did in the copy).
      var probe = lane
      let sampled = probe.sampleAhead(at: time)
      #expect((sampled != nil) == motion.runsOnFastLane(at: time))
      #expect(probe.ahead == (sampled == nil ? .ended : .sampled))
      if let sampled {
        #expect(sampled == motion.value(at: time, base: arbiter.base))
      }
      time = time.nextUp
    }
    #expect(
      motion.timing.frameLocalTimeIfShowing(at: source.now) == source.now
        - motion.timing.registration)
  }
}
