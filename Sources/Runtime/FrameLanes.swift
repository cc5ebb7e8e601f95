public import MotionStreams
public import MotionTween

/// Every property arbiter of one value type in one runtime that runs frames, advanced together
/// in one pass per frame (one subscription to the runtime's frames, however many properties
/// move).
///
/// Each running arbiter has one *lane*: a small flat record in one contiguous buffer. Most lanes
/// are *fast*: the property shows one frame-driven tween or spring that is the latest registered
/// motion, in effect, and the only one advancing, so until it ends every frame only samples it
/// and writes the value if it changed. The pass does exactly that from the lane (its times are
/// stored in it) without asking the arbiter anything, and hands the arbiter a full evaluation
/// when the motion reaches its end. Any change on the property (a registration, a toggle, a
/// write, a scrub) re-evaluates the arbiter, which decides its lane again. Other running
/// arbiters have an *evaluating* lane: the pass re-evaluates them.
///
/// Also the per-runtime state every arbiter of the type shares (the clock and frames), as a
/// runtime attachment of the frame source.
@usableFromInline
final class FrameLanes<Value: Interpolatable> {
  /// The frame stream the lanes run on, subscribed while any lane exists.
  @usableFromInline let frames: MotionObservable<Double>
  /// The runtime's clock.
  @usableFromInline let source: any FrameSource
  /// The lanes; `count` of them initialised, `capacity` allocated.
  @usableFromInline @exclusivity(unchecked) var lanes: UnsafeMutablePointer<FrameLane<Value>>
  @usableFromInline @exclusivity(unchecked) var count = 0
  @usableFromInline @exclusivity(unchecked) var capacity = 0
  /// Set during a pass: removals then only mark the lane, and compaction follows the pass.
  @usableFromInline @exclusivity(unchecked) var isPassing = false
  @usableFromInline @exclusivity(unchecked) var hasRemoved = false
  @usableFromInline @exclusivity(unchecked) var subscription = Subscription()
  @usableFromInline @exclusivity(unchecked) var isSubscribed = false
  /// The frame closure, made on the first subscription.
  @usableFromInline @exclusivity(unchecked) var frame: ((Double) -> Void)?
  /// Whether arbiters may take fast lanes; tests turn it off to compare with full evaluation.
  @usableFromInline @exclusivity(unchecked) var allowsFastLanes = true

  @inlinable
  init(frames: MotionObservable<Double>, source: any FrameSource) {
    self.frames = frames
    self.source = source
    lanes = UnsafeMutablePointer(bitPattern: MemoryLayout<FrameLane<Value>>.alignment)!
  }

  deinit {
    subscription.unsubscribe()
    if capacity > 0 { lanes.deallocate() }
  }

  /// The lanes of `runtime`'s arbiters of this value type, created on first use.
  @inlinable
  static func of(_ runtime: some InteractionRuntime) -> FrameLanes {
    let source = runtime.frameSource
    return runtime.attachment(for: source) { FrameLanes(frames: runtime.frames, source: source) }
  }

  /// The runtime's time.
  @inlinable
  var now: Double { source.now }

  // MARK: Lanes

  /// Gives `arbiter` a lane; returns its index. Amortised O(1).
  @inlinable
  func add(_ lane: FrameLane<Value>) -> Int {
    if count == capacity { grow() }
    (lanes + count).initialize(to: lane)
    count += 1
    if !isSubscribed && !isPassing { subscribe() }
    return count - 1
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
    count -= 1
    if index != count {
      lanes[index] = lanes[count]
      lanes[index].arbiter._withUnsafeGuaranteedRef { $0.lane = index }
    }
    if count == 0 && isSubscribed { stop() }
  }

  @usableFromInline
  func grow() {
    let larger = max(4, capacity * 2)
    let moved = UnsafeMutablePointer<FrameLane<Value>>.allocate(capacity: larger)
    if capacity > 0 {
      moved.moveInitialize(from: lanes, count: count)
      lanes.deallocate()
    }
    lanes = moved
    capacity = larger
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
    var kept = 0
    for index in 0..<count where lanes[index].mode != .removed {
      if kept != index {
        lanes[kept] = lanes[index]
        lanes[kept].arbiter._withUnsafeGuaranteedRef { $0.lane = kept }
      }
      kept += 1
    }
    count = kept
    if count == 0 && isSubscribed { stop() }
  }

  // MARK: The pass

  /// One frame at `time`: every lane that existed when the frame began, in order.
  @inlinable
  func frame(at time: Double) {
    isPassing = true
    let end = count
    var index = 0
    while index < end {
      let lane = lanes[index]  // trivial: no reference is retained
      index += 1
      switch lane.mode {
      case .removed:
        continue
      case .evaluate:
        lane.arbiter._withUnsafeGuaranteedRef { $0.frame(at: time) }
      case .tween, .spring:
        // The motion stays in effect (so it still wins) while its span holds `time` and it
        // advances, computed as the arbiter computes both.
        let local = time - lane.registration
        let origin = time - local
        guard local < lane.end, origin + lane.start <= time, time < origin + lane.end else {
          lane.arbiter._withUnsafeGuaranteedRef { $0.frame(at: time) }
          continue
        }
        lane.arbiter._withUnsafeGuaranteedRef { $0.frame(lane, atLocalTime: local) }
      }
    }
    isPassing = false
    if hasRemoved { compact() }
    if count > 0 && !isSubscribed { subscribe() }
  }
}

/// One running arbiter in its ``FrameLanes``: what the pass needs without asking it.
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

  /// The arbiter (it removes its lane before it goes away).
  @usableFromInline let arbiter: Unmanaged<PropertyArbiter<Value>>
  /// For a fast lane: the motion showing (registered while the lane is fast).
  @usableFromInline let motion: Unmanaged<ArbitratedMotion<Value>>?
  @usableFromInline var mode: Mode
  /// For a fast lane: the motion's registration time, start and end in local seconds.
  @usableFromInline let registration: Double
  @usableFromInline let start: Double
  @usableFromInline let end: Double

  /// An evaluating lane.
  @inlinable
  init(evaluating arbiter: PropertyArbiter<Value>) {
    self.arbiter = Unmanaged.passUnretained(arbiter)
    motion = nil
    mode = .evaluate
    registration = 0
    start = 0
    end = 0
  }

  /// A fast lane of `motion`, a tween or a spring without a timeline.
  @inlinable
  init(arbiter: PropertyArbiter<Value>, motion: ArbitratedMotion<Value>) {
    self.arbiter = Unmanaged.passUnretained(arbiter)
    self.motion = Unmanaged.passUnretained(motion)
    mode = motion.kind == .tween ? .tween : .spring
    registration = motion.registration
    start = motion.startLocal
    end = motion.endLocal
  }
}
