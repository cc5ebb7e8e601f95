public import MotionStreams
public import MotionTimeline
public import MotionTween

/// A `Tween` as an interaction: animates a property over frame time, optionally
/// driven by a `Timeline` (TL-R8…TL-R11, TW-12…TW-18).
///
/// ```swift
/// let fade = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 1]))
/// runtime.add(fade, to: card.opacity)
/// ```
///
/// - **No timeline** (TL-R9): the tween starts when added: local time is frame time minus the
///   runtime's time at `add`, and the first value is written at once.
/// - **With a timeline** (TL-R10, TW-13, TW-14): adding begins the timeline if it has not begun;
///   local time is the timeline's (its `beginTime` positions the
///   tween). The interaction subscribes to the timeline's stream: while paused it shows the
///   timeline's `timeOffset` and follows every scrub (TL-R11); on un-pause it resumes from the
///   scrubbed position (the timeline rebases its origin). Create the timeline on the runtime's
///   time base and without a strong reference to the runtime: `Timeline(clock: frameSource)`.
/// - **Precedence** (TW-15…TW-18): every tween on one property joins that property's stack; the
///   property shows the last-registered tween in effect. See the runtime's design notes.
/// - **Activity**: active while it advances with frames (begun, not paused, not past its end,
///   enabled), at rest otherwise; idle tweens are not called per frame.
/// - **Toggle**: while ``enabled`` is false the tween never takes effect.
/// - **Velocity**: a tween is a function of time only; a release velocity handed over by a
///   gesture is ignored.
///
/// One instance added to several properties runs independently on each (RT-3).
public final class TweenInteraction<Value: Interpolatable>: Interaction, Togglable {
  /// The animation.
  public let tween: Tween<Value>
  /// The timeline that drives the tween, or `nil` to start when added (TL-R8).
  public let timeline: Timeline?
  /// Whether the tween may take effect; see ``Runtime/toggle(_:inReactionTo:)``. Created on
  /// first access (an untoggled tween does not pay for it); `true` until written.
  public var enabled: ReactiveProperty<Bool> {
    if let storedEnabled { return storedEnabled }
    let property = ReactiveProperty(true, name: "enabled")
    storedEnabled = property
    property.subscribe { [unowned self] value in
      for run in runs { run.object.enabledChanged(value) }
    }
    return property
  }
  @usableFromInline @exclusivity(unchecked) var storedEnabled: ReactiveProperty<Bool>?
  /// The running systems told of `enabled` changes (unowned: each removes itself on
  /// disconnect).
  @usableFromInline @exclusivity(unchecked) var runs: [UnownedRun<Value>] = []

  /// `enabled`'s value without creating it: `true` until it exists.
  @inlinable
  var isEnabled: Bool { storedEnabled?.value ?? true }

  /// Creates the interaction; `timeline` defaults to the tween's own (TW-1, TW-12).
  public init(_ tween: Tween<Value>, timeline: Timeline? = nil) {
    self.tween = tween
    self.timeline = timeline ?? tween.timeline
  }

  /// Builds this tween's system on `property` and connects it (TL-R9, TL-R10, TW-13).
  ///
  /// - Parameters:
  ///   - property: The animated property; it joins the property's precedence stack.
  ///   - runtime: The runtime whose frames and time drive the tween.
  ///   - constraints: Applied to the tween's value stream before it reaches `property`.
  @inlinable
  public func add(
    to property: ReactiveProperty<Value>, runtime: any Runtime,
    constraints: ((MotionObservable<Value>) -> MotionObservable<Value>)?
  ) {
    if let timeline, timeline.beginTime == nil { timeline.begin() }  // TW-13
    let source = runtime.frameSource
    let entry = TweenEntry(interaction: self, timeline: timeline, registration: source.now)
    let stack = runtime.attachment(for: property) { PropertyTweens() }
    stack.append(entry)
    let frames = runtime.frames
    let metadata = Self.metadata(frames: frames.metadata, timeline: timeline, runtime: runtime)
    let stream = TweenSystem(
      entry: entry, stack: stack, property: property, context: TweenContext.of(runtime),
      timeline: timeline, toggle: self, metadata: metadata
    ).stream
    let connected = constraints?(stream) ?? stream
    // A concrete runtime keeps the value path specialised; any other goes through the protocol.
    if let runtime = runtime as? FrameRuntime {
      runtime.connect(connected, to: property)
    } else {
      runtime.connect(connected, to: property)
    }
  }

  /// One graph node per runtime (and timeline) for every tween: `frames → tween → property`.
  @usableFromInline
  static func metadata(frames: StreamMetadata, timeline: Timeline?, runtime: any Runtime)
    -> StreamMetadata
  {
    guard let timeline else {
      return runtime.attachment(for: frames) { StreamMetadata("tween", upstreams: [frames]) }
    }
    return runtime.attachment(for: timeline) {
      StreamMetadata("tween", upstreams: [frames, timeline.asStream().metadata])
    }
  }
}
