// SIMD vectors of floating-point scalars interpolate component-wise.

extension Interpolatable where Self: SIMD, Scalar: BinaryFloatingPoint {
  /// Every component multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> Self { self * Scalar(factor) }

  /// The sum of the squared components, in `Double`.
  @inlinable
  public var magnitudeSquared: Double { simdMagnitudeSquared(self) }

  /// Whether every component is finite.
  @inlinable
  public var isFinite: Bool { simdIsFinite(self) }
}

// The conformances take every requirement from the extension above.
extension SIMD2: Interpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD3: Interpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD4: Interpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD8: Interpolatable where Scalar: BinaryFloatingPoint {}

@inlinable
func simdMagnitudeSquared<V: SIMD>(_ vector: V) -> Double where V.Scalar: BinaryFloatingPoint {
  var sum = 0.0
  for index in vector.indices {
    let component = Double(vector[index])
    sum += component * component
  }
  return sum
}

@inlinable
func simdIsFinite<V: SIMD>(_ vector: V) -> Bool where V.Scalar: BinaryFloatingPoint {
  for index in vector.indices where !vector[index].isFinite {
    return false
  }
  return true
}
