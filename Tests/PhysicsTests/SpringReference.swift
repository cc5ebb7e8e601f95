import MotionPhysics

#if arch(x86_64) && !os(Windows)
  /// An extended-precision reference for the spring, independent of the closed forms under test:
  /// the matrix exponential of the oscillator's first-order system, in Float80 (64-bit
  /// significand), by scaling and squaring a 40-term Taylor series.
  ///
  /// In the time τ = ω·t and the state (y, u) = (x − to, v/ω), the system is
  /// (y, u)′ = M·(y, u) with M = [[0, 1], [−1, −2ζ]], whatever the regime: no eigenvalues, no
  /// square root of ζ² − 1, so nothing cancels near critical damping. Each squaring adds a few
  /// Float80 roundings (about 1e-19), far below the 1e-12 the tests check.
  struct SpringReference {
    let omega: Float80
    let zeta: Float80

    init(_ parameters: SpringParameters) {
      let (m, k, c) = (
        Float80(parameters.mass), Float80(parameters.stiffness), Float80(parameters.damping)
      )
      omega = (k / m).squareRoot()
      zeta = c / (2 * (k * m).squareRoot())
    }

    /// (x − to, v) at `time` for a spring started `offset` away with `velocity`.
    func state(atTime time: Double, offset: Double, velocity: Double) -> (Float80, Float80) {
      let tau = omega * Float80(time)
      let norm = 2 + 2 * zeta
      var h = tau
      var squarings = 0
      while h * norm > 0.125 {
        h /= 2
        squarings += 1
      }
      // exp(M·h) by Taylor series.
      let a = Matrix(a: 0, b: h, c: -h, d: -2 * zeta * h)
      var sum = Matrix(a: 1, b: 0, c: 0, d: 1)
      var term = sum
      for n in 1...40 {
        term = (term * a).divided(by: Float80(n))
        sum = sum + term
      }
      for _ in 0..<squarings { sum = sum * sum }
      let y0 = Float80(offset)
      let u0 = Float80(velocity) / omega
      let y = sum.a * y0 + sum.b * u0
      let u = sum.c * y0 + sum.d * u0
      return (y, u * omega)
    }

    /// A 2×2 matrix [[a, b], [c, d]].
    struct Matrix {
      var a, b, c, d: Float80

      static func * (l: Matrix, r: Matrix) -> Matrix {
        Matrix(
          a: l.a * r.a + l.b * r.c, b: l.a * r.b + l.b * r.d,
          c: l.c * r.a + l.d * r.c, d: l.c * r.b + l.d * r.d)
      }

      static func + (l: Matrix, r: Matrix) -> Matrix {
        Matrix(a: l.a + r.a, b: l.b + r.b, c: l.c + r.c, d: l.d + r.d)
      }

      func divided(by n: Float80) -> Matrix { Matrix(a: a / n, b: b / n, c: c / n, d: d / n) }
    }
  }
#endif

/// A naive integrator for the fuzz tests: classic Runge–Kutta on m·x″ + c·x′ + k·(x − to) = 0,
/// with a fixed small step. Accurate to about 1e-9 of the scale with the steps the tests use.
struct SpringIntegrator {
  var value: Double
  var velocity: Double

  mutating func step(_ h: Double, parameters p: SpringParameters, to destination: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double {
      -(p.stiffness * (x - destination) + p.damping * v) / p.mass
    }
    let (x, v) = (value, velocity)
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = acceleration(x + h * k3x, v + h * k3v)
    value = x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    velocity = v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
}
