public import MotionPhysics
public import MotionStreams
public import MotionTween

/// Every property arbiter of one value type in one runtime that runs frames, advanced together
/// in one pass per frame (one subscription to the runtime's frames, however many properties
/// move).
///
/// Each running arbiter has one *lane* (``FrameLane``, below): a small flat record (two
/// unretained references and two bytes: 24 bytes, whatever the value type) in one contiguous
/// buffer. Most lanes are *fast*: the property shows one frame-driven tween or spring that is
/// the latest registered motion, in effect, and the only one advancing, so until it ends every
/// frame only samples it and writes the value if it changed. The pass does exactly that from
/// the lane (reading the motion's times and the arbiter's base where they are stored,
/// unretained; see ``FrameLane``) without asking the arbiter to evaluate, and hands the arbiter
/// a full evaluation when the motion reaches its end. Any change on the property (a
/// registration, a toggle, a write, a scrub) re-evaluates the arbiter, which decides its lane
/// again. Other running arbiters have an *evaluating* lane: the pass re-evaluates them.
///
/// Also the per-runtime state every arbiter of the type shares (the clock and frames), held by
/// the runtime's ``ArbiterTable`` and by each arbiter.
@usableFromInline
final class FrameLanes<Value: Interpolatable> {
  /// The frame stream the lanes run on, subscribed while any lane exists.
  @usableFromInline let frames: MotionObservable<Double>
  /// The runtime's clock.
  @usableFromInline let source: any FrameSource
  /// The lanes, in one buffer this object owns.
  @usableFromInline @exclusivity(unchecked) var lanes = LaneBuffer<Value>()
  /// Set during a pass: removals then only mark the lane, and compaction follows the pass.
  @usableFromInline @exclusivity(unchecked) var isPassing = false
  @usableFromInline @exclusivity(unchecked) var hasRemoved = false
  @usableFromInline @exclusivity(unchecked) var subscription = Subscription()
  @usableFromInline @exclusivity(unchecked) var isSubscribed = false
  /// The frame closure, made on the first subscription.
  @usableFromInline @exclusivity(unchecked) var frame: ((Double) -> Void)?
  /// The last serial number an arbiter gave a motion (``PropertyArbiter/nextSerial()``): one
  /// counter for every arbiter of the lanes, so serials are unique across them.
  @usableFromInline @exclusivity(unchecked) var lastSerial: UInt64 = 0
  /// Whether arbiters may take fast lanes; tests turn it off to compare with full evaluation.
  @usableFromInline @exclusivity(unchecked) var allowsFastLanes = true
  /// Set when the runtime goes away (`ArbiterTable.runtimeGoesAway()`): a motion removed
  /// then, as its connection is unsubscribed, changes no value (RT-1).
  @usableFromInline @exclusivity(unchecked) var isClosed = false
  /// Removes an arbiter's motion by serial number: made where the lanes are made, specialised
  /// for the value type, so that an animation's subscription, which ends through the arbiter's
  /// `SubscriptionOwner` witness (unspecialised generic code), runs the removal specialised.
  @usableFromInline let removeMotion: (PropertyArbiter<Value>, UInt64) -> Void
  /// The values the first step of a frame sampled for the block of lanes it is at, by position
  /// in the block: ``block`` values, stored inline (no allocation of their own).
  @usableFromInline @exclusivity(unchecked) var samples:
    (Value, Value, Value, Value, Value, Value, Value, Value) = (
      .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero
    )

  @inlinable
  init(frames: MotionObservable<Double>, source: any FrameSource) {
    self.frames = frames
    self.source = source
    // Made here, not as the property's initial value (compiled generic): the initialiser is
    // inlined where the lanes are made, with the value type known.
    removeMotion = { arbiter, serial in arbiter.remove(serial: serial) }
  }

  deinit {
    subscription.unsubscribe()
    lanes.deallocate()
  }

  /// The lanes of `runtime`'s arbiters of this value type, created on first use (with their
  /// ``ArbiterTable``).
  @inlinable
  static func of(_ runtime: some InteractionRuntime) -> FrameLanes {
    ArbiterTable.of(runtime).lanes
  }

  /// The runtime's time.
  @inlinable
  var now: Double { source.now }

  /// How many lanes there are (during a pass, counting those marked removed).
  @inlinable
  var count: Int { lanes.count }

  // MARK: Lanes

  /// Gives `arbiter` a lane; returns its index. Amortised O(1).
  @inlinable
  func add(_ lane: FrameLane<Value>) -> Int {
    let index = lanes.append(lane)
    if !isSubscribed && !isPassing { subscribe() }
    return index
  }

  /// Replaces lane `index` (the arbiter decided its lane again).
  @inlinable
  func update(_ index: Int, to lane: FrameLane<Value>) {
    lanes[index] = lane
  }

  /// Removes lane `index`: at once (the last lane takes its place), or during a pass by marking
  /// it, compacted after the pass.
  @inlinable
  func remove(_ index: Int) {
    if isPassing {
      lanes[index].mode = .removed
      hasRemoved = true
      return
    }
    lanes.remove(at: index)
    if count == 0 && isSubscribed { stop() }
  }

  /// Inlinable, so that the frame closure runs the pass specialised for the value type (every
  /// arbiter that adds a lane runs specialised code). The closure is made once and kept.
  @inlinable
  func subscribe() {
    let frame: (Double) -> Void
    if let made = self.frame {
      frame = made
    } else {
      // Unretained: the lanes end this subscription in their deinit, and frames are delivered
      // on their own thread.
      let lanes = Unmanaged.passUnretained(self)
      frame = { time in lanes._withUnsafeGuaranteedRef { $0.frame(at: time) } }
      self.frame = frame
    }
    isSubscribed = true
    subscription = frames.subscribe(next: frame)
  }

  @inlinable
  func stop() {
    let ended = subscription
    subscription = Subscription()
    isSubscribed = false
    ended.unsubscribe()
  }

  /// Drops the lanes marked removed during a pass, keeping the others' order.
  @inlinable
  func compact() {
    hasRemoved = false
    lanes.compact()
    if count == 0 && isSubscribed { stop() }
  }

  // MARK: The pass

  /// The lanes a frame handles together: each is sampled, then written. Few enough that what
  /// sampling loaded (the lanes, their motions) is still in the cache when writing reaches it.
  /// (As many as ``samples`` holds.)
  @inlinable
  static var block: Int { 8 }

  /// One frame at `time`: every lane that existed when the frame began, in lane order.
  ///
  /// By blocks of lanes, in two steps. The first samples the motion of every fast lane of the
  /// block (into ``samples``); the second, in lane order, writes each value that changed, or
  /// evaluates the arbiter. Apart, the first step's loads (the lanes, their motions, the
  /// arbiters' bases) do not wait behind the writes' calls, and each write starts from memory
  /// the first step just read. A write or an evaluation that changes a later lane (any change
  /// replaces its record, which drops its ``FrameLane/ahead``) leaves that lane to be sampled at
  /// its turn: the result is that of one step per lane, in order.
  @inlinable
  func frame(at time: Double) {
    isPassing = true
    // The inline samples, addressed for the whole pass (nothing else accesses them meanwhile).
    withUnsafeMutablePointer(to: &samples) { block in
      block.withMemoryRebound(to: Value.self, capacity: Self.block) { pass(at: time, samples: $0) }
    }
    isPassing = false
    if hasRemoved { compact() }
    lanes._checkInvariants()
    if count > 0 && !isSubscribed { subscribe() }
  }

  /// The lanes of ``frame(at:)``, sampling into `samples`.
  @inlinable
  func pass(at time: Double, samples: UnsafeMutablePointer<Value>) {
    let end = count
    var first = 0
    while first < end {
      let last = min(first + Self.block, end)
      var index = first
      while index < last {
        if let value = lanes[index].sampleAhead(at: time) { samples[index - first] = value }
        index += 1
      }
      index = first
      while index < last {
        advance(index, at: time, sample: samples + (index - first))
        index += 1
      }
      first = last
    }
  }

  /// Lane `index`'s turn in the frame at `time`; `sample` holds its sampled value.
  @inlinable
  func advance(_ index: Int, at time: Double, sample: UnsafeMutablePointer<Value>) {
    // A lane made or changed since the block's first step is decided now, as that step would.
    if lanes[index].ahead == .none, let value = lanes[index].sampleAhead(at: time) {
      sample.pointee = value
    }
    let lane = lanes[index]  // trivial: no reference is retained
    switch lane.mode {
    case .removed:
      break
    case .evaluate:
      lane.arbiter._withUnsafeGuaranteedRef { $0.frame(at: time) }
    case .tween, .spring:
      switch lane.ahead {
      case .sampled:
        lane.arbiter._withUnsafeGuaranteedRef {
          $0.frame(showing: sample.pointee, of: lane.motion.unsafelyUnwrapped)
        }
      case .ended, .none:
        lane.arbiter._withUnsafeGuaranteedRef { $0.frame(at: time) }
      }
    }
  }
}

/// One running arbiter in its ``FrameLanes``: which arbiter, which motion, and what to do.
///
/// 24 bytes (two references, two one-byte fields): the record holds no copy of what its arbiter
/// or motion hold. A fast lane (``Mode/tween``, ``Mode/spring``) reads its motion's
/// ``ArbitratedMotion/timing`` (a final stored field, read unretained) and its arbiter's
/// ``PropertyArbiter/base`` (a `let`) where they are: sampling reads the motion anyway (its
/// animation), and the frame's second step calls into the arbiter anyway, so copies here saved
/// no cache line a frame does not touch, and cost 40 bytes per running property (64 for a
/// `Point`).
///
/// The first step of a frame samples the motion (the value waits in its ``FrameLanes``) and
/// notes it in ``ahead``. Any change on the arbiter replaces the whole record (the arbiter
/// decides its lane again at the end of every evaluation), which drops that note. The motion's
/// times are as fixed while its lane is fast as a copy was: ``MotionTiming/registration`` is a
/// `let`, an animation's ``MotionTiming/start`` never changes, and its ``MotionTiming/end``
/// changes only when it takes its start (a motion that still waits for it never has a fast
/// lane, and the arbiter slows its lane when one takes it); a direct motion is never fast.
@usableFromInline
struct FrameLane<Value: Interpolatable> {
  /// What the pass does with the lane.
  @usableFromInline
  enum Mode: UInt8 {
    /// Re-evaluates the arbiter.
    case evaluate
    /// Samples ``FrameLane/motion``, a frame-driven `Tween`, and writes its value.
    case tween
    /// Samples ``FrameLane/motion``, a frame-driven spring, and writes its value.
    case spring
    /// Removed during a pass.
    case removed
  }

  /// What the frame's first step found for a fast lane.
  @usableFromInline
  enum Ahead: UInt8 {
    /// Nothing yet (a lane made or changed since): decided at its turn.
    case none
    /// The motion still shows, with the value the first step stored in its ``FrameLanes``.
    case sampled
    /// The motion no longer shows (it reached its end): the arbiter evaluates.
    case ended
  }

  /// The arbiter (it removes its lane before it goes away).
  @usableFromInline let arbiter: Unmanaged<PropertyArbiter<Value>>
  /// For a fast lane: the motion showing (registered while the lane is fast).
  @usableFromInline let motion: Unmanaged<ArbitratedMotion<Value>>?
  @usableFromInline var mode: Mode
  @usableFromInline var ahead = Ahead.none

  /// An evaluating lane.
  @inlinable
  init(evaluating arbiter: PropertyArbiter<Value>) {
    self.arbiter = Unmanaged.passUnretained(arbiter)
    motion = nil
    mode = .evaluate
  }

  /// A fast lane of `motion`, a tween or a spring without a timeline.
  @inlinable
  init(arbiter: PropertyArbiter<Value>, motion: ArbitratedMotion<Value>) {
    self.arbiter = Unmanaged.passUnretained(arbiter)
    self.motion = Unmanaged.passUnretained(motion)
    mode = motion.kind == .tween ? .tween : .spring
  }

  /// The lane's `motion` (borrowed): its value at `local` seconds, as the arbiter samples it,
  /// from the arbiter's ``PropertyArbiter/base``.
  @inlinable
  func value(of motion: ArbitratedMotion<Value>, atLocalTime local: Double) -> Value {
    let base = arbiter._withUnsafeGuaranteedRef { $0.base }
    // The lane's mode says what the motion is (it was set from the motion's kind): one byte
    // already loaded, where the motion's variant would load and test its kind again.
    return mode == .tween
      ? motion.knownTween.with { $0.tweenValue(atLocalTime: local, base: base) }
      : motion.knownSpring.with { $0.springValue(atLocalTime: local, base: base) }
  }

  /// The frame's first step for a fast lane: samples its motion at `time` and returns the
  /// value, or notes that the motion no longer shows (and returns `nil`).
  @inlinable
  mutating func sampleAhead(at time: Double) -> Value? {
    guard mode == .tween || mode == .spring else { return nil }
    // One borrow of the motion for its times and its sample.
    return motion.unsafelyUnwrapped._withUnsafeGuaranteedRef { motion in
      guard let local = motion.timing.frameLocalTimeIfShowing(at: time) else {
        ahead = .ended
        return nil
      }
      ahead = .sampled
      return value(of: motion, atLocalTime: local)
    }
  }
}
