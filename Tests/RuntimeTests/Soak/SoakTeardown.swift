/// The writes a session's observers see while the session is let go of (its runtime first,
/// then its cards): letting go of the runtime must leave every value as it was.
final class SoakTeardown {
  var isTearingDown = false
  private(set) var writes: [String] = []
  /// Of those, the writes that changed the value.
  private(set) var changes: [String] = []
  private var last: [String: Double] = [:]

  func saw(_ name: String, _ value: Double) {
    if isTearingDown {
      writes.append("\(name) = \(value)")
      if last[name] != value { changes.append("\(name): \(last[name] ?? .nan) -> \(value)") }
    }
    last[name] = value
  }
}
