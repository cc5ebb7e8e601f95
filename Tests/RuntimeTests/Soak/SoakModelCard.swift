import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween

/// A card of the soak whose every value is checked against the naive precedence model of
/// `ArbiterFuzzTests` (`PrecedenceModel`): tweens (several at one instant, from-less ones among
/// them), tweens on a paused timeline that the app scrubs, app writes, toggles, touches that
/// catch and drags that take the card over, as that fuzzer drives them. The card lives the
/// whole session, so the app holds at most `pool` togglable and `pool` timeline tweens at a
/// time (as an app keeps a few of them, not one per tap) and lets go of the ones a grab
/// interrupted, which can never show again.
final class SoakModelCard {
  let name: String
  let element: MotionElement
  let pan: PanGestureRecognizer
  let timeline: Timeline
  let model: PrecedenceModel
  /// What the card showed after each frame, seen by an observer as an app renders it (`nil`
  /// when the card is not observed: the arbiter then writes through its watcher fast path).
  private var rendered: Point?
  private var render = Subscription()
  private var togglable: [(TweenInteraction<Point>, PrecedenceModel.Motion)] = []
  private var scrubbed: [PrecedenceModel.Motion] = []
  private var drag: (model: PrecedenceModel.Motion, grab: Point, pointer: Point)?
  /// A finger down that has not passed the slop: the motion it caught, if it caught one.
  private var touch: PrecedenceModel.Motion??
  static let pool = 3

  init(
    name: String, source: ManualFrameSource, runtime: FrameRuntime, observed: Bool,
    ledger: SoakLedger
  ) {
    self.name = name
    element = ledger.watch(
      "\(name).element", MotionElement(name: name, position: Point(x: 1, y: 2)))
    pan = ledger.watch(
      "\(name).pan", PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen"))))
    timeline = ledger.watch("\(name).timeline", Timeline(clock: source))
    timeline.paused.value = true
    model = PrecedenceModel(base: element.position.value, timelineBegin: timeline.beginTime ?? 0)
    runtime.add(ledger.watch("\(name).draggable", Draggable(pan)), to: element)
    if observed {
      rendered = element.position.value
      render = element.position.subscribe { [weak self] in self?.rendered = $0 }
    }
  }

  deinit { render.unsubscribe() }

  /// Whether a finger is on the card.
  var isHeld: Bool { drag != nil || touch != nil }

  /// Compares the card with the model at `now`; returns what differs.
  func check(at now: Double, into failures: inout [String]) {
    let expected = model.value(at: now)
    let actual = element.position.value
    if !near(actual, expected, 1e-7) {
      failures.append("\(name) at \(now): \(actual), the precedence model says \(expected)")
    }
    if let rendered, rendered != actual {
      failures.append("\(name) at \(now): the renderer last saw \(rendered), not \(actual)")
    }
  }

  /// One random interaction at `now`, as `ArbiterFuzzTests` draws them.
  func act(
    at now: Double, runtime: FrameRuntime, random: inout SeededRandom, ledger: SoakLedger
  ) throws {
    switch random.below(11) {
    case 0, 1, 9: try addTweens(at: now, runtime: runtime, random: &random, ledger: ledger)
    case 2:
      guard scrubbed.count < Self.pool else { return }
      let tween = try Tween(
        duration: random.uniform(0.1, 0.6), delay: random.uniform(0, 0.4),
        values: [Self.point(&random), Self.point(&random)])
      let motion = PrecedenceModel.Motion(.timeline(tween))
      model.takeStarts(at: now)
      model.motions.append(motion)
      scrubbed.append(motion)
      let interaction = TweenInteraction(tween, timeline: timeline)
      runtime.add(ledger.watch("\(name).timeline tween", interaction), to: element.position)
    case 3:
      let offset = random.uniform(0, 1.2)
      model.takeStarts(at: now)
      model.offset = offset
      timeline.timeOffset.value = offset
    case 4:
      let value = Self.point(&random)
      model.takeStarts(at: now)
      let motion = PrecedenceModel.Motion(.direct)
      (motion.start, motion.end, motion.value) = (now, now, value)
      model.motions.append(motion)
      element.position.value = value
    case 5:
      guard !togglable.isEmpty else { return }
      let (interaction, motion) = togglable[random.below(togglable.count)]
      model.takeStarts(at: now)
      motion.enabled.toggle()
      interaction.enabled.value = motion.enabled
    case 10 where drag == nil: touchOrPass(at: now, random: &random)
    default: moveOrGrab(at: now, random: &random)
    }
  }

  /// Lifts any finger (an up), so that the session can come to rest.
  func lift(at now: Double) {
    if drag != nil || touch != nil {
      model.takeStarts(at: now)
      drag?.model.end = now
      if let touched = touch { touched?.end = now }
      feed([pan], [pointer(.up, 1, drag?.pointer.x ?? 0, drag?.pointer.y ?? 0, at: now)])
      (drag, touch) = (nil, nil)
    }
  }

  /// Forgets the model's motions the rule can never pick again, so that an hour's model stays
  /// as small as a minute's (the model itself keeps every motion; this only trims what cannot
  /// matter): interrupted ones (they have no span, ever), and among the ended motions that stay
  /// as they are for good (plain tweens, app writes, drags that let go: none is togglable,
  /// scrubbed or held), all but the one that ended last, the later-registered on a tie. Every
  /// later start instant and query comes after all of them ended, where rule 2 prefers that one
  /// to each of the others. Also lets go of the pool entries a grab interrupted.
  func prune(at now: Double) {
    model.takeStarts(at: now)
    togglable.removeAll { $0.1.interrupted }
    scrubbed.removeAll { $0.interrupted }
    let fixed = Set(
      togglable.map { ObjectIdentifier($0.1) } + scrubbed.map { ObjectIdentifier($0) }
        + [drag?.model, touch ?? nil].compactMap { $0.map(ObjectIdentifier.init) })
    model.motions.removeAll { $0.interrupted }
    var best: PrecedenceModel.Motion?
    var settled: [PrecedenceModel.Motion] = []
    for motion in model.motions where !fixed.contains(ObjectIdentifier(motion)) {
      guard let span = model.span(motion), span.now == nil, span.end <= now else { continue }
      settled.append(motion)
      if let current = best, let bestSpan = model.span(current), bestSpan.end > span.end {
        continue
      }
      best = motion
    }
    let dropped = Set(settled.filter { $0 !== best }.map(ObjectIdentifier.init))
    model.motions.removeAll { dropped.contains(ObjectIdentifier($0)) }
  }

  private func addTweens(
    at now: Double, runtime: FrameRuntime, random: inout SeededRandom, ledger: SoakLedger
  ) throws {
    for _ in 0..<(random.chance(50) ? 1 : 2 + random.below(2)) {
      let values =
        random.chance(40) ? [Self.point(&random)] : [Self.point(&random), Self.point(&random)]
      let tween = try Tween(
        duration: random.uniform(0, 0.5), delay: random.chance(50) ? 0 : random.uniform(0, 0.3),
        values: values)
      let interaction = ledger.watch("\(name).tween", TweenInteraction(tween))
      let motion = PrecedenceModel.Motion(.tween(tween, begin: now))
      if random.chance(40), togglable.count < Self.pool {
        _ = interaction.enabled  // togglable from the start
        togglable.append((interaction, motion))
      }
      model.takeStarts(at: now)
      model.motions.append(motion)
      runtime.add(interaction, to: element.position)
    }
  }

  private func touchOrPass(at now: Double, random: inout SeededRandom) {
    if let touched = touch {
      if random.chance(50) {
        // Lifted or cancelled before the slop: a catch lets go where it held.
        model.takeStarts(at: now)
        touched?.end = now
        feed([pan], [pointer(random.chance(50) ? .up : .cancel, 1, 0, 0, at: now)])
        touch = nil
      } else {
        // Past the slop: the gesture begins and takes the card where it shows.
        let motion = touched ?? PrecedenceModel.Motion(.direct)
        model.hold(motion, at: now)
        feed([pan], [pointer(.move, 1, 20, 0, at: now)])
        drag = (motion, motion.value, Point(x: 20, y: 0))
        touch = nil
      }
    } else {
      // A finger lands: it catches the card if a tween moves it.
      var caught: PrecedenceModel.Motion?
      if model.isInMotion(at: now) {
        let motion = PrecedenceModel.Motion(.direct)
        model.hold(motion, at: now)
        caught = motion
      }
      feed([pan], [pointer(.down, 1, 0, 0, at: now)])
      touch = .some(caught)
    }
  }

  private func moveOrGrab(at now: Double, random: inout SeededRandom) {
    if let current = drag {
      if random.chance(30) {
        model.takeStarts(at: now)
        current.model.end = now
        let phase: PointerEvent.Phase = random.chance(30) ? .cancel : .up
        feed([pan], [pointer(phase, 1, current.pointer.x, current.pointer.y, at: now)])
        drag = nil
      } else {
        let moved = current.pointer + Point(x: random.uniform(-50, 50), y: random.uniform(-50, 50))
        model.takeStarts(at: now)
        current.model.value = current.grab + (moved - Point(x: 20, y: 0))
        feed([pan], [pointer(.move, 1, moved.x, moved.y, at: now)])
        drag = (current.model, current.grab, moved)
      }
    } else if touch == nil {
      // Down and past the slop at once: a catch first if a tween moves the card, then the
      // gesture takes the card as it begins.
      let motion = PrecedenceModel.Motion(.direct)
      if model.isInMotion(at: now) { model.hold(motion, at: now) }
      feed([pan], [pointer(.down, 1, 0, 0, at: now)])
      model.hold(motion, at: now)
      feed([pan], [pointer(.move, 1, 20, 0, at: now)])
      drag = (motion, motion.value, Point(x: 20, y: 0))
    }
  }

  static func point(_ random: inout SeededRandom) -> Point {
    Point(x: random.uniform(-500, 500), y: random.uniform(-500, 500))
  }
}
