import MotionGestures
import MotionStreams
import Testing

@testable import MotionGesturesConformance

/// The gesture kit's own parts: the tolerance it compares locations with, and the element its
/// recognizers are associated with.
@Suite("Gesture kit: internals")
struct GestureKitInternalsTests {
  @Test("GR-8: locations agree to within 1e-9, relative beyond 1, absolute below")
  func tolerance() {
    #expect(close(Point(x: 0, y: 0), Point(x: 1e-9, y: 0)))
    #expect(!close(Point(x: 0, y: 0), Point(x: 1.05e-9, y: 0)))
    #expect(close(Point(x: 0.1, y: 0), Point(x: 0.1 + 5e-10, y: 0)))
    #expect(close(Point(x: 1000, y: 0), Point(x: 1000 + 5e-7, y: 0)))
    #expect(!close(Point(x: 1000, y: 0), Point(x: 1000 + 2e-6, y: 0)))
    #expect(!close(Point(x: 5, y: 1), Point(x: 5, y: 1.001)))
    #expect(!close(Point(x: 5, y: 1), Point(x: 5.001, y: 1)))
    #expect(close(Point(x: .infinity, y: 3), Point(x: .infinity, y: 3)))
  }

  @Test("MO-8: the gesture kit frees every recognizer it makes")
  func kitReleasesWhatItMakes() {
    var made: [() -> AnyObject?] = []
    _ = GestureConformance.check(
      RecognizerHarness("drag", continuous: true) { element in
        let drag = HorizontalDrag(element: element)
        made.append { [weak drag] in drag }
        return RecognizerUnderTest(drag) { $0.handle($1) }
      })
    #expect(made.count > 100)
    #expect(made.allSatisfy { $0() == nil })
  }

  @Test("GR-8: the kit's element is placed at (40, 30), 400 by 300, turned 0.3 rad and scaled 1.5")
  func element() {
    let element = RecognizerRun<PanGestureRecognizer>.makeElement()
    #expect(element.frame == Rect(x: 40, y: 30, width: 400, height: 300))
    let expected = AffineTransform(rotationAngle: 0.3).concatenating(
      AffineTransform(scaleX: 1.5, y: 1.5))
    #expect(element.transform == expected)
    #expect(element.name == "kit element")
  }
}
