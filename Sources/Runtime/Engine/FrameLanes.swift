public import MotionStreams
public import MotionTween

/// Every property arbiter of one value type in one runtime that runs frames, advanced together
/// in one pass per frame (one subscription to the runtime's frames, however many properties
/// move).
///
/// Each running arbiter has one *lane*: a small flat record (two unretained references and two
/// bytes: 24 bytes, whatever the value type) in one contiguous buffer. Most lanes are *fast*:
/// the property shows one frame-driven tween or spring that is the latest registered motion, in
/// effect, and the only one advancing, so until it ends every frame only samples it and writes
/// the value if it changed. The pass does exactly that from the lane (reading the motion's times
/// and the arbiter's base where they are stored, unretained; see ``FrameLane``) without asking
/// the arbiter to evaluate, and hands the arbiter a full evaluation when the motion reaches its
/// end. Any change on the property (a registration, a toggle, a write, a scrub) re-evaluates the
/// arbiter, which decides its lane again. Other running arbiters have an *evaluating* lane: the
/// pass re-evaluates them.
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
