// The `motion` command: the library's main job and its examples. Argument handling is by hand.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every subcommand, in the order `motion --help` lists them.
let subcommands: [any Subcommand.Type] = [
  DemoCommand.self,
  PlotCommand.self,
  GraphCommand.self,
  SampleCommand.self,
  ReplayCommand.self,
]

exit(Motion.main(Array(CommandLine.arguments.dropFirst()), subcommands: subcommands))
