import Foundation
import MotionTools
import MotionTween
import Testing

/// `{"properties":{"x":0},"tweens":[TWEEN]}` for one tween's fields.
private func tween(_ fields: String) -> String {
  #"{"properties":{"x":0},"tweens":[{"property":"x","# + fields + "}]}"
}

@Suite("MotionDocument: the strict reader")
struct MotionDocumentReaderTests {
  @Test("the example document reads: properties sorted, tweens in order, samples kept")
  func example() throws {
    let document = try MotionDocument.read(try exampleFile("doc.json"))
    #expect(document.properties.map(\.name) == ["opacity", "scale", "x"])
    #expect(document.properties.map(\.value) == [1, 1, 0])
    #expect(document.tweens.map(\.property) == ["x", "opacity", "scale"])
    #expect(document.tweens[0].tween.values == [0, 100, 80])
    #expect(document.tweens[0].tween.duration == 300)
    #expect(document.tweens[1].tween.delay == 100)
    #expect(document.samples == [0, 50, 100, 150, 210, 300])
  }

  @Test("null optional fields are absent; absent lists are empty")
  func nulls() throws {
    let read = try document(
      #"{"properties":{"x":1},"tweens":[{"property":"x","duration":5,"delay":null,"values":[2],"offsets":null,"interTimingFunctions":null}],"samples":null}"#
    )
    #expect(read.samples == nil)
    #expect(read.tweens[0].tween.delay == 0)
    let empty = try document("{}")
    #expect(empty.properties.isEmpty && empty.tweens.isEmpty && empty.samples == nil)
  }

  @Test("text that is not JSON names the source and the parser's problem")
  func notJSON() {
    for text in [#"{ "properties": "#, #"{"properties":{"x":NaN}}"#, "", "\u{FF}"] {
      let message = documentError(text)
      #expect(message?.hasPrefix("doc.json is not valid JSON") == true, "\(text): \(message ?? "")")
    }
    #expect(
      documentError(#"{ "properties": "#)
        == "doc.json is not valid JSON: Unexpected end of file during JSON parse.")
    // A number too large for a double is not valid JSON either (no silent infinity).
    #expect(documentError(#"{"samples":[1e400]}"#)?.hasPrefix("doc.json is not valid JSON") == true)
  }

  @Test("every field is checked: one line naming the field, the problem and what was found")
  func fieldErrors() {
    let cases: [(String, String)] = [
      ("[1]", "document: must be an object, got an array"),
      ("3", "document: must be an object, got a number"),
      (#"{"properties":[0]}"#, "properties: must be an object, got an array"),
      (#"{"properties":{"x":true}}"#, "properties.x: must be a number, got a boolean"),
      (#"{"properties":{"x":"1"}}"#, "properties.x: must be a number, got a string"),
      (#"{"tweens":{}}"#, "tweens: must be an array, got an object"),
      (#"{"properties":{"x":0},"tweens":[7]}"#, "tweens[0]: must be an object, got a number"),
      (#"{"samples":"0"}"#, "samples: must be an array, got a string"),
      (#"{"samples":[0,null]}"#, "samples[1]: must be a number, got null"),
      (
        #"{"propertes":{}}"#,
        "propertes: unknown field (expected one of motions, properties, samples, tweens)"
      ),
      (tween(#""duration":5,"values":[]"#), "tweens[0].values: must not be empty"),
      (tween(#""values":[1]"#), "tweens[0].duration: missing"),
      (tween(#""duration":5"#), "tweens[0].values: missing"),
      (
        #"{"properties":{"x":0},"tweens":[{"duration":5,"values":[1]}]}"#,
        "tweens[0].property: missing"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":3,"duration":5,"values":[1]}]}"#,
        "tweens[0].property: must be a string, got a number"
      ),
      (
        #"{"properties":{"x":0},"tweens":[{"property":"y","duration":5,"values":[1]}]}"#,
        "tweens[0].property: 'y' is not declared in properties"
      ),
      (
        tween(#""duration":-5,"values":[1]"#),
        "tweens[0].duration: must not be negative, got -5.0 ms"
      ),
      (
        tween(#""duration":5,"delay":-1,"values":[1]"#),
        "tweens[0].delay: must not be negative, got -1.0 ms"
      ),
      (
        tween(#""duration":1e300,"values":[1]"#),
        "tweens[0].duration: must be between 0 and 1e12 ms, got 1e+300"
      ),
      (
        tween(#""duration":5,"delay":1e300,"values":[1]"#),
        "tweens[0].delay: must be between 0 and 1e12 ms, got 1e+300"
      ),
      (
        tween(#""duration":true,"values":[1]"#),
        "tweens[0].duration: must be a number, got a boolean"
      ),
      (
        tween(#""duration":5,"values":[1,"NaN"]"#),
        "tweens[0].values[1]: must be a number, got a string"
      ),
      (
        tween(#""duration":5,"values":[1,2],"offsets":[0,2]"#),
        "tweens[0].offsets[1]: must be in [0, 1], got 2.0"
      ),
      (
        tween(#""duration":5,"values":[1,2],"offsets":[0]"#),
        "tweens[0].offsets: expected 2 entries (one per value), got 1"
      ),
      (
        tween(#""duration":5,"values":[1,2],"interTimingFunctions":["bounce"]"#),
        "tweens[0].interTimingFunctions[0]: unknown timing function 'bounce'"
      ),
      (
        tween(#""duration":5,"values":[1,2],"interTimingFunctions":[3]"#),
        "tweens[0].interTimingFunctions[0]: must be a string such as \"ease\", got a number"
      ),
      (
        tween(#""duration":5,"values":[1,2,3],"interTimingFunctions":["ease"]"#),
        "tweens[0].interTimingFunctions: expected 2 entries, got 1"
      ),
      (
        tween(#""duration":5,"dleay":3,"values":[1]"#),
        "tweens[0].dleay: unknown field (expected one of delay, direction, duration, easing, "
          + "interTimingFunctions, iterationStart, iterations, offsets, playbackRate, property, "
          + "values)"
      ),
    ]
    for (json, message) in cases {
      #expect(documentError(json) == message, "\(json)")
    }
  }

  @Test("the first problem in document order is the one reported")
  func firstProblem() {
    let json =
      #"{"properties":{"a":true,"b":"x"},"tweens":[{"property":"a","duration":-1,"values":[1]}]}"#
    #expect(documentError(json) == "properties.a: must be a number, got a boolean")
  }
}
