import MotionTools

/// `motion sample DOC.json`: evaluates a motion document's tweens, springs and decays on a paused timeline scrubbed to
/// each sample time, and prints the values in full (round-trip) precision.
enum SampleCommand: Subcommand {
  static let name = "sample"
  static let summary = "Sample a motion document's motions at given times (CSV or JSON)."
  static let help = """
    USAGE: motion sample DOC.json [--at T1,T2,...] [--every MS --until MS] [--format csv|json]
                         [--velocity] [--reduced-motion]

    Evaluates the tweens, springs and decays of a motion document (see Docs/MotionDocument.md) on a paused timeline
    scrubbed to each sample time, in the order given. DOC.json may be '-' for standard input.

    OPTIONS:
      --at T1,T2,...       Sample at these times (milliseconds), instead of the document's samples.
      --every MS           Sample every MS milliseconds from 0 ...
      --until MS           ... up to and including MS (required with --every).
      --format csv|json    csv (default): 'time,property,value' lines, properties sorted by name;
                           json: {"property": [values in sample order], ...}.
      --velocity           Print each property's velocity (units per second) as well: a
                           'velocity' column, or {"property": {"value": [...], "velocity": [...]}}.
      --reduced-motion     Sample the document as the runtime shows it with reducesMotion set
                           (Material's policy, record 0034): spatial motion (x, y, translate,
                           scale, rotate, unknown names, the M3 spatial springs) becomes an
                           instant change -- a tween's first frame during its delay, its final
                           value from its start; a spring or decay at rest from its start --
                           and effects (opacity, colour, the M3 effects springs) play. What
                           'motion export' writes under prefers-reduced-motion: reduce.
      -h, --help           Show this help.

    Values print with round-trip precision. A malformed document prints one line naming the
    field and the problem, and exits with status 1.
    """

  /// The parsed command line.
  struct Options: Equatable {
    var path: String?
    var at: [Double]?
    var every: Double?
    var until: Double?
    var json = false
    var velocity = false
    var reducedMotion = false
  }

  static func parse(_ arguments: [String]) throws(InputError) -> Options {
    var options = Options()
    var reader = Arguments(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--at": options.at = try reader.millisecondsList(for: argument)
      case "--every": options.every = try reader.milliseconds(for: argument)
      case "--until": options.until = try reader.milliseconds(for: argument)
      case "--velocity": options.velocity = true
      case "--reduced-motion": options.reducedMotion = true
      case "--format":
        options.json = try reader.choice(for: argument, in: ["csv", "json"]) == "json"
      default:
        options.path = try Arguments.positional(
          argument, current: options.path, help: "motion sample --help")
      }
    }
    return options
  }

  static func run(_ options: Options) throws(InputError) {
    guard let path = options.path else { throw InputError("missing DOC.json; see --help") }
    var document = try MotionDocument.read(try Files.read(path), source: Files.source(path))
    if options.reducedMotion { document = document.reduced() }
    let times = try SampleTimes.times(
      at: options.at, every: options.every, until: options.until, document: document)
    let table = SampleTable(document: document, times: times)
    let text =
      options.json ? table.json(velocity: options.velocity) : table.csv(velocity: options.velocity)
    print(text, terminator: "")
  }
}
