import MotionGestures
import MotionGesturesConformance
import MotionStreams
import Testing

/// Every recognizer the library ships passes the gesture kit.
@Suite("Gesture kit: shipped recognizers")
struct ShippedRecognizersTests {
  /// Fails the test with every failure the kit reports for `harness`.
  func expectConformance<Recognizer>(_ harness: RecognizerHarness<Recognizer>) {
    let failures = GestureConformance.check(harness)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test("GR-4…GR-9, MO-8: PanGestureRecognizer passes the gesture kit")
  func pan() {
    expectConformance(
      RecognizerHarness("pan", continuous: true) { element in
        RecognizerUnderTest(PanGestureRecognizer(element: element))
      })
  }

  @Test("GR-4…GR-9, MO-8: RotationGestureRecognizer passes the gesture kit")
  func rotation() {
    expectConformance(
      RecognizerHarness("rotation", continuous: true) { element in
        RecognizerUnderTest(RotationGestureRecognizer(element: element))
      })
  }

  @Test("GR-4…GR-9, MO-8: ScaleGestureRecognizer passes the gesture kit")
  func scale() {
    expectConformance(
      RecognizerHarness("scale", continuous: true) { element in
        RecognizerUnderTest(ScaleGestureRecognizer(element: element))
      })
  }

  @Test("GR-4…GR-9, MO-8: LongPressGestureRecognizer passes the gesture kit")
  func longPress() {
    expectConformance(
      RecognizerHarness("long press", continuous: true) { element in
        let scheduler = ManualScheduler()
        return RecognizerUnderTest(
          try LongPressGestureRecognizer(element: element, scheduler: scheduler),
          advance: scheduler.advance(to:))
      })
  }

  @Test("GR-4…GR-9, MO-8: TapGestureRecognizer passes the gesture kit, single and double")
  func tap() {
    expectConformance(
      RecognizerHarness("tap", continuous: false) { element in
        RecognizerUnderTest(try TapGestureRecognizer(element: element))
      })
    expectConformance(
      RecognizerHarness("double tap", continuous: false) { element in
        let scheduler = ManualScheduler()
        return RecognizerUnderTest(
          try TapGestureRecognizer(element: element, numberOfTaps: 2, scheduler: scheduler),
          advance: scheduler.advance(to:))
      })
  }
}
