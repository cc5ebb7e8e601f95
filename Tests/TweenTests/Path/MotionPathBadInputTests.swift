import MotionStreams
import MotionTween
import Testing

/// Bad input to paths and path motions: typed errors naming the field, or a documented no-op.
@Suite("Motion paths: bad input")
struct MotionPathBadInputTests {
  static let origin = Point(x: 0, y: 0)

  @Test("A path: no segments, a NaN or infinite point, points too far apart to measure")
  func badPaths() {
    #expect(throws: MotionPathError.noSegments) { try MotionPath(start: Self.origin, segments: []) }
    #expect(throws: MotionPathError.nonFiniteStart) {
      try MotionPath(start: Point(x: .nan, y: 0), segments: [.line(to: Self.origin)])
    }
    #expect(throws: MotionPathError.nonFinitePoint(segment: 1)) {
      try MotionPath(
        start: Self.origin,
        segments: [
          .line(to: Point(x: 1, y: 1)),
          .cubic(control1: Point(x: 2, y: .infinity), control2: Self.origin, to: Self.origin),
        ])
    }
    #expect(throws: MotionPathError.nonFinitePoint(segment: 0)) {
      try MotionPath.line(from: Self.origin, to: Point(x: 0, y: -.infinity))
    }
    #expect(throws: MotionPathError.lengthOverflows) {
      try MotionPath.line(from: Point(x: -1e308, y: 0), to: Point(x: 1e308, y: 0))
    }
    #expect(throws: MotionPathError.lengthOverflows) {
      try MotionPath(
        start: Self.origin,
        segments: [
          .cubic(control1: Point(x: 1e308, y: 0), control2: Point(x: -1e308, y: 0), to: Self.origin)
        ])
    }
    #expect(MotionPathError.nonFinitePoint(segment: 1).description.hasPrefix("segments[1]"))
  }

  @Test("Material's arc: a NaN or infinite end, or ends too far apart")
  func badArcs() {
    #expect(throws: MotionPathError.nonFiniteStart) {
      try MotionPath.arc(from: Point(x: .infinity, y: 0), to: Self.origin)
    }
    #expect(throws: MotionPathError.nonFinitePoint(segment: 0)) {
      try MotionPath.arc(from: Self.origin, to: Point(x: 0, y: .nan))
    }
    #expect(throws: MotionPathError.lengthOverflows) {
      try MotionPath.arc(from: Point(x: -1e308, y: -1e308), to: Point(x: 1e308, y: 1e308))
    }
  }

  @Test("A path of length 0 is valid: every distance gives its start, angle 0, curvature 0")
  func zeroLength() throws {
    let still = try MotionPath(
      start: Point(x: 3, y: 4),
      segments: [.line(to: Point(x: 3, y: 4)), .line(to: Point(x: 3, y: 4))])
    #expect(still.length == 0)
    for distance in [-1, 0, 5, Double.nan, .infinity] {
      #expect(
        still.location(atDistance: distance)
          == PathLocation(
            point: Point(x: 3, y: 4), direction: Point(x: 1, y: 0), angle: 0, curvature: 0))
    }
    let move = try PathAnimation(along: still, duration: 1)
    #expect(
      move.sample(atLocalTime: 0.5, from: AnimationSample(value: .zero))
        == AnimationSample(value: Point(x: 3, y: 4)))
  }

  @Test("Distances outside the path, NaN or infinite, are clamped to its ends (NaN to the start)")
  func badDistances() throws {
    let path = try MotionPath.line(from: Self.origin, to: Point(x: 10, y: 0))
    #expect(path.location(atDistance: -5).point == Self.origin)
    #expect(path.location(atDistance: .nan).point == Self.origin)
    #expect(path.location(atDistance: -.infinity).point == Self.origin)
    #expect(path.location(atDistance: 11).point == Point(x: 10, y: 0))
    #expect(path.location(atDistance: .infinity).point == Point(x: 10, y: 0))
  }

  @Test("A path animation: bad durations and delays throw; NaN and infinite times hold an end")
  func badAnimations() throws {
    let path = try MotionPath.line(from: Self.origin, to: Point(x: 10, y: 0))
    for bad in [-1, Double.nan, .infinity, 2e12] {
      // Compared by description: a NaN payload equals nothing.
      #expect(
        Self.error { () throws(MotionPathError) in try PathAnimation(along: path, duration: bad) }
          == "\(MotionPathError.invalidDuration(bad))")
      #expect(
        Self.error { () throws(MotionPathError) in
          try PathAnimation(along: path, duration: 1, delay: bad)
        }
          == "\(MotionPathError.invalidDelay(bad))")
    }
    let move = try PathAnimation(along: path, duration: 1)
    let rest = AnimationSample(value: Point.zero)
    #expect(move.sample(atLocalTime: .nan, from: rest) == AnimationSample(value: Self.origin))
    #expect(move.sample(atLocalTime: -.infinity, from: rest) == AnimationSample(value: Self.origin))
    #expect(
      move.sample(atLocalTime: .infinity, from: rest) == AnimationSample(value: Point(x: 10, y: 0)))
    #expect(PathRotation(following: move, offset: .nan).offset == 0)
    #expect(PathRotation(following: move, offset: -.infinity).offset == 0)
  }
}

extension MotionPathBadInputTests {
  /// The description of the error `make` throws, or `nil`.
  static func error(_ make: () throws(MotionPathError) -> PathAnimation) -> String? {
    do {
      _ = try make()
      return nil
    } catch {
      return error.description
    }
  }
}
