import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// MO-8 for every recognizer and the element: freed when released, including mid-gesture and
/// with a timer pending on a scheduler that outlives them.
@Suite("Recognizer lifetimes")
struct RecognizerLifetimeTests {
  @Test("MO-8: every recognizer and its element are freed when released mid-gesture")
  func recognizersFreed() throws {
    let scheduler = ManualScheduler()  // outlives the recognizers, with deadlines pending
    var weakObjects: [() -> AnyObject?] = []
    var subscriptions: [Subscription] = []
    do {
      let parent = HitRegion(frame: Rect(x: 0, y: 0, width: 300, height: 300))
      let element = HitRegion(frame: Rect(x: 10, y: 10, width: 100, height: 100), parent: parent)
      let recognizers: [any PointerGestureRecognizer & GestureRecognizer] = [
        PanGestureRecognizer(element: element), RotationGestureRecognizer(element: element),
        ScaleGestureRecognizer(element: element),
        try TapGestureRecognizer(element: element, numberOfTaps: 2, scheduler: scheduler),
        try LongPressGestureRecognizer(element: element, scheduler: scheduler),
      ]
      for recognizer in recognizers {
        subscriptions.append(recognizer.addStateChangeObserver { _ in _ = recognizer.state })
        subscriptions.append(centroids(of: recognizer, in: parent))
        recognizer.handle(down(1, 20, 20, at: 0))
        recognizer.handle(down(2, 60, 60, at: 0.01))
        recognizer.handle(move(2, 90, 95, at: 0.05))
      }
      #expect(scheduler.pendingCount > 0)
      for recognizer in recognizers { weakObjects.append { [weak recognizer] in recognizer } }
      weakObjects.append { [weak element] in element }
      weakObjects.append { [weak parent] in parent }
      for subscription in subscriptions { subscription.unsubscribe() }
    }
    #expect(weakObjects.allSatisfy { $0() == nil })
    scheduler.advance(by: 5)  // deadlines of freed recognizers run harmlessly
  }

  private func centroids<R: GestureRecognizer>(of recognizer: R, in parent: HitRegion)
    -> Subscription
  {
    recognizer.asStream().centroid(in: parent).subscribe { _ in }
  }

  @Test("MO-8: a coordinator with requirements between its recognizers is freed with them")
  func coordinatorWithRequirementsFreed() throws {
    weak var weakCoordinator: GestureCoordinator?
    weak var weakTap: TapGestureRecognizer?
    do {
      let element = HitRegion()
      let coordinator = GestureCoordinator()
      let tap = try TapGestureRecognizer(element: element)
      let doubleTap = try TapGestureRecognizer(element: element, numberOfTaps: 2)
      try coordinator.add(tap)
      try coordinator.add(doubleTap)
      try coordinator.require(tap, toFail: doubleTap)
      coordinator.handle(down(1, 5, 5, at: 0))
      (weakCoordinator, weakTap) = (coordinator, tap)
    }
    #expect(weakCoordinator == nil)
    #expect(weakTap == nil)
  }
}
