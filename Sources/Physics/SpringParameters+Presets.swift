extension SpringParameters {
  // Material 3 motion scheme tokens (PH-3): (damping ratio, stiffness), mass 1. Spatial springs
  // move position, size and shape and may overshoot; effects springs (ratio 1, never
  // overshooting) animate colour and opacity, and are the same in both schemes.

  /// Material 3 standard scheme, fast spatial spring: damping ratio 0.9, stiffness 1400 (PH-3).
  public static let standardFastSpatial = SpringParameters(ratio: 0.9, stiffness: 1400)
  /// Material 3 standard scheme, default spatial spring: damping ratio 0.9, stiffness 700 (PH-3).
  public static let standardDefaultSpatial = SpringParameters(ratio: 0.9, stiffness: 700)
  /// Material 3 standard scheme, slow spatial spring: damping ratio 0.9, stiffness 300 (PH-3).
  public static let standardSlowSpatial = SpringParameters(ratio: 0.9, stiffness: 300)
  /// Material 3 expressive scheme, fast spatial spring: damping ratio 0.6, stiffness 800 (PH-3).
  public static let expressiveFastSpatial = SpringParameters(ratio: 0.6, stiffness: 800)
  /// Material 3 expressive scheme, default spatial spring: damping ratio 0.8, stiffness 380
  /// (PH-3).
  public static let expressiveDefaultSpatial = SpringParameters(ratio: 0.8, stiffness: 380)
  /// Material 3 expressive scheme, slow spatial spring: damping ratio 0.8, stiffness 200 (PH-3).
  public static let expressiveSlowSpatial = SpringParameters(ratio: 0.8, stiffness: 200)
  /// Material 3 fast effects spring (both schemes): damping ratio 1, stiffness 3800 (PH-3).
  public static let standardFastEffects = SpringParameters(ratio: 1, stiffness: 3800)
  /// Material 3 default effects spring (both schemes): damping ratio 1, stiffness 1600 (PH-3).
  public static let standardDefaultEffects = SpringParameters(ratio: 1, stiffness: 1600)
  /// Material 3 slow effects spring (both schemes): damping ratio 1, stiffness 800 (PH-3).
  public static let standardSlowEffects = SpringParameters(ratio: 1, stiffness: 800)
  /// The expressive scheme's fast effects spring: the same as ``standardFastEffects`` (PH-3).
  public static let expressiveFastEffects = standardFastEffects
  /// The expressive scheme's default effects spring: the same as ``standardDefaultEffects``
  /// (PH-3).
  public static let expressiveDefaultEffects = standardDefaultEffects
  /// The expressive scheme's slow effects spring: the same as ``standardSlowEffects`` (PH-3).
  public static let expressiveSlowEffects = standardSlowEffects
  /// Material Motion's 2017 default spring: stiffness 342, damping 30, mass 1 (ratio about
  /// 0.81) (PH-3).
  public static let materialMotion2017 = SpringParameters(
    uncheckedMass: 1, stiffness: 342, damping: 30)

  /// The named spring for a preset name as motion documents spell it (PH-3, PH-14):
  /// `standard-fast-spatial` … `expressive-slow-effects` (scheme, speed, kind) and
  /// `material-motion-2017`; `nil` for any other name.
  public static func preset(named name: String) -> SpringParameters? {
    presets[name]
  }

  /// Every preset name of ``preset(named:)``, sorted.
  public static var presetNames: [String] { presets.keys.sorted() }

  private static let presets: [String: SpringParameters] = [
    "standard-fast-spatial": standardFastSpatial,
    "standard-default-spatial": standardDefaultSpatial,
    "standard-slow-spatial": standardSlowSpatial,
    "standard-fast-effects": standardFastEffects,
    "standard-default-effects": standardDefaultEffects,
    "standard-slow-effects": standardSlowEffects,
    "expressive-fast-spatial": expressiveFastSpatial,
    "expressive-default-spatial": expressiveDefaultSpatial,
    "expressive-slow-spatial": expressiveSlowSpatial,
    "expressive-fast-effects": expressiveFastEffects,
    "expressive-default-effects": expressiveDefaultEffects,
    "expressive-slow-effects": expressiveSlowEffects,
    "material-motion-2017": materialMotion2017,
  ]

  /// A token spring: mass 1, c = 2ζ√k.
  private init(ratio: Double, stiffness: Double) {
    self.init(uncheckedMass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
  }
}
