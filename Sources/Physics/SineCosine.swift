#if canImport(Glibc)
  public import Glibc
#elseif canImport(Musl)
  public import Musl
#elseif canImport(Darwin)
  public import Darwin
#elseif canImport(ucrt)
  public import ucrt
#endif

/// The sine and cosine of one angle together, sharing one argument reduction: the under-damped
/// spring needs both at every sample, and two separate C library calls cost about twice as much.
///
/// The angle is reduced by multiples of π/2 with a three-part π/2 and fused multiply-adds
/// (Cody and Waite), then both are evaluated by their Taylor series on [−π/4, π/4] to the term
/// below 1e-17; the result is within a few ulps of the C library's for |x| ≤ 2²⁰, and larger
/// angles go to the C library. Tested against it in `SineCosineTests`.
@inlinable
func sineCosine(_ x: Double) -> (sine: Double, cosine: Double) {
  guard abs(x) <= 1_048_576 else { return (sin(x), cos(x)) }
  // π/2 = p1 + p2 + p3 to about 160 bits.
  let p1 = 1.570_796_326_794_896_6
  let p2 = 6.123_233_995_736_766e-17
  let p3 = -1.497_384_904_859_169_8e-33
  let quadrant = (x * 0.636_619_772_367_581_3).rounded(.toNearestOrEven)
  var r = x.addingProduct(-quadrant, p1)
  r = r.addingProduct(-quadrant, p2)
  r = r.addingProduct(-quadrant, p3)
  let r2 = r * r
  // sin r = r·(1 − r²/3! + r⁴/5! − …), cos r = 1 − r²/2! + r⁴/4! − …, to r¹⁷ and r¹⁸.
  var s = -1.0 / 355_687_428_096_000  // −1/17!
  s = s * r2 + 1.0 / 1_307_674_368_000  // 1/15!
  s = s * r2 - 1.0 / 6_227_020_800  // 1/13!
  s = s * r2 + 1.0 / 39_916_800  // 1/11!
  s = s * r2 - 1.0 / 362_880  // 1/9!
  s = s * r2 + 1.0 / 5_040  // 1/7!
  s = s * r2 - 1.0 / 120  // 1/5!
  s = s * r2 + 1.0 / 6  // 1/3!
  let sine = r - r * r2 * s
  var c = -1.0 / 6_402_373_705_728_000  // −1/18!
  c = c * r2 + 1.0 / 20_922_789_888_000  // 1/16!
  c = c * r2 - 1.0 / 87_178_291_200  // 1/14!
  c = c * r2 + 1.0 / 479_001_600  // 1/12!
  c = c * r2 - 1.0 / 3_628_800  // 1/10!
  c = c * r2 + 1.0 / 40_320  // 1/8!
  c = c * r2 - 1.0 / 720  // 1/6!
  c = c * r2 + 1.0 / 24  // 1/4!
  c = c * r2 - 0.5  // 1/2!
  let cosine = 1 + r2 * c
  switch Int(quadrant) & 3 {
  case 0: return (sine, cosine)
  case 1: return (cosine, -sine)
  case 2: return (-sine, -cosine)
  default: return (-cosine, sine)
  }
}
