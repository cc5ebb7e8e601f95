import MotionStreams

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A path's arc-length table, built once when the path is created and only read afterwards.
///
/// Each cubic is cut, adaptively, into intervals of its curve parameter `t` on which 8-point
/// Gauss–Legendre quadrature has converged (the interval's estimate agrees with the sum of its
/// halves' within 1e-14 of the segment's scale times the interval's width) and on which the
/// tangent turns by less than π/4. The knots keep `t`, the distance from the path's start and
/// the unwrapped tangent angle. A distance is found by binary search over the segments and the
/// knots, then `t` by Newton's method on `s(t)` inside the knot interval, safeguarded by
/// bisection (it never leaves the interval).
final class ArcLengthTable: Sendable {
  /// The total length.
  let length: Double
  /// The distance from the start at the end of each segment.
  let segmentEnds: [Double]
  /// Each segment's first knot (for a cubic) and, at the end, the knot count: segment `i` owns
  /// the knots `knotStarts[i] ..< knotStarts[i + 1]` (none for a line or a degenerate cubic).
  let knotStarts: [Int]
  /// The knots' curve parameter.
  let knotT: [Double]
  /// The knots' distance from the path's start.
  let knotDistance: [Double]
  /// The knots' unwrapped tangent angle.
  let knotAngle: [Double]
  /// Each segment's unwrapped tangent angle at its start (a line's only angle).
  let segmentAngles: [Double]
  /// The last segment of positive length, or `nil` for a path of length 0.
  let lastMoving: Int?

  /// The deepest halving of a knot interval (near a cusp quadrature converges slowly).
  static let maximumDepth = 48
  /// The intervals each cubic starts from, before halving.
  static let initialIntervals = 8

  init(start: Point, segments: [MotionPath.Segment]) {
    var builder = Builder()
    var from = start
    for segment in segments {
      builder.append(segment, from: from)
      from = segment.end
    }
    builder.knotStarts.append(builder.knotT.count)
    length = builder.distance
    segmentEnds = builder.segmentEnds
    knotStarts = builder.knotStarts
    knotT = builder.knotT
    knotDistance = builder.knotDistance
    knotAngle = builder.knotAngle
    segmentAngles = builder.segmentAngles
    lastMoving = builder.lastMoving
  }

  /// The accumulating table.
  struct Builder {
    var distance = 0.0
    var segmentEnds: [Double] = []
    var knotStarts: [Int] = []
    var knotT: [Double] = []
    var knotDistance: [Double] = []
    var knotAngle: [Double] = []
    var segmentAngles: [Double] = []
    var lastMoving: Int?
    /// The unwrapped angle at the end of the last segment of positive length.
    var angle: Double?

    /// `raw` moved by whole turns to within half a turn of the angle so far (the first angle
    /// is kept as it is).
    mutating func unwrap(_ raw: Double) -> Double {
      guard let angle else { return raw }
      return ArcLengthTable.nearest(raw, to: angle)
    }

    mutating func append(_ segment: MotionPath.Segment, from: Point) {
      knotStarts.append(knotT.count)
      switch segment {
      case .line(let to):
        let delta = to - from
        let segmentLength = delta.magnitudeSquared.squareRoot()
        if segmentLength > 0 {
          let unwrapped = unwrap(atan2(delta.y, delta.x))
          segmentAngles.append(unwrapped)
          angle = unwrapped
          lastMoving = segmentEnds.count
        } else {
          segmentAngles.append(angle ?? 0)
        }
        distance += segmentLength
      case .cubic(let control1, let control2, let to):
        let cubic = CubicSegment(p0: from, p1: control1, p2: control2, p3: to)
        appendCubic(cubic)
      }
      segmentEnds.append(distance)
    }

    mutating func appendCubic(_ cubic: CubicSegment) {
      let scale = cubic.polygonLength
      guard scale > 0, scale.isFinite, let first = cubic.direction(at: 0) else {
        segmentAngles.append(angle ?? 0)
        if !scale.isFinite { distance = .infinity }
        return
      }
      let startAngle = unwrap(atan2(first.y, first.x))
      segmentAngles.append(startAngle)
      angle = startAngle
      knotT.append(0)
      knotDistance.append(distance)
      knotAngle.append(startAngle)
      let count = Double(ArcLengthTable.initialIntervals)
      for index in 0..<ArcLengthTable.initialIntervals {
        subdivide(cubic, Double(index) / count, Double(index + 1) / count, scale: scale, depth: 0)
      }
      lastMoving = segmentEnds.count
    }

    /// Appends the knots of `[a, b]`, halving it until quadrature has converged on it and the
    /// tangent turns by less than π/4 across each half.
    mutating func subdivide(
      _ cubic: CubicSegment, _ a: Double, _ b: Double, scale: Double, depth: Int
    ) {
      let middle = 0.5 * (a + b)
      let whole = cubic.arcLength(from: a, to: b)
      if depth < ArcLengthTable.maximumDepth {
        let halves = cubic.arcLength(from: a, to: middle) + cubic.arcLength(from: middle, to: b)
        let converged = abs(whole - halves) <= 1e-14 * scale * (b - a)
        if !converged || !Self.turnsLittle(cubic, a, middle, b) {
          subdivide(cubic, a, middle, scale: scale, depth: depth + 1)
          subdivide(cubic, middle, b, scale: scale, depth: depth + 1)
          return
        }
      }
      distance += whole
      knotT.append(b)
      knotDistance.append(distance)
      let direction = cubic.direction(at: b) ?? Point(x: 1, y: 0)
      let unwrapped = unwrap(atan2(direction.y, direction.x))
      knotAngle.append(unwrapped)
      angle = unwrapped
    }

    /// Whether the tangent turns by less than π/4 from `a` to `m` and from `m` to `b`.
    static func turnsLittle(_ cubic: CubicSegment, _ a: Double, _ m: Double, _ b: Double) -> Bool {
      guard let da = cubic.direction(at: a), let dm = cubic.direction(at: m),
        let db = cubic.direction(at: b)
      else { return true }
      let limit = 0.5.squareRoot()  // cos(π/4)
      return da.x * dm.x + da.y * dm.y > limit && dm.x * db.x + dm.y * db.y > limit
    }
  }

  /// `raw` moved by whole turns to within half a turn of `reference`: a turn in (−π, π].
  static func nearest(_ raw: Double, to reference: Double) -> Double {
    let turn = 2 * Double.pi
    var shifted = raw + turn * ((reference - raw) / turn).rounded()
    if shifted - reference <= -Double.pi { shifted += turn }
    if shifted - reference > Double.pi { shifted -= turn }
    return shifted
  }
}
