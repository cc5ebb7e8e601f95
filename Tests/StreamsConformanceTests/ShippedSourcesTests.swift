import MotionGestures
import MotionStreams
import MotionStreamsConformance
import Testing

/// The library's own sources pass the stream kit: a property, shared and combined streams, and
/// a gesture recognizer's stream (the article's scheduler-driven `ticks` is checked by
/// DocumentationTests' `WritingSourcesAndOperators`).
@Suite("Stream kit: shipped sources")
struct ShippedSourcesTests {
  /// Fails the test with every failure the kit reports for `harness`.
  func expectConformance<Value>(_ harness: SourceHarness<Value>) {
    let failures = StreamConformance.check(source: harness)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test("MO-1…MO-8: a ReactiveProperty's stream passes the stream kit")
  func property() {
    expectConformance(
      SourceHarness<Int>("property") {
        let property = ReactiveProperty(0)
        return SourceUnderTest(
          property.asStream(), objects: [property], connections: { property.observerCount }
        ) { step in property.value = step * 10 + 1 }
      })
  }

  @Test("MO-1…MO-8: a remembered property stream passes the stream kit as a sharing source")
  func remembered() {
    expectConformance(
      SourceHarness<Int>("remembered property", sharesSubscriptions: true) {
        let property = ReactiveProperty(0)
        return SourceUnderTest(
          property.asStream().remember(), objects: [property],
          connections: { property.observerCount }
        ) { step in property.value = step + 1 }
      })
  }

  /// combineLatest of two properties: what a subscriber sees when another subscriber's observer
  /// writes one input from inside a delivery of the other.
  static var combined: SourceHarness<Int> {
    SourceHarness<Int>("combineLatest of two properties") {
      let a = ReactiveProperty(0)
      let b = ReactiveProperty(100)
      return SourceUnderTest(
        combineLatest(a.asStream(), b.asStream()).map { $0 + $1 }, objects: [a, b],
        connections: { a.observerCount + b.observerCount }
      ) { step in
        if step.isMultiple(of: 2) { a.value = step } else { b.value = 100 * step }
      }
    }
  }

  @Test("MO-1…MO-6, MO-8: combineLatest of two properties passes the stream kit but MO-7")
  func combined() {
    let failures = StreamConformance.check(source: Self.combined)
    #expect(failures.allSatisfy { $0.scenario == "MO-7 re-entrant writes" }, "\(failures)")
    // Each property queues the writes made during its own deliveries, not another's: a write to
    // `a` from inside a delivery of `b` reaches the other subscriber's combination at once, so it
    // sees the new combination twice and misses the one in between (see combineLatest's docs).
    withKnownIssue("a cross-property write during a delivery overtakes it (no global queue)") {
      #expect(failures.isEmpty, "\(failures.map(\.description))")
    }
  }

  @Test("MO-1…MO-8, MO-6: a pan recognizer's stream passes the stream kit, motion state included")
  func gestureStream() {
    expectConformance(
      SourceHarness<GestureRecognizerState>("pan stream", steps: 8) {
        let pan = PanGestureRecognizer(element: HitRegion())
        let drag: [PointerEvent] = (0..<8).map { step in
          let phase: PointerEvent.Phase = step == 0 ? .down : step == 7 ? .up : .move
          let x = Double(step * step) * 5
          return PointerEvent(
            pointer: 1, phase: phase, position: Point(x: x, y: 0), timestamp: Double(step) / 60)
        }
        return SourceUnderTest(pan.asStream().map(\.state), objects: [pan]) { step in
          pan.handle(drag[step])
        }
      })
  }
}
