package import MotionRuntime
import MotionStreams
package import MotionTimeline
package import MotionTween

/// The tiles' staggered choreography on one timeline, and the tween that scrubs it.
package enum DemoChoreography {
  /// Seconds between one tile's entrance and the next one's.
  package static let stagger = 0.12
  /// How far tiles slide up into place, in points.
  package static let slide = 60.0
  /// The choreography's length on its timeline, in seconds.
  package static let length = 2 * stagger + 0.55

  /// One tween of the choreography, on one tile's property.
  package struct Entry {
    /// The tile's index.
    package var tile: Int
    /// The property's name in charts: opacity, scale, rotation or slide.
    package var property: String
    /// The interaction, for activity checks.
    package var interaction: any Interaction
    /// Keyframes as (timeline seconds, value in chart units).
    package var keyframes: [(time: Double, value: Double)]
    /// The timing function of each interval between keyframes, as CSS text.
    package var timingFunctions: [String]
    /// Adds the interaction to its tile's property.
    package var add: (FrameRuntime) -> Void
  }

  /// Every tile's tweens: fade in, scale up past 1 and back, turn upright, slide up.
  package static func entries(for tiles: [MotionElement], timeline: Timeline) throws(TweenError)
    -> [Entry]
  {
    var entries: [Entry] = []
    for (index, tile) in tiles.enumerated() {
      let delay = Double(index) * stagger
      let rest = tile.position.value
      let opacity = try Tween(
        duration: 0.3, delay: delay, values: [0.0, 1],
        interTimingFunctions: [.standard])
      let scale = try Tween(
        duration: 0.5, delay: delay, values: [0.6, 1.08, 1],
        offsets: [0, 0.6, 1], interTimingFunctions: [.standard, .standard])
      let rotation = try Tween(
        duration: 0.5, delay: delay + 0.05, values: [-20.0 * .pi / 180, 0],
        interTimingFunctions: [.standard])
      let position = try Tween(
        duration: 0.55, delay: delay,
        values: [Point(x: rest.x, y: rest.y + slide), rest], interTimingFunctions: [.standard])
      entries.append(entry(index, "opacity", opacity, tile.opacity, timeline) { $0 })
      entries.append(entry(index, "scale", scale, tile.scale, timeline) { $0 })
      entries.append(entry(index, "rotation", rotation, tile.rotation, timeline) { $0 * 180 / .pi })
      entries.append(entry(index, "slide", position, tile.position, timeline) { $0.y })
    }
    return entries
  }

  /// The scrub: the timeline's offset swept forward to the end, back, forward and back to 0,
  /// each stretch along the standard curve, after a short pause.
  package static func scrubTween() throws(TweenError) -> Tween<Double> {
    try Tween(
      duration: 2.6, delay: 0.3,
      values: [0, length, 0.25 * length, 0.8 * length, 0], offsets: [0, 0.3, 0.55, 0.8, 1],
      interTimingFunctions: [.standard, .standard, .standard, .standard])
  }

  /// The keyframes of `tween` as (seconds on its own time, value in chart units).
  package static func keyframes<Value>(_ tween: Tween<Value>, _ chartValue: (Value) -> Double)
    -> [(time: Double, value: Double)]
  {
    let values = tween.values
    let offsets =
      tween.offsets
      ?? values.indices.map { values.count == 1 ? 1 : Double($0) / Double(values.count - 1) }
    return zip(offsets, values).map { offset, value in
      (tween.delay + offset * tween.duration, chartValue(value))
    }
  }

  private static func entry<Value: Interpolatable>(
    _ tile: Int, _ property: String, _ tween: Tween<Value>,
    _ target: ReactiveProperty<Value>, _ timeline: Timeline, _ chartValue: (Value) -> Double
  ) -> Entry {
    let interaction = TweenInteraction(tween, timeline: timeline)
    return Entry(
      tile: tile, property: property, interaction: interaction,
      keyframes: keyframes(tween, chartValue),
      timingFunctions: (tween.interTimingFunctions ?? []).map(\.description),
      add: { runtime in runtime.add(interaction, to: target) })
  }
}
