import MotionRuntime
import MotionTools

/// `motion graph`: the demo scene's runtime as a Graphviz DOT digraph (RT-6).
enum GraphCommand: Subcommand {
  static let name = "graph"
  static let summary = "Print the demo scene's runtime as a Graphviz DOT digraph."
  static let help = """
    USAGE: motion graph [--seed S]

    Runs the demo scene (see 'motion demo --help') to its end on a manual frame source, so that
    every interaction it adds along the way is connected, then prints the runtime's graph in
    DOT: one node per stream, operator and property, an edge per read, a bold edge per
    connection to a property. Render it with Graphviz:

      swift run motion graph | dot -Tsvg -o graph.svg

    OPTIONS:
      --seed S      Shapes the recorded drag and flick, as for 'motion demo' (default: 7).
      -h, --help    Show this help.
    """

  /// The parsed command line.
  struct Options: Equatable {
    var seed: UInt64 = 7
  }

  static func parse(_ arguments: [String]) throws(InputError) -> Options {
    var options = Options()
    var reader = Arguments(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--seed": options.seed = try reader.seed(for: argument)
      default: throw InputError("unexpected argument '\(argument)'; see 'motion graph --help'")
      }
    }
    return options
  }

  static func run(_ options: Options) throws(InputError) {
    let scene = try DemoScene.runToEnd(seed: options.seed)
    print(scene.runtime.toGraphViz(), terminator: "")
  }
}
