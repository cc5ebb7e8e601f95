import Testing

/// The `motion` command's bad-input rows of Docs/BadInput.md not covered by the subcommands'
/// own suites: each prints one line naming the problem on standard error and exits 1.
@Suite("motion: bad input")
struct CommandBadInputTests {
  @Test("no subcommand prints the usage on stderr and exits 1")
  func noSubcommand() throws {
    let result = try MotionProcess.run([])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("USAGE: motion <subcommand>"))
  }

  @Test("sample: malformed documents and options name the field, one line, exit 1")
  func sampleDocuments() throws {
    let cases: [(input: String, arguments: [String], message: String)] = [
      ("[1]", [], "document: must be an object"),
      (#"{"properties":{"x":true},"samples":[1]}"#, [], "properties.x: must be a number"),
      (#"{"properties":{"x":0},"samples":[1e400]}"#, [], "not valid JSON"),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"values":[]}],"samples":[1]}"#,
        [], "tweens[0].values: must not be empty"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"values":[1,2],"offsets":[0.5,0.25]}],"samples":[1]}"#,
        [], "tweens[0].offsets[1]: must not decrease, got 0.25 after 0.5"
      ),
      (#"{"properties":{"x":0},"samples":[1]}"#, ["--until", "5"], "--until: needs --every MS"),
      (#"{"properties":{"x":0},"samples":[1]}"#, ["--at", ""], "--at: '' is not a finite number"),
      (#"{"properties":{"x":0},"samples":[1]}"#, ["--bogus"], "unexpected argument '--bogus'"),
    ]
    for (input, arguments, message) in cases {
      let result = try MotionProcess.run(["sample", "-"] + arguments, input: input)
      #expect(result.status == 1, "\(input) \(arguments)")
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("motion sample: error: \(message)"), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }
  }

  @Test("replay: an unrepresentable number is invalid JSON; an empty trace prints nothing, exit 0")
  func replayEdges() throws {
    let huge = try MotionProcess.run(
      ["replay", "-"],
      input: #"{"events": [{"t": 0, "pointer": 1, "phase": "down", "x": 1e999, "y": 2}]}"#)
    #expect(huge.status == 1)
    #expect(huge.stderr == "motion replay: error: the input is not valid JSON\n")
    let empty = try MotionProcess.run(["replay", "-"], input: #"{"events": []}"#)
    #expect(empty.status == 0)
    #expect(empty.stdout == "")
    #expect(empty.stderr == "")
  }
}
