import Foundation

extension MotionExport {
  /// A self-contained page (`--format html`): the stylesheet inlined with the declarations on
  /// `.motion`, one element `<div class="motion" id="motion">` on a stage large enough for its
  /// travel, and the Web Animations JSON in `<script type="application/json"
  /// id="motion-export">` for a checker. No script runs: the CSS animates the element.
  ///
  /// The browser check's contract (Docs/Export.md): each property `P` is the registered custom
  /// property `--P`, animated by the CSS animation `mm-P` on `#motion`; its time 0 is the
  /// document's time 0 (or `--continue-at`'s instant), in ms on `motion sample`'s clock, with
  /// `fill-mode: both`, one iteration and no delay (a tween with its own timing keeps its delay,
  /// count and direction, its positive rate folded into them: ``TrackPlayback``).
  package var html: String {
    let (left, top, width, height) = stageLayout
    let title = Self.htmlEscaped("motion export: \(name)")
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      \(css(selector: ".motion"))
      html, body { margin: 0; }
      body { font: 14px/1.4 system-ui, sans-serif; color: #1d1b20; background: #fef7ff; padding: 24px; }
      .stage { position: relative; width: \(CSSNumber.exact(width))px; height: \(CSSNumber.exact(height))px;
        outline: 1px dashed #cac4d0; }
      #motion { position: absolute; left: \(CSSNumber.exact(left))px; top: \(CSSNumber.exact(top))px;
        width: \(Self.box)px; height: \(Self.box)px; border-radius: 12px; background: #6750a4; }
      </style>
      </head>
      <body>
      <p>\(title) — \(tracks.map { "<code>--\($0.name)</code>" }.joined(separator: ", ")), \(CSSNumber.within(0.05, of: duration)) ms. Reload to replay.</p>
      <div class="stage"><div class="motion" id="motion"></div></div>
      <script type="application/json" id="motion-export">
      \(webAnimationsJSON)</script>
      </body>
      </html>

      """
  }

  /// The element's side, px.
  static let box = 48.0

  /// Where the element sits on the stage and the stage's size, so that every translation the
  /// tracks show stays on it (with a margin for scale).
  var stageLayout: (left: Double, top: Double, width: Double, height: Double) {
    let margin = 24.0
    let x = range(of: "x")
    let y = range(of: "y")
    return (
      margin - x.lowerBound, margin - y.lowerBound,
      x.upperBound - x.lowerBound + Self.box + 2 * margin,
      y.upperBound - y.lowerBound + Self.box + 2 * margin
    )
  }

  /// The smallest and largest value the track `name` shows (0...0 without one), sampled.
  func range(of name: String) -> ClosedRange<Double> {
    guard let track = tracks.first(where: { $0.name == name }) else { return 0...0 }
    return range(of: track)
  }

  /// The smallest and largest value `track` shows, sampled at 1,000 instants and its keyframes.
  func range(of track: PropertyTrack) -> ClosedRange<Double> {
    var values = track.keyframes.map(\.value)
    for step in 0...1000 { values.append(track.value(at: duration * Double(step) / 1000)) }
    return (values.min() ?? 0)...(values.max() ?? 0)
  }

  /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
  static func htmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
