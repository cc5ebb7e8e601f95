import MotionTools
import Testing

/// The values of `property` in `document` at `times`.
private func values(_ json: String, _ property: String, at times: [Double]) throws -> [Double] {
  let read = try document(json)
  let table = SampleTable(document: read, times: times)
  return table.values[try #require(table.names.firstIndex(of: property))]
}

@Suite("SampleTable: a document sampled on a paused, scrubbed timeline")
struct SampleTableTests {
  @Test("TW-3, TW-8: a linear ramp, sampled at document times (exact CSV)")
  func linearRamp() throws {
    let read = try document(
      #"{"properties":{"x":0},"tweens":[{"property":"x","duration":1000,"values":[0,100]}],"samples":[0,250,500,1000,2000,-10]}"#
    )
    let table = SampleTable(document: read, times: try #require(read.samples))
    #expect(
      table.csv == """
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
    let json =
      #"{"properties":{"x":0},"tweens":[{"property":"x","duration":1000,"delay":200,"values":[0,80]}]}"#
    #expect(try values(json, "x", at: [200, 450, 700, 1200]) == [0, 20, 40, 80])
    #expect(try values(json, "x", at: [1200, 700, 450, 200]) == [80, 40, 20, 0])
  }

  @Test("TW-15, TW-17, TW-18: precedence in a document")
  func precedence() throws {
    // A: 0…1000 ms, 0 → 1000. B (later): 250…750 ms, −1 → −2.
    let json = """
      { "properties": { "x": 5 },
        "tweens": [
          { "property": "x", "duration": 1000, "values": [0, 1000] },
          { "property": "x", "duration": 500, "delay": 250, "values": [-1, -2] } ] }
      """
    #expect(try values(json, "x", at: [100, 250, 500, 750, 1500]) == [100, -1, -1.5, 750, 1000])
  }

  @Test("TW-6, TW-11: a single value runs from the declared property value (JSON output)")
  func destination() throws {
    let read = try document(
      """
      { "properties": { "y": 10, "a": 3 },
        "tweens": [ { "property": "y", "duration": 100, "values": [20],
                      "interTimingFunctions": ["steps(2, jump-end)"] } ] }
      """)
    #expect(
      SampleTable(document: read, times: [25, 50, 100]).json == """
        {
          "a": [3.0, 3.0, 3.0],
          "y": [10.0, 15.0, 20.0]
        }

        """)
  }

  @Test("TW-9: the standard curve gives 50 at d = 0.35 of a 0…0.7 segment")
  func issueExample() throws {
    // Segment 0 spans 0…0.7 of 300 ms; d = 0.35 at 73.5 ms; standard(0.35) = 0.5 (its
    // parameter t = 1/2). At 210 ms the value is the second frame; at 300 ms the last.
    let json = """
      { "properties": { "x": 0, "opacity": 1 },
        "tweens": [
          { "property": "x", "duration": 300, "delay": 0, "values": [0, 100, 80],
            "offsets": [0, 0.7, 1],
            "interTimingFunctions": ["standard", "cubic-bezier(0.4, 0, 1, 1)"] } ] }
      """
    let x = try values(json, "x", at: [0, 73.5, 210, 300])
    #expect(x[0] == 0 && x[2] == 100 && x[3] == 80)
    #expect(abs(x[1] - 50) < 1e-9)
    #expect(try values(json, "opacity", at: [0, 73.5, 210, 300]) == [1, 1, 1, 1])
  }

  @Test("TW-7: after its end a tween ending below offset 1 shows the value under it, at rest")
  func implicitFinalKeyframe() throws {
    // x: 10 → 20 at 500 ms, then back to the underlying value (3) at 1000 ms, and it stays.
    // y: the same over a ramp that ended first (0 → 100 over 1000 ms): it started from the
    // ramp's value at its start, 20, and ends there.
    let read = try document(
      """
      { "properties": { "x": 3, "y": 0 },
        "tweens": [
          { "property": "x", "duration": 1000, "values": [10, 20], "offsets": [0, 0.5] },
          { "property": "y", "duration": 1000, "values": [0, 100] },
          { "property": "y", "duration": 1000, "delay": 200, "values": [50, 70],
            "offsets": [0, 0.5] } ] }
      """)
    let table = SampleTable(document: read, times: [500, 999, 1000, 1200, 5000])
    let x = table.values[try #require(table.names.firstIndex(of: "x"))]
    let y = table.values[try #require(table.names.firstIndex(of: "y"))]
    #expect(x[0] == 20 && abs(x[1] - 3.034) < 1e-9 && Array(x[2...]) == [3, 3, 3])
    #expect(y[3] == 20 && y[4] == 20)
    let xVelocity = table.velocities[try #require(table.names.firstIndex(of: "x"))]
    #expect(xVelocity[1] == -34 && Array(xVelocity[2...]) == [0, 0, 0])
  }

  @Test("names that need quoting are quoted in CSV and escaped in JSON")
  func quoting() throws {
    let read = try document(#"{"properties":{"a,\"b\"\n":1}}"#)
    let table = SampleTable(document: read, times: [0])
    #expect(table.csv == "time,property,value\n0.0,\"a,\"\"b\"\"\n\",1.0\n")
    #expect(table.json == "{\n  \"a,\\\"b\\\"\\n\": [1.0]\n}\n")
  }
}

@Suite("SampleTimes: --at, --every/--until or the document's samples")
struct SampleTimesTests {
  let plain = try! document(#"{"properties":{"x":0}}"#)
  let withSamples = try! document(#"{"properties":{"x":0},"samples":[3,1]}"#)

  @Test("--every MS --until MS samples 0, MS, 2·MS, … up to the limit; else --at; else samples")
  func grid() throws {
    #expect(
      try SampleTimes.times(at: nil, every: 10, until: 45, document: plain) == [0, 10, 20, 30, 40])
    #expect(try SampleTimes.times(at: [5, 2], every: nil, until: nil, document: plain) == [5, 2])
    #expect(
      try SampleTimes.times(at: nil, every: nil, until: nil, document: withSamples) == [3, 1])
  }

  @Test("conflicting or incomplete options name the option")
  func errors() {
    let cases: [([Double]?, Double?, Double?, String)] = [
      ([1], 10, 20, "--at and --every: give one or the other"),
      (nil, 10, nil, "--every: needs --until MS"),
      (nil, 0, 5, "--every: must be positive, got 0.0"),
      (nil, 1, -5, "--until: must not be negative, got -5.0"),
      (nil, 1e-9, 1e9, "--every: more than a million samples up to --until"),
      (nil, nil, 5, "--until: needs --every MS"),
      (nil, nil, nil, "samples: missing from the document (or give --at or --every)"),
    ]
    for (at, every, until, message) in cases {
      #expect(throws: InputError(message)) {
        try SampleTimes.times(at: at, every: every, until: until, document: plain)
      }
    }
  }
}
