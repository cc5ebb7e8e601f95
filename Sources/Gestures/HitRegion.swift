public import MotionStreams

/// A rectangle on screen that gestures are recognized on: a frame and a transform in a parent
/// (GR-3, GR-8). The gesture spec calls it the recognizer's *element*; the type is named for what
/// it is, so that it does not read as `Sequence.Element` or as the runtime's `MotionElement`
/// (the thing being animated). Properties and parameters that hold one keep the spec's name,
/// `element`.
///
/// This is the library's whole hit-region model, kept minimal on purpose:
/// - An element's own coordinate system has its origin at the top-left corner of its bounds
///   (`0…frame.size.width`, `0…frame.size.height`).
/// - ``frame`` places the untransformed element in its parent's coordinate system;
///   ``transform`` is then applied about the frame's center (UIKit's default anchor point).
/// - An element without a ``parent`` sits in the *root space*: the coordinate system pointer
///   events arrive in (a window's, a terminal's, a test's).
///
/// ```swift
/// import MotionGestures
/// import MotionStreams
///
/// let card = HitRegion(frame: Rect(x: 100, y: 50, width: 200, height: 100))
/// let local = card.convertFromRoot(Point(x: 110, y: 60))  // (10, 10)
/// ```
///
/// The parent is fixed at creation, so the hierarchy can never contain a cycle; ``frame`` and
/// ``transform`` may change at any time. MotionRuntime's `MotionElement.bind(_:)` (or
/// `makeHitRegion(in:)`) keeps a region on the element a renderer draws, writing both on every
/// move, turn and resize, so the region is hit where the element is. A child holds its parent
/// strongly; a parent knows nothing of its children. ``PointerRouter`` routes a host's pointer
/// events to the regions they touch.
///
/// Conversions through a singular transform (a zero scale) have no answer: they return a point
/// whose coordinates are NaN rather than a wrong number.
public final class HitRegion {
  /// The untransformed placement in the parent's coordinate system (or root space).
  public var frame: Rect
  /// The transform applied about the frame's center.
  public var transform: AffineTransform
  /// The element this one sits in, or `nil` for an element in root space.
  public let parent: HitRegion?
  /// A name for descriptions and graph output; optional.
  public let name: String?

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - frame: Placement in the parent (or root space); defaults to an empty frame at the origin,
  ///     whose coordinate system equals its parent's.
  ///   - transform: Applied about the frame's center; defaults to `AffineTransform/identity`.
  ///   - parent: The containing element; `nil` places the element in root space.
  ///   - name: A name for descriptions.
  public init(
    frame: Rect = .zero,
    transform: AffineTransform = .identity,
    parent: HitRegion? = nil,
    name: String? = nil
  ) {
    self.frame = frame
    self.transform = transform
    self.parent = parent
    self.name = name
  }

  /// The element's own rectangle in its own coordinates: origin zero, the frame's size.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The transform from this element's coordinates to its parent's. O(1).
  public var transformToParent: AffineTransform {
    let half = Point(x: frame.size.width / 2, y: frame.size.height / 2)
    let center = frame.center
    return AffineTransform(translationX: -half.x, y: -half.y)
      .concatenating(transform)
      .concatenating(AffineTransform(translationX: center.x, y: center.y))
  }

  /// The transform from this element's coordinates to root space. O(depth).
  public var transformToRoot: AffineTransform {
    var result = transformToParent
    var ancestor = parent
    while let current = ancestor {
      result = result.concatenating(current.transformToParent)
      ancestor = current.parent
    }
    return result
  }

  /// Converts a point in this element's coordinates to root space.
  public func convertToRoot(_ point: Point) -> Point {
    transformToRoot.apply(to: point)
  }

  /// Converts a point in root space to this element's coordinates (NaN when singular).
  public func convertFromRoot(_ point: Point) -> Point {
    guard let inverse = transformToRoot.inverted() else { return HitRegion.undefined }
    return inverse.apply(to: point)
  }

  /// Converts a root-space vector (a translation or a velocity) to this element's coordinates:
  /// only the linear parts of the transforms apply (NaN when singular).
  public func convertVectorFromRoot(_ vector: Point) -> Point {
    guard let inverse = transformToRoot.inverted() else { return HitRegion.undefined }
    return inverse.applyLinear(to: vector)
  }

  /// Whether a root-space point falls inside this element's bounds; a hit test for platform layers
  /// that route pointer events to elements.
  public func contains(rootPoint: Point) -> Bool {
    bounds.contains(convertFromRoot(rootPoint))
  }

  /// Converts `point` from the coordinates of `source` to those of `destination`; `nil` stands
  /// for root space (GR-8).
  public static func convert(_ point: Point, from source: HitRegion?, to destination: HitRegion?)
    -> Point
  {
    let root = source?.convertToRoot(point) ?? point
    return destination?.convertFromRoot(root) ?? root
  }

  /// Converts a vector from root space to `destination`'s coordinates; `nil` is root space.
  static func convertVector(_ vector: Point, to destination: HitRegion?) -> Point {
    destination?.convertVectorFromRoot(vector) ?? vector
  }

  /// The answer of a conversion through a singular transform.
  static let undefined = Point(x: .nan, y: .nan)
}
