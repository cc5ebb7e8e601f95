import Foundation
import MotionTools
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The example document with a spring and a bounded decay, exported with the defaults.
private func physicsExport() throws -> MotionExport {
  try MotionExport(
    document: try MotionDocument.read(try exampleFile("physics.json")), name: "physics.json")
}

/// `text` parsed as JSON into an object.
private func jsonObject(_ text: String) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("motion export's formats: CSS, Web Animations JSON, module, HTML page, animated SVG")
struct ExportFormatsTests {
  @Test("css: a registration and a keyframes rule per property, one animation each, the mapping")
  func css() throws {
    let css = try physicsExport().css
    #expect(css.hasPrefix("/* motion export of physics.json: 2 properties, "))
    #expect(
      css.contains("@property --x { syntax: '<number>'; inherits: false; initial-value: 0; }"))
    #expect(css.contains("@property --scroll {"))
    #expect(
      css.contains("@keyframes mm-x {\n  0% { --x: 0; animation-timing-function: cubic-bezier("))
    #expect(
      css.contains(
        "@keyframes mm-scroll {\n  0% { --scroll: 0; animation-timing-function: linear(0, "))
    #expect(
      css.contains(
        ".motion {\n  animation: mm-scroll 1006.5547616472741ms linear 0ms 1 normal both, mm-x "))
    #expect(css.contains("  translate: calc(var(--x) * 1px) 0px;\n}\n"))
    #expect(css.contains("/* motions[0] spring: 16 points, "))
  }

  @Test("css: an element's properties (E-x, E-opacity) get a rule of their own, .motion-E")
  func elements() throws {
    let export = try MotionExport(
      document: try MotionDocument.read(try exampleFile("scene.json")), name: "scene.json")
    let css = export.css
    #expect(!css.contains(".motion {"))
    #expect(css.contains(".motion-card {\n  animation: mm-card-x "))
    #expect(css.contains("  translate: calc(var(--card-x) * 1px) calc(var(--card-y) * 1px);\n"))
    #expect(css.contains(".motion-tile2 {\n  animation: mm-tile2-opacity "))
    #expect(css.contains("  rotate: calc(var(--tile3-rotate) * 1deg);\n"))
    // The page keeps every animation on its one element.
    #expect(export.css(selector: ".motion").contains(".motion {\n  animation: mm-card-x "))
  }

  @Test("the mapping: translate, scale, rotate, opacity; other names stay custom properties")
  func mapping() {
    let all = CSSPropertyMapping.declarations(for: [
      "x", "y", "scale", "rotation", "opacity", "blur",
    ])
    #expect(all.map(\.property) == ["translate", "scale", "rotate", "opacity"])
    #expect(all[0].value == "calc(var(--x) * 1px) calc(var(--y) * 1px)")
    #expect(all[2].value == "calc(var(--rotation) * 1deg)")
    #expect(CSSPropertyMapping.declarations(for: ["y"])[0].value == "0px calc(var(--y) * 1px)")
    #expect(CSSPropertyMapping.declarations(for: ["blur"]).isEmpty)
    let groups = CSSPropertyMapping.elements([
      "card-x", "card-opacity", "x", "progress", "tile-2-y",
    ])
    #expect(groups.map(\.element) == ["", "card", "tile-2"])
    #expect(groups[1].names == ["card-x", "card-opacity"])
  }

  @Test("waapi: the same keyframes as the CSS (offsets = percentages / 100) and the options")
  func webAnimations() throws {
    let export = try physicsExport()
    let json = try jsonObject(export.webAnimationsJSON)
    #expect(json["format"] as? String == "motion-export/1")
    #expect(json["duration"] as? Double == export.duration)
    let properties = try #require(json["properties"] as? [String: Any])
    for track in export.tracks {
      let property = try #require(properties[track.name] as? [String: Any])
      let keyframes = try #require(property["keyframes"] as? [[String: Any]])
      #expect(keyframes.count == track.keyframes.count)
      for (json, keyframe) in zip(keyframes, track.keyframes) {
        // Foundation's JSON reader on Linux may miss the nearest double by an ulp (a browser's
        // does not), so offsets and bounds compare within 1e-15.
        let offset = try #require(json["offset"] as? Double)
        #expect(abs(offset - Double(keyframe.offsetText)! / 100) <= 1e-15)
        let value = try #require(json["--\(track.name)"] as? Double)
        #expect(abs(value - keyframe.value) <= 1e-15 * max(1, abs(keyframe.value)))
        #expect(json["easing"] as? String == keyframe.easing?.text)
      }
      let options = try #require(property["options"] as? [String: Any])
      #expect(
        options["fill"] as? String == "both" && options["id"] as? String == "mm-\(track.name)")
      let bound = try #require(property["bound"] as? Double)
      #expect(abs(bound - track.bound) <= 1e-15 * track.bound)
    }
    let style = try #require(json["style"] as? [String: String])
    #expect(style == ["translate": "calc(var(--x) * 1px) 0px"])
  }

  @Test("module: the JSON as `motion`, register() and a default play(element)")
  func module() throws {
    let module = try physicsExport().module
    #expect(module.hasPrefix("// motion export of physics.json"))
    #expect(module.contains("export const motion = {\n  \"format\": \"motion-export/1\","))
    #expect(module.contains("CSS.registerProperty({"))
    // Each animation is created, given its playback rate, then played (a negative rate then
    // starts from the effect's end, as Web Animations' play does).
    #expect(
      module.contains(
        "new Animation(\n      new KeyframeEffect(element, property.keyframes, options), document.timeline)"
      ))
    #expect(
      module.contains("animation.playbackRate = property.playbackRate;\n    animation.play();"))
    #expect(module.hasSuffix("export default play;\n"))
  }

  @Test("html: the contract's element, the stylesheet inlined, the JSON for a checker")
  func html() throws {
    let export = try physicsExport()
    let html = export.html
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains(#"<div class="motion" id="motion"></div>"#))
    #expect(html.contains(export.css(selector: ".motion")))
    let start = try #require(
      html.range(of: "<script type=\"application/json\" id=\"motion-export\">\n"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = try jsonObject(String(html[start.upperBound..<end.lowerBound]))
    #expect(json["source"] as? String == "physics.json")
    #expect(!html.contains("<script>"), "no script runs: the CSS animates")
  }

  @Test("svg: well-formed XML, one shape per element, one lane per other property, looped")
  func svg() throws {
    let document = try document(
      """
      { "properties": { "card-x": 0, "card-opacity": 0, "x": 0, "progress": 0 },
        "tweens": [ { "property": "card-opacity", "duration": 200, "values": [1] },
                    { "property": "progress", "duration": 500, "values": [100] } ],
        "motions": [ { "kind": "spring", "property": "card-x", "to": 200, "preset": "expressive-fast-spatial" },
                     { "kind": "spring", "property": "x", "to": -80, "velocity": 900, "preset": "standard-default-spatial" } ] }
      """)
    let svg = try MotionExport(document: document, name: "scene.json").svg
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(svg.components(separatedBy: "<rect class=\"mm-shape-").count - 1 == 2)
    #expect(svg.components(separatedBy: "<circle class=\"mm-lane-").count - 1 == 1)
    #expect(svg.contains("infinite normal both"))
    #expect(svg.contains("translate: calc(var(--card-x) * 1px) 0px;"))
    #expect(svg.contains("opacity: var(--card-opacity);"))
    #expect(svg.contains("translate: calc((var(--progress) - 0) * 3 * 1px) 0px;"))
  }

  @Test("bad input: a name CSS cannot use, an unknown --properties name, a spring that never rests")
  func badInput() throws {
    func message(_ json: String, _ options: MotionExport.Options = .init()) -> String? {
      do {
        _ = try MotionExport(document: try document(json), options: options)
        return nil
      } catch let error as InputError {
        return error.message
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message(#"{ "properties": { "my x": 0 } }"#)
        == "properties.my x: cannot name a CSS custom property (use letters, digits, '-' and '_')")
    var only = MotionExport.Options()
    only.properties = ["y"]
    #expect(
      message(#"{ "properties": { "x": 0 } }"#, only)
        == "--properties: 'y' is not declared in the document's properties (x)")
    #expect(
      message(
        #"{ "properties": { "x": 0 }, "motions": [ { "kind": "spring", "property": "x", "to": 1, "stiffness": 100, "damping": 0 } ] }"#
      )
        == "motions[0]: never comes to rest (an undamped spring or a zero rest velocity), so it "
        + "has no end to export")
    var negative = MotionExport.Options()
    negative.continueAt = -1
    #expect(
      message(#"{ "properties": { "x": 0 } }"#, negative)
        == "--continue-at: must not be negative, got -1.0 ms")
  }
}
