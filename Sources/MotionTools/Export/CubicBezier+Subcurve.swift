import MotionTween

extension CubicBezier {
  /// The part of this curve between `from` and `to` (x, the interval's progress, with
  /// 0 ≤ from < to ≤ 1) as a timing function of its own: the sub-curve's control points
  /// (de Casteljau, by blossoming), scaled into the unit square, with the curve's y at both
  /// ends. When a later motion hides a cubic-bezier interval part of the way through, the part
  /// that shows is exactly this curve between those two values.
  ///
  /// `nil` when the part is flat (equal y at both ends: a hold) or its control points fall
  /// outside x ∈ [0, 1] (possible for curves whose x1 > x2); the caller then bakes the part.
  func subcurve(from: Double, to: Double) -> (curve: CubicBezier, startY: Double, endY: Double)? {
    guard from >= 0, to <= 1, from < to else { return nil }
    let a = from == 0 ? 0 : parameter(forX: from)
    let b = to == 1 ? 1 : parameter(forX: to)
    // The polar form of the cubic with control points (0, 0), (x1, y1), (x2, y2), (1, 1).
    func blossom(_ u: Double, _ v: Double, _ w: Double) -> (x: Double, y: Double) {
      let one = u * (1 - v) * (1 - w) + (1 - u) * v * (1 - w) + (1 - u) * (1 - v) * w
      let two = u * v * (1 - w) + u * (1 - v) * w + (1 - u) * v * w
      let three = u * v * w
      return (one * self.x1 + two * self.x2 + three, one * self.y1 + two * self.y2 + three)
    }
    let q0 = blossom(a, a, a)
    let q1 = blossom(a, a, b)
    let q2 = blossom(a, b, b)
    let q3 = blossom(b, b, b)
    let width = q3.x - q0.x
    let height = q3.y - q0.y
    guard width > 0, height != 0, height.isFinite else { return nil }
    let slack = 1e-12
    let first = (q1.x - q0.x) / width
    let second = (q2.x - q0.x) / width
    guard first >= -slack, first <= 1 + slack, second >= -slack, second <= 1 + slack else {
      return nil
    }
    guard
      let curve = try? CubicBezier(
        min(max(first, 0), 1), (q1.y - q0.y) / height, min(max(second, 0), 1),
        (q2.y - q0.y) / height)
    else { return nil }
    return (curve, q0.y, q3.y)
  }
}
