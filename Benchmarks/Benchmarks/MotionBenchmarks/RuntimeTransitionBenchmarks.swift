// Runtime (issue 30): one frame of a runtime running 1,000 transitions, each turned around
// mid-flight: every frame measured runs the flipped runs of a spring on an element's position
// and of a tween on its opacity.

import Benchmark
import MaterialMotion

/// Transitions in the flipped-transition frame benchmark, one per element.
let flippedTransitions = 1_000

/// Frames the transitions run forward before their first flip: half the fade (0.3 s of 0.6 s).
let framesBeforeFirstFlip = 18

/// Frames between two flips: 0.25 s, longer than the tween's velocity hand-off (0.2 s, the
/// default), shorter than the 0.3 s a backward run from half way lasts.
let framesBetweenFlips = 15

func registerRuntimeTransitionBenchmarks() {
  let fixture = FlippedTransitionFixture()
  Benchmark(
    "Runtime.frame1000TransitionsFlipped.MaterialMotion",
    configuration: gated(
      .init(scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 10_000))
  ) { benchmark in
    let frameSource = fixture.frameSource
    fixture.flipIfDue()  // not measured: a flip starts new runs
    benchmark.startMeasurement()
    frameSource.advance(frames: 1)
    benchmark.stopMeasurement()
    fixture.framesSinceFlip += 1
  }
}

/// A runtime driven by a manual frame source: 1,000 elements, each in a presenting transition
/// with a `TransitionSpring<Point>` on its position (Material 3's standard spatial spring,
/// 600 pt from back to fore) and a 0.6 s `TransitionTween` on its opacity. Built lazily on the
/// first (warm-up) iteration, half way through the fade, then flipped to backward.
///
/// From then on the direction is flipped every ``framesBetweenFlips`` frames, between two
/// measured frames, so every measured frame samples the runs a flip started: the fade's
/// progress swings between 0.08 and 0.5 and never reaches an end, and the springs, turned
/// around 600 pt from their destination every 0.25 s, never come to rest. No transition
/// completes; ``flipIfDue()`` checks that, and that both motions still move, at every flip.
final class FlippedTransitionFixture {
  lazy var frameSource: ManualFrameSource = {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    // Valid by construction: finite states, a positive duration, two finite values.
    let fade = try! TransitionTween(Tween(duration: 0.6, values: [0.0, 0.6]))
    for index in 0..<flippedTransitions {
      let x = Double(index % 300)
      let back = Point(x: x, y: 800)
      let element = MotionElement(name: "sheet\(index)", position: back)
      element.opacity.value = 0
      let transition = try! Transition(in: runtime, initialDirection: .forward)
      transition.add(
        try! TransitionSpring(back: back, fore: Point(x: x, y: 200)), to: element.position)
      transition.add(fade, to: element.opacity)
      elements.append(element)
      transitions.append(transition)
    }
    self.runtime = runtime
    source.advance(frames: framesBeforeFirstFlip)
    flip()
    return source
  }()

  /// Frames delivered since the latest flip.
  var framesSinceFlip = 0
  /// The direction every transition moves in now.
  private(set) var direction = TransitionDirection.forward
  private(set) var runtime: FrameRuntime?
  private(set) var elements: [MotionElement] = []
  private(set) var transitions: [Transition] = []

  /// Flips every transition when ``framesBetweenFlips`` frames have run since the latest flip,
  /// after checking that none has completed and that every spring and fade still moves.
  func flipIfDue() {
    guard framesSinceFlip >= framesBetweenFlips, let runtime else { return }
    for (transition, element) in zip(transitions, elements) {
      precondition(transition.outcome == nil, "a transition completed during the benchmark")
      precondition(
        runtime.velocity(of: element.position).magnitudeSquared > 1, "a spring came to rest")
      precondition(runtime.velocity(of: element.opacity) != 0, "a fade came to its end")
    }
    flip()
  }

  /// Writes the opposite direction to every transition: each starts new runs from what shows.
  private func flip() {
    direction = direction.reversed
    for transition in transitions {
      transition.direction.value = direction
    }
    framesSinceFlip = 0
  }
}
