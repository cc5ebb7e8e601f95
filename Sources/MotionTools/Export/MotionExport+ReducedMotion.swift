extension MotionExport {
  /// The `@media (prefers-reduced-motion: reduce) { … }` block the CSS, HTML and SVG outputs
  /// append after the declarations on `selector`, or `nil` for none.
  ///
  /// The hook for issue 29's part 4 (one reduced-motion policy for the runtime and the export):
  /// the runtime's policy (`MotionRole`, `ReducedMotionPolicy`, record 0034), called with the
  /// document's property names and springs, decides which tracks change instantly and which
  /// play, and the block is written here, after the declarations on `selector`. Until then the
  /// export writes no block, and a page's reduced-motion users see the full motion.
  func reducedMotionCSS(selector: String) -> String? {
    nil
  }
}
