public import MotionStreams

/// Estimates velocity from position samples the way Android's `VelocityTracker` and Flutter's
/// `VelocityTracker` do: a per-axis least-squares fit of a quadratic in time.
///
/// - Samples are kept in a fixed ring of ``maximumSamples`` (20); adding one never allocates.
/// - The fit uses the newest samples going back in time, and stops at the first sample more than
///   ``horizon`` (100 ms) before the newest — a sample exactly 100 ms old takes part — or at the
///   first gap of more than ``maximumGap`` (40 ms) between consecutive samples: the pointer had
///   stopped there.
/// - Fewer than ``minimumSamples`` (3) samples in the window, or samples that do not determine a
///   quadratic (all at one or two instants), give zero.
/// - The velocity is the slope of the fitted quadratic at the newest sample, in units per second.
///
/// ## Timestamps
/// Times are kept as integer nanoseconds, the resolution platforms stamp pointer events with.
/// ``add(nanoseconds:x:y:)`` takes them as they are; ``add(time:x:y:)`` takes seconds and rounds
/// them to the nearest nanosecond (exact for any whole-nanosecond timestamp below about
/// 2·10⁶ s, so uptime clocks of weeks lose nothing). The window rules are then decided on
/// integers, exactly, and the fit only reads time differences: the same gesture gives the same
/// velocity whatever the clock's origin.
///
/// ```swift
/// import MotionGestures
/// import MotionStreams
///
/// var estimator = VelocityEstimator()
/// for i in 0..<10 { estimator.add(time: Double(i) * 0.008, x: Double(i) * 8, y: 0) }
/// let velocity = estimator.velocity()  // (1000, 0): 8 points every 8 ms
/// ```
///
/// Use ``velocity(at:)`` to ask at a later instant, such as a pointer's release: when that
/// instant is more than ``maximumGap`` after the newest sample, the pointer had stopped and the
/// answer is zero.
public struct VelocityEstimator: Sendable {
  /// The most samples kept (20).
  public static let maximumSamples = 20
  /// The oldest sample used, in seconds before the newest (0.1, inclusive).
  public static let horizon = 0.1
  /// The largest gap between consecutive samples inside the window, in seconds (0.04, inclusive).
  public static let maximumGap = 0.04
  /// The fewest samples that give a non-zero estimate (3).
  public static let minimumSamples = 3

  @usableFromInline var window = VelocityWindow()

  /// Creates an empty estimator. Allocates its fixed sample storage once.
  public init() {}

  /// The number of samples stored.
  public var sampleCount: Int { window.count }

  /// The time of the newest sample in seconds, or `nil` when empty.
  public var newestTime: Double? {
    window.count == 0 ? nil : Double(window.newest) / 1e9
  }

  /// The time of the newest sample in nanoseconds, or `nil` when empty.
  public var newestNanoseconds: Int64? { window.count == 0 ? nil : window.newest }

  /// Adds a sample at `time` seconds (rounded to the nanosecond). O(1), allocation-free.
  ///
  /// A sample with a non-finite coordinate or time, or a time beyond ±9·10⁹ s, is ignored; a
  /// time earlier than the newest sample's counts as the newest sample's time (time never goes
  /// backwards).
  public mutating func add(time: Double, x: Double, y: Double) {
    guard let nanoseconds = VelocityRing.nanoseconds(time) else { return }
    window.add(nanoseconds, Point(x: x, y: y))
  }

  /// Adds a sample at `nanoseconds` on the platform's clock, exactly. O(1), allocation-free.
  /// Non-finite coordinates are ignored; time never goes backwards.
  public mutating func add(nanoseconds: Int64, x: Double, y: Double) {
    window.add(nanoseconds, Point(x: x, y: y))
  }

  /// Adds a sample at a point; see ``add(time:x:y:)``.
  public mutating func add(time: Double, position: Point) {
    add(time: time, x: position.x, y: position.y)
  }

  /// Forgets every sample. O(1).
  public mutating func reset() {
    window.reset()
  }

  /// The velocity at the newest sample, in units per second; zero with too few samples.
  /// O(``maximumSamples``), allocation-free.
  public func velocity() -> Point {
    window.velocity()
  }

  /// The velocity estimated at `time` seconds: the fit's slope at the newest sample, or zero when
  /// `time` is more than ``maximumGap`` after the newest sample (the pointer had stopped).
  public func velocity(at time: Double) -> Point {
    guard let nanoseconds = VelocityRing.nanoseconds(time) else { return .zero }
    return window.velocity(at: nanoseconds)
  }

  /// The velocity estimated at `nanoseconds`; see ``velocity(at:)``.
  public func velocity(atNanoseconds nanoseconds: Int64) -> Point {
    window.velocity(at: nanoseconds)
  }
}
