import Foundation

extension MotionExport {
  /// The stylesheet (`--format css`): an `@property` registration and an `@keyframes mm-<P>`
  /// rule per property, then the `animation` declarations and the real properties derived from
  /// the custom ones (``CSSPropertyMapping``) on ``Options/selector``. The properties of an
  /// element `E` (`E-x`, `E-opacity`, …) get a rule of their own on the selector followed by
  /// `-E` (`.motion-card`): a custom property that does not inherit must be animated on the
  /// element that uses it.
  ///
  /// Every animation runs `mm-<P> <duration>ms linear 0ms 1 normal both`: the same duration
  /// for every property, no delay (each motion's delay is inside its track), one iteration,
  /// filling both ways, so its time 0 is the document's time 0 (or `--continue-at`'s instant).
  package var css: String {
    css(selector: options.selector, perElement: true)
  }

  /// The stylesheet with the declarations on `selector`; without `perElement`, every animation
  /// is on `selector` (the HTML page's one element, the browser check's contract).
  package func css(selector: String, perElement: Bool = false) -> String {
    var text = header(comment: "/*", end: " */") + "\n"
    text += propertyRules + "\n"
    text += keyframesRules(tracks) + "\n"
    var own = tracks
    var rules: [String] = []
    if perElement {
      for element in CSSPropertyMapping.elements(tracks.map(\.name)) where !element.element.isEmpty
      {
        let group = tracks.filter { element.names.contains($0.name) }
        own.removeAll { element.names.contains($0.name) }
        rules.append(
          rule(
            "\(selector)-\(element.element)",
            declarations(iterations: "1", tracks: group, prefix: element.element + "-")))
      }
    }
    if !own.isEmpty || rules.isEmpty {
      text += rule(selector, declarations(iterations: "1", tracks: own))
    }
    text += rules.joined()
    if let reduced = reducedMotionCSS(selector: selector) { text += "\n" + reduced }
    return text
  }

  /// A comment naming the input, the clock and the bound, between `comment` and `end`.
  func header(comment: String, end: String) -> String {
    let count = tracks.count
    let clock =
      start == 0
      ? "time 0 is the document's time 0"
      : "time 0 is the document's \(CSSNumber.exact(start)) ms (--continue-at)"
    let scheme =
      options.scheme == .bound
      ? "springs and decays as linear() within \(CSSNumber.exact(options.tolerance.pixels)) px "
        + "per 300 px of their travel"
      : "springs and decays as linear() the way Motion bakes them (a point every 10 ms; "
        + "for comparison, no bound)"
    // Nothing in the name may end the comment or the element it sits in.
    let safeName = name.replacingOccurrences(of: "*/", with: "* /")
      .replacingOccurrences(of: "<", with: "‹").replacingOccurrences(of: ">", with: "›")
      .replacingOccurrences(of: "]]", with: "] ]")
    return
      "\(comment) motion export of \(safeName): \(count) propert\(count == 1 ? "y" : "ies"), "
      + "\(CSSNumber.within(0.05, of: duration)) ms; \(clock); \(scheme) (Docs/Export.md).\(end)"
  }

  /// One `@property` rule per track: a `<number>`, not inherited, starting at the base value.
  var propertyRules: String {
    tracks.map { track in
      "@property --\(track.name) { syntax: '<number>'; inherits: false; "
        + "initial-value: \(CSSNumber.exact(track.baseValue)); }\n"
    }.joined()
  }

  /// One `@keyframes mm-<P>` rule per track, each baked keyframe with a comment giving its
  /// source, points, bytes and error.
  func keyframesRules(_ tracks: [PropertyTrack]) -> String {
    tracks.map { track in
      var text = "@keyframes mm-\(track.name) {\n"
      for keyframe in track.cssKeyframes {
        var body = "--\(track.name): \(keyframe.valueText);"
        if let easing = keyframe.easing { body += " animation-timing-function: \(easing.text);" }
        text += "  \(keyframe.offsetText)% { \(body) }"
        if case .baked = keyframe.easing,
          let segment = track.segments.first(where: { abs($0.start - keyframe.time) < 1e-9 })
        {
          text += " /* \(describe(segment)) */"
        }
        text += "\n"
      }
      return text + "}\n"
    }.joined(separator: "\n")
  }

  /// `motions[0] spring: 17 points, 312 bytes, max error 0.38 of 0.5`.
  func describe(_ segment: ExportSegment) -> String {
    var text = "\(segment.source.map { "\($0) " } ?? "")\(segment.kind)"
    if let points = segment.points, let bytes = segment.bytes, let error = segment.maxError {
      text +=
        ": \(points) points, \(bytes) bytes, max error \(CSSNumber.within(error / 100, of: error))"
        + " of \(CSSNumber.within(segment.bound / 1000, of: segment.bound))"
    }
    return text
  }

  /// The `animation` list and the derived real properties for `tracks`.
  func declarations(
    iterations: String, tracks: [PropertyTrack], duration: Double? = nil, prefix: String = ""
  ) -> [(property: String, value: String)] {
    let length = CSSNumber.exact(duration ?? self.duration)
    let list = tracks.map { track in
      track.playback?.cssAnimation(name: track.name)
        ?? "mm-\(track.name) \(length)ms linear 0ms \(iterations) normal both"
    }
    var result: [(String, String)] = []
    if !list.isEmpty { result.append(("animation", list.joined(separator: ", "))) }
    result += CSSPropertyMapping.declarations(for: Set(tracks.map(\.name)), prefix: prefix)
    return result
  }

  /// `selector { property: value; … }`, one declaration a line.
  func rule(_ selector: String, _ declarations: [(property: String, value: String)]) -> String {
    "\(selector) {\n" + declarations.map { "  \($0.property): \($0.value);\n" }.joined() + "}\n"
  }
}
