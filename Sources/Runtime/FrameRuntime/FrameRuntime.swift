public import MotionStreams

/// The shipped ``Runtime``: connects streams to properties and attaches interactions to
/// targets, advancing everything from the frames of a ``FrameSource`` (RT-1…RT-7).
///
/// ```swift
/// let source = ManualFrameSource(rate: .hz60)
/// let runtime = FrameRuntime(frameSource: source)
/// let card = MotionElement(name: "card")
/// runtime.add(fadeIn, to: card)
/// runtime.whenAllAtRest([fadeIn]) { print("done") }
/// source.advance(by: 0.5)
/// ```
///
/// ## Frames
/// The runtime observes its frame source once. On each frame it calls, in order, every
/// subscriber of ``frames`` (interactions advance and write their properties), then every
/// after-frame observer (a renderer reads one consistent state). ``now`` is the frame source's
/// time (RT-7).
///
/// A frame whose time is earlier than the last frame delivered, or is not finite, is dropped
/// (a source that breaks the ``FrameSource`` contract): nothing sees it, and no motion is sampled
/// at a time before one it has shown. Before the first frame, the source's `now` at creation
/// counts as the last frame. See <doc:Clocks>.
///
/// ## Lifetime
/// The runtime keeps every connection, interaction, target and cached view alive until it goes
/// away; its deinitialiser unsubscribes everything it connected and stops observing its frame
/// source (RT-1). Every property keeps the value it showed: the shipped interactions write
/// nothing as they are unsubscribed then. Streams built by interactions must not capture the
/// runtime strongly (``frames`` holds it weakly), or the runtime and those streams keep each
/// other alive.
///
/// Not `Sendable`: confined to the frame source's thread or queue.
public final class FrameRuntime: Runtime {
  /// The frame source time comes from (RT-7).
  public let frameSource: any FrameSource
  @usableFromInline let frameObservers = FrameObserverList()
  let afterFrameObservers = FrameObserverList()
  let framesMetadata = StreamMetadata("frames")
  var frameSubscription = Subscription()
  /// Every open connection: subscription, graph edge, motion state, owners.
  var connections = ConnectionTable()
  /// Subscriptions the runtime keeps that are not connections (``toggle(_:inReactionTo:)``).
  var hostSubscriptions: [Subscription] = []
  @usableFromInline var targets: [ObjectIdentifier: TargetRecord] = [:]
  var views: [ObjectIdentifier: (object: AnyObject, view: AnyObject)] = [:]
  var attachments: [AttachmentKey: (object: AnyObject, attached: AnyObject)] = [:]
  @usableFromInline var activity = ActivityLedger()
  /// The completions made by ``completion(of:)`` that are still waiting.
  var completions: [CompletionWatch] = []
  /// The latest frame's time delivered: a frame earlier than it is dropped.
  var lastFrameTime: Double
  /// Whether motion is reduced (<doc:ReducedMotion>); `false` until set. Mirror the platform's
  /// setting here (iOS's Reduce Motion, Android's animator duration scale of 0, the web's
  /// `prefers-reduced-motion`). It applies to the motions registered after it changes: a
  /// tween added, a spring run started or retargeted, a release's settle; motions already
  /// running finish as they were. Read once per registration, never per frame.
  public var reducesMotion = false
  /// What each ``MotionRole`` becomes while motion is reduced; ``ReducedMotionPolicy/material``
  /// (spatial motion instant, effects unchanged) unless set.
  public var reducedMotionPolicy = ReducedMotionPolicy.material

  /// Creates a runtime driven by `frameSource`.
  public init(frameSource: any FrameSource) {
    self.frameSource = frameSource
    lastFrameTime = frameSource.now.isFinite ? frameSource.now : -.infinity
    frameSubscription = frameSource.addFrameObserver { [weak self] time in
      self?.deliverFrame(time)
    }
  }

  deinit {
    // Before anything is torn down: a run still going is cancelled, whatever teardown reports.
    cancelCompletions()
    frameSubscription.unsubscribe()
    // First, so that unsubscribing a motion's connection leaves its property as it shows.
    for attachment in attachments.values {
      (attachment.attached as? any RuntimeTeardownObserving)?.runtimeGoesAway()
    }
    for record in connections.records where record.serial != 0 {
      record.subscription.unsubscribe()
    }
    for subscription in hostSubscriptions { subscription.unsubscribe() }
  }

  /// The frame source's current time, in seconds (RT-7).
  public var now: Double { frameSource.now }

  /// A stream of frame times; see ``InteractionRuntime/frames``. Holds the runtime weakly.
  public private(set) lazy var frames: MotionObservable<Double> = MotionObservable(
    metadata: framesMetadata
  ) { [weak self] observer in
    guard let self else { return Subscription() }
    return self.frameObservers.add(observer.next)
  }

  /// The number of streams currently subscribed to ``frames`` (running frame-driven motion).
  public var frameObserverCount: Int { frameObservers.count }

  /// The number of open connections made with ``connect(_:to:)``: a connection whose motions can
  /// never win again has finished and is not counted.
  public var connectionCount: Int { connections.count }

  /// Calls `observer` after each frame; see ``Runtime/addAfterFrameObserver(_:)``.
  public func addAfterFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription {
    afterFrameObservers.add(observer)
  }

  /// Subscribes `stream`, writing its values to `property`, until the runtime goes away (RT-1).
  ///
  /// The stream's motion state counts towards ``isActive`` and towards the activity of every
  /// interaction being added at the time (an interaction adding others counts their streams as
  /// its own). O(1) plus the stream's own connect cost.
  @inlinable
  public func connect<Value>(
    _ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>
  ) {
    connect(stream, to: property, ending: nil)
  }

  /// Subscribes `stream` as ``connect(_:to:)`` does, until the runtime goes away or `end` ends.
  ///
  /// Once `end` ends (the stream's animations can never show again), the runtime unsubscribes
  /// the stream and forgets it (its subscription, graph edge and activity record), so memory
  /// does not grow with the number of finished animations; the interactions it was made for
  /// are held weakly from the moment its last animation can no longer show.
  @inlinable
  public func connect<Value>(
    _ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>,
    until end: ConnectionEnd
  ) {
    connect(stream, to: property, ending: end)
  }

  @inlinable
  func connect<Value>(
    _ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>,
    ending end: ConnectionEnd?
  ) {
    let connection = openConnection(stream.metadata, property.asStream().metadata)
    // Each closure captures one object, which is then the closure's context (no box per
    // closure): the value closure the property itself (a write reaches it without a hop through
    // another object, on every frame), the state closure the connection's end, which reports
    // the state and its own steps to the connection. A connection without an end (or whose end
    // already reports to another connection) gets one of its own, never claimed.
    let reporter: ConnectionEnd
    if let end, end.report(to: self, id: connection) {
      reporter = end
    } else {
      reporter = ConnectionEnd(reportingTo: self, id: connection)
      end?.forwardSteps(to: reporter)
    }
    let subscription = stream.subscribe(
      next: { [property] value in property.value = value },
      state: { [reporter] state in reporter.reported(state) })
    attach(subscription, to: connection)
  }

  /// Stores `interaction` for `target`, then asks it to build its system there (RT-2).
  ///
  /// Storing first means the interaction (and any interaction it adds) already finds itself
  /// through ``interactions(ofType:for:)``. Inlinable, so that an interaction added through a
  /// concrete `FrameRuntime` builds its value path specialised for its types.
  @inlinable
  public func add<I: Interaction>(
    _ interaction: I, to target: I.Target, constraints: I.Constraints?
  ) {
    let key = ObjectIdentifier(target)
    if let record = targets[key] {
      record.append(interaction)
    } else {
      let record = TargetRecord(target: target)
      record.append(interaction)
      targets[key] = record
    }
    activity.adding.append(
      InteractionOwner(interaction: ObjectIdentifier(interaction), target: key))
    interaction.add(to: target, runtime: self, constraints: constraints)
    activity.adding.removeLast()
  }

  /// The interactions of type `type` added to `target`, in the order they were added (RT-2).
  /// O(n) in the number of interactions on `target`.
  ///
  /// An interaction whose every connection has finished (a one-shot tween that ended and was
  /// superseded) is listed only while something else, such as the app, still holds it.
  public func interactions<I: Interaction>(ofType type: I.Type, for target: I.Target) -> [I] {
    targets[ObjectIdentifier(target)]?.interactions.compactMap { $0 as? I } ?? []
  }

  /// The reactive view of `object`, created with `makeReactiveView()` on first use and cached:
  /// two interactions on one object share its properties. Keeps `object` alive with the
  /// runtime. O(1) average.
  public func get<Object: ReactiveViewable>(_ object: Object) -> Object.ReactiveView {
    let key = ObjectIdentifier(object)
    if let cached = views[key]?.view as? Object.ReactiveView { return cached }
    let view = object.makeReactiveView()
    views[key] = (object, view)
    return view
  }

  /// Per-object shared state for interactions; see
  /// ``InteractionRuntime/attachment(for:make:)``. Keeps `object` alive with the runtime. O(1)
  /// average.
  public func attachment<Attached: AnyObject>(
    for object: AnyObject, make: () -> Attached
  ) -> Attached {
    let key = AttachmentKey(object: ObjectIdentifier(object), type: ObjectIdentifier(Attached.self))
    if let cached = attachments[key]?.attached as? Attached { return cached }
    let attached = make()
    attachments[key] = (object, attached)
    return attached
  }

  @usableFromInline
  func deliverFrame(_ time: Double) {
    // A contract-breaking source's frame back in time (or NaN, or infinite) would sample every
    // motion in its past: a tween would jump back, a timeline read before its begin.
    guard time.isFinite, time >= lastFrameTime else { return }
    lastFrameTime = time
    frameObservers.deliver(time)
    afterFrameObservers.deliver(time)
  }
}

/// Identifies an attachment: the object and the attached state's type.
struct AttachmentKey: Hashable {
  let object: ObjectIdentifier
  let type: ObjectIdentifier
}

/// One connection, for graph output: the stream's metadata and the property it writes.
@usableFromInline
struct GraphEdge {
  @usableFromInline let stream: StreamMetadata
  @usableFromInline let property: StreamMetadata

  @inlinable
  init(stream: StreamMetadata, property: StreamMetadata) {
    self.stream = stream
    self.property = property
  }
}

extension FrameRuntime {
  /// Checks the invariants of everything the runtime keeps by hand, and traps if one does not
  /// hold: its connection table, every target's record (none left empty), and every arbiter
  /// table with its lanes and arbiters. Does nothing in a release build. Not API (the
  /// underscore, as in swift-collections): the fuzzers call it after every step, and an app's
  /// own fuzzer may.
  public func _checkInvariants() {
    #if DEBUG
      connections._checkInvariants()
      for record in targets.values {
        precondition(!record.isEmpty, "an empty target record kept")
        record._checkInvariants()
      }
      for attachment in attachments.values {
        (attachment.attached as? any EngineInvariantChecking)?._checkInvariants()
      }
    #endif
  }
}
