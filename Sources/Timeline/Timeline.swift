public import MotionStreams

/// A shared, pausable, scrubbable clock for a group of interactions (TL-R1, TL-S1).
///
/// ```swift
/// import MotionStreams
/// import MotionTimeline
///
/// let timeline = Timeline(clock: scheduler)  // begun now: beginTime = scheduler.now
/// let subscription = timeline.asStream().subscribe { snapshot in render(snapshot) }
/// timeline.paused.value = true  // interactions freeze at timeOffset
/// timeline.timeOffset.value = 0.25  // ... and follow it while paused
/// timeline.paused.value = false  // resume from 0.25 without a jump
/// ```
///
/// One object serves both forms of the specification:
/// - **Reactive form** (TL-R): ``paused`` and ``timeOffset`` are reactive properties, and
///   ``asStream()`` emits a ``Snapshot`` on subscribe and once per real change.
/// - **Scrubber form** (TL-S): ``begin()``, ``scrubber``, ``addObserver(_:)`` and
///   ``removeObserver(_:)``. Attaching a scrubber writes `paused = true`, moving it writes
///   ``timeOffset``, and detaching it writes `paused = false` unless the app paused the timeline
///   itself; the observer events are sent from those same transitions. Attaching publishes one
///   snapshot, already at the scrubber's offset.
///
/// ## Begin time: both forms
/// ``beginTime`` is `Double?`. A timeline made with `start: .atCreation` (the default) has begun
/// at creation, so ``beginTime`` is the clock's time then and never changes: the reactive form's
/// constant (TL-R4); made without a clock, it begins when it adopts its runtime's. One made with `start: .onBegin` reads `nil` until ``begin()`` stamps the
/// clock, then never changes: the scrubber form's (TL-S2). ``begin()`` on a begun timeline does
/// nothing.
///
/// ## Time
/// All times are `Double` seconds on ``clock``. While running, local time is
/// `resumeOffset + (now - resumeTime)`; while paused it is ``timeOffset``. Un-pausing starts a new run from the paused position so that
/// time resumes from the paused position (TL-R11); see ``Snapshot/localTime(at:)``.
///
/// Not `Sendable`: a timeline belongs to one thread or serial context, like its properties.
public final class Timeline {
  /// When a timeline begins.
  public enum Start: Sendable, Equatable {
    /// Begun when created: ``Timeline/beginTime`` is the clock's time at creation (TL-R4).
    case atCreation
    /// Begun by the first call to ``Timeline/begin()``; ``Timeline/beginTime`` is `nil` until
    /// then (TL-S1, TL-S2).
    case onBegin
  }

  /// Whether the timeline is paused; `false` at first (TL-R2).
  ///
  /// While paused, interactions show ``timeOffset``. Writing `false` after `true` resumes time
  /// from the paused position: the timeline starts a new run at ``Snapshot/resumeTime``
  /// from ``Snapshot/resumeOffset`` (TL-R11).
  public let paused: ReactiveProperty<Bool>

  /// The scrubbed position in seconds; `0` at first (TL-R3, widened from `Float` to `Double`).
  ///
  /// Interactions follow it while the timeline is paused (TL-R11). A NaN or infinite write is
  /// reverted: the timeline writes the last finite value back at once, so ``asStream()`` never
  /// carries it and the property reads finite again when the write returns. Prefer
  /// ``scrub(to:)``, which rejects such values with ``TimelineError``.
  public let timeOffset: ReactiveProperty<Double>

  /// The clock that stamps ``beginTime`` (TL-R4, TL-S1) and the start of each run after an
  /// un-pause (TL-R11); `nil` for a timeline created without one until a runtime lends it its
  /// own (``adopt(clock:)``): a timeline always runs on its runtime's time base.
  public private(set) var clock: (any MotionClock)?

  /// The combined state, as last delivered by the input properties. Read every frame by
  /// ``InteractionClock``; unchecked exclusivity because it is only ever assigned whole, never
  /// accessed `inout` across a call.
  @usableFromInline
  @exclusivity(unchecked)
  internal var state: Snapshot

  /// The ``asStream()`` subscribers; see there for the delivery rules.
  let subscribers = FanOutList<AnyObserverBox, Snapshot>()
  let observers = ObserverRegistry()
  var attachedScrubber: TimelineScrubber?
  /// What a scrubber refers to weakly in place of the timeline; see ``ScrubberLink``.
  lazy var link = ScrubberLink(self)
  private var inputSubscriptions: [Subscription] = []
  /// Whether the timeline begins as soon as it has a clock: created ``Start/atCreation``
  /// without one, or asked to ``begin()`` before it had one.
  private var beginsWhenClocked = false
  /// Whether the attached scrubber paused the timeline (it was running when attached and the
  /// app has not written ``paused`` since): only then does detaching un-pause it.
  var scrubberOwnsPause = false
  /// True while the timeline writes its own inputs for a scrubber: those writes are not the
  /// app's, and their snapshot and scrub event are sent once, by the scrubber code.
  var writingForScrubber = false
  /// A snapshot held back while ``writingForScrubber`` so that one transition publishes once.
  var heldSnapshot = false

  /// Creates a timeline.
  ///
  /// - Parameters:
  ///   - clock: The time source, in seconds, or `nil` (the default) to run on the clock of the
  ///     runtime the timeline is first used with: adding an interaction that has this timeline
  ///     lends it the runtime's clock (``adopt(clock:)``), so a timeline never mixes time bases
  ///     with a manual frame source. Tests pass a `ManualScheduler`.
  ///   - start: ``Start/atCreation`` (default, reactive form, TL-R4) or ``Start/onBegin``
  ///     (scrubber form, TL-S2). A timeline created ``Start/atCreation`` without a clock has no
  ///     time to stamp yet: it begins when it adopts one.
  public init(clock: (any MotionClock)? = nil, start: Start = .atCreation) {
    self.clock = clock
    paused = ReactiveProperty(false, name: "paused")
    timeOffset = ReactiveProperty(0, name: "timeOffset")
    let begin = start == .atCreation ? clock.map(Self.read) : nil
    beginsWhenClocked = start == .atCreation && clock == nil
    state = Snapshot(paused: false, beginTime: begin, timeOffset: 0)
    // The timeline is the first observer of each input, so it sees every write before anyone
    // else. Unretained, not weak: a weak reference would move the timeline's reference count
    // into a side table and make every retain of it (one per frame per interaction) several
    // times slower. `deinit` unsubscribes, so a property that outlives the timeline never calls
    // a freed object; each call holds the timeline strongly for its duration.
    let handle = Unmanaged.passUnretained(self)
    inputSubscriptions = [
      paused.subscribe { value in
        let timeline = handle.takeUnretainedValue()
        timeline.pausedDelivered(value)
      },
      timeOffset.subscribe { value in
        let timeline = handle.takeUnretainedValue()
        timeline.timeOffsetDelivered(value)
      },
    ]
  }

  deinit {
    for subscription in inputSubscriptions { subscription.unsubscribe() }
  }

  /// When the timeline began, in clock seconds; `nil` until it has begun (TL-R4, TL-S2).
  ///
  /// Constant once set: a ``Start/atCreation`` timeline reads its creation time from the start,
  /// a ``Start/onBegin`` timeline reads `nil` until ``begin()``.
  @inlinable
  public var beginTime: Double? { state.beginTime }

  /// The current state: what a new subscriber of ``asStream()`` receives first (TL-R5).
  @inlinable
  public var snapshot: Snapshot { state }

  /// The timeline's local time at clock time `now`, in seconds; see
  /// ``Snapshot/localTime(at:)`` (TL-R10, TL-R11). O(1), allocation-free.
  @inlinable
  public func localTime(at now: Double) -> Double? {
    state.localTime(at: now)
  }

  /// Begins the timeline: stamps ``beginTime`` with the clock's time (TL-S1, TL-S2).
  ///
  /// Emits a snapshot with the new ``beginTime``. Local time starts at ``timeOffset``: 0 on a
  /// timeline nobody scrubbed, and the scrubbed position when it was scrubbed before it began, so
  /// a scrub before `begin()` is not lost. On a timeline that has already begun (every
  /// ``Start/atCreation`` timeline with a clock, or a second call) this does nothing: the begin
  /// time is constant. On a timeline without a clock it begins as soon as it adopts one.
  public func begin() {
    guard state.beginTime == nil else { return }
    guard let clock else {
      beginsWhenClocked = true
      return
    }
    let now = Self.read(clock)
    var next = state
    next.beginTime = now
    next.resumeTime = now
    next.resumeOffset = next.timeOffset
    publish(next)
  }

  /// Lends a timeline created without a clock the clock of the runtime it is used with; a
  /// timeline that has a clock keeps its own (the caller must then share its time base). A
  /// ``Start/atCreation`` timeline, or one asked to ``begin()``, begins now on `clock`.
  ///
  /// A runtime calls this when it adds an interaction that has this timeline, before beginning
  /// it (TW-13).
  public func adopt(clock: any MotionClock) {
    guard self.clock == nil else { return }
    self.clock = clock
    if beginsWhenClocked {
      beginsWhenClocked = false
      begin()
    }
  }

  /// Pauses the timeline where it is now: writes ``timeOffset`` = the current local time, then
  /// `paused = true` (TL-R11).
  ///
  /// Writing `paused.value = true` alone makes interactions show ``timeOffset`` — the last scrub
  /// position, 0 at first — as the spec asks; this freezes them in place instead. A timeline
  /// that is already paused, or running but not begun, is only paused.
  public func pauseInPlace() {
    if !state.paused, let clock, let now = state.localTime(at: Self.read(clock)) {
      timeOffset.value = now
    }
    paused.value = true
  }

  /// Scrubs to `seconds`: writes ``timeOffset`` after validating the value.
  ///
  /// - Throws: ``TimelineError/nonFiniteTimeOffset(_:)`` for NaN or an infinity; nothing is
  ///   written then.
  public func scrub(to seconds: Double) throws(TimelineError) {
    guard seconds.isFinite else { throw .nonFiniteTimeOffset(seconds) }
    timeOffset.value = seconds
  }

  /// Reads a clock, counting a NaN or infinite reading as zero so that no snapshot holds one.
  static func read(_ clock: any MotionClock) -> Double {
    let now = clock.now
    return now.isFinite ? now : 0
  }

  // MARK: Input deliveries

  func pausedDelivered(_ value: Bool) {
    if attachedScrubber != nil, !writingForScrubber { scrubberOwnsPause = false }  // the app's
    guard value != state.paused else { return }
    var next = state
    next.paused = value
    if !value, next.beginTime != nil, let clock {
      // Resume without a jump: local time continues from the paused position (TL-R11).
      next.resumeTime = Self.read(clock)
      next.resumeOffset = next.timeOffset
    }
    publish(next)
  }

  func timeOffsetDelivered(_ value: Double) {
    guard value.isFinite else {
      // Revert: queued behind this delivery, seen by the timeline as "no change".
      timeOffset.value = state.timeOffset
      return
    }
    guard value != state.timeOffset else { return }
    var next = state
    next.timeOffset = value
    publish(next)
    if attachedScrubber != nil, !writingForScrubber { observers.send(.scrub(value), from: self) }
  }

  func publish(_ next: Snapshot) {
    state = next
    if writingForScrubber {
      heldSnapshot = true
      return
    }
    subscribers.emitValue(next)
  }
}
