import MotionRuntime
import MotionStreams
import Testing

@Suite("MotionElement")
struct MotionElementTests {
  @Test("standard properties hold their initial values and are named after the element")
  func standardProperties() {
    let element = MotionElement(
      name: "card", position: Point(x: 1, y: 2), size: Size(width: 3, height: 4), rotation: 0.5,
      scale: 2, opacity: 0.25)
    #expect(
      element.state
        == MotionElement.State(
          position: Point(x: 1, y: 2), size: Size(width: 3, height: 4), rotation: 0.5, scale: 2,
          opacity: 0.25))
    #expect(element.position.name == "card.position")
    #expect(MotionElement().opacity.name == "opacity")
  }

  @Test("custom properties are created once by name; a type mismatch is a typed error")
  func customProperties() throws {
    let element = MotionElement(name: "card")
    let blur = try element.property(named: "blur", initialValue: 2.0)
    #expect(try element.property(named: "blur", initialValue: 9.0) === blur)
    #expect(blur.value == 2)
    #expect(blur.name == "card.blur")
    #expect(element.customPropertyNames == ["blur"])
    #expect(throws: MotionElementError.self) {
      _ = try element.property(named: "blur", initialValue: "text")
    }
    do {
      _ = try element.property(named: "blur", initialValue: 1)
      Issue.record("expected a type mismatch")
    } catch {
      #expect(error.description.contains("\"blur\""))
    }
  }
}
