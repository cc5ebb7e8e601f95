/// An unevaluated sum `hi + lo` of two doubles (about 106 significant bits), used only while a
/// ``CubicBezier`` prepares its constants so that they carry no rounding error that the solver
/// would amplify near flat spots. Not used per evaluation.
struct DoubleDouble {
  var hi: Double
  var lo: Double

  init(_ value: Double) {
    hi = value
    lo = 0
  }

  init(hi: Double, lo: Double) {
    self.hi = hi
    self.lo = lo
  }

  /// The nearest double.
  var value: Double { hi + lo }

  /// Exact sum of two doubles (Knuth's TwoSum).
  static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bb = s - a
    let e = (a - (s - bb)) + (b - bb)
    return DoubleDouble(hi: s, lo: e)
  }

  /// Exact product of two doubles (with a fused multiply-add).
  static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    let e = (-p).addingProduct(a, b)
    return DoubleDouble(hi: p, lo: e)
  }

  static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let s = twoSum(x.hi, y.hi)
    let t = twoSum(x.lo, y.lo)
    let first = twoSum(s.hi, s.lo + t.hi)
    return twoSum(first.hi, first.lo + t.lo)
  }

  static prefix func - (x: DoubleDouble) -> DoubleDouble {
    DoubleDouble(hi: -x.hi, lo: -x.lo)
  }

  static func - (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble { x + (-y) }

  static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let p = twoProduct(x.hi, y.hi)
    let cross = x.hi * y.lo + x.lo * y.hi
    return twoSum(p.hi, p.lo + cross)
  }

  static func * (x: Double, y: DoubleDouble) -> DoubleDouble { DoubleDouble(x) * y }
}
