import MotionRuntime
import MotionStreams
import Testing

/// One sample of a scene: a frame's time and the values a renderer read after it.
struct Sample: Equatable, Sendable {
  var time: Double
  var values: [Double]
}

/// A scene: two ramps on one element, started at time `start`; returns a sampler.
@discardableResult
func buildScene(on runtime: any Runtime, record: @escaping (Sample) -> Void) -> MotionElement {
  let element = MotionElement(name: "card", opacity: 0)
  runtime.add(Ramp(to: 90, over: 0.05), to: element.rotation)
  runtime.add(Ramp(to: 1, over: 0.08), to: element.opacity)
  _ = runtime.addAfterFrameObserver { time in
    record(Sample(time: time, values: [element.rotation.value, element.opacity.value]))
  }
  return element
}

@Suite("Parity of frame sources", .timeLimit(.minutes(1)))
struct ParityTests {
  @Test("RT-7: the same scene gives the same values on the real-time and manual sources")
  func parity() async {
    let source = RealTimeFrameSource(rate: .hz120)
    let (start, live): (Double, [Sample]) = await withCheckedContinuation { continuation in
      source.perform {
        let runtime = Confined<FrameRuntime?>(FrameRuntime(frameSource: source))
        let samples = Confined<[Sample]>([])
        let start = source.now
        buildScene(on: runtime.value!) { sample in
          samples.value.append(sample)
          if samples.value.count == 12 {
            source.stop()
            runtime.value = nil
            continuation.resume(returning: (start, samples.value))
          }
        }
        source.start()
      }
    }
    #expect(live.count == 12)
    // Replay the delivered frame times on a manual source, from the same start time.
    let manual = ManualFrameSource(now: start)
    let runtime = FrameRuntime(frameSource: manual)
    var replayed: [Sample] = []
    buildScene(on: runtime) { replayed.append($0) }
    for sample in live { manual.step(to: sample.time) }
    #expect(replayed == live)
    #expect(live.last?.values == [90, 1])
  }
}
