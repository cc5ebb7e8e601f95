/// A value a tween can interpolate: a vector space over `Double` (TW-2).
///
/// Modelled on SwiftUI's `VectorArithmetic`: values add and subtract component-wise and scale by
/// a real factor. A tween computes
/// `start + (end - start) × f(d)`, so a factor outside [0, 1] extrapolates: an overshooting curve
/// overshoots. ``magnitudeSquared`` measures a difference, for "settled" checks; ``isFinite``
/// lets tweens reject NaN and infinite values on creation.
///
/// ```swift
/// struct Angle: Interpolatable {
///   var radians: Double
///   static let zero = Angle(radians: 0)
///   static func + (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians + r.radians) }
///   static func - (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians - r.radians) }
///   func scaled(by factor: Double) -> Angle { Angle(radians: radians * factor) }
///   var magnitudeSquared: Double { radians * radians }
///   var isFinite: Bool { radians.isFinite }
/// }
/// ```
public protocol Interpolatable: Equatable, Sendable {
  /// The additive identity.
  static var zero: Self { get }
  /// Component-wise sum. O(components).
  static func + (lhs: Self, rhs: Self) -> Self
  /// Component-wise difference. O(components).
  static func - (lhs: Self, rhs: Self) -> Self
  /// The value multiplied by `factor` (component-wise). O(components).
  func scaled(by factor: Double) -> Self
  /// The squared Euclidean length, the sum of the squared components. O(components).
  var magnitudeSquared: Double { get }
  /// Whether every component is finite (neither NaN nor infinite). O(components).
  var isFinite: Bool { get }
}

extension Interpolatable {
  /// `self + (other - self) × amount`: interpolation for `amount` in [0, 1], extrapolation outside.
  ///
  /// Exact at `amount == 0` (returns a value equal to `self`). O(components).
  @inlinable
  public func interpolated(to other: Self, amount: Double) -> Self {
    self + (other - self).scaled(by: amount)
  }
}

extension Double: Interpolatable {
  /// `self × factor`.
  @inlinable
  public func scaled(by factor: Double) -> Double { self * factor }

  /// `self × self`.
  @inlinable
  public var magnitudeSquared: Double { self * self }
}

extension Float: Interpolatable {
  /// `self × factor`, computed in `Float`.
  @inlinable
  public func scaled(by factor: Double) -> Float { self * Float(factor) }

  /// `self × self`, widened to `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}
