import MotionTools
import MotionTween
import Testing

/// The slope (units per ms) with which `track` leaves its time 0: its first easing's first
/// segment, in value space.
func startSlope(_ track: PropertyTrack) throws -> Double {
  let first = try #require(track.keyframes.first)
  let next = try #require(track.keyframes.dropFirst().first)
  guard case .baked(let easing) = first.easing else {
    Issue.record("the track does not start with a baked easing")
    return .nan
  }
  return easing.startSlope * (next.value - first.value) / (next.time - first.time)
}

@Suite("--continue-at: the rest of a spring from the engine's value and velocity at an instant")
struct ContinuationTests {
  static let springs = [
    #""stiffness": 400, "dampingRatio": 0.3"#, #""preset": "expressive-default-spatial""#,
    #""preset": "standard-slow-spatial", "velocity": -2400"#,
  ]

  @Test("interrupted at three instants: value continuous, slope within 1 %, the rest in bound")
  func threeInstants() throws {
    for spring in Self.springs {
      let json = """
        { "properties": { "x": 0 },
          "motions": [ { "kind": "spring", "property": "x", "to": 300, "delay": 40, \(spring) } ] }
        """
      let document = try document(json)
      let stack = document.stacks[0]
      for instant in [70.0, 183.5, 420.0] {
        var options = MotionExport.Options()
        options.continueAt = instant
        let export = try MotionExport(document: document, options: options)
        let track = try #require(export.tracks.first)
        let engine = stack.sample(at: instant)
        // Value: the continuation starts exactly where the engine is.
        #expect(track.keyframes[0].value == engine.value, "\(spring) at \(instant)")
        #expect(track.value(at: 0) == engine.value)
        // Slope: the exported linear()'s slope at 0 is the engine's velocity within 1 %.
        let velocity = engine.velocity / 1000
        let slope = try startSlope(track)
        #expect(
          abs(slope - velocity) <= 0.01 * abs(velocity),
          "\(spring) at \(instant): \(slope) vs \(velocity)")
        // The rest keeps the bound, on the continuation's clock.
        let worst = worstRatio(export, document, step: 0.1371)
        #expect(worst.ratio <= 1, "\(spring) at \(instant): \(worst.at)")
        #expect(export.start == instant && export.duration == stack.ends[0] - instant)
      }
    }
  }

  @Test("before its start, the continuation is the whole spring; after its rest, a hold")
  func outsideTheMotion() throws {
    let json = """
      { "properties": { "x": 0 },
        "motions": [ { "kind": "spring", "property": "x", "to": 300, "delay": 100,
                       "preset": "standard-default-spatial" } ] }
      """
    let document = try document(json)
    var options = MotionExport.Options()
    options.continueAt = 50
    let early = try MotionExport(document: document, options: options)
    #expect(early.tracks[0].keyframes[0].value == 0)
    #expect(early.tracks[0].segments.map(\.kind) == ["hold", "spring"])
    options.continueAt = 5000
    let late = try MotionExport(document: document, options: options)
    #expect(late.tracks[0].keyframes.map(\.value) == [300, 300])
    #expect(late.duration == 1)
  }

  @Test("a continuation inside a tween keeps its curve: value continuous, nothing baked")
  func insideATween() throws {
    let document = try document(
      """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": 300, "values": [0, 240],
                      "interTimingFunctions": ["standard"] } ] }
      """)
    var options = MotionExport.Options()
    options.continueAt = 120
    let export = try MotionExport(document: document, options: options)
    #expect(export.tracks[0].keyframes[0].value == document.stacks[0].sample(at: 120).value)
    #expect(export.baked.isEmpty)
    #expect(worstRatio(export, document).ratio <= 1e-3)
  }
}
