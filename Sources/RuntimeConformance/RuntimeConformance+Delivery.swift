import MotionRuntime
import MotionStreams

extension RuntimeConformance {
  /// The name of the check that runs before the scenarios: whether frames reach the harness's
  /// runtimes at all. It is not a scenario (no requirement of its own; ``scenarioNames`` does
  /// not list it), and it fails only when no scenario could pass.
  public static let deliveryCheck = "harness delivers frames"

  /// How long the delivery check lets pass: a few frames at any rate the kit accepts.
  static let deliveryCheckSeconds = 0.05

  /// Whether frames reach a runtime that `harness` makes when the harness advances; `nil`
  /// when at least one does (through the runtime's `frames` stream or an after-frame
  /// observer), otherwise the one message that names the likely cause.
  ///
  /// A harness whose `makeRuntime()` builds its runtime on another frame source than the one
  /// `advance(by:)` steps delivers nothing to it, and every scenario that waits for a frame
  /// would fail with "no frame was delivered" and no word of why (issue 32).
  static func undeliveredFrames(_ harness: any RuntimeHarness) async -> String? {
    let counts = DeliveryCounts()
    let (runtime, subscriptions) = await harness.perform { () -> (any Runtime, [Subscription]) in
      let runtime = harness.makeRuntime()
      return (
        runtime,
        [
          runtime.frames.subscribe { _ in counts.runtime += 1 },
          runtime.addAfterFrameObserver { _ in counts.runtime += 1 },
          harness.frameSource.addFrameObserver { _ in counts.source += 1 },
        ]
      )
    }
    await harness.advance(by: deliveryCheckSeconds)
    return await harness.perform { () -> String? in
      for subscription in subscriptions { subscription.unsubscribe() }
      let sameSource = runtime.frameSource === harness.frameSource
      withExtendedLifetime(runtime) {}
      guard counts.runtime == 0 else { return nil }
      let seconds = "\(deliveryCheckSeconds)"
      if counts.source > 0 {
        return "No frame reached the runtime that makeRuntime() returned (neither its frames "
          + "stream nor an after-frame observer) while the harness's frameSource delivered "
          + "\(counts.source) in advance(by: \(seconds)): the runtime was most likely made on a "
          + "different frame source than the one the harness steps"
          + (sameSource ? "" : " (its frameSource is not the harness's)")
          + ". Make it on the harness's own, as in FrameRuntime(frameSource: frameSource). "
          + "No scenario was run."
      }
      return "advance(by: \(seconds)) delivered no frame, neither to the harness's frameSource "
        + "nor to the runtime that makeRuntime() returned: the harness most likely steps "
        + "another frame source than the one it names (or never starts it). No scenario was run."
    }
  }
}

/// The frames the delivery check saw, shared by its observers (which run in
/// `FrameSourceHarness.perform(_:)`'s context, one at a time).
private final class DeliveryCounts {
  var runtime = 0
  var source = 0
}
