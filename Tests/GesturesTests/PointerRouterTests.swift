import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// The router's hit-testing, capture and report of what it drops.
@Suite("Pointer router")
struct PointerRouterTests {
  final class Recorder {
    var events: [String] = []
    func handler(_ name: String) -> (PointerEvent) -> Void {
      { [unowned self] event in self.events.append("\(name):\(event.phase)#\(event.pointer)") }
    }
  }

  @Test(
    "a down goes to the topmost region containing it; the pointer stays captured until it lifts")
  func topmostAndCapture() {
    let below = HitRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let above = HitRegion(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    let recorder = Recorder()
    let router = PointerRouter()
    router.add(below, handler: recorder.handler("below"))
    router.add(above, handler: recorder.handler("above"))
    for event in [
      down(1, 60, 60, at: 0), down(2, 10, 10, at: 0), move(1, 10, 10, at: 0.1),
      move(1, 500, 500, at: 0.2), up(1, 500, 500, at: 0.3), cancel(2, 10, 10, at: 0.4),
    ] {
      router.handle(event)
    }
    #expect(
      recorder.events == [
        "above:down#1", "below:down#2", "above:move#1", "above:move#1", "above:up#1",
        "below:cancel#2",
      ])
  }

  @Test("what cannot be routed is dropped, what is wrong is routed, each reported with its reason")
  func problems() {
    let region = HitRegion(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let recorder = Recorder()
    var problems: [PointerRouter.Problem] = []
    let router = PointerRouter { _, problem in problems.append(problem) }
    router.add(region, handler: recorder.handler("r"))
    router.handle(move(1, 5, 5, at: 0))
    router.handle(down(1, 50, 50, at: 0))
    router.handle(down(1, 5, 5, at: 1))
    router.handle(down(1, 5, 5, at: 1))
    router.handle(move(1, .nan, 5, at: 1.1))
    router.handle(move(1, 6, 5, at: 0.5))
    // The clock stays at the latest time: a later event that is still earlier is reported too.
    router.handle(move(1, 6, 5, at: 0.6))
    router.handle(move(1, 6, 5, at: .nan))
    router.handle(up(2, 6, 5, at: 2))
    router.handle(up(1, 6, 5, at: 2))
    #expect(
      problems == [
        .pointerNotDown, .missedEveryRegion, .pointerAlreadyDown, .nonFinite, .timeWentBackwards,
        .timeWentBackwards, .nonFinite, .pointerNotDown,
      ])
    // The moves from the past and at a NaN time are reported and still routed (the recognizers
    // handle them at the previous time).
    #expect(recorder.events == ["r:down#1", "r:move#1", "r:move#1", "r:move#1", "r:up#1"])
    #expect(PointerRouter.Problem.missedEveryRegion.description == "the down touches no region")
  }

  @Test("a region that moves is hit where it now is")
  func movedRegion() {
    let region = HitRegion(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let recorder = Recorder()
    let router = PointerRouter()
    router.add(region, handler: recorder.handler("r"))
    region.frame.origin = Point(x: 100, y: 0)
    router.handle(down(1, 5, 5, at: 0))
    router.handle(down(2, 105, 5, at: 0))
    #expect(recorder.events == ["r:down#2"])
  }

  @Test("removing a route stops new downs; a captured pointer still reaches its handler")
  func removal() {
    let region = HitRegion(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let recorder = Recorder()
    let router = PointerRouter()
    let route = router.add(region, handler: recorder.handler("r"))
    router.handle(down(1, 5, 5, at: 0))
    route.unsubscribe()
    #expect(router.routeCount == 0)
    router.handle(up(1, 5, 5, at: 0.1))
    router.handle(down(2, 5, 5, at: 0.2))
    #expect(recorder.events == ["r:down#1", "r:up#1"])
  }

  @Test("an event handled from inside a handler is routed after the current one")
  func reentrant() {
    let region = HitRegion(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var log: [String] = []
    let router = PointerRouter()
    router.add(region) { [unowned router] event in
      log.append("\(event.phase)#\(event.pointer)")
      if event.phase == .down, event.pointer == 1 { router.handle(up(1, 5, 5, at: 0.1)) }
      if event.phase == .down { log.append("end of down#\(event.pointer)") }
    }
    router.handle(down(1, 5, 5, at: 0))
    #expect(log == ["down#1", "end of down#1", "up#1"])
  }

  @Test("MO-8: a router and its regions are freed when released")
  func lifetime() {
    weak var weakRouter: PointerRouter?
    weak var weakRegion: HitRegion?
    do {
      let region = HitRegion(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      let router = PointerRouter()
      router.add(region) { _ in }
      router.handle(down(1, 5, 5, at: 0))
      weakRouter = router
      weakRegion = region
    }
    #expect(weakRouter == nil)
    #expect(weakRegion == nil)
  }
}
