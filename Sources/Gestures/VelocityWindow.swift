public import MotionStreams

/// A quantity whose rate of change a velocity estimator can fit: a scalar or a point.
@usableFromInline
protocol VelocityValue: Sendable {
  static var zero: Self { get }
  static func + (lhs: Self, rhs: Self) -> Self
  static func * (lhs: Self, factor: Double) -> Self
  var isFinite: Bool { get }
}

extension Double: VelocityValue {}
extension Point: VelocityValue {}

/// The samples shared by ``VelocityEstimator`` and ``ScalarVelocityEstimator``: a fixed ring of
/// (time, value) pairs with times in integer nanoseconds, and the window rules and fit on them.
///
/// Times are integers so that the window rules (horizon inclusive, gap, sample count) are decided
/// exactly, whatever the clock's origin: `newest − time ≤ 100 000 000 ns` has no rounding. The fit
/// reads each time as its exact integer distance from the newest sample, so a gesture shifted by
/// any whole number of nanoseconds gives bit-for-bit the same velocity.
@usableFromInline
struct VelocityWindow<Value: VelocityValue>: Sendable {
  /// The most samples kept.
  static var capacity: Int { 20 }
  /// The oldest sample used, in nanoseconds before the newest (inclusive).
  static var horizon: Int64 { 100_000_000 }
  /// The largest gap between consecutive samples inside the window (inclusive).
  static var maximumGap: Int64 { 40_000_000 }
  /// The fewest samples that give a non-zero estimate.
  static var minimumSamples: Int { 3 }

  /// The ring, in one array: a window captured by a gesture snapshot then holds one reference.
  @usableFromInline var samples: [VelocitySample<Value>]
  /// The index the next sample is written to.
  @usableFromInline var head = 0
  /// How many samples are stored.
  @usableFromInline var count = 0
  /// The newest sample's time (meaningless while `count` is 0).
  @usableFromInline var newest: Int64 = 0

  init() {
    samples = Array(repeating: VelocitySample(time: 0, value: .zero), count: Self.capacity)
  }

  /// Seconds to the nearest nanosecond; `nil` when not finite or beyond ±9·10⁹ s (Int64 range).
  static func nanoseconds(_ seconds: Double) -> Int64? {
    guard seconds.isFinite, abs(seconds) < 9e9 else { return nil }
    return Int64((seconds * 1e9).rounded())
  }

  /// Adds a sample; a time before the newest counts as the newest (time never goes backwards).
  mutating func add(_ time: Int64, _ value: Value) {
    guard value.isFinite else { return }
    let clamped = count > 0 && time < newest ? newest : time
    samples[head] = VelocitySample(time: clamped, value: value)
    newest = clamped
    head = head == Self.capacity - 1 ? 0 : head + 1
    if count < Self.capacity { count += 1 }
  }

  mutating func reset() {
    head = 0
    count = 0
  }

  /// The ring index of the sample `back` steps before the newest (0 is the newest).
  func slot(back: Int) -> Int {
    let index = head - 1 - back
    return index < 0 ? index + Self.capacity : index
  }

  /// How many of the newest samples fall in the window: each at most ``horizon`` before the
  /// newest and at most ``maximumGap`` after the one before it.
  func windowCount() -> Int {
    var used = 0
    var previous = newest
    while used < count {
      let time = samples[slot(back: used)].time
      let (age, ageOverflow) = newest.subtractingReportingOverflow(time)
      let (gap, gapOverflow) = previous.subtractingReportingOverflow(time)
      if ageOverflow || gapOverflow || age > Self.horizon || gap > Self.maximumGap { break }
      previous = time
      used += 1
    }
    return used
  }

  /// The velocity at `time` (nanoseconds): the fit's slope at the newest sample, or zero when
  /// `time` is more than ``maximumGap`` after it (the pointer had stopped) or too few samples.
  func velocity(at time: Int64) -> Value {
    guard count >= Self.minimumSamples else { return .zero }
    let (pause, overflow) = time.subtractingReportingOverflow(newest)
    if overflow || pause > Self.maximumGap { return .zero }
    return slope()
  }

  /// Least-squares quadratic fit over the window; the slope at the newest sample, per second.
  ///
  /// Time is measured from the newest sample in units of the horizon (τ ∈ [-1, 0], each τ the
  /// exact integer distance divided by 10⁸) and the fit is made in an orthogonal polynomial
  /// basis (1, τ − c, p₂(τ)), the Gram–Schmidt QR solution Flutter uses, in three passes without
  /// storage. A quadratic `a₀ + a₁(τ − c) + a₂ p₂(τ)` with `p₂ = τ² − m − γ(τ − c)` has slope
  /// `a₁ − γ a₂` at τ = 0.
  func slope() -> Value {
    let n = windowCount()
    guard n >= Self.minimumSamples else { return .zero }
    let unit = Double(Self.horizon)
    var sumT = 0.0
    var sumT2 = 0.0
    for k in 0..<n {
      let t = Double(samples[slot(back: k)].time - newest) / unit
      sumT += t
      sumT2 += t * t
    }
    let c = sumT / Double(n)
    let m = sumT2 / Double(n)
    var p11 = 0.0
    var t2p1 = 0.0
    var v1 = Value.zero
    for k in 0..<n {
      let sample = samples[slot(back: k)]
      let t = Double(sample.time - newest) / unit
      let p1 = t - c
      p11 += p1 * p1
      t2p1 += t * t * p1
      v1 = v1 + sample.value * p1
    }
    guard p11 > 1e-12 else { return .zero }
    let gamma = t2p1 / p11
    var p22 = 0.0
    var v2 = Value.zero
    for k in 0..<n {
      let sample = samples[slot(back: k)]
      let t = Double(sample.time - newest) / unit
      let p2 = t * t - m - gamma * (t - c)
      p22 += p2 * p2
      v2 = v2 + sample.value * p2
    }
    // Fewer than three distinct instants: no unique quadratic, as in Flutter's solver.
    guard p22 > 1e-14 * p11 * p11 else { return .zero }
    // Per second: τ is in units of 0.1 s.
    let result = (v1 * (1 / p11) + v2 * (-gamma / p22)) * (1e9 / unit)
    return result.isFinite ? result : .zero
  }
}

/// One sample of a ``VelocityWindow``: a time in nanoseconds and the value then.
@usableFromInline
struct VelocitySample<Value: VelocityValue>: Sendable {
  @usableFromInline var time: Int64
  @usableFromInline var value: Value

  @usableFromInline
  init(time: Int64, value: Value) {
    self.time = time
    self.value = value
  }
}
