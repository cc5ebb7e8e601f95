import Testing

@Suite("motion: dispatch and help (the built executable)")
struct MotionHelpTests {
  static let names = ["demo", "plot", "graph", "sample", "replay", "export"]

  @Test("--help lists every subcommand in order and exits 0")
  func helpListsSubcommands() throws {
    let result = try MotionProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("USAGE: motion <subcommand>"))
    let listed = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }
      .map(String.init).filter { Self.names.contains($0) }
    #expect(listed == Self.names)
  }

  @Test("every subcommand's --help (and -h anywhere after it) prints its usage and exits 0")
  func subcommandHelp() throws {
    for name in Self.names {
      let result = try MotionProcess.run([name, "--bogus", "-h"])
      #expect(result.status == 0, "\(name)")
      #expect(result.stdout.hasPrefix("USAGE: motion \(name)"), "\(name)")
      #expect(result.stderr.isEmpty)
    }
  }

  @Test("no subcommand prints an error line, then the usage, on stderr and exits 1")
  func noSubcommand() throws {
    let result = try MotionProcess.run([])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "motion: error: no subcommand given; see 'motion --help'\nUSAGE: motion <subcommand>"))
  }

  @Test("an unknown subcommand prints one error line and exits 1")
  func unknownSubcommand() throws {
    let result = try MotionProcess.run(["frobnicate"])
    #expect(result.status == 1)
    #expect(
      result.stderr == "motion: error: unknown subcommand 'frobnicate'; see 'motion --help'\n")
  }
}
