import Foundation

enum PlotCommand: Subcommand {
  static let name = "plot"
  static let summary = "Draw a motion document's tweens as an SVG chart."
  static let help = "USAGE: motion plot DOC.json -o OUT.svg"
  static func run(_ arguments: [String]) throws(CommandError) {}
}
