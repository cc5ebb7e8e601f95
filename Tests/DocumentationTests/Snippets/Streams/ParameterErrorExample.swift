import MotionGestures
import Testing

// The example in the doc comment of Sources/Streams/ParameterError.swift: it names a recognizer,
// so it shows its import (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: ParameterError")
struct ParameterErrorSnippets {
  @Test("a negative slop is a ParameterError whose message names the parameter and the value")
  func negativeSlop() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let card = HitRegion()
    do {
      _ = try PanGestureRecognizer(element: card, slop: -1)
    } catch {
      print(error)  // "slop must be finite and not negative, got -1.0"
    }
    #expect(printed.lines == ["slop must be finite and not negative, got -1.0"])
  }
}
