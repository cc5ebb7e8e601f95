public import MotionStreams

extension VelocityEstimator {
  /// The sample `back` steps before the newest (0 is the newest).
  @inlinable
  func sample(back: Int) -> Sample {
    samples[(head + 2 * Self.maximumSamples - 1 - back) % Self.maximumSamples]
  }

  /// How many of the newest samples fall in the window (horizon and gap rules).
  @usableFromInline
  func windowCount(newest: Double) -> Int {
    var used = 0
    var previous = newest
    while used < count {
      let time = sample(back: used).time
      if newest - time > Self.horizon || previous - time > Self.maximumGap { break }
      previous = time
      used += 1
    }
    return used
  }

  /// Least-squares quadratic fit per axis over the window; returns the slope at the newest sample.
  ///
  /// Time is measured from the newest sample in units of the horizon (τ ∈ [-1, 0]) and the fit
  /// is made in an orthogonal polynomial basis (1, τ − c, p₂(τ)), which is the Gram–Schmidt QR
  /// solution Flutter uses, computed in three passes without any storage. A quadratic
  /// `a₀ + a₁(τ − c) + a₂ p₂(τ)` with `p₂ = τ² − m − γ(τ − c)` has slope `a₁ − γ a₂` at τ = 0.
  @usableFromInline
  func fit(newest: Double) -> Point {
    let n = windowCount(newest: newest)
    guard n >= Self.minimumSamples else { return .zero }
    let unit = Self.horizon
    var sumT = 0.0
    var sumT2 = 0.0
    for k in 0..<n {
      let t = (sample(back: k).time - newest) / unit
      sumT += t
      sumT2 += t * t
    }
    let count = Double(n)
    let c = sumT / count
    let m = sumT2 / count
    var p11 = 0.0
    var t2p1 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    for k in 0..<n {
      let s = sample(back: k)
      let t = (s.time - newest) / unit
      let p1 = t - c
      p11 += p1 * p1
      t2p1 += t * t * p1
      x1 += s.x * p1
      y1 += s.y * p1
    }
    guard p11 > 1e-12 else { return .zero }
    let gamma = t2p1 / p11
    var p22 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    for k in 0..<n {
      let s = sample(back: k)
      let t = (s.time - newest) / unit
      let p2 = t * t - m - gamma * (t - c)
      p22 += p2 * p2
      x2 += s.x * p2
      y2 += s.y * p2
    }
    // Fewer than three distinct instants: no unique quadratic, as in Flutter's solver.
    guard p22 > 1e-14 * p11 * p11 else { return .zero }
    let vx = (x1 / p11 - gamma * (x2 / p22)) / unit
    let vy = (y1 / p11 - gamma * (y2 / p22)) / unit
    guard vx.isFinite, vy.isFinite else { return .zero }
    return Point(x: vx, y: vy)
  }
}
