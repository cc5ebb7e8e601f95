package import MotionGestures
package import MotionRuntime
package import MotionStreams
package import MotionTween

/// The bottom sheet: presented by a transition, then dismissed by another that a finger holds,
/// drags back up, lets go and flicks down, and that the scene re-opens mid-way (TR-3, TR-4,
/// TR-10, TR-11).
///
/// Built as an app builds it, from the library's transitions:
///
/// 1. ``begin(runtime:)``: a `Transition` forward carries the sheet up with a
///    `TransitionSpring` (``DemoLayout/sheetSpring``) and fades the scrim in with a
///    `TransitionTween` (``DemoLayout/scrimDuration``, the standard curve).
/// 2. ``DemoLayout/dismissDelay`` after it finished, a second transition (each is one trip)
///    starts backward with the same two motions and a `TransitionDrag` in the spring form, and
///    the recorded finger (``DemoTrace/sheet(seed:at:)``) starts.
/// 3. The finger catches the sheet on its way down (the transition is held) and drags it back
///    up, short of half way; let go slowly, the position decides: forward, back up.
/// 4. It touches the sheet again on its way up and flicks it down: the velocity decides,
///    backward, against the position, and the spring leaves with the finger's velocity.
/// 5. The first frame the sheet is past half way down, the scene writes the direction forward:
///    the sheet and the scrim turn from what they show, the dismissal ends cancelled, and
///    ``onEnded`` is called.
///
/// The scrim's tween follows the direction, not the finger: it fades out while the finger holds
/// the sheet, back in when the release sends it up.
package final class DemoSheet {
  /// The sheet, below the stage until presented.
  package let sheet: MotionElement
  /// The scrim behind it: the whole stage, transparent until presented.
  package let scrim: MotionElement
  /// The recognizer the recorded finger feeds.
  package let pan: PanGestureRecognizer
  /// The recorded finger; its times count from the dismissal's start.
  package let trace: DemoTrace
  /// Delivers the finger; started with the dismissal.
  package let feed: DemoPointerFeed
  /// The sheet's spring between closed (back) and open (fore).
  package let slide: TransitionSpring<Point>
  /// The scrim's fade, from 0 (back) to ``DemoLayout/scrimOpacity`` (fore).
  package let fade: TransitionTween<Tween<Double>>
  /// The presentation and the dismissal, once started.
  package private(set) var present: Transition?
  package private(set) var dismiss: Transition?
  /// What has happened so far, in scene seconds.
  package private(set) var marks = DemoSheetMarks()
  /// Called once when the dismissal has ended.
  package var onEnded: () -> Void = {}
  private let source: any FrameSource
  private let sceneStart: Double
  private var runtime: FrameRuntime?
  private var subscriptions: [Subscription] = []

  /// The sheet closed and the scrim clear, and the finger shaped by `seed`; nothing moves until
  /// begun. Scene time counts from `source`'s time now.
  package init(seed: UInt64, source: any FrameSource) throws(InputError) {
    self.source = source
    sceneStart = source.now
    sheet = MotionElement(
      name: "sheet", position: DemoLayout.sheetClosed, size: DemoLayout.sheetSize)
    scrim = MotionElement(
      name: "scrim", position: Point(x: 320, y: 180), size: DemoLayout.stage, opacity: 0)
    pan = PanGestureRecognizer(
      element: HitRegion(
        frame: Rect(origin: DemoLayout.sheetOpen, size: DemoLayout.sheetSize), name: "sheet"))
    // The finger lands on the top of the sheet: 20 pt below its edge, once it is on its way.
    let top = DemoLayout.sheetOpen.y - DemoLayout.sheetSize.height / 2
    trace = DemoTrace.sheet(seed: seed, at: Point(x: DemoLayout.sheetOpen.x, y: top + 60))
    feed = DemoPointerFeed(trace: trace, recognizer: pan)
    do {
      slide = try TransitionSpring(
        back: DemoLayout.sheetClosed, fore: DemoLayout.sheetOpen,
        parameters: DemoLayout.sheetSpring)
      fade = try TransitionTween(
        Tween(
          duration: DemoLayout.scrimDuration, values: [0, DemoLayout.scrimOpacity],
          interTimingFunctions: [.standard]))
    } catch {
      throw InputError("cannot build the demo scene: \(error)")
    }
  }

  deinit {
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  /// Presents the sheet now.
  package func begin(runtime: FrameRuntime) {
    guard present == nil, let present = try? Transition(in: runtime) else { return }
    self.runtime = runtime
    marks.present = now
    present.add(slide, to: sheet.position)
    present.add(fade, to: scrim.opacity)
    present.addCompletionObserver { [unowned self] _ in self.marks.presented = self.now }
    self.present = present
  }

  /// After each frame: the dismissal when it is due, and the re-opening the first frame the
  /// flicked sheet is past half way.
  package func frameEnded() {
    if dismiss == nil, let presented = marks.presented,
      now >= presented + DemoLayout.dismissDelay - 1e-9
    {
      startDismissal()
    }
    guard let dismiss, dismiss.outcome == nil, marks.reopen == nil,
      marks.releases.count == 2, dismiss.direction.value == .backward
    else { return }
    let halfway = (DemoLayout.sheetOpen.y + DemoLayout.sheetClosed.y) / 2
    guard sheet.position.value.y >= halfway, let runtime else { return }
    marks.reopen = now
    marks.reopenPosition = sheet.position.value
    marks.reopenVelocity = runtime.velocity(of: sheet.position)
    dismiss.direction.value = .forward
  }

  /// The dismissal: the same motions backward, a drag on the sheet, and the finger.
  private func startDismissal() {
    guard let runtime, let dismiss = try? Transition(in: runtime, initialDirection: .backward),
      let drag = try? TransitionDrag(
        pan, transition: dismiss, back: slide.back, fore: slide.fore)
    else { return }
    marks.dismiss = now
    dismiss.add(slide, to: sheet.position)
    dismiss.add(fade, to: scrim.opacity)
    // Observed before the drag's own observer: at `ended`, where the finger left the sheet.
    subscriptions.append(
      pan.addStateChangeObserver { [unowned self] state in
        if state == .ended { self.dragged = self.sheet.position.value }
      })
    runtime.add(drag, to: sheet)
    subscriptions.append(pan.addTouchDownObserver { [unowned self] _ in self.touched() })
    // Observed after the drag's own observer: at `ended` the direction is decided and the
    // spring has started from where the finger left the sheet.
    subscriptions.append(
      pan.addStateChangeObserver { [unowned self] state in
        if state == .ended { self.released() }
      })
    dismiss.addCompletionObserver { [unowned self] outcome in
      self.marks.ended = self.now
      self.marks.outcome = outcome
      self.onEnded()
    }
    self.dismiss = dismiss
    feed.start(at: source.now)
  }

  private func touched() {
    marks.downs.append(now)
    marks.downPositions.append(sheet.position.value)
  }

  private func released() {
    guard let dismiss, let runtime else { return }
    marks.releases.append(
      DemoSheetRelease(
        time: now, lift: launchTime - sceneStart, position: dragged,
        velocity: pan.velocity(in: nil), launch: runtime.velocity(of: sheet.position),
        direction: dismiss.direction.value))
  }

  /// When a release's spring starts: the rule of `Transition.release(toward:velocity:of:at:)`
  /// (the lift's time when it lies within a frame of the runtime's, else now).
  private var launchTime: Double {
    releaseStart(lift: pan.time, now: source.now, frameInterval: source.frameInterval)
  }

  /// Where the finger last dragged the sheet: where a release's spring starts.
  private var dragged = Point.zero

  /// Scene time now, in seconds.
  private var now: Double { source.now - sceneStart }
}

/// The moments of the sheet's transitions, in scene seconds (`nil` until they happen).
package struct DemoSheetMarks {
  /// When the presentation started, and when it finished.
  package var present: Double?
  package var presented: Double?
  /// When the dismissal started.
  package var dismiss: Double?
  /// Each touch of the finger on the sheet, and where the sheet was then.
  package var downs: [Double] = []
  package var downPositions: [Point] = []
  /// Each release of the sheet, in order: let go slowly, then flicked.
  package var releases: [DemoSheetRelease] = []
  /// When the scene wrote the direction forward, where the sheet was and how fast it moved.
  package var reopen: Double?
  package var reopenPosition: Point?
  package var reopenVelocity: Point?
  /// When the dismissal ended, and how.
  package var ended: Double?
  package var outcome: TransitionOutcome?
}

/// One release of the sheet by the finger: what the transition's drag decided from.
package struct DemoSheetRelease {
  /// Scene seconds: the runtime's time when the lift was delivered.
  package var time: Double
  /// Scene seconds: when the spring starts: the lift's own time when it lies within a frame of
  /// ``time``, else ``time``.
  package var lift: Double
  /// Where the finger left the sheet: where the spring starts.
  package var position: Point
  /// The pan's release velocity, in points per second.
  package var velocity: Point
  /// The sheet's velocity when the lift was delivered: the spring's, timed from the lift with
  /// the release velocity.
  package var launch: Point
  /// The direction the release decided.
  package var direction: TransitionDirection
}
