import MotionTools

/// `motion plot DOC.json -o OUT.svg`: a motion document's motions drawn as an SVG chart, one
/// panel per property, keyframes marked, time in milliseconds.
enum PlotCommand: Subcommand {
  static let name = "plot"
  static let summary = "Draw a motion document's motions as an SVG chart."
  static let help = """
    USAGE: motion plot DOC.json -o OUT.svg [--until MS] [--every MS]

    Draws each property of a motion document (the format of 'motion sample', see
    Docs/MotionDocument.md) over time as it would be sampled: one panel and curve per property,
    keyframes marked with dots, the time axis in milliseconds. DOC.json may be '-' for standard
    input.

    OPTIONS:
      -o, --output PATH   Where to write the SVG (required).
      --until MS          The end of the time axis (default: the last motion's end plus 10 %).
      --every MS          The sampling step (default: 1/400 of the time axis).
      -h, --help          Show this help.

    A malformed document or option prints one line naming the field and the problem, and exits
    with status 1.
    """

  /// The parsed command line.
  struct Options: Equatable {
    var input: String?
    var output: String?
    var until: Double?
    var every: Double?
  }

  static func parse(_ arguments: [String]) throws(InputError) -> Options {
    var options = Options()
    var reader = Arguments(arguments)
    while let argument = reader.next() {
      switch argument {
      case "-o", "--output": options.output = try reader.path(for: argument)
      case "--until": options.until = try reader.milliseconds(for: argument)
      case "--every": options.every = try reader.milliseconds(for: argument)
      default:
        options.input = try Arguments.positional(
          argument, current: options.input, help: "motion plot --help")
      }
    }
    return options
  }

  static func run(_ options: Options) throws(InputError) {
    guard let input = options.input else { throw InputError("missing DOC.json; see --help") }
    guard let output = options.output else {
      throw InputError("missing -o OUT.svg: where to write the chart")
    }
    try Files.checkWritable(output, option: "-o")
    let document = try MotionDocument.read(try Files.read(input), source: Files.source(input))
    let chart = try PlotChart(
      document: document, name: input, until: options.until, every: options.every)
    try Files.write(chart.svg.render(), to: output, option: "-o")
  }
}
