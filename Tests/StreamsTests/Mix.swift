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
