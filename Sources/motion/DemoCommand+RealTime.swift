import Dispatch
import Foundation
import MotionRuntime
import MotionTools

extension DemoCommand {
  /// Runs on a `RealTimeFrameSource` at 60 Hz: the scene lives on the source's queue, and this
  /// thread waits until the last frame has been shown.
  static func runRealTime(_ options: Options, display: DemoDisplay, recording: DemoRecording)
    throws(InputError) -> DemoScene
  {
    let source = RealTimeFrameSource(rate: .hz60)
    let finished = DispatchSemaphore(value: 0)
    let limit = options.frames ?? DemoScene.frameCap
    let built: Result<DemoScene, InputError> = source.queue.sync {
      let scene: DemoScene
      do throws(InputError) {
        scene = try DemoScene(source: source, seed: options.seed)
      } catch {
        return .failure(error)
      }
      recording.record(scene)
      display.begin()
      display.show(scene, frame: 0)
      var frame = 0
      // Held by the runtime, which the scene keeps; unsubscribed when the scene goes.
      _ = scene.runtime.addAfterFrameObserver { [unowned scene] _ in
        frame += 1
        recording.record(scene)
        display.show(scene, frame: frame)
        if frame >= limit || scene.isFinished {
          source.stop()
          finished.signal()
        }
      }
      return .success(scene)
    }
    let scene = try built.get()
    source.start()
    // A generous deadline so that a stalled machine ends the demo instead of hanging.
    let seconds: Double = Double(limit) / 60 * 3 + 10
    let deadline = DispatchTime.now() + seconds
    if finished.wait(timeout: deadline) == .timedOut {
      source.stop()
      throw InputError("the frame source stopped delivering frames")
    }
    return source.queue.sync { scene }
  }
}
