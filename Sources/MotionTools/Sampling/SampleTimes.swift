/// The sample times of `motion sample`: the `--at` list, the `--every`/`--until` grid, or the
/// document's own `samples`, validated.
package enum SampleTimes {
  /// The most samples `--every`/`--until` may ask for.
  package static let limit = 1_000_000

  /// The times to sample, in milliseconds, in the order given.
  package static func times(
    at: [Double]?, every: Double?, until: Double?, document: MotionDocument
  ) throws(InputError) -> [Double] {
    if at != nil && every != nil { throw InputError("--at and --every: give one or the other") }
    if let at { return at }
    if let every {
      guard let until else { throw InputError("--every: needs --until MS") }
      guard every > 0 else { throw InputError("--every: must be positive, got \(every)") }
      guard until >= 0 else { throw InputError("--until: must not be negative, got \(until)") }
      guard until / every < Double(limit) else {
        throw InputError("--every: more than a million samples up to --until")
      }
      return (0...Int((until / every).rounded(.down))).map { Double($0) * every }
    }
    if until != nil { throw InputError("--until: needs --every MS") }
    guard let samples = document.samples else {
      throw InputError("samples: missing from the document (or give --at or --every)")
    }
    return samples
  }
}
