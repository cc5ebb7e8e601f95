import Foundation
import Testing

@Suite("motion sample: documents evaluated by the built executable")
struct SampleCommandTests {
  /// Runs `motion sample` on `document` with extra arguments.
  func sample(_ document: String, _ arguments: [String] = []) throws -> MotionProcess.Result {
    let path = try MotionProcess.temporaryFile(document, name: "doc.json")
    return try MotionProcess.run(["sample", path] + arguments)
  }

  /// The `value` column of CSV output, for `property`, in sample order.
  func column(_ csv: String, _ property: String) -> [Double] {
    csv.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: ",")
      return fields[1] == property ? Double(fields[2]) : nil
    }
  }

  @Test("TW-3, TW-8: a linear ramp, sampled at document times (exact CSV)")
  func linearRamp() throws {
    let result = try sample(
      """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": 1000, "values": [0, 100] } ],
        "samples": [0, 250, 500, 1000, 2000, -10] }
      """)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        time,property,value
        0.0,x,0.0
        250.0,x,25.0
        500.0,x,50.0
        1000.0,x,100.0
        2000.0,x,100.0
        -10.0,x,0.0

        """)
  }

  @Test("TW-12: samples in any order scrub the paused timeline to each time")
  func scrubOrder() throws {
    let document = """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": 1000, "delay": 200, "values": [0, 80] } ] }
      """
    let forward = try sample(document, ["--at", "200,450,700,1200"])
    let backward = try sample(document, ["--at", "1200,700,450,200"])
    #expect(column(forward.stdout, "x") == [0, 20, 40, 80])
    #expect(column(backward.stdout, "x") == [80, 40, 20, 0])
  }

  @Test("TW-15, TW-17, TW-18: precedence in a document")
  func precedence() throws {
    // A: 0…1000 ms, 0 → 1000. B (later): 250…750 ms, −1 → −2.
    let result = try sample(
      """
      { "properties": { "x": 5 },
        "tweens": [
          { "property": "x", "duration": 1000, "values": [0, 1000] },
          { "property": "x", "duration": 500, "delay": 250, "values": [-1, -2] } ],
        "samples": [100, 250, 500, 750, 1500] }
      """)
    #expect(column(result.stdout, "x") == [100, -1, -1.5, 750, 1000])
  }

  @Test("TW-6, TW-11: a single value runs from the declared property value")
  func destination() throws {
    let result = try sample(
      """
      { "properties": { "y": 10, "a": 3 },
        "tweens": [ { "property": "y", "duration": 100, "values": [20],
                      "interTimingFunctions": ["steps(2, jump-end)"] } ],
        "samples": [25, 50, 100] }
      """, ["--format", "json"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        {
          "a": [3.0, 3.0, 3.0],
          "y": [10.0, 15.0, 20.0]
        }

        """)
  }

  @Test("TW-9: the issue's example document; the standard curve gives 50 at d = 0.35")
  func issueExample() throws {
    // Segment 0 spans 0…0.7 of 300 ms; d = 0.35 at 73.5 ms; standard(0.35) = 0.5 (its
    // parameter t = 1/2). At 210 ms the value is the second frame; at 300 ms the last.
    let result = try sample(
      """
      { "properties": { "x": 0, "opacity": 1 },
        "tweens": [
          { "property": "x", "duration": 300, "delay": 0, "values": [0, 100, 80],
            "offsets": [0, 0.7, 1],
            "interTimingFunctions": ["standard", "cubic-bezier(0.4, 0, 1, 1)"] } ],
        "samples": [0, 73.5, 210, 300] }
      """)
    let x = column(result.stdout, "x")
    #expect(x.count == 4)
    #expect(x[0] == 0 && x[2] == 100 && x[3] == 80)
    #expect(abs(x[1] - 50) < 1e-9)
    #expect(column(result.stdout, "opacity") == [1, 1, 1, 1])
  }

  @Test("--every MS --until MS samples 0, MS, 2·MS, … up to the limit")
  func every() throws {
    let result = try sample(
      """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": 40, "values": [0, 4] } ] }
      """, ["--every", "10", "--until", "45"])
    #expect(column(result.stdout, "x") == [0, 1, 2, 3, 4])
    #expect(result.stdout.hasPrefix("time,property,value\n0.0,x,0.0\n10.0,x,1.0\n"))
  }

  @Test("malformed documents print one line naming the field, and exit non-zero")
  func errors() throws {
    let cases: [(String, [String], String)] = [
      ("{ \"properties\": ", [], "not valid JSON"),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":-5,"values":[1]}]}"#, [],
        "tweens[0].duration: must not be negative, got -5.0 ms"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":1e300,"values":[1]}]}"#, [],
        "tweens[0].duration: must be between 0 and 1e12 ms, got 1e+300"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"delay":1e300,"values":[1]}]}"#,
        [], "tweens[0].delay: must be between 0 and 1e12 ms, got 1e+300"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"values":[1,2],"interTimingFunctions":["bounce"]}]}"#,
        [], "tweens[0].interTimingFunctions[0]: unknown timing function 'bounce'"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"values":[1,2,3],"interTimingFunctions":["ease"]}]}"#,
        [], "tweens[0].interTimingFunctions: expected 2 entries, got 1"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"values":[1,2],"offsets":[0]}]}"#,
        [], "tweens[0].offsets: expected 2 entries (one per value), got 1"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"values":[1,NaN]}]}"#,
        [], "not valid JSON"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"values":[1,"NaN"]}]}"#,
        [], "tweens[0].values[1]: must be a number"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"y","duration":5,"values":[1]}]}"#, [],
        "tweens[0].property: 'y' is not declared in properties"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":5,"dleay":3,"values":[1]}]}"#,
        [], "tweens[0].dleay: unknown field"
      ),
      (#"{"properties":{"x":0}}"#, [], "samples: missing"),
      (#"{"properties":{"x":0},"samples":[1]}"#, ["--format", "xml"], "--format: expected csv"),
      (#"{"properties":{"x":0},"samples":[1]}"#, ["--at", "1,nan"], "--at: 'nan' is not"),
      (#"{"properties":{"x":0},"samples":[1]}"#, ["--every", "10"], "--every: needs --until"),
      (
        #"{"properties":{"x":0},"samples":[1]}"#, ["--every", "0", "--until", "5"], "--every: must"
      ),
    ]
    for (document, arguments, message) in cases {
      let result = try sample(document, arguments)
      #expect(result.status == 1, "\(message)")
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("motion sample: error: \(message)"), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
    let missing = try MotionProcess.run(["sample", "/nonexistent/doc.json"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "motion sample: error: cannot read '/nonexistent/doc.json'\n")
  }

  @Test("--help describes the options and exits 0")
  func help() throws {
    let result = try MotionProcess.run(["sample", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--every MS"))
    #expect(result.stdout.contains("--format csv|json"))
  }
}
