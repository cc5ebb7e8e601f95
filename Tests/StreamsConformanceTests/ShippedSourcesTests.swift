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

  /// merge of two properties, under the same cross-property writes.
  static var merged: SourceHarness<Int> {
    SourceHarness<Int>("merge of two properties") {
      let a = ReactiveProperty(0)
      let b = ReactiveProperty(100)
      return SourceUnderTest(
        a.asStream().merge(with: b.asStream().map { $0 + 1 }), objects: [a, b],
        connections: { a.observerCount + b.observerCount }
      ) { step in
        if step.isMultiple(of: 2) { a.value = step } else { b.value = 100 * step }
      }
    }
  }

  /// combineLatest of two properties through operators on both sides (they pass the group on).
  static var combinedThroughOperators: SourceHarness<Int> {
    SourceHarness<Int>("combineLatest through map, filter and dedupe") {
      let a = ReactiveProperty(0)
      let b = ReactiveProperty(100)
      return SourceUnderTest(
        combineLatest(
          a.asStream().map { $0 * 3 }.filter { $0 >= 0 }, b.asStream().dedupe().map { $0 + 1 }
        ).map { $0 + $1 }, objects: [a, b],
        connections: { a.observerCount + b.observerCount }
      ) { step in
        if step.isMultiple(of: 2) { a.value = step } else { b.value = 100 * step }
      }
    }
  }

  // Before decision 0028 each property queued only the writes made during its own deliveries: a
  // write to `a` from inside a delivery of `b` reached the other subscriber's combination at
  // once, which then saw one combination twice and missed the one in between (MO-7).
  @Test("MO-1…MO-8: combineLatest of two properties passes the stream kit, MO-7 included")
  func combined() {
    expectConformance(Self.combined)
  }

  @Test("MO-1…MO-8: merge of two properties passes the stream kit, MO-7 included")
  func merged() {
    expectConformance(Self.merged)
  }

  @Test("MO-1…MO-8: combineLatest through map, filter and dedupe passes the stream kit")
  func combinedThroughOperators() {
    expectConformance(Self.combinedThroughOperators)
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
