// Runtime (issue 6): one frame of a runtime running 10,000 tween interactions on 10,000 targets
// (plus 100 active drags once the drag interaction lands), and the memory one running tween
// interaction costs.

import Benchmark
import MaterialMotion

/// Tween interactions running in the frame benchmark, one per target.
let runningTweens = 10_000

/// Tween interactions added per outer iteration of the memory benchmark.
let tweensPerMemoryIteration = 1_000

func registerRuntimeBenchmarks() {
  registerRuntimeFrameBenchmark()
  registerTweenInteractionMemoryBenchmark()
}

/// A 4-keyframe tween of a position with bezier segments, long enough (a day) to stay running
/// for the whole benchmark: every frame samples every tween.
func runningPositionTween() -> Tween<Point> {
  // Valid by construction: 4 finite values, 3 curves, offsets increasing from 0 to 1.
  try! Tween(
    durationSeconds: 86_400,
    values: [Point(x: 0, y: 0), Point(x: 100, y: 40), Point(x: 60, y: 200), Point(x: 300, y: 10)],
    offsets: [0, 0.3, 0.7, 1],
    interTimingFunctions: [.standard, .decelerate, .ease])
}

func registerRuntimeFrameBenchmark() {
  // Built lazily on the first (warm-up) iteration: 10,000 targets and their interactions.
  let fixture = RuntimeFixture()
  Benchmark(
    "Runtime.frame10kTweens.MaterialMotion",
    configuration: .init(scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 10_000)
  ) { benchmark in
    let frameSource = fixture.frameSource
    benchmark.startMeasurement()
    frameSource.advance(frames: 1)
    benchmark.stopMeasurement()
  }
}

/// A runtime driven by a manual frame source, with 10,000 elements each running one tween
/// interaction on its position.
final class RuntimeFixture {
  lazy var frameSource: ManualFrameSource = {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
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

func registerTweenInteractionMemoryBenchmark() {
  let tween = runningPositionTween()
  Benchmark(
    "Runtime.tweenInteractionMemory.MaterialMotion",
    configuration: .init(
      metrics: [.mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes],
      scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 200)
  ) { benchmark in
    // A fresh runtime and 1,000 fresh targets per iteration, outside the measurement; measured:
    // creating and adding 1,000 running tween interactions (the tween value itself is shared).
    let frameSource = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: frameSource)
    let properties = (0..<tweensPerMemoryIteration).map { _ in ReactiveProperty(Point.zero) }
    benchmark.startMeasurement()
    for property in properties {
      runtime.add(TweenInteraction(tween), to: property)
    }
    benchmark.stopMeasurement()
    blackHole(runtime)
    blackHole(properties)
  }
}
