import MotionStreams
import MotionTimeline
import MotionTween
import Testing

@testable import MotionRuntime

/// An object created per subscription of a connected stream: freed when its connection ends.
final class StreamToken {}

/// A constraint that creates a ``StreamToken`` per subscription, held by the stream's observer
/// chain and its subscription (as any per-subscription operator state is), and reports it.
func keepingToken(
  _ made: @escaping (StreamToken) -> Void
) -> (MotionObservable<Double>) -> MotionObservable<Double> {
  { upstream in
    MotionObservable(metadata: upstream.metadata) { observer in
      let token = StreamToken()
      made(token)
      let subscription = upstream.subscribe(
        MotionObserver(
          next: { value in withExtendedLifetime(token) { observer.next(value) } },
          state: observer.state))
      return Subscription {
        withExtendedLifetime(token) { subscription.unsubscribe() }
      }
    }
  }
}

/// Issue 11, point 3: a motion that can never win again is dropped by its arbiter, and the
/// runtime lets go of everything that belonged to it (connection, graph edge, activity record,
/// interaction), so a "tween per tap" app does not grow.
@Suite("Bounded memory: finished motions are freed")
struct BoundedMemoryTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let property = ReactiveProperty(-1.0, name: "x")

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// The arbiter of `property`, for counting its motions.
  var arbiter: PropertyArbiter<Double> { PropertyArbiter.of(property, in: runtime) }

  /// A short tween from `tap` to `tap + 1`, finished within one `advance(by: 0.1)`.
  func tap(_ tap: Int) throws -> TweenInteraction<Double> {
    try linear([Double(tap), Double(tap) + 1], over: 0.05)
  }

  @Test("RT-1 / RT-2: 1,000 sequential tweens free every finished interaction, motion and stream")
  func tweenPerTap() throws {
    let interactions = WeakSet()
    let motions = WeakSet()
    let tokens = WeakSet()
    for index in 0..<1_000 {
      do {
        let tween = try tap(index)
        runtime.add(
          tween, to: property,
          constraints: keepingToken { tokens.watch("token \(index)", $0) })
        interactions.watch("tween \(index)", tween)
        if let motion = arbiter.motions.last { motions.watch("motion \(index)", motion) }
        #expect(runtime.isActive(tween))
      }
      source.advance(by: 0.1)
      #expect(property.value == Double(index) + 1)
      #expect(!runtime.isActive)
      #expect(arbiter.motions.count <= 3)  // the ghost, the latest-ended, the new one
      #expect(runtime.connectionCount <= 2)  // the ghost's and the latest-ended's
      // Each tap frees the one before it as soon as it ends, the first one included.
      #expect(interactions.alive == ["tween \(index)"])
      #expect(motions.alive == ["motion \(index)"])
    }
    #expect(interactions.alive == ["tween 999"])
    #expect(motions.alive == ["motion 999"])
    // The ghost (what tween 998 left, shown if tween 999 were toggled off) still writes
    // through 998's connection, constraints included.
    #expect(tokens.alive == ["token 998", "token 999"])
    let listed = runtime.interactions(ofType: TweenInteraction<Double>.self, for: property)
    #expect(listed.count == 1 && listed.first?.tween.values == [999, 1_000])
    #expect(property.value == 1_000)
    #expect(runtime.connections.records.count <= 3)
    #expect(runtime.activity.activeCounts.isEmpty)
  }

  @Test("RT-1 / RT-2: a short tween added over a long one is let go of once the long one ends")
  func shortOverLong() throws {
    // The long tween is the first motion and the latest to end: what ended before it (the
    // short one, registered after it) can never win again and is folded into the ghost.
    let interactions = WeakSet()
    let motions = WeakSet()
    let long = try linear([0, 10], over: 1)
    runtime.add(long, to: property)
    do {
      let short = try linear([5, 6], over: 0.2)
      runtime.add(short, to: property)
      interactions.watch("short", short)
      if let motion = arbiter.motions.last { motions.watch("short's motion", motion) }
    }
    source.advance(by: 0.5)
    // Ended, and the latest to have ended: it would show if the long one were toggled off.
    #expect(motions.alive == ["short's motion"])
    source.advance(by: 0.6)
    #expect(property.value == 10)  // the long one ended later: it shows (rule 2)
    #expect(interactions.alive == [])
    #expect(motions.alive == [])
    #expect(arbiter.motions.count == 2)  // the ghost and the long tween
    #expect(!runtime.isActive)
  }

  @Test("RT-6: the graph draws the connections that can still write, not finished ones")
  func graphOfLiveConnections() throws {
    for index in 0..<10 {
      runtime.add(try tap(index), to: property)
      source.advance(by: 0.1)
    }
    let running = try linear([0, 1], over: 1)
    runtime.add(running, to: property)
    let dot = runtime.toGraphViz()
    // The ghost's connection, the latest-ended tween's and the running one's.
    #expect(dot.split(separator: "\n").filter { $0.hasSuffix("[style=bold];") }.count == 3)
    let graph = try DotGraph(parsing: dot)
    #expect(graph.hasEdge(from: "frames", to: "tween") && graph.hasEdge(from: "tween", to: "x"))
  }

  @Test("RT-2: a finished tween the app still holds stays listed until the app lets go")
  func heldTweenStaysListed() throws {
    weak var weakFirst: TweenInteraction<Double>?
    var first: TweenInteraction<Double>? = try tap(0)
    weakFirst = first
    runtime.add(first!, to: property)
    source.advance(by: 0.1)
    for index in 1..<4 {
      runtime.add(try tap(index), to: property)
      source.advance(by: 0.1)
    }
    do {
      let listed = runtime.interactions(ofType: TweenInteraction<Double>.self, for: property)
      #expect(listed.count == 2 && listed.first === first)  // held by the app; and tween 3
    }
    first = nil
    #expect(weakFirst == nil)
    #expect(runtime.interactions(ofType: TweenInteraction<Double>.self, for: property).count == 1)
  }

  @Test("RT-4: whenAllAtRest and isActive stay exact while finished connections are released")
  func activityStaysExact() throws {
    var calls = 0
    for index in 0..<50 {
      let tween = try tap(index)
      runtime.add(tween, to: property)
      runtime.whenAllAtRest([tween]) { calls += 1 }
      #expect(runtime.isActive && runtime.isActive(tween))
      source.advance(by: 0.1)
      #expect(!runtime.isActive && !runtime.isActive(tween))
    }
    #expect(calls == 50)
    #expect(runtime.activity.activeConnections == 0)
  }

  @Test("TL-R11: a paused timeline tween that ended is kept: scrubbing it back shows it again")
  func pausedTimelineKept() throws {
    let timeline = Timeline(clock: source)
    let scrubbed = TweenInteraction(
      try Tween(duration: 1, values: [0.0, 100]), timeline: timeline)
    runtime.add(scrubbed, to: property)
    timeline.paused.value = true
    try timeline.scrub(to: 2)  // past its end
    weak let weakScrubbed = scrubbed
    for index in 0..<100 {
      runtime.add(try tap(index), to: property)
      source.advance(by: 0.1)
    }
    #expect(property.value == 100)  // the last tap's end
    #expect(arbiter.motions.count <= 4)
    try timeline.scrub(to: 0.5)
    #expect(abs(property.value - 50) < 1e-9)
    #expect(weakScrubbed != nil)
    #expect(
      runtime.interactions(ofType: TweenInteraction<Double>.self, for: property).first
        === scrubbed)
  }

  @Test("RT-5: a tween disabled while others finish is kept, and re-enabled it takes effect")
  func disabledThenReenabled() throws {
    let long = try linear([0, 100], over: 10)
    runtime.add(long, to: property)
    source.advance(by: 0.1)
    long.enabled.value = false
    for index in 0..<40 {
      runtime.add(try tap(index), to: property)
      source.advance(by: 0.1)
    }
    #expect(property.value == 40)
    #expect(arbiter.motions.count <= 4)  // the disabled one, the ghost, the latest-ended
    long.enabled.value = true  // t = 4.1: the only motion in effect
    #expect(abs(property.value - 41) < 1e-9)
    #expect(runtime.isActive(long))
    source.advance(by: 1)
    #expect(abs(property.value - 51) < 1e-9)
    source.advance(by: 10)
    #expect(property.value == 100)
    #expect(!runtime.isActive)
  }
}
