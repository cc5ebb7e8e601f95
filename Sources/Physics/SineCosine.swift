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
/// The angle is reduced by n = round(2x/π) multiples of π/2, with π/2 split in three parts whose
/// first two have 33 significant bits, so that their products with n (|n| < 2²⁰) are exact and
/// the reduction needs no fused multiply-add (Cody and Waite); n is rounded by adding and
/// subtracting 1.5·2⁵². Both are then evaluated on [−π/4, π/4] by the minimax polynomials of
/// fdlibm's `__kernel_sin` and `__kernel_cos` (error below 2⁻⁵⁸ there), in Estrin's form: the
/// terms are grouped in pairs of powers of r⁴, so that the processor evaluates them side by
/// side instead of in one chain of thirteen dependent multiply-adds. The quadrant picks and
/// signs the results by bit masks, not by a branch a changing angle would mispredict. Plain
/// multiplies and adds only: the default x86-64 target has no fused multiply-add or rounding
/// instruction, so either would be a library call. The result is within a few ulps of the C
/// library's for |x| ≤ 2²⁰, and larger angles (and NaN) go to the C library. Tested against
/// it in `SineCosineTests`.
@inlinable @inline(__always)
func sineCosine(_ x: Double) -> (sine: Double, cosine: Double) {
  guard abs(x) <= 1_048_576 else { return (sin(x), cos(x)) }
  let shifter = 6_755_399_441_055_744.0  // 1.5·2⁵²: adding it rounds to an integer
  let shifted = x * 0.636_619_772_367_581_3 + shifter  // 2x/π
  let n = shifted - shifter
  // π/2 = p1 + p2 + p3 to about 120 bits; p1 and p2 have 33 significant bits.
  let p1 = 1.570_796_326_734_125_6
  let p2 = 6.077_100_506_303_966e-11
  let p3 = 2.022_266_248_795_950_6e-21
  let r = ((x - n * p1) - n * p2) - n * p3
  let z = r * r
  let w = z * z
  // sin r = r + r·z·(S1 + z·S2 + w·(S3 + z·S4) + w²·(S5 + z·S6)).
  let s12 = -1.666_666_666_666_663_243_48e-01 + z * 8.333_333_333_322_489_461_24e-03
  let s34 = -1.984_126_982_985_794_931_34e-04 + z * 2.755_731_370_707_006_767_89e-06
  let s56 = -2.505_076_025_340_686_341_95e-08 + z * 1.589_690_995_211_550_102_21e-10
  let sine = r + (r * z) * (s12 + w * (s34 + w * s56))
  // cos r = 1 − (z/2 − w·(C1 + z·C2 + w·(C3 + z·C4) + w²·(C5 + z·C6))).
  let c12 = 4.166_666_666_666_660_190_37e-02 + z * -1.388_888_888_887_410_957_49e-03
  let c34 = 2.480_158_728_947_672_941_78e-05 + z * -2.755_731_435_139_066_330_35e-07
  let c56 = 2.087_572_321_298_174_827_90e-09 + z * -1.135_964_755_778_819_482_65e-11
  let cosine = 1 - (0.5 * z - w * (c12 + w * (c34 + w * c56)))
  // Quadrant n mod 4 (the low bits of `shifted`): odd quadrants swap sine and cosine; the sine
  // is negated in quadrants 2 and 3, the cosine in quadrants 1 and 2.
  let quadrant = shifted.bitPattern
  let swap = 0 &- (quadrant & 1)
  let sineBits = (cosine.bitPattern & swap) | (sine.bitPattern & ~swap)
  let cosineBits = (sine.bitPattern & swap) | (cosine.bitPattern & ~swap)
  let sineSign = (quadrant & 2) << 62
  let cosineSign = ((quadrant &+ 1) & 2) << 62
  return (
    Double(bitPattern: sineBits ^ sineSign), Double(bitPattern: cosineBits ^ cosineSign)
  )
}
