import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// The classification reduced motion rests on (record 0034): what is spatial, what is an effect,
/// and what one motion becomes, as pure functions an exporter can call too.
@Suite("Reduced motion: roles and the policy")
struct MotionRoleTests {
  @Test("a property's name says its role after its last dot, ASCII case-insensitively")
  func namedRoles() {
    let effects = [
      "opacity", "card.opacity", "Opacity", "alpha", "card.ALPHA", "color", "backgroundColor",
      "tile.borderColour", "a.b.tintColor",
    ]
    let spatial = [
      "position", "card.position", "x", "y", "width", "height", "size", "scale", "scaleX",
      "rotation", "rotate", "card.rotationZ", "translate", "translateY", "translation", "offset",
      "sheet.offsetY",
    ]
    for name in effects { #expect(MotionRole(propertyNamed: name) == .effects, "\(name)") }
    for name in spatial { #expect(MotionRole(propertyNamed: name) == .spatial, "\(name)") }
  }

  @Test(
    "bad or silent names say nothing: empty, a trailing dot, other words, non-ASCII look-alikes")
  func silentNames() {
    let silent = [
      "", ".", "card.", "progress", "elevation", "blur", "opacityx", "xy", "colors", "card..",
      "ｏｐａｃｉｔｙ", "pösition", String(repeating: "z", count: 10_000),
    ]
    for name in silent { #expect(MotionRole(propertyNamed: name) == nil, "\(name.prefix(20))") }
    // A word that only contains a spatial prefix later on says nothing; one that starts with it
    // is spatial (`positionX`), one that ends with "color" is an effect even after a dot.
    #expect(MotionRole(propertyNamed: "deposition") == nil)
    #expect(MotionRole(propertyNamed: "positionX") == .spatial)
    #expect(MotionRole(propertyNamed: "position.color") == .effects)
    #expect(MotionRole(propertyNamed: "opacity.position") == .spatial)
  }

  @Test("PH-3: the M3 effects presets are effects, the spatial ones and 2017's are spatial")
  func presetRoles() throws {
    let effects: [SpringParameters] = [
      .standardFastEffects, .standardDefaultEffects, .standardSlowEffects,
      .expressiveFastEffects, .expressiveDefaultEffects, .expressiveSlowEffects,
    ]
    let spatial: [SpringParameters] = [
      .standardFastSpatial, .standardDefaultSpatial, .standardSlowSpatial,
      .expressiveFastSpatial, .expressiveDefaultSpatial, .expressiveSlowSpatial,
      .materialMotion2017,
    ]
    for parameters in effects { #expect(MotionRole(spring: parameters) == .effects) }
    for parameters in spatial { #expect(MotionRole(spring: parameters) == .spatial) }
    for name in SpringParameters.presetNames {
      let parameters = try #require(SpringParameters.preset(named: name))
      #expect(MotionRole(spring: parameters) == (name.hasSuffix("effects") ? .effects : .spatial))
    }
    // A spring of one's own says nothing, even critically damped like the effects presets.
    let own = try SpringParameters(stiffness: 2500, damping: 100)
    #expect(own.dampingRatio == 1 && MotionRole(spring: own) == nil)
  }

  @Test("inferred: the property first, then the spring preset, then spatial")
  func inference() {
    #expect(
      MotionRole.inferred(propertyNamed: "opacity", spring: .expressiveFastSpatial) == .effects)
    #expect(
      MotionRole.inferred(propertyNamed: "position", spring: .standardFastEffects) == .spatial)
    #expect(MotionRole.inferred(propertyNamed: "glow", spring: .standardFastEffects) == .effects)
    #expect(MotionRole.inferred(propertyNamed: "glow", spring: .standardFastSpatial) == .spatial)
    #expect(MotionRole.inferred(propertyNamed: "glow") == .spatial)
    #expect(MotionRole.inferred(propertyNamed: nil) == .spatial)
    #expect(MotionRole.inferred(propertyNamed: nil, spring: .standardSlowEffects) == .effects)
  }

  @Test("a property's value type comes before its name: Color effects, Point and Size spatial")
  func propertyRoles() {
    #expect(
      MotionRole.role(of: ReactiveProperty(Color(red: 1, green: 0, blue: 0), name: "x")) == .effects
    )
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(
      MotionRole.role(of: ReactiveProperty(InterpolatedColor<OklabSpace>(red), name: "x"))
        == .effects)
    #expect(
      MotionRole.role(of: ReactiveProperty(InterpolatedColor<LinearSRGBSpace>(red))) == .effects)
    #expect(MotionRole.role(of: ReactiveProperty(Point.zero, name: "opacity")) == .spatial)
    #expect(MotionRole.role(of: ReactiveProperty(Size(width: 1, height: 1))) == .spatial)
    #expect(MotionRole.role(of: ReactiveProperty(0.5, name: "card.opacity")) == .effects)
    #expect(MotionRole.role(of: ReactiveProperty(0.5, name: "progress")) == nil)
    #expect(MotionRole.role(of: ReactiveProperty(0.5)) == nil)
    let card = MotionElement(name: "card")
    #expect(MotionRole.role(of: card.position) == .spatial)
    #expect(MotionRole.role(of: card.size) == .spatial)
    #expect(MotionRole.role(of: card.rotation) == .spatial)
    #expect(MotionRole.role(of: card.scale) == .spatial)
    #expect(MotionRole.role(of: card.opacity) == .effects)
    #expect(MotionRole.role(of: MotionElement().opacity) == .effects)  // unnamed: "opacity"
  }

  @Test("the policy: Material's by default, overrides first, nothing reduced unless reducing")
  func policy() {
    let material = ReducedMotionPolicy.material
    #expect(material == ReducedMotionPolicy(spatial: .instant, effects: .plays))
    #expect(material.treatment(of: .spatial) == .instant)
    #expect(material.treatment(of: .effects) == .plays)
    for role in MotionRole.allCases {
      #expect(material.treatment(of: role, reducing: false) == .plays)
      #expect(material.treatment(of: role, override: .essential, reducing: true) == .plays)
      #expect(
        material.treatment(
          of: role, override: ReducedMotionOverride(reduces: true), reducing: false)
          == material.treatment(of: role))
    }
    #expect(material.treatment(of: .spatial, reducing: true) == .instant)
    #expect(material.treatment(of: .spatial, override: .role(.effects), reducing: true) == .plays)
    #expect(material.treatment(of: .effects, override: .role(.spatial), reducing: true) == .instant)
    #expect(material.treatment(of: .effects, override: .role(.spatial), reducing: false) == .plays)
    // A policy of one's own: nothing moves at all.
    let still = ReducedMotionPolicy(spatial: .instant, effects: .instant)
    #expect(still.treatment(of: .effects, reducing: true) == .instant)
    #expect(ReducedMotionOverride.automatic == ReducedMotionOverride(role: nil, reduces: nil))
    #expect(ReducedMotionOverride.role(.effects).reduces == nil)
  }
}
