import Testing

@testable import MotionPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("The spring's shared sine and cosine")
struct SineCosineTests {
  @Test("PH-1: sineCosine agrees with the C library's sin and cos within a few ulps")
  func agreesWithLibm() {
    var worst = 0.0
    var x = -2000.0
    while x <= 2000 {
      for probe in [x, x.nextUp, Double.pi / 4 * (x / 7).rounded()] {
        let (s, c) = sineCosine(probe)
        worst = max(worst, abs(s - sin(probe)), abs(c - cos(probe)))
      }
      x += 0.0137
    }
    for probe in [0, 1e-300, -1e-20, Double.pi / 2, Double.pi, 1e5 + 0.3, 1_048_576, 2e6, -3e7] {
      let (s, c) = sineCosine(probe)
      worst = max(worst, abs(s - sin(probe)), abs(c - cos(probe)))
    }
    #expect(worst <= 4.5e-16)
  }
}
