import Dispatch
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// Seeded fuzzing of the runtime under both frame sources: tween interactions added to random
/// properties at random frames (from inside frames), toggled on and off (a fourth property: while
/// every tween on it is off, nothing writes it), and the whole runtime removed at a random
/// frame. Every frame is compared with `MotionTween.TweenStack`; after the removal nothing moves.
@Suite("Runtime fuzzing", .timeLimit(.minutes(1)))
struct RuntimeFuzzTests {
  @Test("TW-15…TW-18, RT-5, RT-7: random adds, toggles and removal on the manual source")
  func manualSource() {
    let cases = fuzzIterations(ci: 150)
    var report = FuzzScene.Report()
    for index in 0..<cases {
      let source = ManualFrameSource(now: Double(index % 7) * 0.37)
      let scene = FuzzScene(source: source, seed: 0xF022 &+ UInt64(index))
      while !scene.isDone { source.advance(frames: 1) }
      report.merge(scene.report)
      #expect(source.observerCount == 0, "case \(index)")
      if !report.mismatches.isEmpty { break }
    }
    #expect(report.mismatches.isEmpty, "\(report.mismatches.prefix(5))")
    #expect(report.compared > cases * 100)
    #expect(report.added > cases * 5)
  }

  @Test("TW-15…TW-18, RT-5, RT-7: random adds, toggles and removal on the real-time source")
  func realTimeSource() async throws {
    let cases = max(fuzzIterations(ci: 150) / 30, 3)
    var report = FuzzScene.Report()
    for index in 0..<cases {
      let source = RealTimeFrameSource(rate: try FrameRate(framesPerSecond: 1000))
      let scene = Confined<FuzzScene?>(nil)
      let result = await withCheckedContinuation { continuation in
        source.perform {
          scene.value = FuzzScene(source: source, seed: 0xF0_2200 &+ UInt64(index)) { report in
            source.stop()
            scene.value = nil
            continuation.resume(returning: report)
          }
          source.start()
        }
      }
      report.merge(result)
    }
    #expect(report.mismatches.isEmpty, "\(report.mismatches.prefix(5))")
    #expect(report.compared > cases * 100)
  }
}

/// One scene, confined to its source's thread: three properties, tweens added at random frames,
/// the runtime dropped at a random frame, and a checker observing the source after the runtime.
final class FuzzScene {
  struct Report: Sendable {
    var compared = 0
    var added = 0
    var mismatches: [String] = []

    mutating func merge(_ other: Report) {
      compared += other.compared
      added += other.added
      mismatches += other.mismatches
    }
  }

  private var runtime: FrameRuntime?
  private let properties = (0..<3).map { ReactiveProperty(Double($0) * 10) }
  private var stacks: [TweenStack<Double>]
  /// A fourth property whose tweens are toggled at random (RT-5): while every one of them is
  /// off, nothing writes it; it never shows a non-finite value.
  private let toggled = ReactiveProperty(0.0)
  private var switches: [TweenInteraction<Double>] = []
  private var toggledBefore = 0.0
  private var random: SeededRandom
  private var checker = Subscription()
  private var frame = 0
  private let removalFrame: Int
  private let lastFrame: Int
  private var frozen: [Double] = []
  private(set) var report = Report()
  private let done: ((Report) -> Void)?
  private(set) var isDone = false

  init(source: any FrameSource, seed: UInt64, done: ((Report) -> Void)? = nil) {
    random = SeededRandom(seed: seed)
    stacks = properties.map { TweenStack(baseValue: $0.value) }
    removalFrame = 60 + random.below(80)
    lastFrame = removalFrame + 20
    self.done = done
    runtime = FrameRuntime(frameSource: source)
    addTweens(at: source.now)
    // Added after the runtime's own observer, so it runs after every interaction has written.
    checker = source.addFrameObserver { [unowned self] time in self.check(at: time) }
  }

  private func check(at time: Double) {
    frame += 1
    runtime?._checkInvariants()
    if runtime != nil {
      for (index, property) in properties.enumerated() where !stacks[index].entries.isEmpty {
        let expected = stacks[index].value(at: time)
        report.compared += 1
        if property.value != expected {
          report.mismatches.append(
            "frame \(frame) t=\(time) property \(index): \(property.value), expected \(expected)")
        }
      }
      checkToggled()
      addTweens(at: time)
      if frame == removalFrame {
        runtime = nil  // removes every interaction at once, mid-motion
        frozen = properties.map(\.value)
      }
    } else {
      report.compared += 1
      if properties.map(\.value) != frozen {
        report.mismatches.append("frame \(frame): a property moved after the runtime was gone")
      }
      if properties.contains(where: { $0.observerCount != 0 }) {
        report.mismatches.append("frame \(frame): a property is still observed")
      }
    }
    if frame == lastFrame {
      checker.unsubscribe()
      isDone = true
      done?(report)
    }
  }

  private func checkToggled() {
    report.compared += 1
    if !toggled.value.isFinite { report.mismatches.append("frame \(frame): toggled is not finite") }
    if !switches.isEmpty, switches.allSatisfy({ !$0.enabled.value }), toggled.value != toggledBefore
    {
      report.mismatches.append("frame \(frame): a toggled-off tween wrote \(toggled.value)")
    }
    if let runtime, random.below(5) == 0 {
      if switches.isEmpty || random.below(3) == 0 {
        let values = [random.uniform(-50, 50), random.uniform(-50, 50)]
        if let tween = try? Tween(duration: random.uniform(0.02, 0.5), values: values) {
          switches.append(TweenInteraction(tween))
          runtime.add(switches[switches.count - 1], to: toggled)
        }
      } else {
        switches[random.below(switches.count)].enabled.value.toggle()
      }
    }
    toggledBefore = toggled.value
  }

  private func addTweens(at time: Double) {
    guard let runtime, random.below(6) == 0 else { return }
    let index = random.below(properties.count)
    let count = 2 + random.below(3)
    let values = (0..<count).map { _ in (random.uniform(-100, 100) * 4).rounded() / 4 }
    let duration = random.below(10) == 0 ? 0 : random.uniform(0.02, 0.8)
    let delay = random.below(2) == 0 ? 0 : random.uniform(0, 0.3)
    guard let tween = try? Tween(duration: duration, delay: delay, values: values)
    else { return }
    runtime.add(TweenInteraction(tween), to: properties[index])
    stacks[index].add(tween, beginTime: time)
    report.added += 1
  }
}
