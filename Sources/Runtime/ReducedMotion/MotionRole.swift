public import MotionPhysics
public import MotionStreams
import MotionTween

/// What a motion does to what the user sees, as Material 3's motion scheme divides it: the one
/// fact reduced motion needs (<doc:ReducedMotion>).
///
/// - ``spatial``: the motion moves something — position, size, scale, rotation, shape — and may
///   overshoot (M3's "spatial" springs). Under reduced motion it becomes an instant change
///   (``ReducedMotionPolicy/material``).
/// - ``effects``: the motion changes how something looks where it is — opacity, colour — and
///   never overshoots (M3's "effects" springs). Under reduced motion it plays unchanged.
///
/// An app gives a motion's role with ``ReducedMotionOverride/role(_:)``; otherwise it is
/// inferred (``inferred(propertyNamed:spring:)``): from the property, then from the spring
/// preset, and spatial when neither says. The inference is a pure function of names and
/// parameters, so an exporter of motion documents reaches the same answer as the runtime.
///
/// ```swift
/// import MotionPhysics
/// import MotionRuntime
///
/// let slide = MotionRole.inferred(propertyNamed: "card.position")  // .spatial
/// let fade = MotionRole.inferred(propertyNamed: "card.opacity")  // .effects
/// let glow = MotionRole.inferred(propertyNamed: "glow", spring: .standardFastEffects)  // .effects
/// let other = MotionRole.inferred(propertyNamed: "progress")  // .spatial: nothing says otherwise
/// ```
public enum MotionRole: String, Hashable, Sendable, CaseIterable {
  /// Motion that moves something: position, size, scale, rotation.
  case spatial
  /// Motion that changes how something looks in place: opacity, colour.
  case effects

  /// The role a property's name says, or `nil` when it says neither.
  ///
  /// The name is read after its last `.` (a ``MotionElement`` names its properties
  /// `"card.position"`), ASCII case-insensitively:
  /// - **effects**: `opacity`, `alpha`, or any name ending in `color` or `colour`
  ///   (`backgroundColor`);
  /// - **spatial**: `x`, `y`, `width`, `height`, or any name starting with `position`,
  ///   `translat` (`translate`, `translation`, `translateX`), `scale`, `rotat` (`rotate`,
  ///   `rotation`), `size` or `offset` — the CSS and ``MotionElement`` spellings.
  ///
  /// An empty name (or one ending in `.`) says nothing. O(length of the name).
  public init?(propertyNamed name: String) {
    let last = name.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
    let word = String(last).lowercased()
    if word == "opacity" || word == "alpha" || word.hasSuffix("color") || word.hasSuffix("colour") {
      self = .effects
      return
    }
    let exact = ["x", "y", "width", "height"]
    let prefixes = ["position", "translat", "scale", "rotat", "size", "offset"]
    guard exact.contains(word) || prefixes.contains(where: { word.hasPrefix($0) }) else {
      return nil
    }
    self = .spatial
  }

  /// The role of a Material 3 spring preset (PH-3), or `nil` for any other parameters.
  ///
  /// The three effects presets (damping ratio 1, stiffness 3800, 1600, 800; the same in both
  /// schemes) are ``effects``; the six spatial presets of the standard and expressive schemes
  /// and `SpringParameters.materialMotion2017` are ``spatial``. Parameters are compared
  /// exactly: a spring of your own says nothing, whatever its damping.
  public init?(spring parameters: SpringParameters) {
    let effects: [SpringParameters] = [
      .standardFastEffects, .standardDefaultEffects, .standardSlowEffects,
    ]
    let spatial: [SpringParameters] = [
      .standardFastSpatial, .standardDefaultSpatial, .standardSlowSpatial,
      .expressiveFastSpatial, .expressiveDefaultSpatial, .expressiveSlowSpatial,
      .materialMotion2017,
    ]
    if effects.contains(parameters) {
      self = .effects
    } else if spatial.contains(parameters) {
      self = .spatial
    } else {
      return nil
    }
  }

  /// The role of a motion whose app gave none: the property's name's
  /// (``init(propertyNamed:)``), else the spring preset's (``init(spring:)``), else
  /// ``spatial`` — when nothing says, reducing is the safer mistake for someone who asked for
  /// less motion.
  ///
  /// The property comes first: an effects spring that moves a position still moves something.
  public static func inferred(propertyNamed name: String?, spring: SpringParameters? = nil)
    -> MotionRole
  {
    name.flatMap(MotionRole.init(propertyNamed:)) ?? spring.flatMap(MotionRole.init(spring:))
      ?? .spatial
  }

  /// The role `property` says: its value type's (a `Color` or an `InterpolatedColor` in any
  /// space is ``effects``; a `Point` or a `Size` is ``spatial``), else its name's
  /// (``init(propertyNamed:)``); `nil` when neither says.
  public static func role<Value>(of property: ReactiveProperty<Value>) -> MotionRole? {
    if Value.self is any ColorValue.Type { return .effects }
    if Value.self == Point.self || Value.self == Size.self { return .spatial }
    return property.name.flatMap(MotionRole.init(propertyNamed:))
  }
}

/// The colour value types: their role is ``MotionRole/effects`` whatever the property's name.
protocol ColorValue {}
extension Color: ColorValue {}
extension InterpolatedColor: ColorValue {}
