// Gestures (issue 5): pointer move events through a pan recognizer that tracks velocity, with one
// subscribed stream (its translation). One outer iteration is 1,000 move events of one endless
// drag; the figure is per event.

import Benchmark
import MaterialMotion

func registerGesturesBenchmarks() {
  let sink = Sink()
  let element = HitRegion(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000), name: "card")
  let pan = PanGestureRecognizer(element: element)
  pan.asStream()
    .translation(in: nil)
    .subscribe { translation in sink.receive(translation.x + translation.y) }
  // One pointer goes down and stays down; the benchmark then only moves it, at 120 Hz.
  var time = 0.0
  pan.handle(PointerEvent(pointer: 1, phase: .down, position: Point(x: 500, y: 500), timestamp: 0))
  Benchmark("Gestures.panMove.MaterialMotion") { benchmark in
    for step in benchmark.scaledIterations {
      time += 1.0 / 120.0
      // A back-and-forth sweep of +-100 points, so that positions stay bounded forever.
      let offset = Double(step % 200) - 100
      pan.handle(
        PointerEvent(
          pointer: 1, phase: .move, position: Point(x: 500 + offset, y: 500 - offset),
          timestamp: time))
    }
    blackHole(sink.total)
  }
}
