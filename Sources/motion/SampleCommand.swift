import Foundation
import MotionTween

/// `motion sample DOC.json`: evaluates a motion document's tweens on a paused timeline scrubbed to
/// each sample time, and prints the values in full (round-trip) precision.
enum SampleCommand: Subcommand {
  static let name = "sample"
  static let summary = "Sample a motion document's tweens at given times (CSV or JSON)."
  static let help = """
    USAGE: motion sample DOC.json [--at T1,T2,...] [--every MS --until MS] [--format csv|json]

    Evaluates the tweens of a motion document (see Docs/MotionDocument.md) on a paused timeline
    scrubbed to each sample time, in the order given. DOC.json may be '-' for standard input.

    OPTIONS:
      --at T1,T2,...       Sample at these times (milliseconds), instead of the document's samples.
      --every MS           Sample every MS milliseconds from 0 ...
      --until MS           ... up to and including MS (required with --every).
      --format csv|json    csv (default): 'time,property,value' lines, properties sorted by name;
                           json: {"property": [values in sample order], ...}.
      -h, --help           Show this help.

    Values print with round-trip precision. A malformed document prints one line naming the
    field and the problem, and exits with status 1.
    """

  /// The parsed command line.
  struct Options {
    var path: String?
    var at: [Double]?
    var every: Double?
    var until: Double?
    var json = false
  }

  static func run(_ arguments: [String]) throws(CommandError) {
    let options = try parse(arguments)
    guard let path = options.path else { throw CommandError("missing DOC.json; see --help") }
    let document = try MotionDocument(json: try read(path))
    let times = try sampleTimes(options, document: document)
    let table = SampleTable(document: document, times: times)
    print(options.json ? table.json : table.csv, terminator: "")
  }

  static func parse(_ arguments: [String]) throws(CommandError) -> Options {
    var options = Options()
    var index = 0
    func value(_ flag: String) throws(CommandError) -> String {
      index += 1
      guard index < arguments.count else { throw CommandError("\(flag): missing value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--at":
        let text = try value(argument)
        options.at = try text.split(separator: ",", omittingEmptySubsequences: false).map {
          part throws(CommandError) in try milliseconds(String(part), flag: "--at")
        }
      case "--every": options.every = try milliseconds(try value(argument), flag: argument)
      case "--until": options.until = try milliseconds(try value(argument), flag: argument)
      case "--format":
        switch try value(argument) {
        case "csv": options.json = false
        case "json": options.json = true
        case let other: throw CommandError("--format: expected csv or json, got '\(other)'")
        }
      default:
        guard options.path == nil, argument == "-" || !argument.hasPrefix("-") else {
          throw CommandError("unexpected argument '\(argument)'; see --help")
        }
        options.path = argument
      }
      index += 1
    }
    return options
  }

  static func milliseconds(_ text: String, flag: String) throws(CommandError) -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(trimmed), value.isFinite, !trimmed.lowercased().contains("n") else {
      throw CommandError("\(flag): '\(text)' is not a finite number of milliseconds")
    }
    return value
  }

  static func read(_ path: String) throws(CommandError) -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandError("cannot read '\(path)'")
    }
    return data
  }

  static func sampleTimes(_ options: Options, document: MotionDocument) throws(CommandError)
    -> [Double]
  {
    if options.at != nil && options.every != nil {
      throw CommandError("--at and --every: give one or the other")
    }
    if let at = options.at { return at }
    if let every = options.every {
      guard let until = options.until else { throw CommandError("--every: needs --until MS") }
      guard every > 0 else { throw CommandError("--every: must be positive, got \(every)") }
      guard until >= 0 else { throw CommandError("--until: must not be negative, got \(until)") }
      guard until / every < 1_000_000 else {
        throw CommandError("--every: more than a million samples up to --until")
      }
      return (0...Int((until / every).rounded(.down))).map { Double($0) * every }
    }
    if options.until != nil { throw CommandError("--until: needs --every MS") }
    guard let samples = document.samples else {
      throw CommandError("samples: missing from the document (or give --at or --every)")
    }
    return samples
  }
}
