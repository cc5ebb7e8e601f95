import MotionRuntime

extension MotionExport {
  /// The policy the export writes for `prefers-reduced-motion: reduce`: the runtime's default,
  /// Material's (spatial motion becomes an instant change, effects play; record 0034).
  static let reducedMotionPolicy = ReducedMotionPolicy.material

  /// The `@media (prefers-reduced-motion: reduce) { … }` block the CSS, HTML and SVG outputs
  /// append after the declarations, or `nil` when no exported track changes under reduced
  /// motion (a document of effects only: opacity, colour).
  ///
  /// The block redefines `@keyframes mm-<P>` for each track in ``reducedTracks``: CSS uses the
  /// last `@keyframes` rule of a name whose condition holds, so under reduce the same
  /// `animation` declarations (same name, duration and fill, on every selector) run the reduced
  /// keyframes, and the timeline is unchanged. Each reduced track is what the runtime shows with
  /// `reducesMotion` set, at every instant (`motion sample --reduced-motion`): a tween's first
  /// frame during its delay and its final value from its start, a spring or decay at rest from
  /// its start. A reduced tween keeps its span and timing (its two frames joined by
  /// `steps(1, jump-start)`, written as its timing function); physics at rest is a hold, and a
  /// jump a hold keyframe with `steps(1, jump-end)` (``PropertyTrack``). `selector` is not
  /// needed (the declarations are not repeated); `length`, the looped SVG's, pads each reduced
  /// track with the same hold as the full ones.
  func reducedMotionCSS(selector: String, paddedTo length: Double? = nil) -> String? {
    guard !reducedTracks.isEmpty else { return nil }
    let names = reducedTracks.map { "--\($0.name)" }.joined(separator: ", ")
    let tracks =
      length.map { length in reducedTracks.map { $0.padded(to: length) } } ?? reducedTracks
    let rules = keyframesRules(tracks).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    return
      "/* prefers-reduced-motion: reduce — the runtime's policy (record 0034): spatial motion "
      + "(\(names)) changes instantly, effects play. */\n"
      + "@media (prefers-reduced-motion: reduce) {\n" + rules + "}\n"
  }

  /// The tracks of `document` reduced under ``reducedMotionPolicy``, for the properties the
  /// export takes, from `start` to `end` (the full export's clock, so the duration is kept).
  static func reducedTracks(
    document: MotionDocument, labels: [String], options: Options, start: Double, end: Double
  ) throws(InputError) -> [PropertyTrack] {
    let changed = Set(document.reducedProperties(policy: reducedMotionPolicy))
    let reduced = document.reduced(policy: reducedMotionPolicy)
    return try tracks(
      of: reduced, stacks: reduced.stacks, labels: labels, options: options, start: start,
      end: end, including: changed.contains)
  }
}
