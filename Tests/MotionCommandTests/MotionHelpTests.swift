import Testing

@Suite("motion: dispatch and help")
struct MotionHelpTests {
  @Test("--help lists every subcommand and exits 0")
  func helpListsSubcommands() throws {
    let result = try MotionProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: motion"))
    #expect(result.stdout.contains("sample"))
    #expect(result.stdout.contains("replay"))
  }

  @Test("an unknown subcommand prints one error line and exits non-zero")
  func unknownSubcommand() throws {
    let result = try MotionProcess.run(["frobnicate"])
    #expect(result.status != 0)
    #expect(result.stderr == "motion: unknown subcommand 'frobnicate'; see 'motion --help'\n")
  }
}
