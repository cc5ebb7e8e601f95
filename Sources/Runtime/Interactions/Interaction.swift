public import MotionStreams

/// A reusable description of motion that a runtime attaches to a target (RT-2, RT-3).
///
/// An interaction is an object holding configuration (a tween's values, a drag's recognizer).
/// ``InteractionRuntime/add(_:to:constraints:)`` first stores it among the target's interactions,
/// then calls ``add(to:runtime:constraints:)``, where the interaction builds the system for that
/// one target: it reads the target's properties, builds streams, and hands them to
/// ``InteractionRuntime/connect(_:to:)``. State that changes over time lives in that per-target system
/// (local variables captured by the streams it builds), never in the interaction, so one instance
/// added to several targets gives each an independent system (RT-3).
///
/// ```swift
/// import MotionRuntime
/// import MotionStreams
///
/// final class FadeIn: Interaction {
///   func add(to target: MotionElement, runtime: some InteractionRuntime, constraints: Never?) {
///     let start = runtime.now
///     let fade = runtime.frames.map { time in min(1, (time - start) / 0.3) }
///     runtime.connect(fade, to: target.opacity)
///   }
/// }
/// ```
///
/// The runtime arrives as a generic parameter: whatever the runtime's type (``FrameRuntime`` or
/// your own ``InteractionRuntime``), an `@inlinable` `add` is specialised for it, and nothing
/// needs to downcast to reach a fast path.
///
/// Activity: a stream connected while the interaction is being added reports its
/// `MotionState` to the runtime on behalf of that interaction; that is how
/// ``Runtime/isActive(_:)``, ``Runtime/whenAllAtRest(_:_:)`` and ``Runtime/toggle(_:inReactionTo:)``
/// know whether an interaction is moving.
public protocol Interaction: AnyObject {
  /// What the interaction is added to: a ``MotionElement``, a `ReactiveProperty`, or any object.
  associatedtype Target: AnyObject
  /// An optional transformation applied to the interaction's output before it reaches the
  /// target, such as a function that locks or rubber-bands a stream. `Never` when the
  /// interaction takes none.
  associatedtype Constraints = Never

  /// Builds this interaction's system for `target` and connects it through `runtime`.
  ///
  /// Called once per ``InteractionRuntime/add(_:to:constraints:)``, after the interaction was
  /// stored, with the runtime that stored it.
  func add(to target: Target, runtime: some InteractionRuntime, constraints: Constraints?)
}

/// An interaction that can be switched on and off, for ``Runtime/toggle(_:inReactionTo:)``
/// (RT-5).
///
/// While ``enabled`` is `false` the interaction writes nothing to its target.
public protocol Togglable: AnyObject {
  /// Whether the interaction is in effect.
  var enabled: ReactiveProperty<Bool> { get }
}

/// An object whose reactive view a runtime creates once and caches
/// (``InteractionRuntime/get(_:)``).
///
/// A platform layer conforms its own node type, returning a ``MotionElement`` whose writes it
/// forwards to the node; every interaction added to the same node then shares one set of
/// properties.
public protocol ReactiveViewable: AnyObject {
  /// The reactive view's type, usually ``MotionElement``.
  associatedtype ReactiveView: AnyObject
  /// Creates the reactive view; called at most once per runtime and object.
  func makeReactiveView() -> ReactiveView
}
