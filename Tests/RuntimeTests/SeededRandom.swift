import Foundation

/// SplitMix64 with a fixed seed: a fuzz case is the same on every run.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A number in `[low, high)`.
  mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * Double(next() >> 11) / Double(1 << 53)
  }
}

/// How many cases a fuzz test runs: `ci` by default (a few seconds in total), or the number in
/// the environment variable `MOTION_FUZZ_ITERATIONS` for a longer local run.
func fuzzIterations(ci: Int) -> Int {
  guard let text = ProcessInfo.processInfo.environment["MOTION_FUZZ_ITERATIONS"],
    let count = Int(text), count > 0
  else { return ci }
  return count
}
