public import MotionStreams

/// Estimates velocity from position samples the way Android's `VelocityTracker` and Flutter's
/// `VelocityTracker` do: a per-axis least-squares fit of a quadratic in time.
///
/// - Samples are kept in a fixed ring of ``maximumSamples`` (20); adding one never allocates.
/// - The fit uses the newest samples going back in time, and stops at the first sample older than
///   ``horizon`` (100 ms) before the newest, or at the first gap of more than ``maximumGap``
///   (40 ms) between consecutive samples: the pointer had stopped there.
/// - Fewer than ``minimumSamples`` (3) samples in the window, or samples that do not determine a
///   quadratic (all at one or two instants), give zero.
/// - The velocity is the slope of the fitted quadratic at the newest sample, in units per second.
///
/// ```swift
/// var estimator = VelocityEstimator()
/// for i in 0..<10 { estimator.add(time: Double(i) * 0.008, x: Double(i) * 8, y: 0) }
/// estimator.velocity()  // (1000, 0): 8 points every 8 ms
/// ```
///
/// Use ``velocity(at:)`` to ask at a later instant, such as a pointer's release: when that
/// instant is more than ``maximumGap`` after the newest sample, the pointer had stopped and the
/// answer is zero.
public struct VelocityEstimator: Sendable {
  /// One sample: a time in seconds and a two-dimensional position.
  @usableFromInline
  struct Sample: Sendable {
    @usableFromInline var time: Double
    @usableFromInline var x: Double
    @usableFromInline var y: Double

    @inlinable
    init(time: Double, x: Double, y: Double) {
      self.time = time
      self.x = x
      self.y = y
    }
  }

  /// The most samples kept (20).
  public static let maximumSamples = 20
  /// The oldest sample used, in seconds before the newest (0.1).
  public static let horizon = 0.1
  /// The largest gap between consecutive samples inside the window, in seconds (0.04).
  public static let maximumGap = 0.04
  /// The fewest samples that give a non-zero estimate (3).
  public static let minimumSamples = 3

  @usableFromInline var samples: [Sample]
  /// The index the next sample is written to.
  @usableFromInline var head = 0
  /// How many samples are stored (at most ``maximumSamples``).
  @usableFromInline var count = 0
  /// The newest sample's time (meaningless while `count` is 0).
  @usableFromInline var newest = 0.0

  /// Creates an empty estimator. Allocates its fixed sample storage once.
  public init() {
    samples = Array(
      repeating: Sample(time: 0, x: 0, y: 0), count: VelocityEstimator.maximumSamples)
  }

  /// The number of samples stored.
  @inlinable
  public var sampleCount: Int { count }

  /// The time of the newest sample, or `nil` when empty.
  @inlinable
  public var newestTime: Double? {
    count == 0 ? nil : newest
  }

  /// Adds a sample. O(1), allocation-free.
  ///
  /// A sample with a non-finite coordinate or time is ignored; a time earlier than the newest
  /// sample's counts as the newest sample's time (time never goes backwards).
  @inlinable
  public mutating func add(time: Double, x: Double, y: Double) {
    guard time.isFinite, x.isFinite, y.isFinite else { return }
    let clamped = count > 0 && time < newest ? newest : time
    samples[head] = Sample(time: clamped, x: x, y: y)
    newest = clamped
    head = head == Self.maximumSamples - 1 ? 0 : head + 1
    if count < Self.maximumSamples { count += 1 }
  }

  /// Adds a sample at a point; see ``add(time:x:y:)``.
  @inlinable
  public mutating func add(time: Double, position: Point) {
    add(time: time, x: position.x, y: position.y)
  }

  /// Forgets every sample. O(1).
  @inlinable
  public mutating func reset() {
    head = 0
    count = 0
  }

  /// The velocity at the newest sample, in units per second; zero with too few samples.
  /// O(``maximumSamples``), allocation-free.
  public func velocity() -> Point {
    guard let newest = newestTime else { return .zero }
    return velocity(at: newest)
  }

  /// The velocity estimated at `time`: the fit's slope at the newest sample, or zero when `time`
  /// is more than ``maximumGap`` after the newest sample (the pointer had stopped).
  public func velocity(at time: Double) -> Point {
    guard let newest = newestTime, count >= Self.minimumSamples else { return .zero }
    if time - newest > Self.maximumGap { return .zero }
    return fit(newest: newest)
  }
}
