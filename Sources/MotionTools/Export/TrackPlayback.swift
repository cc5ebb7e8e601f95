import Foundation
package import MotionTween

/// The timing of a track that is one repeating or rate-played tween's own animation: a tween
/// with iterations, an iteration start, a direction or an effect easing, or a `playbackRate`
/// other than 1 (record 0043). Such a track's keyframes are the tween's, at their offsets in one
/// iteration, and its animation carries the tween's timing as Web Animations names it, instead
/// of the one clock every other track shares.
package struct TrackPlayback: Sendable {
  /// One iteration, ms.
  package var duration: Double
  /// The tween's delay, ms.
  package var delay: Double
  /// Iterations, iteration start, direction and effect easing.
  package var timing: IterationTiming
  /// The animation's playback rate.
  package var playbackRate: Double
  /// The document field of the tween (`tweens[0]`).
  package var source: String
  /// Why CSS `@keyframes` and `animation` cannot express it, when they cannot (the css, html
  /// and svg outputs refuse it with this error; waapi and module write every field).
  package var cssProblem: InputError?

  /// Whether `motion` needs a track of its own timing: a tween played at a rate other than 1,
  /// or one whose timing is not a single forwards linear iteration.
  static func isNeeded(for motion: DocumentAnimation) -> Bool {
    switch motion {
    case .played: true
    case .tween(let tween): !tween.timing.isOnce
    default: false
    }
  }

  /// The document instants up to `until` where the value may jump (a browser may show either
  /// side there, Docs/Export.md): every iteration's start and end, and within each iteration
  /// its keyframes' offsets and their `steps()` edges (with a linear effect easing) or the
  /// effect's own `steps()` edges, played in each iteration's direction and at the rate.
  /// Another effect easing lists only the iteration boundaries.
  func jumps(frames: [(offset: Double, curve: TimingFunction)], until: Double) -> [Double] {
    guard duration > 0, playbackRate != 0 else { return [] }
    var edges: Set<Double> = [0, 1]
    switch timing.easing {
    case .linear:
      for (a, b) in zip(frames, frames.dropFirst()) {
        edges.insert(a.offset)
        guard case .steps(let steps) = a.curve else { continue }
        for j in 0...steps.count {
          edges.insert(a.offset + Double(j) / Double(steps.count) * (b.offset - a.offset))
        }
      }
    case .steps(let steps):
      for j in 0...steps.count { edges.insert(Double(j) / Double(steps.count)) }
    default: break
    }
    let active = timing.activeDuration(forDuration: duration)
    let end = delay + active
    let first = timing.iterationStart.rounded(.down)
    // Local time runs up to `until` at the rate (forwards), or from the end back to the delay.
    let reach = playbackRate > 0 ? until * playbackRate : active
    let last = min(timing.iterationStart + min(timing.iterations, reach / duration + 1), 1e4)
    var instants: [Double] = []
    var k = first
    while k <= last {
      let forwards = timing.direction.isForwards(inIteration: k)
      for q in edges {
        let local = delay + ((forwards ? k + q : k + 1 - q) - timing.iterationStart) * duration
        guard local >= delay, local <= end else { continue }
        let time = playbackRate > 0 ? local / playbackRate : (end - local) / -playbackRate
        if time >= 0, time <= until { instants.append(time) }
      }
      k += 1
    }
    return Array(Set(instants)).sorted()
  }

  /// The `iterations` member: a number, or `"Infinity"` in JSON (which `element.animate()`
  /// reads as `Infinity`: `Number("Infinity")`), `Infinity` in JavaScript.
  func iterationsText(json: Bool) -> String {
    timing.iterations.isInfinite
      ? (json ? "\"Infinity\"" : "Infinity") : CSSNumber.exact(timing.iterations)
  }

  /// The Web Animations options (`KeyframeEffectOptions` and the animation's `id`).
  func optionsJSON(name: String, json: Bool = true) -> String {
    "{\"id\": \"mm-\(name)\", \"duration\": \(CSSNumber.exact(duration)), "
      + "\"delay\": \(CSSNumber.exact(delay)), \"iterations\": \(iterationsText(json: json)), "
      + "\"iterationStart\": \(CSSNumber.exact(timing.iterationStart)), "
      + "\"direction\": \"\(timing.direction.rawValue)\", \"fill\": \"both\", "
      + "\"easing\": \"\(timing.easing.description)\"}"
  }

  /// The CSS `animation` shorthand for `name` (when ``cssProblem`` is nil): a positive rate
  /// divides the duration and the delay (the rate a CSS animation cannot carry), the count and
  /// direction map one to one.
  func cssAnimation(name: String) -> String {
    let count =
      timing.iterations.isInfinite ? "infinite" : CSSNumber.exact(timing.iterations)
    return
      "mm-\(name) \(CSSNumber.exact(duration / playbackRate))ms linear "
      + "\(CSSNumber.exact(delay / playbackRate))ms \(count) \(timing.direction.rawValue) both"
  }
}

extension PropertyTrack {
  /// The track of a property whose one motion is `motion` (``TrackPlayback/isNeeded(for:)``),
  /// from `underlying` (what shows at its start): its keyframes at their offsets (the track's
  /// ``duration`` is 1, so a keyframe's time is its offset), its timing, and its jump instants
  /// on the document's clock up to `until` (the export's end).
  /// - Throws: ``InputError`` naming the field when even Web Animations cannot express it (a
  ///   single value's timing function over implicit keyframes, which applies to the whole
  ///   effect after its easing).
  init(
    name: String, baseValue: Double, playing motion: DocumentAnimation, label: String,
    until: Double
  ) throws(InputError) {
    let (tween, rate): (Tween<Double>, Double) =
      switch motion {
      case .played(let played): (played.tween, played.playbackRate)
      case .tween(let tween): (tween, 1)
      default: preconditionFailure("only tweens have a playback of their own")
      }
    let (frames, effect) = TrackBuilder.offsetFrames(tween, underlying: baseValue)
    guard effect == .linear else {
      throw InputError(
        "\(label).interTimingFunctions: a single value's timing function over implicit "
          + "keyframes (offsets) cannot be exported with iterations or a playback rate")
    }
    self.name = name
    self.baseValue = baseValue
    duration = 1
    keyframes = frames.enumerated().map { index, frame in
      var keyframe = ExportKeyframe(
        time: frame.offset, value: frame.value,
        easing: index + 1 < frames.count ? .timing(frame.curve) : nil)
      keyframe.offsetText = Self.percentage(frame.offset)
      return keyframe
    }
    segments = []
    jumps = []
    var playback = TrackPlayback(
      duration: tween.duration, delay: tween.delay, timing: tween.timing, playbackRate: rate,
      source: label)
    let timed = frames.map { (offset: $0.offset, curve: $0.curve) }
    playback.cssProblem = Self.cssProblem(of: playback, frames: timed)
    jumps = playback.jumps(frames: timed, until: until)
    self.playback = playback
  }

  /// The keyframes as CSS writes them: CSS has no effect easing, so a tween of one linear
  /// interval takes it as that interval's timing function (the only case CSS can express).
  var cssKeyframes: [ExportKeyframe] {
    guard let playback, playback.timing.easing != .linear else { return keyframes }
    var folded = keyframes
    folded[0].easing = .timing(playback.timing.easing)
    return folded
  }

  /// Why CSS cannot express `playback` with keyframes at `offsets`, or nil.
  private static func cssProblem(
    of playback: TrackPlayback, frames: [(offset: Double, curve: TimingFunction)]
  ) -> InputError? {
    let offsets = frames.map(\.offset)
    let label = playback.source
    let reason = "; export it as waapi or module, which write it directly"
    if playback.playbackRate <= 0 {
      return InputError(
        "\(label).playbackRate: CSS animations have no playback rate; a positive one divides "
          + "the duration and delay, \(CSSNumber.exact(playback.playbackRate)) cannot\(reason)")
    }
    if playback.timing.iterationStart != 0 {
      return InputError(
        "\(label).iterationStart: CSS animations have no iteration start\(reason)")
    }
    if playback.timing.easing != .linear && (frames.count != 2 || frames[0].curve != .linear) {
      return InputError(
        "\(label).easing: CSS @keyframes have no effect easing, and only a tween of one linear "
          + "interval can take it as its keyframes' timing function\(reason)")
    }
    if zip(offsets, offsets.dropFirst()).contains(where: { $0 == $1 }) {
      return InputError(
        "\(label).offsets: CSS @keyframes merge keyframes at equal offsets\(reason)")
    }
    return nil
  }

  /// The shortest percentage that a browser reads back, divided by 100, as `offset` exactly.
  static func percentage(_ offset: Double) -> String {
    for decimals in 0...17 {
      var text = String(format: "%.\(decimals)f", offset * 100)
      if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
      }
      if let read = Double(text), read / 100 == offset { return text }
    }
    return CSSNumber.exact(offset * 100)
  }
}
