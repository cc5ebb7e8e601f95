import Foundation
package import MotionRuntime
package import MotionStreams

/// Every frame's values of a ``DemoScene``, and the chart drawn from them
/// (`DemoRecording+Chart`).
///
/// Recorded after each frame (one consistent state, after every interaction has written), in
/// chart units: milliseconds of scene time, points, points per second, degrees.
package final class DemoRecording {
  /// An empty recording.
  package init() {}

  /// Scene time of each frame, in milliseconds.
  package private(set) var times: [Double] = []
  /// Card A's position per frame.
  package private(set) var cardX: [Double] = []
  package private(set) var cardY: [Double] = []
  /// Card B's (the tossed card's) position per frame.
  package private(set) var tossX: [Double] = []
  package private(set) var tossY: [Double] = []
  /// Card B's velocity as seen on screen, in points per second: its move from the previous
  /// frame over the time between the two (zero for the first frame). It is the mean velocity
  /// over that interval, so the chart draws it at the interval's midpoint, ``velocityTimes``.
  package private(set) var tossVelocity: [Point] = []
  /// The timeline's local time, in milliseconds.
  package private(set) var timeline: [Double] = []
  /// `tiles[property][tile]`: per frame values of opacity, scale, rotation (°) and slide (y).
  package private(set) var tiles: [String: [[Double]]] = [:]
  /// The bottom sheet's y position per frame (it moves only vertically).
  package private(set) var sheetY: [Double] = []
  /// The scrim's opacity per frame.
  package private(set) var scrim: [Double] = []

  /// The tile properties, in panel order, with their panel titles.
  package static let tileProperties = [
    ("opacity", "Tiles: opacity"), ("scale", "Tiles: scale"),
    ("rotation", "Tiles: rotation (°)"), ("slide", "Tiles: y position (pt)"),
  ]
  package static let cardColors = ["#1a73e8", "#d93025"]
  package static let tileColors = ["#188038", "#e37400", "#9334e6"]

  /// Records the scene's current state.
  package func record(_ scene: DemoScene) {
    times.append(scene.sceneTime * 1000)
    let position = scene.card.position.value
    cardX.append(position.x)
    cardY.append(position.y)
    let toss = scene.toss.card.position.value
    tossX.append(toss.x)
    tossY.append(toss.y)
    tossVelocity.append(times.count == 1 ? .zero : scene.toss.velocity)
    timeline.append(scene.timelineTime * 1000)
    for (property, _) in Self.tileProperties {
      var columns = tiles[property] ?? Array(repeating: [], count: scene.tiles.count)
      for (index, tile) in scene.tiles.enumerated() {
        columns[index].append(Self.value(property, of: tile))
      }
      tiles[property] = columns
    }
    sheetY.append(scene.sheet.sheet.position.value.y)
    scrim.append(scene.sheet.scrim.opacity.value)
  }

  /// Where each ``tossVelocity`` belongs on the time axis, in milliseconds: the midpoint of
  /// its frame and the one before (the first frame's own time).
  package var velocityTimes: [Double] {
    times.indices.map { $0 == 0 ? times[0] : (times[$0 - 1] + times[$0]) / 2 }
  }

  package static func value(_ property: String, of tile: MotionElement) -> Double {
    switch property {
    case "opacity": tile.opacity.value
    case "scale": tile.scale.value
    case "rotation": tile.rotation.value * 180 / .pi
    default: tile.position.value.y
    }
  }
}
