public import MotionStreams

/// What an interaction needs from a runtime: time, frames, connections, other interactions and
/// per-object shared state. The small protocol a custom runtime implements to run interactions.
///
/// An interaction receives its runtime as a generic parameter
/// (``Interaction/add(to:runtime:constraints:)`` takes `some InteractionRuntime`), so every
/// runtime type, the shipped ``FrameRuntime`` or your own, gets the same specialised value path:
/// nothing in the library downcasts to a concrete runtime.
///
/// The services an *app* uses on top (activity, `whenAllAtRest`, toggles, after-frame observers,
/// the graph) are in ``Runtime``, which refines this protocol. See <doc:ImplementingARuntime>.
///
/// A runtime is confined to its frame source's thread or queue; it is not `Sendable`.
public protocol InteractionRuntime: AnyObject, MotionClock {
  /// The frame source the runtime reads time from (RT-7). `now` is its `now`; a `Timeline`
  /// without a clock of its own adopts it (a clock that does not keep the runtime alive).
  var frameSource: any FrameSource { get }

  /// A stream of frame times: each subscriber receives the time of every frame after it
  /// subscribed, in order, before the frame's after-frame observers run. It must not keep the
  /// runtime alive.
  var frames: MotionObservable<Double> { get }

  /// Subscribes `stream` and writes its values to `property` for the runtime's lifetime (RT-1).
  ///
  /// A runtime that also conforms to ``Runtime`` counts the stream's motion state towards
  /// ``Runtime/isActive`` and, when connected while an interaction is being added, towards that
  /// interaction's activity.
  func connect<Value>(_ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>)

  /// Subscribes `stream` and writes its values to `property` as ``connect(_:to:)`` does, until
  /// the runtime goes away or `end` ends, whichever comes first: once the stream can never write
  /// again, the runtime unsubscribes it and forgets the connection (bounded memory).
  ///
  /// The shipped animations connect this way: a finished tween that a later motion superseded
  /// ends its connection. A default implementation (through ``connect(_:to:)``) unsubscribes
  /// the stream when `end` ends, which frees everything the stream holds; implement it to also
  /// forget what your runtime stores per connection (``ConnectionEnd/whenEnded(_:)``).
  func connect<Value>(
    _ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>,
    until end: ConnectionEnd)

  /// Stores `interaction` among `target`'s interactions, then asks it to build its system for
  /// `target`, passing this runtime (RT-2).
  func add<I: Interaction>(_ interaction: I, to target: I.Target, constraints: I.Constraints?)

  /// The interactions of type `type` added to `target`, in the order they were added (RT-2).
  func interactions<I: Interaction>(ofType type: I.Type, for target: I.Target) -> [I]

  /// State shared by every interaction on `object` in this runtime, such as the arbiter of the
  /// motions on one property: created by `make` on first use for this object and type, then
  /// returned as is, for the runtime's lifetime.
  func attachment<Attached: AnyObject>(for object: AnyObject, make: () -> Attached) -> Attached

  /// The reactive view of `object`, created on first use and cached for the runtime's lifetime.
  ///
  /// A default implementation keeps the view as an ``attachment(for:make:)``.
  func get<Object: ReactiveViewable>(_ object: Object) -> Object.ReactiveView

  /// Whether motion is reduced (<doc:ReducedMotion>): the motions the shipped interactions
  /// register from now on follow ``reducedMotionPolicy``. Read once per registration.
  ///
  /// A default implementation returns `false`.
  var reducesMotion: Bool { get }

  /// What each ``MotionRole`` becomes while ``reducesMotion`` is set (or an interaction's
  /// ``ReducedMotionOverride`` reduces it).
  ///
  /// A default implementation returns ``ReducedMotionPolicy/material``.
  var reducedMotionPolicy: ReducedMotionPolicy { get }
}

extension InteractionRuntime {
  /// Adds `interaction` to `target` without constraints (RT-2).
  public func add<I: Interaction>(_ interaction: I, to target: I.Target) {
    add(interaction, to: target, constraints: nil)
  }

  /// `false`: a runtime that does not implement reduced motion plays every motion as written.
  public var reducesMotion: Bool { false }

  /// ``ReducedMotionPolicy/material``.
  public var reducedMotionPolicy: ReducedMotionPolicy { .material }

  /// The reactive view of `object`, kept as an attachment of `object`: created with
  /// `makeReactiveView()` on first use, then returned as is.
  public func get<Object: ReactiveViewable>(_ object: Object) -> Object.ReactiveView {
    attachment(for: object) { ReactiveViewBox(object.makeReactiveView()) }.view
  }
}

/// Holds a reactive view that need not be a class of its own kind, as an attachment.
final class ReactiveViewBox<View: AnyObject> {
  let view: View

  init(_ view: View) {
    self.view = view
  }
}

/// A runtime with the services an app and its tools use on top of what interactions need:
/// aggregated activity, `whenAllAtRest`, toggles, after-frame observers and the graph.
///
/// ``FrameRuntime`` is the shipped implementation. The protocol is the swap point the
/// `MotionRuntimeConformance` kit checks: any implementation that passes it behaves like the
/// shipped runtime. Interactions need only ``InteractionRuntime``.
///
/// A runtime is confined to its frame source's thread or queue; it is not `Sendable`.
public protocol Runtime: InteractionRuntime {
  /// Whether any connected motion is active (RT-4).
  var isActive: Bool { get }

  /// Whether any stream connected on behalf of `interaction`, on any target, is active (RT-4).
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

  /// Calls `observer` after each frame, once every frame observer has run: the moment a renderer
  /// reads one consistent state of every element.
  func addAfterFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription

  /// A Graphviz DOT digraph of the connected streams, operators and properties (RT-6).
  func toGraphViz() -> String
}
