import Foundation
import MotionTools
import Testing

@Suite("StrictJSON, JSONPath, JSONValue")
struct StrictJSONTests {
  @Test("paths print as the messages name fields")
  func paths() {
    let path = JSONPath.root.appending("tweens").appending(0).appending("offsets").appending(2)
    #expect("\(path)" == "tweens[0].offsets[2]")
    #expect(JSONPath.root.isRoot)
    #expect("\(JSONPath.root.appending(3))" == "[3]")
    #expect(InputError(at: .root, "whole").message == "whole")
    #expect(InputError(at: path, "bad").message == "tweens[0].offsets[2]: bad")
  }

  @Test("a value is decoded by kind: booleans are never numbers")
  func kinds() throws {
    let value = try JSONDecoder().decode(
      JSONValue.self, from: Data(#"[true, 1, "1", null, {"a": [0]}]"#.utf8))
    guard case .array(let items) = value else {
      Issue.record("not an array")
      return
    }
    #expect(items.map(\.kind) == ["a boolean", "a number", "a string", "null", "an object"])
    #expect(
      value.value(at: JSONPath.root.appending(4).appending("a").appending(0)) == .number(0))
    #expect(value.value(at: JSONPath.root.appending(9)) == nil)
  }

  @Test("a decoder's own type error names the path and what it found")
  func decoderErrors() {
    struct Numbers: Decodable { var list: [Double] }
    do {
      _ = try StrictJSON.decode(
        Numbers.self, from: Data(#"{"list": {"a": 1}}"#.utf8), source: "in", root: "doc")
      Issue.record("decoded")
    } catch {
      #expect(error.message == "list: must be an array, got an object")
    }
    do {
      _ = try StrictJSON.decode(Numbers.self, from: Data("{}".utf8), source: "in", root: "doc")
      Issue.record("decoded")
    } catch {
      #expect(error.message == "list: missing")
    }
    do {
      _ = try StrictJSON.decode(Numbers.self, from: Data("[]".utf8), source: "in", root: "doc")
      Issue.record("decoded")
    } catch {
      #expect(error.message == "doc: must be an object, got an array")
    }
  }

  @Test("deeply nested input is an error line, not a crash")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(documentError(deep)?.isEmpty == false)
    #expect(traceError(#"{"events": "# + deep + "}")?.isEmpty == false)
  }
}
