import MotionGestures
public import MotionStreams

/// A minimal, platform-neutral visual element: the target of element interactions.
///
/// Each visual attribute is a `ReactiveProperty` that interactions write and a renderer reads
/// or observes. Custom attributes of any type are created by name with
/// ``property(named:initialValue:)``.
///
/// ```swift
/// import MotionGestures
/// import MotionRuntime
/// import MotionStreams
///
/// let card = MotionElement(
///   name: "card", position: Point(x: 10, y: 20), size: Size(width: 80, height: 120))
/// let pan = PanGestureRecognizer(element: card.makeHitRegion())  // follows the card
/// runtime.add(Draggable(pan), to: card)
/// let rendering = runtime.addAfterFrameObserver { _ in render(card.state) }
/// ```
///
/// ## Hit regions
/// ``makeHitRegion(in:)`` and ``bind(_:)`` keep a gesture `HitRegion` on the element: each write
/// of its position, size, rotation or scale moves the region too, so a touch hits the element
/// where it is drawn and gesture locations are in its current coordinates.
///
/// ## Frame consistency
/// Interactions write during a frame, in the order the runtime delivers frames to them. A
/// renderer that observes properties directly sees each write as it happens; a renderer that
/// reads ``state`` from ``Runtime/addAfterFrameObserver(_:)`` sees exactly one consistent state
/// per frame, after every interaction has written.
///
/// Values are stored as written: the element does not validate them (interactions validate
/// their own input). Not `Sendable`: an element lives on its runtime's thread or queue.
public final class MotionElement {
  /// A name used in graph descriptions (`"card.position"`); `nil` when unnamed.
  public let name: String?
  /// The position of the element's anchor, its center, in its parent's coordinates, in points.
  public let position: ReactiveProperty<Point>
  /// The element's width and height, in points.
  public let size: ReactiveProperty<Size>
  /// The rotation about the anchor (the center), in radians, clockwise positive.
  public let rotation: ReactiveProperty<Double>
  /// The uniform scale about the anchor; 1 is the natural size.
  public let scale: ReactiveProperty<Double>
  /// The opacity, 0 (transparent) to 1 (opaque).
  public let opacity: ReactiveProperty<Double>
  private var custom: [String: AnyObject] = [:]
  /// The bound hit region and the subscriptions that keep it in step; see
  /// ``bind(_:)``.
  var hitRegionBinding: (region: HitRegion, subscriptions: [Subscription])?

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - name: A name for graph descriptions; optional.
  ///   - position: The initial position.
  ///   - size: The initial size.
  ///   - rotation: The initial rotation, in radians.
  ///   - scale: The initial scale.
  ///   - opacity: The initial opacity.
  public init(
    name: String? = nil, position: Point = .zero, size: Size = .zero, rotation: Double = 0,
    scale: Double = 1, opacity: Double = 1
  ) {
    self.name = name
    let prefix = name.map { "\($0)." } ?? ""
    self.position = ReactiveProperty(position, name: prefix + "position")
    self.size = ReactiveProperty(size, name: prefix + "size")
    self.rotation = ReactiveProperty(rotation, name: prefix + "rotation")
    self.scale = ReactiveProperty(scale, name: prefix + "scale")
    self.opacity = ReactiveProperty(opacity, name: prefix + "opacity")
  }

  deinit {
    // A property the app keeps after the element must not keep calling into the binding.
    unbindHitRegion()
  }

  /// The custom property called `name`, created holding `initialValue` on first use.
  ///
  /// Later calls with the same name return the same property and ignore `initialValue`.
  /// O(1) average.
  ///
  /// - Throws: ``MotionElementError/propertyTypeMismatch(name:existing:requested:)`` when a
  ///   property of that name exists with another value type.
  public func property<Value>(named name: String, initialValue: Value) throws(MotionElementError)
    -> ReactiveProperty<Value>
  {
    if let existing = custom[name] {
      guard let property = existing as? ReactiveProperty<Value> else {
        throw .propertyTypeMismatch(
          name: name, existing: String(describing: type(of: existing)),
          requested: String(describing: ReactiveProperty<Value>.self))
      }
      return property
    }
    let prefix = self.name.map { "\($0)." } ?? ""
    let property = ReactiveProperty(initialValue, name: prefix + name)
    custom[name] = property
    return property
  }

  /// The names of the custom properties created so far, sorted.
  public var customPropertyNames: [String] { custom.keys.sorted() }

  /// The current values of the standard properties, read together.
  public var state: State {
    State(
      position: position.value, size: size.value, rotation: rotation.value, scale: scale.value,
      opacity: opacity.value)
  }

  /// One consistent reading of an element's standard properties.
  public struct State: Hashable, Sendable {
    /// The position, in points.
    public var position: Point
    /// The size, in points.
    public var size: Size
    /// The rotation, in radians.
    public var rotation: Double
    /// The scale.
    public var scale: Double
    /// The opacity.
    public var opacity: Double

    /// Creates a state from its values.
    public init(position: Point, size: Size, rotation: Double, scale: Double, opacity: Double) {
      self.position = position
      self.size = size
      self.rotation = rotation
      self.scale = scale
      self.opacity = opacity
    }
  }
}

/// Bad requests to a ``MotionElement``.
public enum MotionElementError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A custom property was requested with a value type other than the one it was created with.
  case propertyTypeMismatch(name: String, existing: String, requested: String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .propertyTypeMismatch(let name, let existing, let requested):
      "custom property \"\(name)\" is a \(existing), not a \(requested)"
    }
  }
}
