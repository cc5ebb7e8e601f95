import Foundation
import MotionTools
import MotionTween
import Testing

/// The export of a document with one tween on x with `fields`.
private func timedExport(_ fields: String, _ options: MotionExport.Options = .init()) throws
  -> MotionExport
{
  try MotionExport(
    document: try document(#"{"properties":{"x":0},"tweens":[{"property":"x","# + fields + "}]}"),
    options: options, name: "doc.json")
}

/// The error `body` throws, as its message.
private func refusal(_ body: () throws(InputError) -> Void) -> String? {
  do {
    try body()
    return nil
  } catch {
    return error.message
  }
}

@Suite("motion export: Web Animations timing (record 0043)")
struct TimingExportTests {
  @Test("waapi: iterations, iterationStart, direction, easing and playbackRate written directly")
  func webAnimations() throws {
    let export = try timedExport(
      #""duration":200,"delay":30,"values":[0,100,300],"offsets":[0,0.7,1],"#
        + #""iterations":2.5,"iterationStart":0.25,"direction":"alternate-reverse","#
        + #""easing":"steps(4, jump-both)","playbackRate":-0.5"#)
    let json = export.webAnimationsJSON
    #expect(
      json.contains(
        #""options": {"id": "mm-x", "duration": 200, "delay": 30, "iterations": 2.5, "#
          + #""iterationStart": 0.25, "direction": "alternate-reverse", "fill": "both", "#
          + #""easing": "steps(4, jump-both)"},"#))
    #expect(json.contains(#""playbackRate": -0.5,"#))
    // The tween's own keyframes at their offsets, exactly (0.7, not 70 % / 100's rounding).
    #expect(json.contains(#"{"offset": 0.7, "--x": 100, "easing": "linear"}"#))
    let track = try #require(export.tracks.first)
    #expect(track.playback?.timing.iterations == 2.5 && track.keyframes.count == 3)
    // The document's end: from its end (530) the local time is back at the delay (30) after
    // 500 ms of it, 1000 ms at half speed.
    #expect(export.duration == 1000)
    // Every other track keeps the shared clock, with the same members.
    let plain = try MotionExport(
      document: try document(
        #"{"properties":{"y":0},"tweens":[{"property":"y","duration":100,"values":[0,1]}]}"#))
    #expect(
      plain.webAnimationsJSON.contains(
        #""delay": 0, "iterations": 1, "iterationStart": 0, "direction": "normal", "fill": "both", "easing": "linear"},"#
      ))
    #expect(plain.webAnimationsJSON.contains(#""playbackRate": 1,"#))
  }

  @Test("infinite iterations: \"Infinity\" in the JSON, Infinity in the module, three iterations")
  func infinite() throws {
    let export = try timedExport(
      #""duration":250,"delay":50,"values":[0,300],"iterations":"infinite","direction":"alternate""#
    )
    #expect(export.webAnimationsJSON.contains(#""iterations": "Infinity""#))
    #expect(export.module.contains(#""iterations": Infinity,"#))
    #expect(export.duration == 800)
    #expect(export.css.contains("animation: mm-x 250ms linear 50ms infinite alternate both;"))
  }

  @Test("css: count and direction one to one, a positive rate divides duration and delay")
  func css() throws {
    let export = try timedExport(
      #""duration":200,"delay":50,"values":[0,300],"iterations":3,"direction":"reverse","#
        + #""playbackRate":2"#)
    try export.checkCSS()
    #expect(export.css.contains("animation: mm-x 100ms linear 25ms 3 reverse both;"))
    #expect(
      export.css.contains(
        "@keyframes mm-x {\n  0% { --x: 0; animation-timing-function: linear; }\n  100% { --x: 300; }\n}"
      ))
    // An effect easing over one linear interval is that interval's timing function in CSS
    // (and stays the effect's in the JSON).
    let eased = try timedExport(
      #""duration":200,"values":[0,300],"iterations":2,"easing":"ease-in""#)
    try eased.checkCSS()
    #expect(eased.css.contains("0% { --x: 0; animation-timing-function: ease-in; }"))
    #expect(eased.webAnimationsJSON.contains(#"{"offset": 0, "--x": 0, "easing": "linear"}"#))
    // A tween with its own timing plays in full under reduced motion (no reduced keyframes).
    #expect(!eased.css.contains("prefers-reduced-motion: reduce) {"))
  }

  @Test("css, html and svg refuse what CSS cannot express, naming the field; waapi writes it")
  func refusals() throws {
    let cases: [(String, String)] = [
      (
        #""playbackRate":-1"#,
        "tweens[0].playbackRate: CSS animations have no playback rate; a positive one divides "
          + "the duration and delay, -1 cannot; export it as waapi or module, which write it directly"
      ),
      (
        #""playbackRate":0"#,
        "tweens[0].playbackRate: CSS animations have no playback rate; a positive one divides "
          + "the duration and delay, 0 cannot; export it as waapi or module, which write it directly"
      ),
      (
        #""iterationStart":0.5"#,
        "tweens[0].iterationStart: CSS animations have no iteration start; export it as waapi or "
          + "module, which write it directly"
      ),
      (
        #""iterations":2,"offsets":[0,0.5,1],"values":[0,100,300],"easing":"ease""#,
        "tweens[0].easing: CSS @keyframes have no effect easing, and only a tween of one linear "
          + "interval can take it as its keyframes' timing function; export it as waapi or "
          + "module, which write it directly"
      ),
      (
        #""iterations":2,"offsets":[0,0.5,0.5,1],"values":[0,100,200,300]"#,
        "tweens[0].offsets: CSS @keyframes merge keyframes at equal offsets; export it as waapi "
          + "or module, which write it directly"
      ),
    ]
    for (fields, message) in cases {
      let values = fields.contains("\"values\"") ? "" : #""values":[0,300],"#
      let export = try timedExport(#""duration":200,"# + values + fields)
      #expect(refusal { () throws(InputError) in try export.checkCSS() } == message, "\(fields)")
      #expect(!export.webAnimationsJSON.isEmpty)
    }
    let svg = try timedExport(#""duration":200,"values":[0,300],"iterations":2"#)
    #expect(refusal { () throws(InputError) in try svg.checkCSS() } == nil)
    #expect(
      refusal { () throws(InputError) in try svg.checkCSS(svg: true) }
        == "tweens[0]: the svg loops every track, which a tween with its own iterations or "
        + "playback rate cannot join; export it as css, html, waapi or module")
  }

  @Test("a tween with its own timing must be its property's only motion; no continuation of it")
  func alone() throws {
    func message(_ json: String, _ options: MotionExport.Options = .init()) -> String? {
      do {
        _ = try MotionExport(document: try document(json), options: options)
        return nil
      } catch let error as InputError {
        return error.message
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message(
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":100,"values":[0,1]},{"property":"x","duration":100,"values":[0,1],"direction":"reverse"}]}"#
      )
        == "tweens[1]: a tween with iterations, an iteration start, a direction, an easing or a "
        + "playback rate is exported as its own animation, so it must be the only motion on its "
        + "property; 'x' has 2")
    var later = MotionExport.Options()
    later.continueAt = 10
    #expect(
      message(
        #"{"properties":{"x":0},"tweens":[{"property":"x","duration":100,"values":[0,1],"playbackRate":2}]}"#,
        later)
        == "--continue-at: tweens[0] is a tween with its own timing (iterations, direction, "
        + "easing or playback rate), which a continuation cannot cut")
  }

  @Test("jumps: iteration boundaries and steps edges on the document's clock, at the rate")
  func jumps() throws {
    let export = try timedExport(
      #""duration":200,"delay":40,"values":[0,300],"interTimingFunctions":["steps(2)"],"#
        + #""iterations":2,"playbackRate":0.5"#)
    // Local 40, 140, 240, 340, 440: the iterations' starts, middles and the end, at half speed.
    #expect(export.tracks.first?.jumps == [80, 280, 480, 680, 880])
    let backwards = try timedExport(
      #""duration":200,"values":[0,300],"iterations":1.5,"direction":"alternate","#
        + #""playbackRate":-1"#)
    // Local 300 (the start, not a boundary), 200, 0: document 100 and 300.
    #expect(backwards.tracks.first?.jumps == [100, 300])
  }
}
