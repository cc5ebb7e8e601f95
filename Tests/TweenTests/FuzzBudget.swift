import Foundation

/// How many cases a fuzz test runs: `ci` by default (a few seconds in total), or the number in
/// the environment variable `MOTION_FUZZ_ITERATIONS` for a longer local run.
func fuzzIterations(ci: Int) -> Int {
  guard let text = ProcessInfo.processInfo.environment["MOTION_FUZZ_ITERATIONS"],
    let count = Int(text), count > 0
  else { return ci }
  return count
}

extension SplitMix {
  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A number in `[low, high)`.
  mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * Double(next() >> 11) / Double(1 << 53)
  }
}
