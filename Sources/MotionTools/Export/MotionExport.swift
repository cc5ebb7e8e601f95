import MotionTween

/// A motion document exported for the web: one ``PropertyTrack`` per property, on one clock,
/// ready to print as CSS, Web Animations JSON, an ES module, an HTML page or an animated SVG
/// (`motion export`, Docs/Export.md).
///
/// Every track lasts ``duration`` ms: from the document's time 0 (or the continuation instant,
/// ``Options/continueAt``) to the last instant any motion of the document starts, ends or comes
/// to rest (at least 1 ms). After it every property holds its last value, as the engine does.
package struct MotionExport: Sendable {
  /// What to export and how.
  package struct Options: Equatable, Sendable {
    /// The bound for baked motions (`--tolerance`).
    package var tolerance = ExportTolerance.standard
    /// How springs and decays are baked (`--scheme`).
    package var scheme = ExportScheme.bound
    /// The document instant the export starts from (`--continue-at`), in ms; 0 exports the
    /// whole document.
    package var continueAt = 0.0
    /// The properties to export (`--properties`), or nil for all of them.
    package var properties: [String]?
    /// The CSS selector the `animation` declarations go on (`--selector`).
    package var selector = ".motion"

    /// The defaults: the whole document, 0.5 px per 300 px, every property, `.motion`.
    package init() {}
  }

  /// The longest document the export takes, in ms (an hour).
  package static let longest = 3_600_000.0

  /// The tracks, in the document's property order (sorted by name).
  package var tracks: [PropertyTrack]
  /// The tracks that change under `prefers-reduced-motion: reduce` (the runtime's policy,
  /// ``reducedMotionCSS(selector:)``), as the runtime shows them then; on the same clock.
  package var reducedTracks: [PropertyTrack]
  /// Every track's length, ms.
  package var duration: Double
  /// The document instant that is the tracks' time 0, ms.
  package var start: Double
  /// The options it was made with.
  package var options: Options
  /// The input's name, for the comment at the top of each output.
  package var name: String

  /// Exports `document` (read from `name`).
  /// - Throws: ``InputError`` for a property whose name cannot be a CSS custom property, a
  ///   `--properties` name the document does not declare, a negative `--continue-at`, a motion
  ///   that never comes to rest, or a document longer than an hour.
  package init(document: MotionDocument, options: Options = Options(), name: String = "document")
    throws(InputError)
  {
    guard options.continueAt >= 0, options.continueAt.isFinite else {
      throw InputError("--continue-at: must not be negative, got \(options.continueAt) ms")
    }
    let declared = document.properties.map(\.name)
    for property in declared where !Self.isCSSName(property) {
      throw InputError(
        "properties.\(property): cannot name a CSS custom property (use letters, digits, '-' "
          + "and '_')")
    }
    if let chosen = options.properties {
      for name in chosen where !declared.contains(name) {
        throw InputError(
          "--properties: '\(name)' is not declared in the document's properties ("
            + declared.joined(separator: ", ") + ")")
      }
    }
    let labels =
      document.tweens.indices.map { "tweens[\($0)]" }
      + document.motions.indices.map { "motions[\($0)]" }
    let registered = document.registered
    let stacks = document.stacks
    var end = 0.0
    for (property, stack) in zip(document.properties, stacks) {
      let owned = labels.indices.filter { registered[$0].property == property.name }
      if let first = stack.motions.first,
        stack.motions.contains(where: TrackPlayback.isNeeded(for:))
      {
        let label = labels[owned[stack.motions.firstIndex(where: TrackPlayback.isNeeded(for:))!]]
        guard stack.motions.count == 1 else {
          throw InputError(
            "\(label): a tween with iterations, an iteration start, a direction, an easing or a "
              + "playback rate is exported as its own animation, so it must be the only motion "
              + "on its property; '\(property.name)' has \(stack.motions.count)")
        }
        guard options.continueAt == 0 else {
          throw InputError(
            "--continue-at: \(label) is a tween with its own timing (iterations, direction, "
              + "easing or playback rate), which a continuation cannot cut")
        }
        // One that never ends is exported (and checked) over three iterations.
        end = max(end, first.window(end: stack.ends[0]) ?? 0)
        continue
      }
      for (position, motion) in stack.motions.enumerated() {
        let finish = stack.ends[position]
        guard finish.isFinite else {
          throw InputError(
            "\(labels[owned[position]]): never comes to rest (an undamped spring or a zero rest "
              + "velocity), so it has no end to export")
        }
        end = max(end, motion.startTime, finish)
      }
    }
    guard end <= Self.longest else {
      throw InputError(
        "the document runs for \(CSSNumber.exact(end)) ms; an export takes at most an hour")
    }
    start = options.continueAt
    end = max(end, start + 1)
    duration = end - start
    self.options = options
    self.name = name
    tracks = try Self.tracks(
      of: document, stacks: stacks, labels: labels, options: options, start: start, end: end
    ) { _ in true }
    // A track with its own timing plays in full under reduced motion (Docs/Export.md, "What
    // cannot be expressed"): its animation's iterations would repeat any reduced keyframes.
    let ownTiming = Set(tracks.filter { $0.playback != nil }.map(\.name))
    reducedTracks = try Self.reducedTracks(
      document: document, labels: labels, options: options, start: start, end: end
    ).filter { !ownTiming.contains($0.name) }
  }

  /// Refuses a track CSS cannot express (``TrackPlayback/cssProblem``) for the css, html and
  /// svg outputs; the svg also refuses any track with its own timing (it loops every track).
  package func checkCSS(svg: Bool = false) throws(InputError) {
    for track in tracks {
      guard let playback = track.playback else { continue }
      if let problem = playback.cssProblem { throw problem }
      if svg {
        throw InputError(
          "\(playback.source): the svg loops every track, which a tween with its own "
            + "iterations or playback rate cannot join; export it as css, html, waapi or module")
      }
    }
  }

  /// Whether `name` can follow `--` in a custom property name and `mm-` in a keyframes name
  /// without escaping: not empty, only letters, digits, `-`, `_` and non-ASCII characters.
  package static func isCSSName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy { scalar in
        scalar.value >= 0x80 || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
      }
  }

  /// Every baked stretch of every track (springs, decays, tween parts CSS cannot cut), with
  /// its property.
  package var baked: [(property: String, segment: ExportSegment)] {
    tracks.flatMap { track in
      track.segments.filter { $0.points != nil }.map { (track.name, $0) }
    }
  }
}

extension MotionExport {
  /// One line about a baked segment: `motions[0] spring 100–1134.4 ms: 17 points, 312 bytes,
  /// max error 0.38 (bound 0.5)`, times on the track's clock.
  package func report(_ segment: ExportSegment) -> String {
    let span =
      "\(CSSNumber.within(0.05, of: segment.start))–\(CSSNumber.within(0.05, of: segment.end)) ms"
    var text = "\(segment.source.map { "\($0) " } ?? "")\(segment.kind) \(span)"
    if let points = segment.points, let bytes = segment.bytes, let error = segment.maxError {
      text +=
        ": \(points) points, \(bytes) bytes, max error "
        + "\(CSSNumber.within(segment.bound / 1000, of: error)) "
        + "(bound \(CSSNumber.within(segment.bound / 1000, of: segment.bound)))"
    }
    return text
  }
}

extension MotionExport {
  /// One track per property of `document` that the options take and `includes` accepts, from
  /// its `stacks` (the document's own, or those of its reduced form), each labelled with the
  /// document entries (`labels`, in `registered` order) that move it.
  static func tracks(
    of document: MotionDocument, stacks: [MotionStack], labels: [String], options: Options,
    start: Double, end: Double, including includes: (String) -> Bool
  ) throws(InputError) -> [PropertyTrack] {
    let registered = document.registered
    var tracks: [PropertyTrack] = []
    for (property, stack) in zip(document.properties, stacks)
    where includes(property.name) && (options.properties?.contains(property.name) ?? true) {
      let owned = labels.indices.filter { registered[$0].property == property.name }
      if stack.motions.count == 1, TrackPlayback.isNeeded(for: stack.motions[0]) {
        tracks.append(
          try PropertyTrack(
            name: property.name, baseValue: stack.starts[0].value, playing: stack.motions[0],
            label: labels[owned[0]], until: end))
        continue
      }
      tracks.append(
        try PropertyTrack(
          name: property.name, baseValue: property.value, stack: stack,
          labels: owned.map { labels[$0] }, tolerance: options.tolerance, scheme: options.scheme,
          start: start, end: end))
    }
    return tracks
  }
}
