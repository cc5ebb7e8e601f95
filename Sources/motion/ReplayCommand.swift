import Foundation
import MotionTools

/// `motion replay`: feeds a recorded pointer trace through the recognizers on one element and
/// prints one JSON line per state write.
enum ReplayCommand: Subcommand {
  static let name = "replay"
  static let summary = "Replay a pointer trace through the gesture recognizers."
  static let help = """
    USAGE: motion replay TRACE.json [--svg OUT.svg]

    Feeds a recorded pointer trace through gesture recognizers on one element and prints one
    JSON line per state write, in order:
      {"t": 120, "recognizer": "pan", "state": "began", "centroid": {"x": 22, "y": 20}, ...}
    with "translation" and "velocity" (points/s) for pan, "rotation" (radians) and "velocity"
    (radians/s) for rotation, "scale" and "velocity" (/s) for scale. On "ended", "velocity" is
    the release velocity. "t" is in milliseconds.

    TRACE.json (or - for standard input):
      {"events": [{"t": 0, "pointer": 1, "phase": "down", "x": 10, "y": 20}, ...],
       "recognizers": ["pan", "tap"]}
      t: milliseconds, never decreasing. phase: down, move, up or cancel. x and y are required
      for down and move. "recognizers" is optional: any of pan, rotation, scale, tap, doubleTap,
      longPress (default: all, in that order). Unknown fields are errors.

    Arbitration: exclusive, except that pan, rotation and scale may recognize together, and tap
    waits for doubleTap to fail. Time runs on a manual clock advanced to each event's time; one
    more second passes after the last event, so timers due by then (a long press beginning, a
    double tap timing out) are reported.

    --svg OUT.svg also draws the replay: each pointer's path on the plane (equal scales, y
    down) with the recognizers' state changes marked where they happened, and a lane per
    recognizer over time showing when it was active (began/changed), ended, failed or
    cancelled.

    A trace that cannot have been recorded is an error: no event, no down, or a second down
    for a pointer that is already down. Malformed traces print one error line and exit with
    status 1. Events the recognizers ignore (a move, up or cancel for a pointer that is not
    down) are replayed as they would be live, and each is reported on standard error as
      motion replay: warning: events[4] (cancel of pointer 1): the pointer is not down; ...
    with exit status 0.
    """

  /// The parsed command line.
  struct Options: Equatable {
    var input: String?
    var svgPath: String?
  }

  static func parse(_ arguments: [String]) throws(InputError) -> Options {
    var options = Options()
    var reader = Arguments(arguments)
    while let argument = reader.next() {
      if argument == "--svg" {
        options.svgPath = try reader.path(for: argument)
      } else if options.input == nil, argument == "-" || !argument.hasPrefix("-") {
        options.input = argument
      } else {
        throw InputError("unexpected argument '\(argument)'; give one TRACE.json")
      }
    }
    return options
  }

  static func run(_ options: Options) throws(InputError) {
    guard let path = options.input else {
      throw InputError("missing TRACE.json; see 'motion replay --help'")
    }
    if let svgPath = options.svgPath { try Files.checkWritable(svgPath, option: "--svg") }
    let trace = try PointerTrace.read(try Files.read(path), source: Files.source(path))
    let session = try ReplaySession.replay(trace)
    for line in session.lines { print(line) }
    for warning in session.warnings { printError(Diagnostic.warning(warning, in: name)) }
    if let svgPath = options.svgPath {
      let name = path == "-" ? "standard input" : URL(fileURLWithPath: path).lastPathComponent
      let svg = ReplaySVG(trace: trace, session: session, name: name).render()
      try Files.write(svg, to: svgPath, option: "--svg")
    }
  }
}
