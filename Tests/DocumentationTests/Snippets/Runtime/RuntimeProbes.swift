import Dispatch
import MotionRuntime
import MotionStreams

// Context for the Runtime snippets whose own imports leave out MotionStreams or Dispatch: what
// their tests read goes through these functions, so the snippet files import exactly what the
// snippets show.

/// An element's position as two numbers.
func coordinates(of element: MotionElement) -> [Double] {
  [element.position.value.x, element.position.value.y]
}

/// Returns once every closure already sent to the source's queue has run.
func drain(_ source: RealTimeFrameSource) {
  source.queue.sync {}
}

/// The app of the RealTimeFrameSource example: it keeps its runtime, on the source's queue.
final class App: @unchecked Sendable {
  private(set) var runtime: FrameRuntime?

  /// Keeps `runtime`; called on the runtime's frame source's queue.
  func run(on runtime: FrameRuntime) { self.runtime = runtime }
}
