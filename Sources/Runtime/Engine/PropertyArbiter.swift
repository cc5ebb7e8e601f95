public import MotionStreams
public import MotionTween

/// A property arbiter's registered motions, in registration order.
@usableFromInline
typealias MotionList<Value: Interpolatable> = SmallList<ArbitratedMotion<Value>>

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
/// - While a motion advances, the arbiter has a lane in its runtime's ``FrameLanes``, which
///   runs its frames (see there for the fast lane of a lone running tween or spring).
@usableFromInline
final class PropertyArbiter<Value: Interpolatable>: PropertyWatcher, SubscriptionOwner {
  // The fields a frame reads and writes come first, together.
  /// The motion whose value was last written, and that value (before its constraints).
  @usableFromInline @exclusivity(unchecked) var shown: ArbitratedMotion<Value>?
  @usableFromInline @exclusivity(unchecked) var shownValue: Value?
  /// Set while the arbiter writes, so that its own writes are not taken for the app's (when it
  /// observes its property as an observer; as its watcher, the property keeps these flags).
  @usableFromInline @exclusivity(unchecked) var isWriting = false
  /// Whether the property delivered the arbiter's write while it was writing.
  @usableFromInline @exclusivity(unchecked) var sawOwnWrite = false
  /// Whether a motion was marked interrupted (PH-6) and is still to be removed.
  @usableFromInline @exclusivity(unchecked) var hasInterrupted = false
  /// Where the arbiter's evaluation is: an evaluation asked for while one applies its
  /// decision (from the app's code that an effect ran) queues behind it.
  @usableFromInline @exclusivity(unchecked) var evaluation = EvaluationState.idle
  /// Own writes the property queued (written while it was delivering another value, such as
  /// the app's): delivered later, and not the app's. Cleared on every frame, when no delivery
  /// can be in progress (so a write a constraint swallowed costs at most until the next frame).
  @usableFromInline @exclusivity(unchecked) var deferredOwnWrites: Int16 = 0
  /// The arbiter's lane in ``lanes`` while a motion advances; `-1` otherwise.
  @usableFromInline @exclusivity(unchecked) var lane = -1
  @usableFromInline let property: ReactiveProperty<Value>
  @usableFromInline let lanes: FrameLanes<Value>
  /// The property's value when the arbiter was created: what it shows before any motion.
  @usableFromInline let base: Value
  /// What few arbiters have, out of line (see ``ArbiterExtras``).
  @usableFromInline @exclusivity(unchecked) var extras: ArbiterExtras<Value>?
  /// The registered motions, in registration order (a lone one inline). Last, so that the
  /// list's tag byte does not pad the object by a word.
  @usableFromInline @exclusivity(unchecked) var motions = MotionList<Value>()

  @inlinable
  init(property: ReactiveProperty<Value>, lanes: FrameLanes<Value>) {
    self.property = property
    self.lanes = lanes
    base = property.value
    // The property's watcher (no observer box, closure or list entry, and no closure call per
    // write); only when another runtime's arbiter holds the slot, or the property is delivering
    // a value, does the arbiter subscribe as an observer.
    if property.watch(self) { return }
    isWriting = true  // the subscription's first, synchronous value is not a write
    // Unretained: the arbiter ends this subscription in its deinit, on its own thread, so the
    // closure never runs once it is gone; a checked `unowned` reference cost an atomic
    // strong retain and release on every write of the property (every frame).
    let arbiter = Unmanaged.passUnretained(self)
    let id = property.addObserver(
      MotionObserver(next: { value in arbiter._withUnsafeGuaranteedRef { $0.observed(value) } }))
    madeExtras.observerID = id
    isWriting = false
  }

  /// The property delivered `value` to its watcher, `watcher` (an arbiter).
  @inlinable
  static func property(_ watcher: Unmanaged<AnyObject>, delivered value: UnsafePointer<Value>) {
    // Its own writes are not sent here (see `write(_:through:)`).
    watcher._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: PropertyArbiter.self).observed(value.pointee)
    }
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
    if let id = extras?.observerID {
      property.removeSubscription(id: id)
    } else {
      property.unwatch(self)
    }
    if lane >= 0 { lanes.remove(lane) }
  }

  /// The arbiter of `property` in `runtime`, created on first use and kept by the runtime's
  /// ``ArbiterTable``.
  @inlinable
  static func of(_ property: ReactiveProperty<Value>, in runtime: some InteractionRuntime)
    -> PropertyArbiter
  {
    ArbiterTable.of(runtime).arbiter(for: property)
  }

  @inlinable
  var now: Double { lanes.now }

  // MARK: Changes

  /// Registers `motion` last (highest precedence among those in effect) and re-evaluates.
  @inlinable
  func register(_ motion: ArbitratedMotion<Value>) {
    let time = now
    takeStarts(at: time)
    append(motion)
    evaluate(at: time)
  }

  /// Registers `motion`, the motion of a connected stream's subscription, as ``register(_:)``
  /// does: it claims `end` (the connection then ends once the motion can never show again), and
  /// the subscription returned removes it.
  ///
  /// The subscription finds the motion by serial number, not by a weak reference: a weak
  /// reference gives the motion a side table, and every retain and release of it (on every
  /// frame) takes the slow path; a strong one would keep a dropped motion alive as long as the
  /// arbiter's ghost holds its connection. It holds the arbiter strongly (a weakly held one was
  /// freed in the middle of its own evaluation when a runtime that does not keep its
  /// attachments, the kit's `freshAttachments`, left it to its connections), as a
  /// `SubscriptionOwner` with the serial for an identifier: no closure context and no
  /// once-flag per motion.
  @inlinable
  func attach(_ motion: ArbitratedMotion<Value>, claiming end: ConnectionEnd?) -> Subscription {
    if let end, end.claim() { motion.connectionEnd = end }
    register(motion)
    let serial = nextSerial()
    motion.serial = serial
    return Subscription(retaining: self, id: serial)
  }

  @inlinable
  func append(_ motion: ArbitratedMotion<Value>) {
    if motion.isRegistered { motions.removeAll { $0 === motion } }
    motion.isRegistered = true
    motions.append(motion)
    slowLane()
  }

  /// Removes `motion` (its connection went away, or a new drag stopped a settle). Once the
  /// runtime is going away nothing is evaluated: the property keeps what it shows.
  @inlinable
  func remove(_ motion: ArbitratedMotion<Value>) {
    guard motion.isRegistered else { return }
    let time = now
    takeStarts(at: time)
    unregister(motion)
    motion.report(.atRest)
    // The runtime is going away: what shows stays, rather than what the motions left (RT-1).
    guard !lanes.isClosed else { return }
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

  /// A new serial number for a motion (see ``ArbitratedMotion/serial``): counted by the
  /// lanes, which every arbiter of the runtime (and value type) shares, so that an arbiter does
  /// not keep a counter of its own (8 bytes per animated property).
  @inlinable
  func nextSerial() -> UInt64 {
    lanes.lastSerial += 1
    return lanes.lastSerial
  }

  @inlinable
  func unregister(_ motion: ArbitratedMotion<Value>) {
    motions.removeAll { $0 === motion }
    motion.isRegistered = false
    if shown === motion { shown = nil }
    slowLane()
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

  /// A gesture wrote `value` through `motion`. A motion that does not hold the property (its
  /// gesture's `.active` was not seen, as for a stream subscribed mid-gesture, or a physics
  /// start ended it, PH-6) takes it first, as a gesture that begins does (``hold(_:)``).
  @inlinable
  func write(_ value: Value, by motion: DirectMotion<Value>) {
    if !motion.isHeld || !motion.isRegistered { hold(motion) } else { takeStarts(at: now) }
    motion.value = value
    motion.hasValue = true
    evaluate(at: now)
  }

  /// The gesture ended: `motion` ended now and holds its last value.
  ///
  /// The starts that fell due since the last evaluation are taken by the evaluation, after the
  /// end is set: a direct motion shows the same value before and after its end, so no start
  /// reads anything the end changes, and a physics start due before now still ends the motion
  /// at its own instant (PH-6).
  @inlinable
  func release(_ motion: DirectMotion<Value>) {
    guard motion.isHeld, motion.isRegistered else { return }
    let time = now
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
}

extension PropertyArbiter {
  /// The subscription to an animation motion's stream ended: the motion numbered `id` is
  /// removed, if it is still registered (a dropped motion already was), so ending it again does
  /// nothing. Called through the protocol, hence unspecialised: the removal itself runs
  /// specialised, through the lanes (a generic removal looked up type metadata a dozen times).
  @usableFromInline
  func removeSubscription(id: UInt64) {
    lanes.removeMotion(self, id)
  }

  /// Whether the arbiter is its property's watcher (else it observes it as an ordinary
  /// observer: another runtime's arbiter holds the slot, or the property was delivering a
  /// value when the arbiter was made).
  @inlinable
  var isWatcher: Bool { extras?.observerID == nil }

  /// The app's writes, one motion re-registered on each.
  @inlinable
  var appWrites: DirectMotion<Value>? {
    get { extras?.appWrites }
    set { madeExtras.appWrites = newValue }
  }

  /// What the latest-ended of the dropped motions shows, at its end time and through its
  /// connection; see ``dropSuperseded(at:)``.
  @inlinable
  var ghost: DirectMotion<Value>? {
    get { extras?.ghost }
    set { madeExtras.ghost = newValue }
  }

  /// ``extras``, made on first use.
  @inlinable
  var madeExtras: ArbiterExtras<Value> {
    if let extras { return extras }
    let made = ArbiterExtras<Value>()
    extras = made
    return made
  }
}

/// What a ``PropertyArbiter`` rarely has, made on first use: a running tween's arbiter (most)
/// pays 8 bytes for all of it, not 32.
@usableFromInline
final class ArbiterExtras<Value: Interpolatable> {
  /// The app's writes, one motion re-registered on each.
  @usableFromInline @exclusivity(unchecked) var appWrites: DirectMotion<Value>?
  /// The arbiter's ghost (see ``PropertyArbiter/ghost``).
  @usableFromInline @exclusivity(unchecked) var ghost: DirectMotion<Value>?
  /// The arbiter's observer identifier on its property, when it observes it as an ordinary
  /// observer; `nil` while it is the property's watcher.
  @usableFromInline @exclusivity(unchecked) var observerID: UInt64?

  @inlinable
  init() {}
}
