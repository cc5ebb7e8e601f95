import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween

/// A card of the soak driven by physics, where no naive model applies (a toss's landing, a
/// release's decay and bounce, springs handed off from what shows): tossed between anchors or
/// dragged and released into a settle, its spring retargeted and toggled, with springs on
/// its scale and its opacity retargeted (PH-5) and toggled, and a tween per tap on its rotation.
/// Springs are kept for the session and retargeted, as `Spring` is meant to be used: a spring's
/// connection never ends (Docs/Runtime.md), so a new `Spring` per tap would hold one more
/// interaction, driver and connection per tap until the runtime goes away. Checked for finite values (every
/// write, through observers), rest at the end and what it holds.
final class SoakPhysicsCard {
  enum Kind {
    /// `Tossable` between the corners of a 600-point square.
    case toss
    /// `Draggable` released into the given settle.
    case release(DragRelease)
  }

  let name: String
  let element: MotionElement
  let pan: PanGestureRecognizer
  /// The toss's spring (a toss card) or a spring on the card's scale (a release card), kept
  /// for the session and retargeted.
  let spring: Spring<Point>?
  let scale: Spring<Double>
  let opacity: Spring<Double>
  let enabled: ReactiveProperty<Bool>
  private var observers: [Subscription] = []
  /// The pointer of a finger on the card, if one is down.
  private var finger: Point?
  static let anchors = [
    Point(x: -300, y: -300), Point(x: 300, y: -300), Point(x: 300, y: 300),
    Point(x: -300, y: 300),
  ]

  init(
    name: String, kind: Kind, runtime: FrameRuntime, ledger: SoakLedger,
    finite: @escaping (String, Double) -> Void
  ) throws {
    self.name = name
    element = ledger.watch("\(name).element", MotionElement(name: name))
    pan = ledger.watch(
      "\(name).pan", PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen"))))
    scale = ledger.watch("\(name).scale spring", try Spring(to: 1.0))
    runtime.add(scale, to: element.scale)
    opacity = ledger.watch(
      "\(name).opacity spring", try Spring(to: 1.0, parameters: .standardDefaultEffects))
    runtime.add(opacity, to: element.opacity)
    switch kind {
    case .toss:
      let spring = ledger.watch("\(name).toss spring", try Spring(to: Self.anchors[0]))
      let toss = ledger.watch(
        "\(name).tossable", Tossable(pan, spring: spring, anchors: Self.anchors))
      runtime.add(toss, to: element)
      (self.spring, enabled) = (spring, toss.enabled)
    case .release(let release):
      let drag = ledger.watch("\(name).draggable", Draggable(pan, release: release))
      runtime.add(drag, to: element)
      (spring, enabled) = (nil, drag.enabled)
    }
    observers = [
      element.position.subscribe { [name] in
        finite("\(name).position.x", $0.x)
        finite("\(name).position.y", $0.y)
      },
      element.scale.subscribe { [name] in finite("\(name).scale", $0) },
      element.opacity.subscribe { [name] in finite("\(name).opacity", $0) },
      element.rotation.subscribe { [name] in finite("\(name).rotation", $0) },
    ]
  }

  deinit { for observer in observers { observer.unsubscribe() } }

  /// Whether a finger is on the card.
  var isHeld: Bool { finger != nil }

  /// Moves a finger that is down, as a drag does at display rate, and sometimes lifts it:
  /// a release (or a toss, from the velocity of the last moves).
  func driveFinger(at now: Double, random: inout SeededRandom) {
    guard let current = finger else { return }
    if random.chance(8) {
      feed([pan], [pointer(random.chance(90) ? .up : .cancel, 1, current.x, current.y, at: now)])
      finger = nil
    } else if random.chance(70) {
      let moved = current + Point(x: random.uniform(-30, 30), y: random.uniform(-30, 30))
      feed([pan], [pointer(.move, 1, moved.x, moved.y, at: now)])
      finger = moved
    }
  }

  /// One random interaction at `now`.
  func act(
    at now: Double, runtime: FrameRuntime, random: inout SeededRandom, ledger: SoakLedger
  ) throws {
    switch random.below(8) {
    case 0, 1:
      guard finger == nil else { return }
      let start = Point(x: random.uniform(-100, 100), y: random.uniform(-100, 100))
      feed([pan], [pointer(.down, 1, start.x, start.y, at: now)])
      finger = start
    case 2:
      // Somewhere else to land: the toss's spring retargeted (PH-5), or the scale's.
      spring?.destination.value = Self.anchors[random.below(Self.anchors.count)]
      scale.destination.value = random.uniform(0.5, 2)
    case 3:
      // The card switched off and on (RT-5), a finger down or not.
      enabled.value.toggle()
    case 4:
      (random.chance(50) ? scale : opacity).enabled.value.toggle()
    case 5:
      // A tap fades the card: the opacity's spring retargeted, moving or at rest.
      opacity.destination.value = random.uniform(0, 1)
    default:
      // A tween per tap on the rotation.
      let tween = try Tween(
        duration: random.uniform(0.05, 0.6), values: [random.uniform(-3, 3)])
      runtime.add(
        ledger.watch("\(name).rotation tween", TweenInteraction(tween)), to: element.rotation)
    }
  }

  /// Lifts any finger, turns everything back on and lets the springs settle where they are.
  func lift(at now: Double) {
    if let current = finger {
      feed([pan], [pointer(.up, 1, current.x, current.y, at: now)])
      finger = nil
    }
    enabled.value = true
    scale.enabled.value = true
    opacity.enabled.value = true
  }

  /// The values the card shows now, for the finite check after each frame.
  var values: [(String, Double)] {
    let position = element.position.value
    return [
      ("\(name).position.x", position.x), ("\(name).position.y", position.y),
      ("\(name).scale", element.scale.value), ("\(name).opacity", element.opacity.value),
      ("\(name).rotation", element.rotation.value),
    ]
  }
}
