import MotionRuntime

extension DemoScene {
  /// The longest a scene may run, in frames, when no limit is given: a safety net only.
  package static let frameCap = 15 * 60

  /// Runs a scene on a `ManualFrameSource` at 60 Hz, frame by frame, as fast as the machine
  /// goes, until it finishes or `limit` frames have run. `each` sees the scene before the first
  /// frame (frame 0) and after every frame.
  package static func runManually(
    seed: UInt64, limit: Int = frameCap, each: (DemoScene, Int) -> Void = { _, _ in }
  ) throws(InputError) -> DemoScene {
    let source = ManualFrameSource(rate: .hz60)
    let scene = try DemoScene(source: source, seed: seed)
    each(scene, 0)
    var frame = 0
    while frame < limit, !scene.isFinished {
      source.advance(frames: 1)
      frame += 1
      each(scene, frame)
    }
    return scene
  }

  /// The scene run to its end on a manual frame source: every interaction it adds along the
  /// way is connected (what `motion graph` draws).
  package static func runToEnd(seed: UInt64) throws(InputError) -> DemoScene {
    try runManually(seed: seed)
  }
}
