import Foundation

/// SplitMix64: a tiny generator with a fixed seed, so a fuzz case is the same on every run and a
/// failure names the seed that reproduces it.
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

  /// Whether an event with probability `percent` / 100 happens.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// How many cases a fuzz test runs: `ci` by default (a few seconds in total), or the number in
/// the environment variable `MOTION_FUZZ_ITERATIONS` for a longer local run.
func fuzzIterations(ci: Int) -> Int {
  guard let text = ProcessInfo.processInfo.environment["MOTION_FUZZ_ITERATIONS"],
    let count = Int(text), count > 0
  else { return ci }
  return count
}

/// A stable hash of a few numbers (SplitMix64's finaliser): decisions taken inside observers
/// depend only on what the observer saw, so a reference run makes the same decisions.
func mix(_ values: UInt64...) -> UInt64 {
  var z: UInt64 = 0x1234_5678_9ABC_DEF0
  for value in values {
    z = (z ^ value) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
  }
  return z
}
