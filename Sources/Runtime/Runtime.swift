public import MotionStreams

/// The operations every runtime offers: connecting streams to properties, attaching
/// interactions to targets, aggregating activity, and describing the graph.
///
/// ``FrameRuntime`` is the shipped implementation. The protocol is the swap point: interactions
/// receive `any Runtime`, and the `MotionRuntimeConformance` kit checks any implementation
/// against the behaviour below.
///
/// A runtime is confined to its frame source's thread or queue; it is not `Sendable`.
public protocol Runtime: AnyObject, MotionClock {
  /// The frame source the runtime reads time from (RT-7).
  var frameSource: any FrameSource { get }

  /// A stream of frame times: each subscriber receives the time of every frame after it
  /// subscribed, in order, before the frame's after-frame observers run.
  var frames: MotionObservable<Double> { get }

  /// Whether any connected motion is active (RT-4).
  var isActive: Bool { get }

  /// Subscribes `stream` and writes its values to `property` for the runtime's lifetime (RT-1).
  ///
  /// The stream's motion state counts towards ``isActive`` and, when connected while an
  /// interaction is being added, towards that interaction's activity.
  func connect<Value>(_ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>)

  /// Stores `interaction` among `target`'s interactions, then asks it to build its system for
  /// `target` (RT-2).
  func add<I: Interaction>(_ interaction: I, to target: I.Target, constraints: I.Constraints?)

  /// The interactions of type `type` added to `target`, in the order they were added (RT-2).
  func interactions<I: Interaction>(ofType type: I.Type, for target: I.Target) -> [I]

  /// Whether any stream connected on behalf of `interaction`, on any target, is active.
  func isActive(_ interaction: any Interaction) -> Bool

  /// Calls `body` once every interaction in `interactions` is at rest: at once (synchronously)
  /// when they already are or the list is empty, else when the last one comes to rest (RT-4).
  ///
  /// - Returns: A subscription that cancels a call that has not happened yet.
  @discardableResult
  func whenAllAtRest(_ interactions: [any Interaction], _ body: @escaping () -> Void)
    -> Subscription

  /// Keeps `interaction.enabled` equal to "`other` is at rest", now and from now on (RT-5).
  func toggle(_ interaction: any Togglable, inReactionTo other: any Interaction)

  /// The reactive view of `object`, created on first use and cached for the runtime's lifetime.
  func get<Object: ReactiveViewable>(_ object: Object) -> Object.ReactiveView

  /// State shared by every interaction on `object` in this runtime, such as the precedence stack
  /// of the tweens on one property: created by `make` on first use for this object and type,
  /// then returned as is, for the runtime's lifetime.
  func attachment<Attached: AnyObject>(for object: AnyObject, make: () -> Attached) -> Attached

  /// Calls `observer` after each frame, once every frame observer has run: the moment a renderer
  /// reads one consistent state of every element.
  func addAfterFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription

  /// A Graphviz DOT digraph of the connected streams, operators and properties (RT-6).
  func toGraphViz() -> String
}

extension Runtime {
  /// Adds `interaction` to `target` without constraints (RT-2).
  public func add<I: Interaction>(_ interaction: I, to target: I.Target) {
    add(interaction, to: target, constraints: nil)
  }
}
