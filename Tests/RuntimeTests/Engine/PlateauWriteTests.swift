import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// A property is written only when the value it shows changes: a frame that samples a tween at
/// the value already showing writes nothing, on the fast lane (one tween running alone) as in a
/// full evaluation. Before, no test ran a tween through a plateau, so a fast lane that compared
/// each frame with a value it never updated (writing every frame) went unnoticed.
@Suite("Writes only on change")
struct PlateauWriteTests {
  @Test("a tween's plateau is written once, with fast lanes and with every frame evaluated")
  func plateauWrittenOnce() throws {
    for fastLanes in [true, false] {
      let source = ManualFrameSource()
      let runtime = FrameRuntime(frameSource: source)
      FrameLanes<Double>.of(runtime).allowsFastLanes = fastLanes
      let property = ReactiveProperty(0.0)
      var written: [Double] = []
      let subscription = property.subscribe { written.append($0) }
      // 0 → 10 over the first 0.1 s, 10 until 0.2 s, then → 20: six frames on the plateau.
      runtime.add(try linear([0, 10, 10, 20], over: 0.3), to: property)
      source.advance(by: 0.4)
      subscription.unsubscribe()
      #expect(written.filter { $0 == 10 }.count == 1, "fast lanes \(fastLanes): \(written)")
      // After the subscription's own first value, no two writes in a row are equal.
      let writes = written.dropFirst()
      #expect(zip(writes, writes.dropFirst()).allSatisfy { $0 != $1 }, "\(written)")
      #expect(written.last == 20)
    }
  }
}
