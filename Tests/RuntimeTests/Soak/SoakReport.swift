/// What a soak found: its failures by kind, and the figures it measured.
struct SoakReport {
  /// What a check found wrong.
  enum Failure: String, CaseIterable, Sendable {
    /// A value written or shown was NaN or infinite.
    case nonFinite = "non-finite"
    /// A model card showed something else than the naive precedence model says.
    case precedence
    /// More live objects (or open connections, or heap bytes) than the start plus a constant.
    case held
    /// Something still moved when the session ended and had had time to settle.
    case rest
    /// An object the session made was still alive after the session let go of everything.
    case freed
    /// A value was written while the session was let go of.
    case teardown
    /// The session could not build an interaction it meant to (a test defect).
    case error
  }

  /// The frames run, the final settle included.
  var frames = 0
  /// The frames the final settle took to come to rest.
  var settleFrames = 0
  /// Values compared with the precedence model.
  var compared = 0
  /// Frames in which each kind of motion was under way (`model drag`, `physics drag`, `toss
  /// spring`, `scale spring`, `opacity spring`), so that a test can tell that the session did
  /// what it claims (a soak whose drags never began would pass every other check).
  var coverage: [String: Int] = [:]
  /// How many failures of each kind; the first few messages of each are in ``messages``.
  var counts: [Failure: Int] = [:]
  var messages: [String] = []
  /// Live objects and open connections at the end of the warm-up, and the most seen after it.
  var startAlive = 0
  var peakAlive = 0
  var startConnections = 0
  var peakConnections = 0
  /// Heap bytes in use at the end of the warm-up and the most seen after it, when measured.
  var startBytes: Int?
  var peakBytes: Int?

  /// The kinds of failure found.
  var kinds: Set<Failure> { Set(counts.keys) }

  mutating func fail(_ kind: Failure, _ message: @autoclosure () -> String) {
    let count = counts[kind, default: 0]
    counts[kind] = count + 1
    if count < 5 { messages.append("[\(kind.rawValue)] \(message())") }
  }

  /// One line of figures, for the log of a long run.
  var summary: String {
    let bytes =
      if let startBytes, let peakBytes {
        "heap bytes \(startBytes) at the start, peak \(peakBytes) (+\(peakBytes - startBytes))"
      } else {
        "heap bytes not measured"
      }
    return
      "\(frames) frames (settle \(settleFrames)), \(compared) values compared; live objects "
      + "\(startAlive) at the start, peak \(peakAlive); open connections \(startConnections), "
      + "peak \(peakConnections); \(bytes); frames under way: "
      + "\(coverage.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))"
      + "; failures \(counts.values.reduce(0, +))"
  }
}
