public import MotionGestures
public import MotionStreams
import MotionTimeline
import MotionTween

/// Moves an element with a pan gesture, and optionally settles it with a tween on release.
///
/// ```swift
/// let pan = PanGestureRecognizer(element: cardNode)
/// runtime.add(Draggable(pan, release: try DragRelease()), to: card,
///             constraints: { $0.xLocked(to: 160) })
/// ```
///
/// - **Drag.** While the gesture is began or changed, the element's position is its position at
///   `began` plus the pan's translation in the gesture element's parent coordinates (the space a
///   position lives in). The pan re-bases when fingers are added or lifted, so the element does
///   not jump.
/// - **Release.** With a ``DragRelease``, lifting the finger hands off to a settle tween from the
///   release position; see ``DragRelease`` for how the velocity is used. A new drag stops the
///   settle at once. The drag stays active (``Runtime/isActive(_:)``) until the settle ends, so
///   ``Runtime/whenAllAtRest(_:_:)`` waits for it.
/// - **Constraints** shape both the drag and the settle stream (`xLocked(to:)`,
///   `rubberBanded(below:above:length:)`, any `Point` stream function).
/// - **Toggle.** While ``enabled`` is false the drag writes nothing (and no settle starts).
public final class Draggable: Interaction, Togglable {
  /// The recognizer that drives the drag.
  public let gesture: PanGestureRecognizer
  /// The settle on release, or `nil` to leave the element where it was released.
  public let release: DragRelease?
  /// Whether the drag moves its element; see ``Runtime/toggle(_:inReactionTo:)``.
  public let enabled = ReactiveProperty(true, name: "enabled")

  /// Creates a drag.
  public init(_ gesture: PanGestureRecognizer, release: DragRelease? = nil) {
    self.gesture = gesture
    self.release = release
  }

  /// Connects the drag (and the settle) to `target.position`.
  public func add(
    to target: MotionElement, runtime: any Runtime,
    constraints: ((MotionObservable<Point>) -> MotionObservable<Point>)?
  ) {
    let space = gesture.element.parent
    let shape = constraints ?? { $0 }
    if let release {
      // Connected first: at `ended` the settle turns active before the drag reports rest.
      let settle = DragSettle(
        gesture: gesture, release: release, space: space, target: target.position,
        runtime: runtime, enabled: enabled)
      runtime.connect(shape(settle.stream), to: target.position)
    }
    let drag = gesture.asStream().translation(addedTo: target.position.asStream(), in: space)
    runtime.connect(shape(drag.gated(by: enabled)), to: target.position)
  }
}

extension MotionObservable {
  /// Drops values while `enabled` reads false; motion state passes through.
  func gated(by enabled: ReactiveProperty<Bool>) -> MotionObservable<Value> {
    let upstream = self
    return MotionObservable(
      metadata: StreamMetadata("gated", arguments: ["enabled"], upstreams: [metadata])
    ) { observer in
      upstream.subscribe(
        MotionObserver(
          next: { value in if enabled.value { observer.next(value) } }, state: observer.state))
    }
  }
}

/// The settle tween a ``Draggable`` hands off to: one entry in the position's tween stack,
/// re-armed with a new tween at every release and disabled at every new drag.
struct DragSettle {
  let gesture: PanGestureRecognizer
  let release: DragRelease
  let space: HitRegion?
  let target: ReactiveProperty<Point>
  let runtime: any Runtime
  let enabled: ReactiveProperty<Bool>

  var stream: MotionObservable<Point> {
    let source = runtime.frameSource
    let placeholder = try? Tween<Point>(duration: 0, values: [.zero])
    guard let placeholder else { return MotionObservable { _ in Subscription() } }
    let toggle = TweenInteraction(placeholder)  // the settle's stable on/off switch
    let armed = toggle.enabled
    armed.value = false
    let entry = TweenEntry(interaction: toggle, timeline: nil, registration: source.now)
    entry.enabled = false
    let stack = runtime.attachment(for: target) { PropertyTweens() }
    stack.append(entry)
    let frames = runtime.frames
    let metadata = StreamMetadata("settle", upstreams: [frames.metadata])
    let system = TweenSystem(
      entry: entry, stack: stack, property: target, context: TweenContext.of(runtime),
      timeline: nil, toggle: toggle, metadata: metadata)
    let tweenStream = system.stream
    let (gesture, release, space, target, enabled) = (
      gesture, release, space, target, self.enabled
    )
    return MotionObservable(metadata: metadata) { observer in
      let tweens = tweenStream.subscribe(observer)
      let releases = gesture.addStateChangeObserver { state in
        switch state {
        case .began:
          armed.value = false
        case .ended where enabled.value:
          let position = target.value
          guard let tween = release.tween(from: position, velocity: gesture.velocity(in: space))
          else { return }
          entry.interaction = TweenInteraction(tween)
          entry.registration = source.now
          entry.from = nil
          armed.value = false
          armed.value = true
        default:
          break
        }
      }
      return Subscription(combining: [releases, tweens])
    }
  }
}
