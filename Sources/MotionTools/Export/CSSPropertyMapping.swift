/// Which real CSS properties an export derives from the registered custom properties
/// (Docs/Export.md, "The mapping").
///
/// Every document property `P` is animated as the custom property `--P` (a `<number>`); these
/// names also drive a real property:
///
/// | document property | declaration |
/// | --- | --- |
/// | `x`, `y` (px) | `translate: calc(var(--x) * 1px) calc(var(--y) * 1px)` (a missing one is `0px`) |
/// | `scale` | `scale: var(--scale)` |
/// | `rotate` or `rotation` (degrees) | `rotate: calc(var(--rotate) * 1deg)` |
/// | `opacity` | `opacity: var(--opacity)` |
///
/// Any other numeric property stays a registered custom property, for the page's own CSS to
/// use (`width: calc(var(--progress) * 1%)`). In an animated SVG, a name `E-P` with `P` one of
/// the names above belongs to the shape `E` (`card-x`, `card-opacity`); see
/// ``elements(_:)``.
package enum CSSPropertyMapping {
  /// The names that drive a real property, without an element prefix.
  package static let mapped = ["x", "y", "scale", "rotate", "rotation", "opacity"]

  /// The declarations for an element whose properties are `names` (each `prefix + mapped
  /// name`), in a fixed order: translate, scale, rotate, opacity.
  package static func declarations(for names: Set<String>, prefix: String = "")
    -> [(property: String, value: String)]
  {
    func has(_ name: String) -> Bool { names.contains(prefix + name) }
    func variable(_ name: String) -> String { "var(--\(prefix + name))" }
    var declarations: [(String, String)] = []
    if has("x") || has("y") {
      let x = has("x") ? "calc(\(variable("x")) * 1px)" : "0px"
      let y = has("y") ? "calc(\(variable("y")) * 1px)" : "0px"
      declarations.append(("translate", "\(x) \(y)"))
    }
    if has("scale") { declarations.append(("scale", variable("scale"))) }
    if let rotation = ["rotate", "rotation"].first(where: has) {
      declarations.append(("rotate", "calc(\(variable(rotation)) * 1deg)"))
    }
    if has("opacity") { declarations.append(("opacity", variable("opacity"))) }
    return declarations
  }

  /// The names of `names` that drive a real property of the element with `prefix`.
  package static func drives(_ names: Set<String>, prefix: String = "") -> Set<String> {
    var used = Set(["x", "y", "scale", "opacity"].map { prefix + $0 }.filter(names.contains))
    if let rotation = ["rotate", "rotation"].first(where: { names.contains(prefix + $0) }) {
      used.insert(prefix + rotation)
    }
    return used
  }

  /// The shapes of an animated scene: the element without a prefix (named `""`) for the bare
  /// mapped names, and one element `E` for each `E-P` with `P` mapped; each with the names
  /// that belong to it, sorted by element.
  package static func elements(_ names: [String]) -> [(element: String, names: Set<String>)] {
    var groups: [String: Set<String>] = [:]
    for name in names {
      if mapped.contains(name) {
        groups["", default: []].insert(name)
      } else if let dash = name.lastIndex(of: "-"), dash != name.startIndex,
        mapped.contains(String(name[name.index(after: dash)...]))
      {
        groups[String(name[..<dash]), default: []].insert(name)
      }
    }
    return groups.keys.sorted().map { ($0, groups[$0]!) }
  }
}
