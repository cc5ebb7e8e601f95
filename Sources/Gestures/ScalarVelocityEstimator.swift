import MotionStreams

/// Estimates the rate of change of one scalar (an angle, a scale) from samples: the fit and the
/// window rules of ``VelocityEstimator`` on one axis.
///
/// The two-finger recognizers (``RotationGestureRecognizer``, ``ScaleGestureRecognizer``) use it
/// for their velocity. Times are integer nanoseconds inside, as for ``VelocityEstimator``, so the
/// window rules are exact and the result does not depend on the clock's origin.
///
/// ```swift
/// var estimator = ScalarVelocityEstimator()
/// for i in 0..<5 { estimator.add(time: Double(i) * 0.01, value: Double(i) * 0.1) }
/// let velocity = estimator.velocity()  // 10 per second
/// ```
public struct ScalarVelocityEstimator: Sendable {
  /// The samples, each value in `x` (`y` zero): the fit is component-wise, so `x` of the fit is
  /// the scalar's.
  @usableFromInline var window = VelocityWindow()

  /// Creates an empty estimator. Allocates its fixed sample storage once.
  public init() {}

  /// The number of samples stored (at most ``VelocityEstimator/maximumSamples``).
  public var sampleCount: Int { window.count }

  /// Adds a sample at `time` seconds (rounded to the nanosecond). O(1), allocation-free. A
  /// non-finite value or time is ignored; time never goes backwards.
  public mutating func add(time: Double, value: Double) {
    guard let nanoseconds = VelocityRing.nanoseconds(time) else { return }
    window.add(nanoseconds, Point(x: value, y: 0))
  }

  /// Adds a sample at `nanoseconds` on the platform's clock, exactly.
  public mutating func add(nanoseconds: Int64, value: Double) {
    window.add(nanoseconds, Point(x: value, y: 0))
  }

  /// Forgets every sample. O(1).
  public mutating func reset() {
    window.reset()
  }

  /// The rate at the newest sample, per second; zero with too few samples.
  public func velocity() -> Double {
    window.velocity().x
  }

  /// The rate estimated at `time` seconds; zero when `time` is more than
  /// ``VelocityEstimator/maximumGap`` after the newest sample.
  public func velocity(at time: Double) -> Double {
    guard let nanoseconds = VelocityRing.nanoseconds(time) else { return 0 }
    return window.velocity(at: nanoseconds).x
  }
}
