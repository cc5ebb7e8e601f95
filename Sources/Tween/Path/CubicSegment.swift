import MotionStreams

/// A cubic Bézier segment's four points and the derivatives the arc-length table needs (a line
/// is measured directly).
struct CubicSegment {
  let p0: Point
  let p1: Point
  let p2: Point
  let p3: Point

  /// The length of the control polygon: an upper bound on the arc length, and its scale.
  var polygonLength: Double { p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3) }

  /// B(t), in Bernstein form: exactly `p0` at 0 and `p3` at 1.
  func point(at t: Double) -> Point {
    let u = 1 - t
    let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return Point(
      x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
      y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
  }

  /// B′(t).
  func derivative(at t: Double) -> Point {
    let u = 1 - t
    let (a, b, c) = (p1 - p0, p2 - p1, p3 - p2)
    return (a * (u * u) + b * (2 * u * t) + c * (t * t)) * 3
  }

  /// B″(t).
  func secondDerivative(at t: Double) -> Point {
    let a = p2 - p1 * 2 + p0
    let b = p3 - p2 * 2 + p1
    return (a * (1 - t) + b * t) * 6
  }

  /// |B′(t)|: the speed of the curve parameter, the integrand of the arc length.
  func speed(at t: Double) -> Double { derivative(at: t).magnitudeSquared.squareRoot() }

  /// The unit tangent at `t`; where B′ vanishes, the direction the curve leaves or enters in
  /// (the first non-zero of the control points' differences at an end, B″ inside: a cusp).
  /// `nil` only for a segment whose points all coincide.
  func direction(at t: Double) -> Point? {
    let scale = polygonLength
    guard scale > 0 else { return nil }
    let d = derivative(at: t)
    if let unit = Self.unit(d, above: 1e-12 * scale) { return unit }
    let first: Point
    let second: Point
    if t <= 0 {
      (first, second) = (p2 - p0, p3 - p0)
    } else if t >= 1 {
      (first, second) = (p3 - p1, p3 - p0)
    } else {
      (first, second) = (secondDerivative(at: t), p3 - p0)
    }
    return Self.unit(first, above: 0) ?? Self.unit(second, above: 0) ?? Self.unit(d, above: 0)
  }

  /// `vector` scaled to length 1, or `nil` when its length is not above `threshold`.
  static func unit(_ vector: Point, above threshold: Double) -> Point? {
    let length = vector.magnitudeSquared.squareRoot()
    return length > threshold ? vector * (1 / length) : nil
  }

  /// The signed curvature at `t`, cross(B′, B″) / |B′|³; 0 where B′ vanishes.
  func curvature(at t: Double) -> Double {
    let d = derivative(at: t)
    let dd = secondDerivative(at: t)
    let speed = d.magnitudeSquared.squareRoot()
    guard speed > 0 else { return 0 }
    return (d.x * dd.y - d.y * dd.x) / (speed * speed * speed)
  }

  /// ∫ₐᵇ |B′(t)| dt by 8-point Gauss–Legendre: exact for polynomials of degree 15.
  func arcLength(from a: Double, to b: Double) -> Double {
    let half = 0.5 * (b - a)
    let middle = 0.5 * (a + b)
    // The rule's positive nodes on [−1, 1] and their weights (to 20 digits; the rule is
    // symmetric).
    let (x1, x2, x3, x4) = (
      0.18343464249564980494, 0.52553240991632898582, 0.79666647741362673959,
      0.96028985649753623168
    )
    let (w1, w2, w3, w4) = (
      0.36268378337836198297, 0.31370664587788728734, 0.22238103445337447054,
      0.10122853629037625915
    )
    var sum = w4 * (speed(at: middle - half * x4) + speed(at: middle + half * x4))
    sum += w3 * (speed(at: middle - half * x3) + speed(at: middle + half * x3))
    sum += w2 * (speed(at: middle - half * x2) + speed(at: middle + half * x2))
    sum += w1 * (speed(at: middle - half * x1) + speed(at: middle + half * x1))
    return sum * half
  }
}
