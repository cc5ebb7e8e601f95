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

extension ArcLengthTable {
  /// The location at `distance` (clamped to `[0, length]`, NaN as 0) on the path the table
  /// measures. No allocation.
  func location(
    atDistance distance: Double, start: Point, segments: [MotionPath.Segment]
  ) -> PathLocation {
    guard let lastMoving else {
      return PathLocation(point: start, direction: Point(x: 1, y: 0), angle: 0, curvature: 0)
    }
    if distance >= length {
      var end = location(in: lastMoving, atDistance: length, start: start, segments: segments)
      end.point = segments[segments.count - 1].end
      return end
    }
    let clamped = distance > 0 ? distance : 0
    // The first segment that ends beyond the distance: it has positive length and starts at or
    // before it.
    var (low, high) = (0, segmentEnds.count - 1)
    while low < high {
      let middle = (low + high) / 2
      if segmentEnds[middle] > clamped { high = middle } else { low = middle + 1 }
    }
    var found = location(in: low, atDistance: clamped, start: start, segments: segments)
    if clamped == 0 { found.point = start }
    return found
  }

  /// The location at `distance` in segment `index`, which has positive length.
  func location(
    in index: Int, atDistance distance: Double, start: Point, segments: [MotionPath.Segment]
  ) -> PathLocation {
    let from = index == 0 ? start : segments[index - 1].end
    let segmentStart = index == 0 ? 0 : segmentEnds[index - 1]
    switch segments[index] {
    case .line(let to):
      let delta = to - from
      let segmentLength = segmentEnds[index] - segmentStart
      let fraction = min(1, (distance - segmentStart) / segmentLength)
      let direction = delta * (1 / delta.magnitudeSquared.squareRoot())
      return PathLocation(
        point: from + delta * fraction, direction: direction, angle: segmentAngles[index],
        curvature: 0)
    case .cubic(let control1, let control2, let to):
      let cubic = CubicSegment(p0: from, p1: control1, p2: control2, p3: to)
      let (knot, t) = parameter(in: index, atDistance: distance, cubic: cubic)
      let direction = cubic.direction(at: t) ?? Point(x: 1, y: 0)
      let angle = Self.nearest(atan2(direction.y, direction.x), to: knotAngle[knot])
      return PathLocation(
        point: cubic.point(at: t), direction: direction, angle: angle,
        curvature: cubic.curvature(at: t))
    }
  }

  /// The knot interval holding `distance` in cubic segment `index`, and the curve parameter at
  /// that distance: Newton's method on s(t) − distance, kept inside the interval by bisection.
  func parameter(
    in index: Int, atDistance distance: Double, cubic: CubicSegment
  ) -> (knot: Int, t: Double) {
    // The last knot at or before the distance, below the segment's last knot.
    var (low, high) = (knotStarts[index], knotStarts[index + 1] - 2)
    while low < high {
      let middle = (low + high + 1) / 2
      if knotDistance[middle] <= distance { low = middle } else { high = middle - 1 }
    }
    let (a, b) = (knotT[low], knotT[low + 1])
    let target = distance - knotDistance[low]
    let width = knotDistance[low + 1] - knotDistance[low]
    guard target > 0 else { return (low, a) }
    guard target < width else { return (low, b) }
    var (lower, upper) = (a, b)
    var t = a + (b - a) * (target / width)
    for _ in 0..<64 {
      let error = cubic.arcLength(from: a, to: t) - target
      if error == 0 { break }
      if error > 0 { upper = t } else { lower = t }
      var next = t - error / cubic.speed(at: t)
      if !(next > lower && next < upper) { next = 0.5 * (lower + upper) }
      if next == t || upper - lower <= 2 * t.ulp { break }
      let step = abs(next - t)
      t = next
      if step <= 4 * t.ulp { break }
    }
    return (low, t)
  }
}
