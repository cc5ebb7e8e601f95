import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// A naive model of the precedence rule: every motion ever registered, none dropped, each
/// judged from scratch at every query.
final class PrecedenceModel {
  enum Kind {
    case tween(Tween<Point>, begin: Double)
    case timeline(Tween<Point>)
    case direct
  }

  final class Motion {
    let kind: Kind
    var enabled = true
    /// Set when a gesture took the property while the motion was in effect: it never shows
    /// again.
    var interrupted = false
    var from: Point?
    var start = 0.0
    var end = 0.0
    var value = Point.zero

    init(_ kind: Kind) {
      self.kind = kind
    }
  }

  let base: Point
  var motions: [Motion] = []
  var shown: Point
  /// The paused timeline's begin time and offset.
  let timelineBegin: Double
  var offset = 0.0

  init(base: Point, timelineBegin: Double) {
    self.base = base
    shown = base
    self.timelineBegin = timelineBegin
  }

  func span(_ motion: Motion) -> MotionSpan? {
    guard motion.enabled, !motion.interrupted else { return nil }
    switch motion.kind {
    case .tween(let tween, let begin):
      return MotionSpan(start: begin + tween.delay, end: begin + tween.endTime)
    case .timeline(let tween):
      return MotionSpan(
        start: timelineBegin + tween.delay, end: timelineBegin + tween.endTime,
        now: timelineBegin + offset)
    case .direct:
      return MotionSpan(start: motion.start, end: motion.end)
    }
  }

  func sample(_ motion: Motion, at time: Double) -> Point {
    switch motion.kind {
    case .tween(let tween, let begin):
      return tween.value(atLocalTime: time - begin, from: motion.from ?? base)
    case .timeline(let tween):
      return tween.value(atLocalTime: offset, from: base)
    case .direct:
      return motion.value
    }
  }

  /// Fixes the start of every from-less tween whose start instant has passed: the rule at that
  /// instant over the motions that start before it.
  func takeStarts(at time: Double) {
    for index in motions.indices { takeStart(index, at: time) }
  }

  func takeStart(_ index: Int, at time: Double) {
    let motion = motions[index]
    guard case .tween(let tween, let begin) = motion.kind, tween.isDestinationOnly,
      motion.from == nil, begin + tween.delay <= time
    else { return }
    let start = begin + tween.delay
    let source = Precedence.source(count: motions.count, at: start) { other in
      guard other != index, let span = span(motions[other]),
        span.start < start || (span.start == start && other < index)
      else { return nil }
      return span
    }
    switch source {
    case .inEffect(let other), .ended(let other), .notStarted(let other):
      takeStart(other, at: time)
      motion.from = sample(motions[other], at: start)
    case .base:
      motion.from = base
    }
  }

  /// A gesture took the property at `time`: every motion in effect then, at its own present,
  /// is interrupted (a grab interrupts, as a physics start does).
  func interruptInEffect(at time: Double) {
    for motion in motions {
      guard let span = span(motion) else { continue }
      let present = span.now ?? time
      if span.start <= present && present < span.end { motion.interrupted = true }
    }
  }

  func value(at time: Double) -> Point {
    takeStarts(at: time)
    let source = Precedence.source(count: motions.count, at: time) { span(motions[$0]) }
    switch source {
    case .inEffect(let index), .ended(let index), .notStarted(let index):
      shown = sample(motions[index], at: time)
    case .base:
      break
    }
    return shown
  }
}

@Suite("Arbiter fuzz")
struct ArbiterFuzzTests {
  @Test(
    "TW-6, TW-15…TW-18, RT-5, TL-R11, PH-6: random tweens, drags (a grab interrupts), app writes, toggles and scrubs match the naive rule"
  )
  func randomScenes() throws {
    // 400 scenes, about a second: 40 missed a togglable tween folded into the ghost (seed 863,
    // `TogglableEndedTweenTests`).
    for seed in 0..<UInt64(fuzzIterations(ci: 400)) {
      // Half the scenes render the card as an app would, observing its position: the arbiter's
      // writes then reach it through the property's delivery, not its watcher fast path.
      try scene(seed: seed, observed: seed % 2 == 1)
    }
  }

  func randomPoint(_ random: inout SeededRandom) -> Point {
    Point(x: random.uniform(-500, 500), y: random.uniform(-500, 500))
  }

  func scene(seed: UInt64, observed: Bool) throws {
    var random = SeededRandom(seed: seed)
    let source = ManualFrameSource(rate: random.chance(50) ? .hz60 : .hz120)
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 1, y: 2))
    var rendered = card.position.value
    let render = observed ? card.position.subscribe { rendered = $0 } : Subscription()
    defer { render.unsubscribe() }
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    runtime.add(Draggable(pan), to: card)
    let timeline = Timeline(clock: source)
    timeline.paused.value = true
    let model = PrecedenceModel(
      base: card.position.value, timelineBegin: try #require(timeline.beginTime))
    var togglable: [(TweenInteraction<Point>, PrecedenceModel.Motion)] = []
    var drag: (model: PrecedenceModel.Motion, grab: Point, pointer: Point)?
    var log: [String] = []

    func check(_ step: String) {
      log.append(step)
      let expected = model.value(at: source.now)
      let actual = card.position.value
      #expect(
        near(actual, expected, 1e-7),
        "seed \(seed) at \(source.now): \(actual) vs \(expected)\n\(log.suffix(40))")
      if observed {
        #expect(rendered == actual, "seed \(seed): the observer last saw \(rendered)")
      }
    }

    for _ in 0..<60 {
      let now = source.now
      switch random.below(9) {
      case 0, 1:
        let values =
          random.chance(40) ? [randomPoint(&random)] : [randomPoint(&random), randomPoint(&random)]
        let tween = try Tween(
          duration: random.uniform(0, 0.5),
          delay: random.chance(50) ? 0 : random.uniform(0, 0.3),
          values: values)
        let interaction = TweenInteraction(tween)
        let motion = PrecedenceModel.Motion(.tween(tween, begin: now))
        if random.chance(40) {
          _ = interaction.enabled  // togglable from the start
          togglable.append((interaction, motion))
        }
        model.takeStarts(at: now)
        model.motions.append(motion)
        runtime.add(interaction, to: card.position)
        check("tween \(values.count) \(tween.delay) \(tween.duration)")
      case 2:
        let tween = try Tween(
          duration: random.uniform(0.1, 0.6), delay: random.uniform(0, 0.4),
          values: [randomPoint(&random), randomPoint(&random)])
        model.takeStarts(at: now)
        model.motions.append(PrecedenceModel.Motion(.timeline(tween)))
        runtime.add(TweenInteraction(tween, timeline: timeline), to: card.position)
        check("timeline tween")
      case 3:
        let offset = random.uniform(0, 1.2)
        model.takeStarts(at: now)
        model.offset = offset
        timeline.timeOffset.value = offset
        check("scrub \(offset)")
      case 4:
        let value = randomPoint(&random)
        model.takeStarts(at: now)
        let motion = PrecedenceModel.Motion(.direct)
        (motion.start, motion.end, motion.value) = (now, now, value)
        model.motions.append(motion)
        card.position.value = value
        check("write \(value)")
      case 5:
        guard !togglable.isEmpty else { continue }
        let (interaction, motion) = togglable[random.below(togglable.count)]
        model.takeStarts(at: now)
        motion.enabled.toggle()
        interaction.enabled.value = motion.enabled
        check("toggle \(motion.enabled)")
      default:
        if let current = drag {
          if random.chance(30) {
            model.takeStarts(at: now)
            current.model.end = now
            feed([pan], [pointer(.up, 1, current.pointer.x, current.pointer.y, at: now)])
            drag = nil
            check("release")
          } else {
            let moved =
              current.pointer + Point(x: random.uniform(-50, 50), y: random.uniform(-50, 50))
            model.takeStarts(at: now)
            current.model.value = current.grab + (moved - Point(x: 20, y: 0))
            feed([pan], [pointer(.move, 1, moved.x, moved.y, at: now)])
            drag = (current.model, current.grab, moved)
            check("move")
          }
        } else {
          let grab = model.value(at: now)
          model.takeStarts(at: now)
          model.interruptInEffect(at: now)
          let motion = PrecedenceModel.Motion(.direct)
          (motion.start, motion.end, motion.value) = (now, .infinity, grab)
          model.motions.append(motion)
          feed([pan], [pointer(.down, 1, 0, 0, at: now), pointer(.move, 1, 20, 0, at: now)])
          drag = (motion, grab, Point(x: 20, y: 0))
          check("grab")
        }
      }
      source.advance(frames: 1 + random.below(3))
      check("frame")
    }
  }
}
