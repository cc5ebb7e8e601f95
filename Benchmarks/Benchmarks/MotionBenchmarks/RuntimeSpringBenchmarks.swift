// Runtime (issue 14): one frame of a runtime running 10,000 spring interactions and 10,000 tween
// interactions, each on its own element.

import Benchmark
import MaterialMotion

/// Spring interactions running in the mixed frame benchmark, one per element.
let runningSprings = 10_000

func registerRuntimeSpringBenchmarks() {
  let fixture = SpringTweenFixture()
  Benchmark(
    "Runtime.frame10kSprings10kTweens.MaterialMotion",
    configuration: gated(
      .init(scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 10_000))
  ) { benchmark in
    let frameSource = fixture.frameSource
    benchmark.startMeasurement()
    frameSource.advance(frames: 1)
    benchmark.stopMeasurement()
  }
}

/// Physics that keep a spring moving for the whole benchmark: ω = 10 rad/s with a damping ratio
/// of 1e-6 rests after about 1.4 million seconds (16 days), so every frame samples every spring.
func runningSpringParameters() -> SpringParameters {
  // Valid by construction: positive stiffness, a small positive damping ratio.
  try! SpringParameters(stiffness: 100, dampingRatio: 1e-6)
}

/// A runtime driven by a manual frame source: 10,000 elements each moved by a `Spring` toward a
/// destination (each started from the element's position, PH-6), and 10,000 more each running
/// one tween interaction on its position. Built lazily on the first (warm-up) iteration.
final class SpringTweenFixture {
  lazy var frameSource: ManualFrameSource = {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let parameters = runningSpringParameters()
    for index in 0..<runningSprings {
      let element = MotionElement(name: "spring\(index)")
      // Valid by construction: a finite destination, default rest thresholds.
      let spring = try! Spring(
        to: Point(x: Double(100 + index % 200), y: Double(50 + index % 300)),
        parameters: parameters)
      runtime.add(spring, to: element.position)
      elements.append(element)
    }
    let tween = runningPositionTween()
    for index in 0..<runningTweens {
      let element = MotionElement(name: "card\(index)")
      runtime.add(TweenInteraction(tween), to: element.position)
      elements.append(element)
    }
    self.runtime = runtime
    return source
  }()

  private(set) var runtime: FrameRuntime?
  private(set) var elements: [MotionElement] = []
}
