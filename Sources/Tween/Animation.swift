public import MotionTimeline

/// A value and its rate of change at one instant: what a motion shows, and how fast it moves.
///
/// `velocity` is in value units per second, expressed in the value's own vector space (an
/// ``Interpolatable`` is one): a `Point` velocity is points per second on each axis, a `Color`
/// velocity is components per second.
public struct AnimationSample<Value: Interpolatable>: Equatable, Sendable {
  /// The value.
  public var value: Value
  /// The value's derivative with respect to time, in units per second.
  public var velocity: Value

  /// Creates a sample; `velocity` defaults to zero (a value at rest).
  @inlinable
  public init(value: Value, velocity: Value = .zero) {
    self.value = value
    self.velocity = velocity
  }
}

/// A time-driven motion of an ``Interpolatable`` value: the seam every kind of animation
/// (a keyframe ``Tween`` today; springs and decay later) plugs into, so that a runtime gives
/// them one precedence rule, one scrubbing model and velocity-continuous hand-offs.
///
/// Time is *local*: seconds on the motion's own clock, 0 when it was registered (or its
/// timeline's local time). A motion
/// - holds its first value, at zero velocity, before ``startSeconds``;
/// - is *in effect* on `[startSeconds, endSeconds(from:))`: a tween until its end, a motion with
///   no fixed duration (a spring) until it comes to rest;
/// - holds its final value, at zero velocity, from its end on (a tween's
///   ``Tween/finalValue(from:)``: its last frame, or the underlying value when its last offset
///   is below 1).
///
/// A motion whose ``startsFromShowing`` is `true` (a single-value tween, TW-6; a spring without
/// an explicit start) takes the value *and velocity* showing on its property at exactly its
/// start instant as `from`; any other motion ignores `from`.
///
/// ```swift
/// let tween = try Tween(duration: 0.3, values: [100.0])
/// let start = AnimationSample(value: 0.0, velocity: 500)
/// let halfway = tween.sample(atLocalTime: 0.15, from: start)  // value and velocity halfway
/// ```
public protocol Animation<Value> {
  /// The animated value's type.
  associatedtype Value: Interpolatable

  /// The timeline that positions and scrubs the motion, or `nil` to start at registration
  /// (TL-R8).
  var timeline: Timeline? { get }

  /// The local time at which the motion starts (a tween's delay).
  var startSeconds: Double { get }

  /// Whether the motion starts from the value and velocity showing at its start instant.
  var startsFromShowing: Bool { get }

  /// Whether starting the motion interrupts every other motion in effect on its property, which
  /// then ends at that instant and never shows again (PH-6): `true` for springs and decays,
  /// `false` (the default) for tweens, which keep TW-15…TW-18.
  var interruptsOnStart: Bool { get }

  /// The local time at which the motion ends (a tween) or comes to rest (a spring), when it
  /// starts from `from`; at least ``startSeconds``.
  func endSeconds(from start: AnimationSample<Value>) -> Double

  /// The value and velocity at `localTime`, for a motion that started from `start` (used only
  /// when ``startsFromShowing``). Pure: the same arguments give the same sample.
  func sample(atLocalTime localTime: Double, from start: AnimationSample<Value>)
    -> AnimationSample<Value>
}

extension Animation {
  /// `false`: a motion takes part in precedence without interrupting others (TW-15…TW-18).
  @inlinable
  public var interruptsOnStart: Bool { false }
}

extension Tween: Animation {
  /// The tween's delay: its first instant in effect.
  @inlinable
  public var startSeconds: Double { delay }

  /// Whether the tween starts from the value showing: a single value (TW-6), or keyframes
  /// whose offsets leave implicit end frames holding the underlying value
  /// (``usesUnderlyingValue``). A tween takes no velocity.
  @inlinable
  public var startsFromShowing: Bool { usesUnderlyingValue }

  /// `delay + duration`, whatever the start (a tween's length does not depend on it).
  @inlinable
  public func endSeconds(from start: AnimationSample<Value>) -> Double { endTime }

  /// ``value(atLocalTime:from:)`` and ``velocity(atLocalTime:from:)``; the start's velocity is
  /// not used (a tween is a function of time). O(1), no allocation.
  @inlinable
  public func sample(atLocalTime localTime: Double, from start: AnimationSample<Value>)
    -> AnimationSample<Value>
  {
    AnimationSample(
      value: value(atLocalTime: localTime, from: start.value),
      velocity: velocity(atLocalTime: localTime, from: start.value))
  }
}
