import Dispatch
import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionRuntimeConformance
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// Weak references to everything a test created, checked once the test lets go of it.
final class WeakSet {
  private var objects: [(name: String, get: () -> AnyObject?)] = []

  func watch(_ name: String, _ object: AnyObject) {
    objects.append((name, { [weak object] in object }))
  }

  /// The names of the watched objects that are still alive.
  var alive: [String] { objects.filter { $0.get() != nil }.map(\.name) }
}

/// RT-1, MO-8: every public reference type of the runtime is freed once released, alone and as a
/// whole scene (runtime, interactions, timelines, elements, subscriptions).
@Suite("Runtime lifetimes")
struct RuntimeLifetimeTests {
  @Test("MO-8: frame sources, observer lists and elements are freed when released")
  func smallObjects() {
    let watched = WeakSet()
    do {
      let manual = ManualFrameSource()
      let realTime = RealTimeFrameSource(rate: .hz120)
      let list = FrameObserverList()
      let element = MotionElement(name: "card")
      _ = try? element.property(named: "blur", initialValue: 0.0)
      let subscriptions = [
        manual.addFrameObserver { _ in _ = manual.now },  // captures its source: unsubscribed below
        list.add { _ in _ = list.count },
        element.opacity.subscribe { _ in _ = element.name },
      ]
      manual.advance(frames: 2)
      list.deliver(1)
      realTime.start()
      realTime.stop()
      for subscription in subscriptions { subscription.unsubscribe() }
      for (name, object) in [
        ("manual", manual as AnyObject), ("realTime", realTime), ("list", list),
        ("element", element),
      ] {
        watched.watch(name, object)
      }
    }
    #expect(watched.alive.isEmpty, "\(watched.alive)")
  }

  @Test("MO-8: a real-time source released while running stops and is freed")
  func runningSourceFreed() {
    weak var weakSource: RealTimeFrameSource?
    let queue = DispatchQueue(label: "lifetime")
    do {
      let source = RealTimeFrameSource(rate: .hz120, queue: queue)
      source.start()
      weakSource = source
    }
    queue.sync {}
    #expect(weakSource == nil)
  }

  @Test("RT-1: gesture interactions, their recognizers and coordinator are freed with the runtime")
  func gestureInteractions() throws {
    let watched = WeakSet()
    let source = ManualFrameSource()
    do {
      let runtime = FrameRuntime(frameSource: source)
      let element = HitRegion()
      let coordinator = GestureCoordinator()
      let manipulable = try DirectlyManipulable(
        element: element, coordinator: coordinator, release: try DragRelease())
      let rotatable = Rotatable(RotationGestureRecognizer(element: element))
      let scalable = Scalable(ScaleGestureRecognizer(element: element))
      let card = MotionElement(name: "card")
      runtime.add(manipulable, to: card)
      runtime.add(rotatable, to: card)
      runtime.add(scalable, to: card)
      runtime.toggle(rotatable, inReactionTo: manipulable.draggable)
      coordinator.handle(pointer(.down, 1, 0, 0, at: 0))
      coordinator.handle(pointer(.move, 1, 30, 0, at: 0.05))
      coordinator.handle(pointer(.up, 1, 30, 0, at: 0.1))
      source.advance(frames: 3)
      for (name, object) in [
        ("runtime", runtime as AnyObject), ("element", element), ("coordinator", coordinator),
        ("manipulable", manipulable), ("draggable", manipulable.draggable),
        ("pan", manipulable.draggable.gesture), ("rotatable", rotatable),
        ("scalable", scalable), ("scale", scalable.gesture), ("card", card),
      ] {
        watched.watch(name, object)
      }
    }
    #expect(watched.alive.isEmpty, "\(watched.alive)")
    #expect(source.observerCount == 0)
  }

  @Test("RT-1, MO-8: a whole scene mid-motion is freed when the caller lets go of the runtime")
  func wholeScene() throws {
    let watched = WeakSet()
    let source = ManualFrameSource()
    let outside = ReactiveProperty(0.0)  // outlives the scene: must end up unobserved
    do {
      let runtime = FrameRuntime(frameSource: source)
      let timeline = Timeline(clock: source)
      let card = MotionElement(name: "card")
      let slide = TweenInteraction(
        try Tween(duration: 1, values: [0.0, 100]), timeline: timeline)
      let fade = TweenInteraction(try Tween(duration: 2, values: [1.0, 0]))
      let drag = Draggable(PanGestureRecognizer(element: HitRegion()), release: try DragRelease())
      runtime.add(slide, to: outside)
      runtime.add(fade, to: card.opacity)
      runtime.add(drag, to: card)
      runtime.toggle(fade, inReactionTo: drag)
      runtime.connect(card.opacity.asStream().scaled(by: 2), to: card.scale)
      var rests = 0
      let rest = runtime.whenAllAtRest([slide, fade]) { rests += 1 }
      let after = runtime.addAfterFrameObserver { _ in _ = card.state }
      _ = runtime.toGraphViz()
      source.advance(frames: 10)
      timeline.paused.value = true
      timeline.timeOffset.value = 0.25
      source.advance(frames: 2)
      #expect(runtime.isActive)
      #expect(rests == 0)
      _ = rest  // left subscribed on purpose: the runtime must release it
      after.unsubscribe()
      for (name, object) in [
        ("runtime", runtime as AnyObject), ("timeline", timeline), ("card", card),
        ("slide", slide), ("fade", fade), ("drag", drag), ("pan", drag.gesture),
      ] {
        watched.watch(name, object)
      }
    }
    #expect(watched.alive.isEmpty, "\(watched.alive)")
    #expect(source.observerCount == 0)
    #expect(outside.observerCount == 0)
  }

  @Test("RT-1: the conformance kit frees every runtime it checks, on both harnesses")
  func conformanceKitFreesRuntimes() async {
    let watched = WeakSet()
    let manual = ManualHarness { source in
      let runtime = FrameRuntime(frameSource: source)
      watched.watch("manual runtime", runtime)
      return runtime
    }
    #expect(await RuntimeConformance.check(manual).isEmpty)
    let realTime = RealTimeHarness(rate: .hz120) { source in
      let runtime = FrameRuntime(frameSource: source)
      watched.watch("real-time runtime", runtime)
      return runtime
    }
    #expect(await RuntimeConformance.check(realTime, only: "RT-7").isEmpty)
    realTime.stop()
    // A barrier, not a pause: every block enqueued so far has run and released its captures.
    await realTime.drain()
    #expect(watched.alive.isEmpty, "\(watched.alive)")
    weak var weakHarness: ManualHarness?
    weak var weakRealTime: RealTimeHarness?
    weak var weakSource: RealTimeFrameSource?
    var queue: DispatchQueue?
    do {
      let harness = ManualHarness()
      _ = await RuntimeConformance.check(harness, only: "RT-1")
      let running = RealTimeHarness(rate: .hz120)
      _ = await RuntimeConformance.check(running, only: "RT-1 connect")
      (weakHarness, weakRealTime, weakSource) = (harness, running, running.source)
      queue = running.source.queue
    }
    // Whatever the scheduling, a block still on the source's queue could hold the harness for
    // an instant after its scope: wait for the queue deterministically before checking.
    if let queue { await RealTimeHarness.drain(queue) }
    #expect(weakHarness == nil)
    #expect(weakRealTime == nil, "a running real-time harness stops and is freed when released")
    #expect(weakSource == nil)
  }
}

/// PH-12: the physics interactions and the systems they build are freed with their runtime.
@Suite("Physics lifetimes")
struct PhysicsLifetimeTests {
  @Test("PH-12: Spring, Tossable and physics settles are freed once the runtime is released")
  func physicsInteractions() throws {
    let watched = WeakSet()
    do {
      let source = ManualFrameSource()
      let runtime = FrameRuntime(frameSource: source)
      let x = ReactiveProperty(0.0)
      let spring = try Spring(to: 10.0)
      runtime.add(spring, to: x)
      let card = MotionElement(name: "card")
      let pan = PanGestureRecognizer(element: HitRegion())
      let tossSpring = try Spring(to: Point.zero)
      let toss = Tossable(pan, spring: tossSpring, anchors: [.zero, Point(x: 100, y: 0)])
      runtime.add(toss, to: card)
      let other = MotionElement(name: "other")
      let otherPan = PanGestureRecognizer(element: HitRegion())
      let drag = Draggable(otherPan, release: DragRelease(decay: .normal))
      runtime.add(drag, to: other)
      source.advance(frames: 3)
      spring.destination.value = 20  // a retarget
      feed(
        [pan, otherPan],
        [
          pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 20, 0, at: 0.01),
          pointer(.move, 1, 40, 0, at: 0.02), pointer(.up, 1, 40, 0, at: 0.03),
        ])
      source.advance(frames: 3)
      for (name, object) in [
        ("runtime", runtime as AnyObject), ("spring", spring), ("toss", toss),
        ("tossSpring", tossSpring), ("drag", drag), ("card", card), ("pan", pan), ("x", x),
      ] {
        watched.watch(name, object)
      }
    }
    #expect(watched.alive.isEmpty)
  }

  @Test("PH-12: a Spring restarted after it came to rest frees its property and frame source")
  func restartedSpring() throws {
    // The first run stays in the arbiter as the latest-ended motion when the second starts; the
    // connection's end must remove it too, or arbiter and run keep each other (and the property
    // and the source's frame observer) alive. LeakSanitizer found it.
    let watched = WeakSet()
    do {
      let source = ManualFrameSource()
      let runtime = FrameRuntime(frameSource: source)
      let x = ReactiveProperty(0.0)
      let spring = try Spring(to: 10.0, parameters: .standardFastSpatial)
      runtime.add(spring, to: x)
      source.advance(by: 2)
      spring.destination.value = 20
      source.advance(frames: 4)
      for (name, object) in [
        ("runtime", runtime as AnyObject), ("spring", spring), ("x", x), ("source", source),
      ] {
        watched.watch(name, object)
      }
    }
    #expect(watched.alive.isEmpty)
  }
}
