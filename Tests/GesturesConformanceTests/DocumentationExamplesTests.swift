import MotionGestures
import MotionGesturesConformance
import MotionStreams
import Testing

/// The examples of the gesture kit's doc comments, verbatim, run.
@Suite("Gesture kit: documentation examples")
struct GestureKitDocumentationExamplesTests {
  @Test("GR-4…GR-9, MO-8: the RecognizerHarness and GestureConformance examples pass for pan")
  func panExamples() {
    let harness = RecognizerHarness("pan", continuous: true) { element in
      RecognizerUnderTest(PanGestureRecognizer(element: element))
    }
    let failures = GestureConformance.check(harness)
    #expect(failures.isEmpty)
    var printed: [String] = []
    func print(_ failure: GestureConformanceFailure) { printed.append(failure.description) }
    do {
      let failures = GestureConformance.check(
        RecognizerHarness("pan", continuous: true) { element in
          RecognizerUnderTest(PanGestureRecognizer(element: element))
        })
      for failure in failures { print(failure) }
    }
    #expect(printed.isEmpty)
  }

  /// Throws the first failure, as the GestureConformanceFailure example does.
  func throwFirst(_ harness: RecognizerHarness<FlawedRecognizer>) throws {
    let failures = GestureConformance.check(harness)
    if let first = failures.first { throw first }
  }

  @Test("GR-5: a failure is an Error a test can throw, described as [subject] scenario: rule")
  func failureIsAnError() {
    let harness = RecognizerHarness("keeps the gesture", continuous: true) { element in
      RecognizerUnderTest(FlawedRecognizer(element: element, flaw: .disableKeepsGesture)) {
        $0.handle($1)
      }
    }
    #expect(throws: GestureConformanceFailure.self) { try throwFirst(harness) }
    let failure = GestureConformance.check(harness, only: "GR-5").first
    #expect(failure?.requirement == "GR-5")
    #expect(
      failure?.description
        == "[keeps the gesture] GR-5 enable and disable: \(failure?.rule ?? "") Expected "
        + "\(failure?.expected ?? ""); got \(failure?.actual ?? "").")
  }

  @Test("GR-6: the GestureScript example is a swipe the article's HorizontalDrag recognizes")
  func swipeExample() {
    let swipe = GestureScript(
      "edge swipe",
      [
        PointerEvent(pointer: 1, phase: .down, position: Point(x: 2, y: 100), timestamp: 1),
        PointerEvent(pointer: 1, phase: .move, position: Point(x: 60, y: 100), timestamp: 1.05),
        PointerEvent(pointer: 1, phase: .up, position: Point(x: 60, y: 100), timestamp: 1.1),
      ])
    let drag = HorizontalDrag(element: HitRegion())
    var states: [GestureRecognizerState] = []
    let subscription = drag.addStateChangeObserver { states.append($0) }
    for event in swipe.events { drag.handle(event) }
    subscription.unsubscribe()
    #expect(states == [.began, .ended, .possible])
    #expect(swipe.description == "“edge swipe”")
    let failures = GestureConformance.check(
      RecognizerHarness("swipe only", continuous: true, gestures: [swipe]) { element in
        RecognizerUnderTest(HorizontalDrag(element: element)) { $0.handle($1) }
      })
    #expect(failures.isEmpty)
  }
}
