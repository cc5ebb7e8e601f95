import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// One sample of a scene: a frame's time and the values a renderer read after it.
struct Sample: Equatable, Sendable {
  var time: Double
  var values: [Double]
}

/// A scene of shipped interactions: a keyframed eased tween on rotation, two tweens competing
/// on opacity (precedence), a single-value tween on scale; a sampler reads them after each frame.
@discardableResult
func buildScene(on runtime: any Runtime, record: @escaping (Sample) -> Void) -> MotionElement {
  let element = MotionElement(name: "card", opacity: 0)
  let rotation = try? Tween(
    duration: 0.05, values: [0.0, 60, 90], offsets: [0, 0.3, 1],
    interTimingFunctions: [.standard, .decelerate])
  let fadeIn = try? Tween(duration: 0.08, values: [0.0, 1])
  let blink = try? Tween(duration: 0.03, delay: 0.01, values: [1.0, 0.2])
  let grow = try? Tween(duration: 0.06, values: [2.0], interTimingFunctions: [.easeOut])
  if let rotation { runtime.add(TweenInteraction(rotation), to: element.rotation) }
  if let fadeIn { runtime.add(TweenInteraction(fadeIn), to: element.opacity) }
  if let blink { runtime.add(TweenInteraction(blink), to: element.opacity) }
  if let grow { runtime.add(TweenInteraction(grow), to: element.scale) }
  _ = runtime.addAfterFrameObserver { time in
    let state = element.state
    record(Sample(time: time, values: [state.rotation, state.opacity, state.scale]))
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
    #expect(live.last?.values == [90, 1, 2])
  }
}
