public import MotionStreams
public import MotionTween

/// An `Interpolatable` value whose components can be read and written one at a time: what a
/// ``BoundedDecayAnimation`` needs to keep each component within its own bounds (PH-9, PH-11).
///
/// Springs and decays need only a value's vector arithmetic, since every component moves with
/// the same coefficients; a bound is crossed by one component at a time, so bounded motion reads
/// and writes components. `Double`, `Float`, `Point`, `Size`, `Rect`, `Color` and the `SIMD`
/// vectors of floating-point scalars conform; a value type of your own conforms by listing its
/// components in a fixed order.
///
/// ```swift
/// import MotionPhysics
/// import MotionStreams
///
/// var point = Point(x: 3, y: 4)
/// point[component: 1] = 10  // y
/// let count = Point.componentCount  // 2
/// ```
public protocol ComponentwiseInterpolatable: Interpolatable {
  /// The number of components: 1 for a scalar, 2 for a `Point`, 4 for a `Color`.
  static var componentCount: Int { get }
  /// The component at `index`, in `0..<componentCount` (the order is the type's own: x then y,
  /// red, green, blue then alpha…).
  subscript(component index: Int) -> Double { get set }
}

extension Double: ComponentwiseInterpolatable {
  /// 1.
  @inlinable
  public static var componentCount: Int { 1 }
  /// The value itself (the index is not read).
  @inlinable
  public subscript(component index: Int) -> Double {
    get { self }
    set { self = newValue }
  }
}

extension Float: ComponentwiseInterpolatable {
  /// 1.
  @inlinable
  public static var componentCount: Int { 1 }
  /// The value, widened to `Double` (written back rounded to `Float`).
  @inlinable
  public subscript(component index: Int) -> Double {
    get { Double(self) }
    set { self = Float(newValue) }
  }
}

extension Point: ComponentwiseInterpolatable {
  /// 2: x, y.
  @inlinable
  public static var componentCount: Int { 2 }
  /// x (0) or y (1).
  @inlinable
  public subscript(component index: Int) -> Double {
    get { index == 0 ? x : y }
    set { if index == 0 { x = newValue } else { y = newValue } }
  }
}

extension Size: ComponentwiseInterpolatable {
  /// 2: width, height.
  @inlinable
  public static var componentCount: Int { 2 }
  /// width (0) or height (1).
  @inlinable
  public subscript(component index: Int) -> Double {
    get { index == 0 ? width : height }
    set { if index == 0 { width = newValue } else { height = newValue } }
  }
}

extension Rect: ComponentwiseInterpolatable {
  /// 4: origin x, origin y, width, height.
  @inlinable
  public static var componentCount: Int { 4 }
  /// origin.x (0), origin.y (1), size.width (2) or size.height (3).
  @inlinable
  public subscript(component index: Int) -> Double {
    get { index < 2 ? origin[component: index] : size[component: index - 2] }
    set {
      if index < 2 {
        origin[component: index] = newValue
      } else {
        size[component: index - 2] = newValue
      }
    }
  }
}

extension Color: ComponentwiseInterpolatable {
  /// 4: red, green, blue, alpha.
  @inlinable
  public static var componentCount: Int { 4 }
  /// red (0), green (1), blue (2) or alpha (3).
  @inlinable
  public subscript(component index: Int) -> Double {
    get {
      switch index {
      case 0: red
      case 1: green
      case 2: blue
      default: alpha
      }
    }
    set {
      switch index {
      case 0: red = newValue
      case 1: green = newValue
      case 2: blue = newValue
      default: alpha = newValue
      }
    }
  }
}

extension ComponentwiseInterpolatable where Self: SIMD, Scalar: BinaryFloatingPoint {
  /// The vector's scalar count: 2, 3, 4 or 8.
  @inlinable
  public static var componentCount: Int { Self().scalarCount }
  /// The scalar at `index`, as a `Double`.
  @inlinable
  public subscript(component index: Int) -> Double {
    get { Double(self[index]) }
    set { self[index] = Scalar(newValue) }
  }
}

// The conformances take every requirement from the extension above.
extension SIMD2: ComponentwiseInterpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD3: ComponentwiseInterpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD4: ComponentwiseInterpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD8: ComponentwiseInterpolatable where Scalar: BinaryFloatingPoint {}
