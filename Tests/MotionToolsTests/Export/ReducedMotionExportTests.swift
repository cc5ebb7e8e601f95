import Foundation
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTools
import MotionTween
import Testing

/// A document with every kind of motion on spatial and effects properties: a delayed tween and
/// a spring hand-off on `x`, a destination tween on `scale`, a decay on `rotate`, a fade on
/// `opacity`, an effects spring on `glow` (a name that says nothing: the preset decides) and a
/// spatial spring on `progress` (nothing says: spatial).
let mixedDocument = """
  { "properties": { "x": 0, "scale": 1, "rotate": 0, "opacity": 0, "glow": 0, "progress": 0 },
    "tweens": [
      { "property": "x", "duration": 500, "delay": 250, "values": [10, 100],
        "interTimingFunctions": ["ease-in-out"] },
      { "property": "scale", "duration": 500, "values": [2] },
      { "property": "opacity", "duration": 500, "delay": 125, "values": [0, 1] } ],
    "motions": [
      { "kind": "spring", "property": "x", "to": 300, "delay": 1000,
        "stiffness": 700, "dampingRatio": 0.9 },
      { "kind": "decay", "property": "rotate", "from": 0, "velocity": 500,
        "decelerationRate": 0.998 },
      { "kind": "spring", "property": "glow", "to": 1, "delay": 250,
        "preset": "standard-fast-effects" },
      { "kind": "spring", "property": "progress", "to": 1, "delay": 500,
        "dampingRatio": 0.3, "stiffness": 400 } ] }
  """

@Suite("Reduced motion in the export: the runtime's policy as a prefers-reduced-motion block")
struct ReducedMotionExportTests {
  @Test("which properties get a reduced track: spatial names and springs yes, effects no")
  func whichProperties() throws {
    let (export, document) = try exported(mixedDocument)
    #expect(document.reducedProperties() == ["progress", "rotate", "scale", "x"])
    #expect(export.reducedTracks.map(\.name) == ["progress", "rotate", "scale", "x"])
    let css = export.css
    let block = try #require(css.range(of: "@media (prefers-reduced-motion: reduce) {"))
    let reduced = String(css[block.lowerBound...])
    for name in ["x", "scale", "rotate", "progress"] {
      #expect(reduced.contains("  @keyframes mm-\(name) {"), "\(name)")
    }
    for name in ["opacity", "glow"] { #expect(!reduced.contains("mm-\(name)"), "\(name)") }
    // The block comes after the declarations and redefines keyframes only: the animation
    // list (names, one duration) is the full export's.
    #expect(!reduced.contains("animation:") && css.hasSuffix("}\n"))
    #expect(export.reducedTracks.allSatisfy { $0.duration == export.duration })
    // The page the browser check loads carries it too, and so does the SVG.
    #expect(export.html.contains("@media (prefers-reduced-motion: reduce) {"))
    #expect(export.html.contains(reduced))
  }

  @Test("a document of effects only writes no block")
  func effectsOnly() throws {
    let (export, _) = try exported(
      """
      { "properties": { "opacity": 0, "backgroundColor": 0, "fade": 0 },
        "tweens": [ { "property": "opacity", "duration": 300, "values": [0, 1] },
                    { "property": "backgroundColor", "duration": 300, "values": [0, 255] } ],
        "motions": [ { "kind": "spring", "property": "fade", "to": 1,
                       "preset": "standard-default-effects" } ] }
      """)
    #expect(export.reducedTracks.isEmpty)
    #expect(!export.css.contains("prefers-reduced-motion"))
    #expect(!export.html.contains("prefers-reduced-motion"))
  }

  @Test("--properties: only exported properties get a reduced track")
  func chosenProperties() throws {
    var options = MotionExport.Options()
    options.properties = ["opacity", "scale"]
    let (export, _) = try exported(mixedDocument, options)
    #expect(export.reducedTracks.map(\.name) == ["scale"])
  }

  @Test("the reduced keyframes equal the reduced sampler at every ms and on a fine grid")
  func keyframesMatchSampler() throws {
    let document = try document(mixedDocument)
    let export = try MotionExport(document: document)
    let reduced = document.reduced()
    let stacks = reduced.stacks
    var times = Array(stride(from: 0, through: export.duration + 300, by: 1.0))
    times += stride(from: 0, through: export.duration, by: 0.0371)
    for track in export.reducedTracks {
      let stack = stacks[reduced.index(of: track.name)!]
      var worst = 0.0
      for time in times {
        var error = abs(track.value(at: time) - stack.sample(at: time).value)
        if track.jumps.contains(where: { abs($0 - time) <= 0.001 }) {
          for side in [time - 0.002, time + 0.002] {
            error = min(error, abs(track.value(at: time) - stack.sample(at: side).value))
          }
        }
        worst = max(worst, error)
      }
      #expect(worst <= 1e-9, "\(track.name): \(worst)")
    }
    // The reduced tracks hold: a tween's first frame in its delay, its final value from its
    // start; physics at rest from its start.
    let x = try #require(export.reducedTracks.first { $0.name == "x" })
    #expect(x.value(at: 100) == 10 && x.value(at: 251) == 100 && x.value(at: 999) == 100)
    #expect(x.value(at: 1001) == 300)
    let progress = try #require(export.reducedTracks.first { $0.name == "progress" })
    #expect(progress.value(at: 499) == 0 && progress.value(at: 501) == 1)
  }

  @Test("the reduced sampler is the runtime with reducesMotion set, at every ms")
  func samplerMatchesRuntime() throws {
    let reduced = try document(mixedDocument).reduced()
    let times = Array(stride(from: 0, through: 2500, by: 1.0))
    let table = SampleTable(document: reduced, times: times)
    // The same motions in the runtime's unit, seconds.
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    runtime.reducesMotion = true
    let properties = table.names.map { name in
      ReactiveProperty(name == "scale" ? 1.0 : 0.0, name: name)
    }
    func property(_ name: String) -> ReactiveProperty<Double> {
      properties[table.names.firstIndex(of: name)!]
    }
    runtime.add(
      TweenInteraction(
        try Tween(
          duration: 0.5, delay: 0.25, values: [10.0, 100], interTimingFunctions: [.easeInOut])),
      to: property("x"))
    runtime.add(TweenInteraction(try Tween(duration: 0.5, values: [2.0])), to: property("scale"))
    runtime.add(
      TweenInteraction(try Tween(duration: 0.5, delay: 0.125, values: [0.0, 1])),
      to: property("opacity"))
    runtime.add(
      AnimationInteraction(
        try SpringAnimation(
          SpringParameters(stiffness: 700, dampingRatio: 0.9), to: 300.0, delay: 1)),
      to: property("x"))
    runtime.add(
      AnimationInteraction(
        try DecayAnimation<Double>(
          DecayParameters(decelerationRate: 0.998), from: 0, velocity: 500)),
      to: property("rotate"))
    runtime.add(
      AnimationInteraction(try SpringAnimation(.standardFastEffects, to: 1.0, delay: 0.25)),
      to: property("glow"))
    runtime.add(
      AnimationInteraction(
        try SpringAnimation(
          SpringParameters(stiffness: 400, dampingRatio: 0.3), to: 1.0, delay: 0.5)),
      to: property("progress"))
    var worst = (error: 0.0, at: "")
    for (sample, time) in times.enumerated() {
      if time > 0 { source.step(to: time / 1000) }
      for (row, name) in table.names.enumerated() {
        let error = abs(properties[row].value - table.values[row][sample])
        if error > worst.error {
          worst = (
            error, "\(name) at \(time) ms: \(properties[row].value) vs \(table.values[row][sample])"
          )
        }
      }
    }
    #expect(worst.error <= 1e-9, "\(worst.at)")
  }

  @Test("bad input stays typed: a document the export rejects is rejected the same way")
  func badInput() throws {
    let never = try document(
      #"{ "properties": { "x": 0 }, "motions": [ { "kind": "spring", "property": "x", "to": 1, "stiffness": 100, "damping": 0 } ] }"#
    )
    // Reduced, the undamped spring is at rest at once; the export still refuses the document
    // (its full motion never ends), with the typed error, not a block of a shorter timeline.
    #expect(never.reduced().stacks[0].ends[0] == 0)
    #expect(throws: InputError.self) { try MotionExport(document: never) }
  }
}
