import MotionTween

/// A tween object's Web Animations timing fields, as `element.animate()` names them:
/// `iterations`, `iterationStart`, `direction` and `easing` (the effect's), and the
/// `playbackRate` of the animation that plays it (Docs/MotionDocument.md, record 0043).
///
/// JSON has no infinity, so an infinite count is the string `"infinite"` (CSS's
/// `animation-iteration-count` keyword) or `"Infinity"` (what the Web Animations export writes:
/// JavaScript's `Number("Infinity")`, which `element.animate()` reads as `Infinity`).
struct TimingFields {
  /// The fields, in the order a tween object's error list names them.
  static let names = ["iterations", "iterationStart", "direction", "easing", "playbackRate"]

  /// The iteration count, start, direction and effect easing.
  var timing: IterationTiming
  /// The rate the tween plays at on the document's timeline: any finite number.
  var playbackRate: Double

  /// Reads the fields of `fields`; each is optional (1, 0, `"normal"`, `"linear"`, 1).
  init(_ fields: JSONFields) throws(InputError) {
    let path = fields.path
    let iterations = try Self.iterations(fields)
    let iterationStart = try fields.optionalNumber("iterationStart") ?? 0
    guard iterationStart >= 0 else {
      throw InputError(
        at: path.appending("iterationStart"), "must not be negative, got \(iterationStart)")
    }
    var direction = PlaybackDirection.normal
    if let value = fields.optional("direction") {
      let at = path.appending("direction")
      let keywords = PlaybackDirection.allCases.map { "\"\($0.rawValue)\"" }
      guard case .string(let text) = value, let parsed = PlaybackDirection(rawValue: text) else {
        let found = if case .string(let text) = value { "\"\(text)\"" } else { value.kind }
        throw InputError(
          at: at, "must be one of \(keywords.joined(separator: ", ")), got \(found)")
      }
      direction = parsed
    }
    var easing = TimingFunction.linear
    if let value = fields.optional("easing") {
      let at = path.appending("easing")
      guard case .string(let text) = value else {
        throw InputError(at: at, "must be a string such as \"ease\", got \(value.kind)")
      }
      do {
        easing = try TimingFunction(css: text)
      } catch {
        throw InputError(at: at, error.description)
      }
    }
    playbackRate = try fields.optionalNumber("playbackRate") ?? 1
    do {
      timing = try IterationTiming(
        iterations: iterations, iterationStart: iterationStart, direction: direction,
        easing: easing)
    } catch {
      // Both fields were checked above; a timing the tween refuses is reported on its field.
      throw InputError(at: path.appending("iterations"), error.description)
    }
  }

  /// `iterations`: a number ≥ 0, or `"infinite"` / `"Infinity"`; 1 when absent.
  private static func iterations(_ fields: JSONFields) throws(InputError) -> Double {
    guard let value = fields.optional("iterations") else { return 1 }
    let at = fields.path.appending("iterations")
    if case .string(let text) = value {
      guard text == "infinite" || text == "Infinity" else {
        throw InputError(
          at: at, "must be a number ≥ 0 or \"infinite\", got \"\(text)\"")
      }
      return .infinity
    }
    guard case .number = value else {
      throw InputError(at: at, "must be a number ≥ 0 or \"infinite\", got \(value.kind)")
    }
    let count = try JSONFields.number(value, at: at)
    guard count >= 0 else { throw InputError(at: at, "must not be negative, got \(count)") }
    return count
  }
}
