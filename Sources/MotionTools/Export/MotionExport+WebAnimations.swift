import Foundation

extension MotionExport {
  /// The Web Animations form (`--format waapi`): per property, the registration
  /// (`CSS.registerProperty`'s fields), the keyframes and options for `element.animate()`, and
  /// what the browser check needs (the bound, the segments with their points, bytes and error,
  /// the jump instants); the derived real properties under `"style"`. The same keyframes as
  /// the CSS: offsets are the CSS percentages divided by 100, so both give identical values.
  package var webAnimationsJSON: String {
    var text = "{\n"
    text += "  \"format\": \"motion-export/1\",\n"
    text += "  \"source\": \(Self.jsonString(name)),\n"
    text += "  \"start\": \(CSSNumber.exact(start)),\n"
    text += "  \"duration\": \(CSSNumber.exact(duration)),\n"
    text += "  \"tolerance\": \(CSSNumber.exact(options.tolerance.pixels)),\n"
    text += "  \"scheme\": \"\(options.scheme.rawValue)\",\n"
    text += "  \"properties\": {\n"
    text += tracks.map(trackJSON).joined(separator: ",\n") + "\n  },\n"
    let style = CSSPropertyMapping.declarations(for: Set(tracks.map(\.name)))
    text +=
      "  \"style\": {"
      + style.map { "\(Self.jsonString($0.property)): \(Self.jsonString($0.value))" }
      .joined(separator: ", ") + "}\n"
    return text + "}\n"
  }

  /// One property's member of ``webAnimationsJSON``.
  func trackJSON(_ track: PropertyTrack) -> String {
    let name = "--\(track.name)"
    var text = "    \(Self.jsonString(track.name)): {\n"
    text += "      \"name\": \(Self.jsonString(name)), \"syntax\": \"<number>\", "
    text += "\"inherits\": false, \"initialValue\": \"\(CSSNumber.exact(track.baseValue))\",\n"
    text += "      \"bound\": \(CSSNumber.exact(track.bound)),\n"
    text += "      \"keyframes\": [\n"
    text +=
      track.keyframes.map { keyframe in
        // A track with its own timing keeps each offset exactly (its keyframe's time).
        let offset = CSSNumber.exact(
          track.playback == nil ? (Double(keyframe.offsetText) ?? 0) / 100 : keyframe.time)
        var member =
          "        {\"offset\": \(offset), \(Self.jsonString(name)): \(keyframe.valueText)"
        if let easing = keyframe.easing { member += ", \"easing\": \"\(easing.text)\"" }
        return member + "}"
      }.joined(separator: ",\n") + "\n      ],\n"
    if let playback = track.playback {
      text += "      \"options\": \(playback.optionsJSON(name: track.name)),\n"
      text += "      \"playbackRate\": \(CSSNumber.exact(playback.playbackRate)),\n"
    } else {
      text +=
        "      \"options\": {\"id\": \"mm-\(track.name)\", \"duration\": \(CSSNumber.exact(duration)), "
        + "\"delay\": 0, \"iterations\": 1, \"iterationStart\": 0, \"direction\": \"normal\", "
        + "\"fill\": \"both\", \"easing\": \"linear\"},\n"
      text += "      \"playbackRate\": 1,\n"
    }
    if track.segments.isEmpty {
      text += "      \"segments\": [],\n"
    } else {
      text += "      \"segments\": [\n"
      text += track.segments.map { "        " + segmentJSON($0) }.joined(separator: ",\n")
      text += "\n      ],\n"
    }
    text += "      \"jumps\": [" + track.jumps.map(CSSNumber.exact).joined(separator: ", ") + "]\n"
    return text + "    }"
  }

  /// A segment as JSON.
  func segmentJSON(_ segment: ExportSegment) -> String {
    var members = ["\"kind\": \"\(segment.kind)\""]
    if let source = segment.source { members.append("\"source\": \(Self.jsonString(source))") }
    members.append("\"start\": \(CSSNumber.exact(segment.start))")
    members.append("\"end\": \(CSSNumber.exact(segment.end))")
    members.append("\"bound\": \(CSSNumber.exact(segment.bound))")
    if let points = segment.points { members.append("\"points\": \(points)") }
    if let bytes = segment.bytes { members.append("\"bytes\": \(bytes)") }
    if let error = segment.maxError { members.append("\"maxError\": \(CSSNumber.exact(error))") }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// The ES module (`--format module`): the Web Animations JSON as `motion`, and `play(element)`,
  /// which registers the custom properties (once), sets the derived real properties on the
  /// element's style and starts one animation per property, returning them.
  package var module: String {
    header(comment: "//", end: "") + "\n"
      + """
      // Usage: import play from "./motion.js"; const animations = play(document.querySelector("#card"));
      // Each animation's id is "mm-<property>"; pause one and set its currentTime (ms, the
      // document's clock) to scrub.

      export const motion = \(moduleJSON);

      /** Registers every custom property of the export (a property already registered is kept). */
      export function register() {
        for (const property of Object.values(motion.properties)) {
          try {
            CSS.registerProperty({
              name: property.name, syntax: property.syntax, inherits: property.inherits,
              initialValue: property.initialValue,
            });
          } catch (error) {
            // Registered already (by this module or by the exported CSS's @property).
          }
        }
      }

      /**
       * Plays the export on `element`: registers the properties, sets the real properties they
       * drive (unless `style` is false) and returns one Animation per property.
       */
      export function play(element, { style = true } = {}) {
        register();
        if (style) {
          for (const [property, value] of Object.entries(motion.style)) {
            element.style.setProperty(property, value);
          }
        }
        // new Animation, not element.animate(): the playback rate must be set before play(),
        // which then starts a negative rate from the effect's end (Web Animations, "play an
        // animation"). "Infinity" iterations read as Infinity (Number("Infinity")).
        return Object.values(motion.properties).map((property) => {
          const options = { ...property.options, iterations: Number(property.options.iterations) };
          const animation = new Animation(
            new KeyframeEffect(element, property.keyframes, options), document.timeline);
          animation.id = property.options.id;
          animation.playbackRate = property.playbackRate;
          animation.play();
          return animation;
        });
      }

      export default play;

      """
  }

  /// ``webAnimationsJSON`` as a JavaScript literal: an infinite count is `Infinity`.
  var moduleJSON: String {
    String(webAnimationsJSON.dropLast())
      .replacingOccurrences(of: "\"iterations\": \"Infinity\"", with: "\"iterations\": Infinity")
  }

  /// `text` as a JSON string literal, with `<`, `>` and `&` escaped too, so the JSON can sit
  /// inside an HTML `<script>` element.
  static func jsonString(_ text: String) -> String {
    JSONStringLiteral.quoted(text, escapingHTML: true)
  }
}
