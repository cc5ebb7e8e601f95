package import MotionGestures
import MotionPhysics
package import MotionRuntime
package import MotionStreams

/// The toss: card B, flung with a recorded flick, snaps to a slot with an Expressive spring
/// that is retargeted mid-flight (PH-5, PH-6, PH-8, PH-12).
///
/// Built the way an app would build it, from the shipped interactions only:
///
/// 1. When ``begin(runtime:cardA:occupied:)`` is called (card A has settled), a `Tossable`
///    with Material 3's Expressive default spatial spring is added to card B, with the free
///    slots as anchors, and the flick (``DemoTrace/flick(seed:start:)``) starts.
/// 2. The pan drags B; on release the `Tossable` projects where the fling would coast (UIKit's
///    fast deceleration, PH-8), takes the free slot nearest that point as the spring's
///    destination, and starts the spring from the release position with the finger's velocity
///    (PH-6).
/// 3. ``DemoLayout/retargetDelay`` after the release the slot row moves by
///    ``DemoLayout/slotShift`` (a layout change): the scene writes the spring's `destination`,
///    and the spring continues from the value and velocity it has (PH-5). Card A, resting in
///    its slot, follows with a `Spring` of the same parameters.
/// 4. When both springs are at rest, ``onLanded`` is called.
///
/// The card's velocity is what an app can see: the difference of its position between two
/// frames over their interval (``velocity``). The runtime does not publish the velocity a
/// property moves with.
package final class DemoToss {
  /// Card B.
  package let card: MotionElement
  /// The recognizer the flick feeds.
  package let pan: PanGestureRecognizer
  /// The recorded flick; its times count from the start of the toss.
  package let trace: DemoTrace
  /// Delivers the flick; started by ``begin(runtime:cardA:occupied:)``.
  package let feed: DemoPointerFeed
  /// The spring that carries card B; its destination is the slot it lands on.
  package let spring: Spring<Point>
  /// The toss, once begun.
  package private(set) var tossable: Tossable?
  /// Card A's spring, following the slot row when it moves.
  package private(set) var follow: Spring<Point>?
  /// What has happened so far, in scene seconds.
  package private(set) var marks = DemoTossMarks()
  /// Card B's velocity as seen on screen: its move since the previous frame over the time
  /// between the two frames, in points per second (zero before a second frame).
  package private(set) var velocity = Point.zero
  /// Called once when the toss has landed and card A has followed the slots.
  package var onLanded: () -> Void = {}
  private let source: any FrameSource
  private let sceneStart: Double
  /// What the toss acts on, from ``begin(runtime:cardA:occupied:)``.
  private var stage: (runtime: FrameRuntime, cardA: MotionElement, occupied: Point)?
  private var previous: (time: Double, position: Point)?
  private var subscriptions: [Subscription] = []

  /// Card B at its start, and the flick shaped by `seed`; nothing moves until begun. Scene
  /// time counts from `source`'s time now.
  package init(seed: UInt64, source: any FrameSource) throws(InputError) {
    self.source = source
    sceneStart = source.now
    card = MotionElement(
      name: "cardB", position: DemoLayout.tossStart, size: DemoLayout.cardSize)
    pan = PanGestureRecognizer(
      element: HitRegion(
        frame: Rect(origin: DemoLayout.tossStart, size: DemoLayout.cardSize), name: "cardB"))
    trace = DemoTrace.flick(seed: seed, start: DemoLayout.tossStart)
    feed = DemoPointerFeed(trace: trace, recognizer: pan)
    do {
      spring = try Spring(to: DemoLayout.tossStart, parameters: DemoLayout.tossSpring)
    } catch {
      throw InputError("cannot build the demo scene: \(error)")
    }
  }

  deinit {
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  /// Starts the toss now: card B gets its `Tossable` (anchors: every slot but `occupied`, card
  /// A's), the flick starts, and card A is the card that follows the slots.
  package func begin(runtime: FrameRuntime, cardA: MotionElement, occupied: Point) {
    guard tossable == nil else { return }
    marks.start = now
    stage = (runtime, cardA, occupied)
    let anchors = DemoLayout.slots.filter { $0 != occupied }
    let tossable = Tossable(
      pan, spring: spring, anchors: anchors, projection: DemoLayout.tossProjection)
    self.tossable = tossable
    // Observed before the toss's own observer: at `ended` the card is where the finger left
    // it, before the spring starts (for the session, ``DemoSession``).
    subscriptions.append(
      pan.addStateChangeObserver { [unowned self] state in
        guard state == .ended else { return }
        self.lifted()
      })
    runtime.add(tossable, to: card)
    // Observed after the toss's own observer: at `ended` the spring has its destination.
    subscriptions.append(
      pan.addStateChangeObserver { [unowned self] state in
        switch state {
        case .began: self.marks.began = self.now
        case .ended: self.released()
        default: break
        }
      })
    feed.start(at: source.now)
  }

  /// After each frame: card B's velocity, the finger going down, and the slot row's move when
  /// it is due.
  package func frameEnded() {
    let time = now
    let position = card.position.value
    if let previous, time > previous.time {
      velocity = (position - previous.position) * (1 / (time - previous.time))
    }
    previous = (time, position)
    if marks.down == nil, let down = feed.downTime, let start = marks.start {
      marks.down = start + down
    }
    if marks.retarget == nil, let release = marks.release,
      time >= release + DemoLayout.retargetDelay - 1e-9
    {
      shift()
    }
  }

  /// Scene time now, in seconds.
  private var now: Double { source.now - sceneStart }

  /// The finger lifted, before the toss launches its spring: when (the lift's own time, as the
  /// runtime starts the spring there when it is within a frame of now) and from where.
  private func lifted() {
    let time = source.now
    let lift = pan.time.flatMap { abs($0 - time) <= source.frameInterval ? $0 : nil } ?? time
    marks.lift = lift - sceneStart
    marks.liftPosition = card.position.value
  }

  /// The finger lifted: the toss has chosen its slot and launched the spring.
  private func released() {
    marks.release = now
    marks.releasePosition = card.position.value
    marks.releaseVelocity = pan.velocity(in: nil)
    marks.anchor = spring.destination.value
  }

  /// Mid-flight, the slot row moves: card B's spring retargets to its moved slot (PH-5), and
  /// card A follows with a spring of its own.
  private func shift() {
    guard let (runtime, cardA, occupied) = stage, let tossable else { return }
    marks.retarget = now
    marks.retargetPosition = card.position.value
    marks.retargetVelocity = velocity
    let slot = spring.destination.value + DemoLayout.slotShift
    marks.landing = slot
    spring.destination.value = slot
    guard
      let follow = try? Spring(
        to: occupied + DemoLayout.slotShift, parameters: DemoLayout.tossSpring)
    else { return }
    self.follow = follow
    runtime.add(follow, to: cardA.position)
    runtime.whenAllAtRest([tossable, follow]) { [unowned self] in
      self.marks.landed = self.now
      self.onLanded()
    }
  }
}

/// The moments of a toss, in scene seconds (`nil` until they happen).
package struct DemoTossMarks {
  /// When the toss began (card A had settled).
  package var start: Double?
  package var down: Double?
  package var began: Double?
  package var release: Double?
  package var releasePosition: Point?
  /// When the spring starts: the finger's lift, on the frame source's clock, as scene seconds
  /// (at or before ``release``, the frame that delivered it).
  package var lift: Double?
  /// Where the finger left card B: where the spring starts.
  package var liftPosition: Point?
  /// The pan's release velocity: what the spring starts with.
  package var releaseVelocity: Point?
  /// The slot the toss chose at the release (PH-8).
  package var anchor: Point?
  /// When the slot row moved and the spring retargeted.
  package var retarget: Double?
  package var retargetPosition: Point?
  /// Card B's velocity (frame to frame) at the retarget.
  package var retargetVelocity: Point?
  /// Where card B lands: the chosen slot, moved.
  package var landing: Point?
  /// When both springs were at rest.
  package var landed: Double?
}
