import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween

/// A simulated app session on one runtime at 120 Hz (issue 32, part 1): two cards checked
/// against the precedence model, two physics cards (a toss, a drag released into a bounded
/// decay) and a `glow` property that gets a tween per tap, driven by one seeded generator and
/// checked after every frame. `injectors` add further motions at random frames: the tests that
/// prove the soak bites inject leaking, NaN-writing, restless and unmodelled ones.
final class SoakSession {
  /// Adds a motion to the session (to its `glow` property, or to a card); watches what it makes
  /// in the session's ledger.
  typealias Injector = (SoakSession) -> Void

  struct Settings {
    var seed: UInt64 = 0x50A4
    /// Whether to read the process's heap bytes (only meaningful when nothing else runs).
    var measuresHeap = false
    /// Frames before the figures are taken as the start (the population is built up).
    var warmUp = 600
    /// How many live objects (and open connections) above the start still pass.
    var liveSlack = 48
    /// How many heap bytes above the start still pass.
    var heapSlack = 4 << 20
    /// The injectors, each called on about one frame in `injectionPeriod`.
    var injectors: [Injector] = []
    var injectionPeriod = 60
  }

  let settings: Settings
  let source = ManualFrameSource(rate: .hz120)
  private(set) var runtime: FrameRuntime
  let ledger: SoakLedger
  private(set) var modelCards: [SoakModelCard] = []
  private var physicsCards: [SoakPhysicsCard] = []
  let glow = ReactiveProperty(0.0, name: "glow")
  private var glowObserver = Subscription()
  /// Records writes the observers see once the session is being let go of.
  let teardown = SoakTeardown()
  private var random: SeededRandom
  /// Written by the observers (non-finite writes) and the checks after each frame.
  var report = SoakReport()
  private var frame = 0

  init(settings: Settings, ledger: SoakLedger) throws {
    self.settings = settings
    self.ledger = ledger
    random = SeededRandom(seed: settings.seed)
    runtime = ledger.watch("runtime", FrameRuntime(frameSource: source))
    ledger.watch("source", source)
    ledger.watch("glow", glow)
    for (index, observed) in [false, true].enumerated() {
      modelCards.append(
        SoakModelCard(
          name: "model\(index)", source: source, runtime: runtime, observed: observed,
          ledger: ledger))
    }
    let bounds = Rect(origin: Point(x: -400, y: -400), size: Size(width: 800, height: 800))
    let kinds: [SoakPhysicsCard.Kind] = [
      .toss, .release(try DragRelease(decay: .normal, bounds: bounds)),
    ]
    for (index, kind) in kinds.enumerated() {
      physicsCards.append(
        try SoakPhysicsCard(
          name: "physics\(index)", kind: kind, runtime: runtime, ledger: ledger
        ) { [weak self, teardown] name, value in
          teardown.saw(name, value)
          self?.checkFinite(name, value)
        })
    }
    glowObserver = glow.subscribe { [weak self] in self?.checkFinite("glow", $0) }
  }

  deinit {
    teardown.isTearingDown = true
    glowObserver.unsubscribe()
  }

  /// Runs `frames` frames of random interactions, checking after each.
  func run(frames: Int) {
    for _ in 0..<frames {
      do { try interact(at: source.now) } catch { report.fail(.error, "\(error)") }
      source.advance(frames: 1)
      checkFrame()
    }
  }

  /// Lifts every finger, switches everything back on, and runs frames until nothing moves
  /// (at most 30 s); then checks that the runtime and every motion of it are at rest.
  func settle() {
    let now = source.now
    for card in modelCards { card.lift(at: now) }
    for card in physicsCards { card.lift(at: now) }
    let limit = 30 * 120
    while runtime.isActive, report.settleFrames < limit {
      source.advance(frames: 1)
      report.settleFrames += 1
      checkFrame()
    }
    if runtime.isActive {
      report.fail(.rest, "still moving \(limit) frames after the last interaction")
    }
    for card in physicsCards {
      let states = [
        ("scale", card.scale.state.value), ("opacity", card.opacity.state.value),
        ("toss", card.spring?.state.value ?? .atRest),
      ]
      for (spring, state) in states where state != .atRest {
        report.fail(.rest, "\(card.name): its \(spring) spring is \(state)")
      }
    }
  }

  private func interact(at now: Double) throws {
    for card in modelCards where random.below(12) == 0 {
      try card.act(at: now, runtime: runtime, random: &random, ledger: ledger)
    }
    for card in physicsCards {
      card.driveFinger(at: now, random: &random)
      if random.below(10) == 0 {
        try card.act(at: now, runtime: runtime, random: &random, ledger: ledger)
      }
    }
    if random.below(90) == 0 {
      let tween = try Tween(duration: random.uniform(0.05, 1), values: [random.uniform(0, 1)])
      runtime.add(ledger.watch("glow tween", TweenInteraction(tween)), to: glow)
    }
    for injector in settings.injectors where random.below(settings.injectionPeriod) == 0 {
      injector(self)
    }
  }

  private func checkFrame() {
    frame += 1
    report.frames += 1
    runtime._checkInvariants()
    let now = source.now
    var failures: [String] = []
    for card in modelCards {
      card.check(at: now, into: &failures)
      report.compared += 1
      if frame % 30 == 0 { card.prune(at: now) }
    }
    for failure in failures { report.fail(.precedence, failure) }
    for card in physicsCards {
      for (name, value) in card.values { checkFinite(name, value) }
    }
    for card in modelCards {
      let position = card.element.position.value
      checkFinite("\(card.name).position.x", position.x)
      checkFinite("\(card.name).position.y", position.y)
    }
    checkFinite("glow", glow.value)
    checkHeld()
    countCoverage()
  }

  private func countCoverage() {
    func count(_ key: String, _ happening: Bool) {
      if happening { report.coverage[key, default: 0] += 1 }
    }
    for card in modelCards { count("model drag", [.began, .changed].contains(card.pan.state)) }
    for card in physicsCards {
      count("physics drag", [.began, .changed].contains(card.pan.state))
      count("toss spring", card.spring?.state.value == .active)
      count("scale spring", card.scale.state.value == .active)
      count("opacity spring", card.opacity.state.value == .active)
    }
  }

  func checkFinite(_ name: String, _ value: Double) {
    if !value.isFinite { report.fail(.nonFinite, "frame \(frame): \(name) is \(value)") }
  }

  /// Live objects and open connections within `liveSlack` of the start; heap bytes, every
  /// second when measured, within `heapSlack`.
  private func checkHeld() {
    let alive = ledger.compact()
    let connections = runtime.connectionCount
    if frame == settings.warmUp {
      (report.startAlive, report.startConnections) = (alive, connections)
      if settings.measuresHeap { report.startBytes = HeapBytes.inUse }
    }
    guard frame >= settings.warmUp else { return }
    report.peakAlive = max(report.peakAlive, alive)
    report.peakConnections = max(report.peakConnections, connections)
    // (The messages read the start figures before `fail` modifies the report.)
    let (startAlive, startConnections) = (report.startAlive, report.startConnections)
    if alive > startAlive + settings.liveSlack {
      report.fail(.held, "frame \(frame): \(alive) live objects, \(startAlive) at the start")
    }
    if connections > startConnections + settings.liveSlack {
      report.fail(.held, "frame \(frame): \(connections) connections, \(startConnections) at first")
    }
    guard settings.measuresHeap, frame % 120 == 0, let start = report.startBytes,
      let bytes = HeapBytes.inUse
    else { return }
    report.peakBytes = max(report.peakBytes ?? bytes, bytes)
    if bytes > start + settings.heapSlack {
      report.fail(.held, "frame \(frame): \(bytes) heap bytes, \(start) at the start")
    }
  }
}
