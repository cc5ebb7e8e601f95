public import MotionStreams
public import MotionTween

/// The one owner of precedence on one animated property in one runtime: every kind of motion
/// on the property (tweens, a drag's settle, gesture writes, the app's own writes) registers
/// here, and the arbiter decides with the shared rule (``Precedence``) what the property shows.
///
/// - It re-evaluates whenever the winner can change: on every frame while a motion advances,
///   on a scrub or pause of a motion's timeline, on enable/disable, on registration and
///   removal, and on every direct write.
/// - It writes only when the shown value (or the motion showing it) changes, and writes through
///   the winner's own connection, so the winner's constraints apply.
/// - A motion that starts from the value showing takes the value and velocity showing at
///   exactly its start instant: before any change, the arbiter first lets every motion whose
///   start has passed take its start (evaluated at that instant, so the frame rate does not
///   matter).
/// - A write of the property that the arbiter did not make (the app's) is a motion that ended
///   at the time of the write.
/// - Ended frame-driven motions other than the latest-ended are dropped, the latest-ended of
///   them kept as one value (bounded memory).
@usableFromInline
final class PropertyArbiter<Value: Interpolatable> {
  @usableFromInline let property: ReactiveProperty<Value>
  @usableFromInline let context: ArbiterContext
  /// The property's value when the arbiter was created: what it shows before any motion.
  @usableFromInline let base: Value
  /// The registered motions, in registration order.
  @usableFromInline @exclusivity(unchecked) var motions: ContiguousArray<ArbitratedMotion<Value>> =
    []
  /// The motion whose value was last written, and that value (before its constraints).
  @usableFromInline @exclusivity(unchecked) var shown: ArbitratedMotion<Value>?
  @usableFromInline @exclusivity(unchecked) var shownValue: Value?
  /// Set while the arbiter writes, so that its own writes are not taken for the app's.
  @usableFromInline @exclusivity(unchecked) var isWriting = false
  /// Whether the property delivered the arbiter's write while it was writing.
  @usableFromInline @exclusivity(unchecked) var sawOwnWrite = false
  /// Own writes the property queued (written while it was delivering another value, such as
  /// the app's): delivered later, and not the app's. Cleared on every frame, when no delivery
  /// can be in progress (so a write a constraint swallowed costs at most until the next frame).
  @usableFromInline @exclusivity(unchecked) var deferredOwnWrites = 0
  @usableFromInline @exclusivity(unchecked) var frameSubscription = Subscription()
  @usableFromInline @exclusivity(unchecked) var runsFrames = false
  /// The app's writes, one motion re-registered on each.
  @usableFromInline @exclusivity(unchecked) var appWrites: DirectMotion<Value>?
  @usableFromInline @exclusivity(unchecked) var watch = Subscription()
  /// What the latest-ended of the dropped motions shows, at its end time and through its
  /// connection; see ``dropSuperseded(at:)``.
  @usableFromInline @exclusivity(unchecked) var ghost: DirectMotion<Value>?
  /// Whether a motion was marked interrupted (PH-6) and is still to be removed.
  @usableFromInline @exclusivity(unchecked) var hasInterrupted = false
  /// The last serial number given to a motion.
  @usableFromInline @exclusivity(unchecked) var lastSerial: UInt64 = 0

  @inlinable
  init(property: ReactiveProperty<Value>, context: ArbiterContext) {
    self.property = property
    self.context = context
    base = property.value
    isWriting = true  // the subscription's first, synchronous value is not a write
    // Unretained: the arbiter ends this subscription in its deinit, on its own thread, so the
    // closure never runs once it is gone; a checked `unowned` reference cost an atomic
    // strong retain and release on every write of the property (every frame).
    let arbiter = Unmanaged.passUnretained(self)
    watch = property.subscribe { value in
      arbiter._withUnsafeGuaranteedRef { $0.observed(value) }
    }
    isWriting = false
  }

  /// The property delivered `value`: the arbiter's own write, or the app's.
  @inlinable
  func observed(_ value: Value) {
    if isWriting {
      sawOwnWrite = true
    } else if deferredOwnWrites > 0 {
      deferredOwnWrites -= 1  // an own write, queued by a delivery in progress
    } else {
      appWrote(value)
    }
  }

  deinit {
    watch.unsubscribe()
    frameSubscription.unsubscribe()
  }

  /// The arbiter of `property` in `runtime`, created on first use.
  @inlinable
  static func of(_ property: ReactiveProperty<Value>, in runtime: any InteractionRuntime)
    -> PropertyArbiter
  {
    runtime.attachment(for: property) {
      PropertyArbiter(property: property, context: ArbiterContext.of(runtime))
    }
  }

  @inlinable
  var now: Double { context.source.now }

  // MARK: Changes

  /// Registers `motion` last (highest precedence among those in effect) and re-evaluates.
  @inlinable
  func register(_ motion: ArbitratedMotion<Value>) {
    let time = now
    takeStarts(at: time)
    append(motion)
    evaluate(at: time)
  }

  @inlinable
  func append(_ motion: ArbitratedMotion<Value>) {
    if motion.isRegistered { motions.removeAll { $0 === motion } }
    motion.isRegistered = true
    motions.append(motion)
  }

  /// Removes `motion` (its connection went away, or a new drag stopped a settle).
  @inlinable
  func remove(_ motion: ArbitratedMotion<Value>) {
    guard motion.isRegistered else { return }
    let time = now
    takeStarts(at: time)
    unregister(motion)
    motion.report(.atRest)
    evaluate(at: time)
  }

  /// Removes the motion numbered `serial` and lets it release what it holds, if it is still
  /// registered (a dropped motion already has).
  @inlinable
  func remove(serial: UInt64) {
    guard let motion = motions.first(where: { $0.serial == serial }) else { return }
    remove(motion)
    motion.unregistered()
  }

  /// A new serial number for a motion (see ``ArbitratedMotion/serial``).
  @inlinable
  func nextSerial() -> UInt64 {
    lastSerial += 1
    return lastSerial
  }

  /// Removes `motion` without re-evaluating: a new gesture stops a settle, and the gesture's
  /// own first value, which follows at once, decides what shows.
  @inlinable
  func detach(_ motion: ArbitratedMotion<Value>) {
    guard motion.isRegistered else { return }
    takeStarts(at: now)
    unregister(motion)
    motion.report(.atRest)
  }

  @inlinable
  func unregister(_ motion: ArbitratedMotion<Value>) {
    motions.removeAll { $0 === motion }
    motion.isRegistered = false
    if shown === motion { shown = nil }
    motion.unregistered()
  }

  /// Re-evaluates after a change the arbiter is told about after the fact (a toggle, a scrub).
  @inlinable
  func changed() {
    evaluate(at: now)
  }

  /// Enables or disables `motion` (RT-5) and re-evaluates.
  @inlinable
  func setEnabled(_ motion: ArbitratedMotion<Value>, _ enabled: Bool) {
    guard motion.enabled != enabled else { return }
    let time = now
    takeStarts(at: time)
    motion.enabled = enabled
    evaluate(at: time)
  }

  /// A gesture began: `motion` is re-registered, in effect until ``release(_:)``.
  @inlinable
  func grab(_ motion: DirectMotion<Value>) {
    let time = now
    takeStarts(at: time)
    motion.start = time
    motion.end = .infinity
    append(motion)
  }

  /// A gesture wrote `value` through `motion` (grabbing first if it was not held).
  @inlinable
  func write(_ value: Value, by motion: DirectMotion<Value>) {
    if !motion.isHeld || !motion.isRegistered { grab(motion) } else { takeStarts(at: now) }
    motion.value = value
    motion.hasValue = true
    evaluate(at: now)
  }

  /// The gesture ended: `motion` ended now and holds its last value.
  @inlinable
  func release(_ motion: DirectMotion<Value>) {
    guard motion.isHeld, motion.isRegistered else { return }
    let time = now
    takeStarts(at: time)
    motion.end = time
    evaluate(at: time)
  }

  /// The app wrote `value`: a motion that started and ended now.
  @usableFromInline
  func appWrote(_ value: Value) {
    let time = now
    takeStarts(at: time)
    let motion = appWrites ?? DirectMotion(value: value)
    appWrites = motion
    motion.value = value
    motion.hasValue = true
    (motion.start, motion.end) = (time, time)
    append(motion)
    shown = motion
    shownValue = value
    evaluate(at: time)
  }

  // MARK: Evaluation

  /// Lets every motion whose start has passed by `time` take the value and velocity showing at
  /// its start instant.
  @inlinable
  func takeStarts(at time: Double) {
    var index = 0
    while index < motions.count {
      if motions[index].needsStart(at: time) { takeStart(index, at: time) }
      index += 1
    }
    if hasInterrupted { removeInterrupted() }
  }

  /// What motion `index` starts from: the rule at its start instant over the motions that start
  /// before it (or at the same instant and were registered before it).
  @usableFromInline
  func takeStart(_ index: Int, at time: Double) {
    let motion = motions[index]
    guard let start = motion.rawSpan(at: time)?.start else { return }
    let source = Precedence.source(count: motions.count, at: start) { other in
      guard other != index, let span = motions[other].span(at: time),
        span.start < start || (span.start == start && other < index)
      else { return nil }
      return span
    }
    var showing = AnimationSample(value: base)
    switch source {
    case .inEffect(let other), .ended(let other), .notStarted(let other):
      if motions[other].needsStart(at: time) { takeStart(other, at: time) }
      showing = motions[other].sample(at: start, base: base)
    case .base:
      break
    }
    motion.takeStart(showing)
    if motion.interruptsOnStart { interruptOthers(before: index, at: start, time: time) }
  }

  /// The index of the motion showing at `time`; `nil` when none takes part.
  @inlinable
  func winner(at time: Double) -> Int? {
    let count = motions.count
    let source =
      count == 1
      ? (motions[0].span(at: time) == nil ? .base : .inEffect(0))
      : Precedence.source(count: count, at: time) { motions[$0].span(at: time) }
    switch source {
    case .inEffect(let index), .ended(let index), .notStarted(let index):
      return index
    case .base:
      return nil
    }
  }

  /// Re-evaluates at `time`: writes the winner's value if it changed, reports every motion's
  /// activity, runs frames exactly while a motion advances, drops what can never win again.
  ///
  /// The per-frame path: every motion question is a read of stored fields, a tween is sampled
  /// specialised (value only), and motions are compared by identity without retaining them.
  @inlinable
  func evaluate(at time: Double) {
    takeStarts(at: time)
    if let index = winner(at: time) {
      let value = motions[index].value(at: time, base: base)
      if motions[index] !== shown || value != shownValue {
        let motion = motions[index]
        shown = motion
        shownValue = value
        isWriting = true
        sawOwnWrite = false
        // The app's writes have no connection: their value is written as is.
        if motion.hasSink {
          // Borrowed from a `let` of an unretained object: the observer's closure contexts are
          // not retained around the call (one of them is often the property itself, whose
          // reference counts live in a side table, the slow path).
          Unmanaged.passUnretained(motion)._withUnsafeGuaranteedRef { $0.sink.next(value) }
        } else if let output = motion.assignedOutput {
          output.next(value)
        } else {
          property.value = value
        }
        isWriting = false
        if !sawOwnWrite { deferredOwnWrites += 1 }
      }
    } else {
      shown = nil
    }
    var advancing = false
    let list = motions
    for motion in list where motion.tracksActivity {
      let advances = motion.advances(at: time)
      // A motion still waiting to take its start keeps frames running (without reporting
      // activity when toggled off), so that it takes it at its start instant's frame.
      advancing = advancing || advances || motion.awaitsStart(at: time)
      motion.report(advances ? .active : .atRest)
    }
    if advancing != runsFrames { runFrames(advancing) }
    if list.count > 1 { dropSuperseded(at: time) }
  }

  /// One frame at `time`: no delivery is in progress, so no own write is still queued.
  @inlinable
  func frame(at time: Double) {
    deferredOwnWrites = 0
    evaluate(at: time)
  }

  @inlinable
  func runFrames(_ run: Bool) {
    runsFrames = run
    if run {
      // Unretained: the arbiter ends this subscription in its deinit, and frames are delivered
      // on the arbiter's own thread, so the closure never runs once it is gone (a checked
      // `unowned` reference cost an atomic strong retain and release per frame).
      let arbiter = Unmanaged.passUnretained(self)
      let frame: (Double) -> Void = { time in
        arbiter._withUnsafeGuaranteedRef { $0.frame(at: time) }
      }
      // On a FrameRuntime the closure joins the runtime's frame list directly: through the
      // `frames` stream it would be wrapped in two reabstraction thunks (to and from the
      // stream's generic observer), each with a context retained on every frame.
      frameSubscription =
        context.frameObservers?.add(frame) ?? context.frames.subscribe(next: frame)
    } else {
      frameSubscription.unsubscribe()
    }
  }

  /// Folds every frame-driven motion that has ended, except the latest-ended one, into one
  /// ``ghost``: none of them can ever be in effect again, and under rule 2 only the latest-ended
  /// of them could ever win again (if every later motion were toggled off). So the arbiter holds
  /// at most one ended frame-driven motion plus the ghost, however many motions ran (bounded
  /// memory). A motion that ended while toggled off is kept: it may be toggled back on.
  ///
  /// Each dropped motion gives its runtime connection back (the runtime closes it and forgets
  /// it once nothing writes through it); the ghost holds the connection of the motion it shows.
  @usableFromInline
  func dropSuperseded(at time: Double) {
    var latest = -1
    var latestEnd = -Double.infinity
    for index in motions.indices {
      guard let span = motions[index].span(at: time), span.end <= (span.now ?? time),
        span.end >= latestEnd
      else { continue }
      latest = index
      latestEnd = span.end
    }
    guard latest >= 0 else { return }
    let keep = motions[latest]
    // Usually one motion is dropped at a time: its connection and the ghost's previous one are
    // kept without an array.
    var given = ConnectionList()
    var released = ConnectionList()
    var index = 0
    while index < motions.count {
      let motion = motions[index]
      guard motion !== keep, motion !== shown, motion !== ghost, motion.isDroppable,
        let span = motion.span(at: time), span.end <= (span.now ?? time)
      else {
        index += 1
        continue
      }
      motions.remove(at: index)
      motion.isRegistered = false
      motion.report(.atRest)
      released.append(fold(motion, endedAt: span.end, at: time))
      given.append(motion.connection)
      motion.connection = nil
      motion.unregistered()
    }
    // After the list is settled: closing a connection unsubscribes its stream.
    guard given.first != nil || released.first != nil, let runtime = context.runtime else {
      return
    }
    given.visit { runtime.motionDropped(from: $0) }
    released.visit { runtime.releaseConnection($0) }
  }

  /// Keeps what `motion`, ended at `end`, shows in the ghost if it ended after the ghost's.
  /// Returns the connection the ghost no longer writes through, if it changed.
  @usableFromInline
  func fold(_ motion: ArbitratedMotion<Value>, endedAt end: Double, at time: Double)
    -> ConnectionID?
  {
    let ghost: DirectMotion<Value>
    if let existing = self.ghost {
      guard end >= existing.end else { return nil }
      ghost = existing
    } else {
      ghost = DirectMotion(value: base)
      ghost.hasValue = true
      ghost.isRegistered = true
      motions.insert(ghost, at: 0)  // first registered: it loses every tie
      self.ghost = ghost
    }
    ghost.value = motion.value(at: time, base: base)
    (ghost.start, ghost.end) = (end, end)
    ghost.output = motion.output
    let previous = ghost.connection
    ghost.connection = motion.connection
    if let connection = motion.connection { context.runtime?.holdConnection(connection) }
    return previous
  }
}

/// What every arbiter of one runtime shares: the frame stream and the clock. One per runtime
/// (an attachment), so each arbiter stores one reference instead of both.
@usableFromInline
final class ArbiterContext {
  @usableFromInline let frames: MotionObservable<Double>
  @usableFromInline let source: any FrameSource
  /// The runtime, when it is a ``FrameRuntime``: told when a dropped motion gives its
  /// connection back. Weak: the runtime owns its arbiters.
  @usableFromInline weak var runtime: FrameRuntime?
  /// The runtime's frame list, when it is a ``FrameRuntime``: what ``frames`` adds to.
  @usableFromInline var frameObservers: FrameObserverList?

  @inlinable
  init(frames: MotionObservable<Double>, source: any FrameSource) {
    self.frames = frames
    self.source = source
  }

  /// The shared context of `runtime`'s arbiters.
  @inlinable
  static func of(_ runtime: any InteractionRuntime) -> ArbiterContext {
    let source = runtime.frameSource
    return runtime.attachment(for: source) {
      let context = ArbiterContext(frames: runtime.frames, source: source)
      let frameRuntime = runtime as? FrameRuntime
      context.runtime = frameRuntime
      context.frameObservers = frameRuntime?.frameObservers
      return context
    }
  }
}
