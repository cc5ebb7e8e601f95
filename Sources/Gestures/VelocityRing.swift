public import MotionStreams

/// The window rules and the fit on a ring of velocity samples, read in place: `samples` points to
/// ``capacity`` samples positioned by `cursor`. Shared by ``VelocityWindow`` (the public
/// estimators' array) and ``GestureRecord`` (a recognizer's ring, owned and copied on write by
/// the record, so that adding a sample checks one uniqueness instead of two).
///
/// Values are points; a scalar estimator keeps its value in `x` with `y` zero. Every operation of
/// the fit is component-wise, so the `x` of a point fit is bit for bit the fit of the scalar
/// alone.
///
/// Times are integers so that the window rules (horizon inclusive, gap, sample count) are decided
/// exactly, whatever the clock's origin: `newest − time ≤ 100 000 000 ns` has no rounding. The fit
/// reads each time as its exact integer distance from the newest sample, so a gesture shifted by
/// any whole number of nanoseconds gives bit-for-bit the same velocity.
struct VelocityRing {
  /// The most samples kept.
  static var capacity: Int { 20 }
  /// The oldest sample used, in nanoseconds before the newest (inclusive).
  static var horizon: Int64 { 100_000_000 }
  /// The largest gap between consecutive samples inside the window (inclusive).
  static var maximumGap: Int64 { 40_000_000 }
  /// The fewest samples that give a non-zero estimate.
  static var minimumSamples: Int { 3 }

  /// The ring's storage: ``capacity`` samples (any pointer while `cursor.count` is 0).
  let samples: UnsafePointer<VelocitySample>
  /// Where the samples are in the ring.
  let cursor: VelocityCursor

  /// How many samples are stored.
  var count: Int { cursor.count }
  /// The newest sample's time (meaningless while `count` is 0).
  var newest: Int64 { cursor.newest }

  /// Seconds to the nearest nanosecond (halves away from zero); `nil` when not finite or beyond
  /// ±9·10⁹ s (Int64 range).
  ///
  /// The rounding is done on integers: the truncated value and the fraction left over, which is
  /// exact (a `Double`'s fractional part is representable), rather than through the C library's
  /// `round` (a call on every pointer event).
  static func nanoseconds(_ seconds: Double) -> Int64? {
    // Also false for NaN and infinities.
    guard abs(seconds) < 9e9 else { return nil }
    let scaled = seconds * 1e9
    let whole = Int64(scaled)
    let fraction = scaled - Double(whole)
    if fraction >= 0.5 { return whole + 1 }
    if fraction <= -0.5 { return whole - 1 }
    return whole
  }

  /// Writes a sample at `cursor` into `samples` and advances the cursor; a time before the
  /// newest counts as the newest (time never goes backwards). A non-finite value is ignored.
  static func add(
    _ time: Int64, _ value: Point, to samples: UnsafeMutablePointer<VelocitySample>,
    cursor: inout VelocityCursor
  ) {
    guard value.isFinite else { return }
    let clamped = cursor.count > 0 && time < cursor.newest ? cursor.newest : time
    samples[cursor.head] = VelocitySample(time: clamped, value: value)
    cursor.newest = clamped
    cursor.head = cursor.head == capacity - 1 ? 0 : cursor.head + 1
    if cursor.count < capacity { cursor.count += 1 }
  }

  /// The ring index of the sample `back` steps before the newest (0 is the newest).
  func slot(back: Int) -> Int {
    let index = cursor.head - 1 - back
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

  /// The velocity at the newest sample; zero with fewer than ``minimumSamples`` samples.
  func velocity() -> Point {
    velocity(at: newest)
  }

  /// The velocity at `time` (nanoseconds): the fit's slope at the newest sample, or zero when
  /// `time` is more than ``maximumGap`` after it (the pointer had stopped) or too few samples.
  func velocity(at time: Int64) -> Point {
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
  func slope() -> Point {
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
    var v1 = Point.zero
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
    var v2 = Point.zero
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

/// One sample of a ``VelocityRing``: a time in nanoseconds and the value then (a scalar in `x`).
@usableFromInline
struct VelocitySample: Sendable {
  @usableFromInline var time: Int64
  @usableFromInline var value: Point

  @usableFromInline
  init(time: Int64, value: Point) {
    self.time = time
    self.value = value
  }
}

/// Where a ``VelocityRing``'s samples are in its ring: the slot the next sample goes to, how
/// many are stored, and the newest one's time. A plain value, so that a gesture write captures
/// it by copying three integers.
@usableFromInline
struct VelocityCursor: Sendable {
  /// The index the next sample is written to.
  @usableFromInline var head = 0
  /// How many samples are stored.
  @usableFromInline var count = 0
  /// The newest sample's time (meaningless while `count` is 0).
  @usableFromInline var newest: Int64 = 0

  @usableFromInline
  init() {}
}
