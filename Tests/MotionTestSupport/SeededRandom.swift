import Foundation

/// SplitMix64 with a fixed seed: a fuzz or property test draws the same cases on every run, and a
/// failure names the seed that reproduces it. Shared by every test target (imports no test
/// framework).
public struct SeededRandom: RandomNumberGenerator {
  /// The generator's state; the next output is derived from it.
  public var state: UInt64

  /// A generator whose sequence is determined by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0).
  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A number in `[0, 1)` with 53 random bits.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A number in `[low, high)`.
  public mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// Whether an event with probability `percent` / 100 happens.
  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// How many cases a fuzz test runs: `ci` by default (a few seconds in total), or the number in
/// the environment variable `MOTION_FUZZ_ITERATIONS` for a longer local run.
///
/// `MOTION_FUZZ_SCALE` (a number above 0) instead multiplies `ci`, never below one case. CI's
/// sanitizer steps set it to 0.25: the plain test run has already tried every case, and a
/// sanitizer needs each fuzzer's code paths, not all of its cases (Docs/Testing.md,
/// "Sanitizers").
public func fuzzIterations(ci: Int) -> Int {
  if let text = ProcessInfo.processInfo.environment["MOTION_FUZZ_ITERATIONS"],
    let count = Int(text), count > 0
  {
    return count
  }
  return fuzzScaled(ci)
}

/// `count` multiplied by `MOTION_FUZZ_SCALE` (a finite number above 0), never below 1; `count`
/// itself when the variable is unset or not such a number. For a long test that is not counted
/// in cases (the soak's frames).
public func fuzzScaled(_ count: Int) -> Int {
  guard let text = ProcessInfo.processInfo.environment["MOTION_FUZZ_SCALE"],
    let scale = Double(text), scale > 0, scale.isFinite
  else { return count }
  return max(1, Int((Double(count) * scale).rounded()))
}
