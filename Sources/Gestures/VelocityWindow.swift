import MotionStreams

/// The samples of ``VelocityEstimator`` and ``ScalarVelocityEstimator``: a ring of
/// ``VelocityRing/capacity`` samples in an array (so that copying an estimator copies its
/// samples, on write) and where they are; the rules and the fit are ``VelocityRing``'s.
@usableFromInline
struct VelocityWindow: Sendable {
  /// The ring.
  @usableFromInline var samples: [VelocitySample]
  /// Where the ring's samples are.
  @usableFromInline var cursor = VelocityCursor()

  init() {
    samples = Array(
      repeating: VelocitySample(time: .zero, value: .zero), count: VelocityRing.capacity)
  }

  /// How many samples are stored.
  var count: Int { cursor.count }
  /// The newest sample's time (meaningless while `count` is 0).
  var newest: Int64 { cursor.newest }

  /// Adds a sample; a time before the newest counts as the newest (time never goes backwards).
  mutating func add(_ time: Int64, _ value: Point) {
    var cursor = self.cursor
    samples.withUnsafeMutableBufferPointer { buffer in
      // `capacity` samples, never empty.
      VelocityRing.add(time, value, to: buffer.baseAddress!, cursor: &cursor)
    }
    self.cursor = cursor
  }

  /// Forgets the samples (where the ring goes on from does not matter).
  mutating func reset() {
    cursor.count = 0
  }

  /// The velocity at the newest sample; zero with fewer than three samples.
  func velocity() -> Point {
    velocity(at: newest)
  }

  /// The velocity at `time` (nanoseconds); see ``VelocityRing/velocity(at:)``.
  func velocity(at time: Int64) -> Point {
    samples.withUnsafeBufferPointer { buffer in
      VelocityRing(samples: buffer.baseAddress!, cursor: cursor).velocity(at: time)
    }
  }
}
