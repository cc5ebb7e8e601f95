/// `motion replay`: feeds a pointer trace through the recognizers (built by the Gestures issue).
enum ReplayCommand: Subcommand {
  static let name = "replay"
  static let summary = "Replay a pointer trace through the recognizers (not built yet)."
  static let help =
    "USAGE: motion replay TRACE.json\n\nNot built yet: arrives with the Gestures module."

  static func run(_ arguments: [String]) throws(CommandError) {
    throw CommandError("not built yet: arrives with the Gestures module")
  }
}
