extension MotionExport {
  /// The `@media (prefers-reduced-motion: reduce) { … }` block the CSS, HTML and SVG outputs
  /// append after the declarations on `selector`, or `nil` for none.
  ///
  /// The hook for issue 29's part 4 (one reduced-motion policy for the runtime and the export):
  /// the policy — which properties become a short fade or an instant change and which stay —
  /// is decided with the runtime's setting and written here. Until then the export writes no
  /// block, and a page's reduced-motion users see the full motion.
  func reducedMotionCSS(selector: String) -> String? {
    nil
  }
}
