import MotionTween

/// One animation, one start it is handed, and the instants the scenarios sample it at.
struct AnimationProbe<A: Animation> {
  typealias Sample = AnimationSample<A.Value>

  let animation: A
  let start: Sample
  let tolerance: AnimationTolerance
  /// `startSeconds`.
  let startTime: Double
  /// `endSeconds(from: start)`.
  let endTime: Double

  init(_ animation: A, from start: Sample, tolerance: AnimationTolerance) {
    self.animation = animation
    self.start = start
    self.tolerance = tolerance
    startTime = animation.startSeconds
    endTime = animation.endSeconds(from: start)
  }

  /// Whether the start and end are usable: a finite start and an end at or after it.
  var isPlaced: Bool { startTime.isFinite && endTime >= startTime }

  /// The length sampled: end − start, the horizon for a motion that never ends, 0 when the
  /// times are unusable.
  var length: Double {
    guard isPlaced else { return 0 }
    return endTime.isFinite ? endTime - startTime : tolerance.horizon
  }

  /// The last instant sampled: the end, or start + horizon.
  var lastTime: Double { startTime + length }

  /// `samples` instants strictly inside the sampled length, at a phase (0.37 of a step) that
  /// keeps them off the round fractions where keyframes and hand-offs usually sit.
  var interior: [Double] {
    guard length > 0 else { return [] }
    let count = tolerance.samples
    return (0..<count).map { startTime + length * (Double($0) + 0.37) / Double(count) }
  }

  /// The sample at local time `time`.
  func sample(_ time: Double) -> Sample {
    animation.sample(atLocalTime: time, from: start)
  }
}

/// The Euclidean length of `value`, from its squared magnitude.
func magnitude<Value: Interpolatable>(_ value: Value) -> Double {
  value.magnitudeSquared.squareRoot()
}

/// Whether two samples are the same bits (NaN equal to NaN).
func identical<Value: Interpolatable>(
  _ a: AnimationSample<Value>, _ b: AnimationSample<Value>
) -> Bool {
  identical(a.value, b.value) && identical(a.velocity, b.velocity)
}

/// Whether two times are the same bits (NaN equal to NaN).
func identical(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

/// `value` and `velocity` as a message shows them.
func describe<Value: Interpolatable>(_ sample: AnimationSample<Value>) -> String {
  "(value \(sample.value), velocity \(sample.velocity))"
}
