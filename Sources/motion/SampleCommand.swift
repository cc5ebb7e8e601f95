/// `motion sample`: evaluates a motion document's tweens (built by the Tween issue).
enum SampleCommand: Subcommand {
  static let name = "sample"
  static let summary = "Sample a motion document's tweens (not built yet)."
  static let help = "USAGE: motion sample DOC.json\n\nNot built yet: arrives with the Tween module."

  static func run(_ arguments: [String]) throws(CommandError) {
    throw CommandError("not built yet: arrives with the Tween module")
  }
}
