/// A source of monotonic time, in seconds.
///
/// Everything in the library that needs "now" takes a clock, so tests can substitute a
/// ``ManualScheduler`` and never read the wall clock. Times are `Double` seconds: a double keeps
/// sub-microsecond resolution for centuries of uptime, where `Float` loses milliseconds after a
/// day.
public protocol MotionClock {
  /// The current time in seconds. Never decreases.
  var now: Double { get }
}

/// A clock that can also run work later; the time source of time-based operators such as
/// `delay(by:)`.
public protocol MotionScheduler: MotionClock {
  /// Runs `action` once, `delay` seconds from ``MotionClock/now``.
  ///
  /// A negative or NaN delay counts as zero: the action runs at the next opportunity, never
  /// before an action scheduled earlier for the same time.
  ///
  /// - Returns: A subscription that cancels the action if it has not run yet.
  @discardableResult
  func schedule(after delay: Double, _ action: @escaping () -> Void) -> Subscription
}

/// The monotonic system clock: seconds since the first time any `MonotonicClock` was read in this
/// process. Safe to share between threads.
public struct MonotonicClock: MotionClock, Sendable {
  private static let origin = ContinuousClock.now

  /// Creates a handle on the process-wide monotonic clock.
  public init() {}

  /// Seconds elapsed since the process-wide origin.
  public var now: Double {
    let elapsed = Self.origin.duration(to: ContinuousClock.now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
  }
}
