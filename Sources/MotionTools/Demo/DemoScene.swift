package import MotionGestures
package import MotionRuntime
package import MotionStreams
package import MotionTimeline
import MotionTween

/// The demo's scene: every module end to end on one frame source.
///
/// 1. **Drag** (Gestures → Runtime): a recorded pointer trace (``DemoTrace``) feeds a
///    `PanGestureRecognizer`; a `Draggable` moves the card with it.
/// 2. **Hand-off** (Tween): on release the pan's velocity projects where the card would coast,
///    the nearest slot is picked, and a `TweenInteraction` settles the card there along
///    Material's standard curve.
/// 3. **Toss** (Physics, ``DemoToss``): when card A is at rest (`whenAllAtRest`, RT-4), a
///    recorded flick throws card B; a `Tossable` snaps it to the free slot nearest where the
///    fling would coast, with an Expressive spring that starts with the finger's velocity
///    (PH-6, PH-8, PH-12). Mid-flight the slot row moves: the spring retargets with continuous
///    value and velocity (PH-5), and card A follows with a `Spring`.
/// 4. **Scrub** (Timeline): three tiles carry a staggered choreography of opacity, scale,
///    rotation and position on one paused `Timeline`. When both cards are at rest, a tween on
///    the timeline's `timeOffset` scrubs it forward and backward (TL-R11): every tile follows
///    each scrub.
/// 5. **Play**: when the scrub comes to rest (`whenAllAtRest`, RT-4) the timeline is un-paused
///    and the choreography plays from where the scrub left it.
/// 6. **Arc** (Transitions, ``DemoArc``): when the choreography has played, a transition
///    carries card A along Material's arc toward a corner; flipped just short of it, the card
///    goes back along the same arc (TR-7).
/// 7. **Sheet** (Transitions, ``DemoSheet``): when card A is back, a transition presents a
///    bottom sheet over a scrim; a second one dismisses it, held by a recorded finger that drags
///    it back up, lets go, and flicks it down; half way down the scene re-opens it by writing
///    the direction (TR-3, TR-10, TR-11).
///
/// Each step starts when the previous one comes to rest, so the scene is a chain of the
/// runtime's own events rather than a script of times. The scene works on any frame source:
/// `RealTimeFrameSource` for `motion demo`, `ManualFrameSource` for `--fast`, `motion graph` and
/// the tests. Pointer events are fed from a frame observer registered before the runtime's, so
/// each frame first delivers the input that is due, then advances the interactions.
package final class DemoScene {
  /// The frame source driving the scene.
  package let source: any FrameSource
  /// The runtime every interaction runs on.
  package let runtime: FrameRuntime
  /// The dragged card, A.
  package let card: MotionElement
  /// The toss: card B, its flick, its spring.
  package let toss: DemoToss
  /// The tiles of the choreography.
  package let tiles: [MotionElement]
  /// Card A's arc to a corner and back.
  package let arc: DemoArc
  /// The bottom sheet: presented, then its dismissal dragged, flicked and re-opened.
  package let sheet: DemoSheet
  /// The choreography's timeline, paused until the scrub ends.
  package let timeline: Timeline
  /// The recognizer the trace feeds.
  package let pan: PanGestureRecognizer
  /// The recorded drag.
  package let trace: DemoTrace
  /// The tween on the timeline's offset that scrubs it.
  package let scrub: TweenInteraction<Double>
  /// The choreography: every tile's tweens, with the property they animate.
  package let choreography: [DemoChoreography.Entry]
  /// The frame source's time when the scene began; scene time is measured from here.
  package let startTime: Double
  /// What has happened so far, in scene seconds.
  package private(set) var marks = DemoMarks()
  package private(set) var settle: TweenInteraction<Point>?
  private let feed: DemoPointerFeed
  private var subscriptions: [Subscription] = []

  /// Builds the scene on `source`, at the source's current time.
  package init(source: any FrameSource, seed: UInt64) throws(InputError) {
    self.source = source
    startTime = source.now
    trace = DemoTrace(seed: seed, start: DemoLayout.cardStart)
    card = MotionElement(
      name: "cardA", position: DemoLayout.cardStart, size: DemoLayout.cardSize)
    let gestureElement = HitRegion(
      frame: Rect(origin: DemoLayout.cardStart, size: DemoLayout.cardSize), name: "card")
    pan = PanGestureRecognizer(element: gestureElement)
    timeline = Timeline(clock: source)
    timeline.paused.value = true
    tiles = DemoLayout.tileCenters.enumerated().map { index, center in
      MotionElement(name: "tile\(index + 1)", position: center, size: DemoLayout.cardSize)
    }
    do {
      choreography = try DemoChoreography.entries(for: tiles, timeline: timeline)
      scrub = TweenInteraction(try DemoChoreography.scrubTween(), timeline: nil)
    } catch {
      throw InputError("cannot build the demo scene: \(error)")
    }
    let toss = try DemoToss(seed: seed, source: source)
    self.toss = toss
    arc = DemoArc(source: source)
    let sheet = try DemoSheet(seed: seed, source: source)
    self.sheet = sheet
    // Input first: registered before the runtime observes the source.
    let feed = DemoPointerFeed(trace: trace, recognizer: pan, startTime: startTime)
    self.feed = feed
    subscriptions.append(
      source.addFrameObserver { time in
        feed.deliver(upTo: time)
        toss.feed.deliver(upTo: time)
        sheet.feed.deliver(upTo: time)
      })
    runtime = FrameRuntime(frameSource: source)
    runtime.add(Draggable(pan), to: card)
    for entry in choreography { entry.add(runtime) }
    subscriptions.append(
      pan.addStateChangeObserver { [unowned self] state in self.panChanged(state) })
    subscriptions.append(
      runtime.addAfterFrameObserver { [unowned self] _ in
        self.toss.frameEnded()
        self.arc.frameEnded()
        self.sheet.frameEnded()
        self.checkFinished()
      })
    toss.onLanded = { [unowned self] in self.landed() }
  }

  deinit {
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  /// Scene time of the latest frame, in seconds.
  package var sceneTime: Double { source.now - startTime }

  /// Whether the sheet's dismissal has ended and the closing hold has passed.
  package var isFinished: Bool {
    guard let ended = sheet.marks.ended else { return false }
    return sceneTime >= ended + DemoLayout.closingHold
  }

  /// The phase the scene is in, for progress lines.
  package var phase: String {
    if sheet.marks.ended != nil { return "done" }
    if sheet.marks.present != nil { return "sheet" }
    if arc.marks.start != nil || marks.done != nil { return "arc" }
    if marks.play != nil { return "play" }
    if marks.scrub != nil { return "scrub" }
    if toss.marks.start != nil { return "toss" }
    if marks.release != nil { return "settle" }
    if marks.down != nil { return "drag" }
    return "ready"
  }

  /// The timeline's local time now, in seconds.
  package var timelineTime: Double { timeline.localTime(at: source.now) ?? 0 }

  private func panChanged(_ state: GestureRecognizerState) {
    switch state {
    case .began: marks.began = sceneTime
    case .ended: released()
    default: break
    }
  }

  /// The hand-off: the release velocity picks the slot, a standard-curve tween settles there.
  private func released() {
    let position = card.position.value
    let velocity = pan.velocity(in: nil)
    let projected = position + velocity * DemoLayout.projection
    let slot = DemoLayout.slots.min { $0.distance(to: projected) < $1.distance(to: projected) }!
    marks.release = sceneTime
    marks.releasePosition = position
    marks.releaseVelocity = velocity
    marks.destination = slot
    guard
      let tween = try? Tween(
        duration: DemoLayout.settleDuration, values: [slot],
        interTimingFunctions: [.standard])
    else { return }
    let settle = TweenInteraction(tween)
    self.settle = settle
    runtime.add(settle, to: card.position)
    runtime.whenAllAtRest([settle]) { [unowned self] in self.settled() }
  }

  private func settled() {
    marks.settled = sceneTime
    toss.begin(
      runtime: runtime, cardA: card, occupied: marks.destination ?? card.position.value)
  }

  private func landed() {
    marks.scrub = sceneTime
    runtime.add(scrub, to: timeline.timeOffset)
    runtime.whenAllAtRest([scrub]) { [unowned self] in
      self.marks.play = self.sceneTime
      self.marks.playOffset = self.timeline.timeOffset.value
      self.timeline.paused.value = false
    }
  }

  /// After each frame: the choreography's end, then the arc, then the sheet once card A is back.
  private func checkFinished() {
    if marks.down == nil { marks.down = feed.downTime }
    if arc.marks.ended != nil, sheet.present == nil { sheet.begin(runtime: runtime) }
    guard marks.done == nil, let play = marks.play, sceneTime > play else { return }
    if !choreography.contains(where: { runtime.isActive($0.interaction) }) {
      marks.done = sceneTime
      arc.begin(runtime: runtime, card: card)
    }
  }
}

/// The moments of a scene run, in scene seconds (`nil` until they happen).
package struct DemoMarks {
  package var down: Double?
  package var began: Double?
  package var release: Double?
  package var releasePosition: Point?
  package var releaseVelocity: Point?
  package var destination: Point?
  package var settled: Double?
  package var scrub: Double?
  package var play: Double?
  /// The timeline's offset when it was un-paused: where the play resumed from (TL-R11).
  package var playOffset: Double?
  package var done: Double?
}
