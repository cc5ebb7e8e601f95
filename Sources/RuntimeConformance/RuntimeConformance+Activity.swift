import MotionGestures
import MotionRuntime
import MotionStreams

extension RuntimeConformance {
  static func aggregateActivity(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      let runtime = harness.makeRuntime()
      let a = ReactiveProperty(false)
      let b = ReactiveProperty(false)
      let first = KitSwitch(a)
      let second = KitSwitch(b)
      runtime.add(first, to: ReactiveProperty(0.0))
      runtime.add(second, to: ReactiveProperty(0.0))
      check.expect(!runtime.isActive, "active before any motion started")
      a.value = true
      b.value = true
      check.expect(runtime.isActive, "not active while two interactions are")
      check.expect(runtime.isActive(first), "an active interaction reported at rest")
      a.value = false
      check.expect(runtime.isActive, "not active while one interaction still is")
      check.expect(!runtime.isActive(first), "an interaction that came to rest reported active")
      b.value = false
      check.expect(!runtime.isActive, "still active after every interaction came to rest")
    }
  }

  static func whenAllAtRestImmediate(
    _ harness: any RuntimeHarness, _ check: ScenarioRecorder
  ) async {
    await harness.perform {
      let runtime = harness.makeRuntime()
      let idle = KitSwitch(ReactiveProperty(false))
      runtime.add(idle, to: ReactiveProperty(0.0))
      var calls = 0
      runtime.whenAllAtRest([]) { calls += 1 }
      check.expect(calls == 1, "whenAllAtRest([]) did not call at once (\(calls) calls)")
      runtime.whenAllAtRest([idle]) { calls += 1 }
      check.expect(
        calls == 2, "whenAllAtRest on an interaction already at rest did not call at once")
      let moving = ReactiveProperty(true)
      let busy = KitSwitch(moving)
      runtime.add(busy, to: ReactiveProperty(0.0))
      runtime.whenAllAtRest([idle, busy]) { calls += 1 }
      check.expect(calls == 2, "whenAllAtRest called while an interaction was active")
      moving.value = false
      check.expect(calls == 3, "whenAllAtRest did not call when the last interaction came to rest")
      moving.value = true
      moving.value = false
      check.expect(calls == 3, "whenAllAtRest called more than once")
    }
  }

  static func whenAllAtRestOnRest(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    var frameTimes: [Double] = []
    var calledAt: [Double] = []
    let (runtime, start) = await harness.perform { () -> (any Runtime, Double) in
      let runtime = harness.makeRuntime()
      let short = KitRamp(to: 1, over: 0.03)
      let long = KitRamp(to: 1, over: 0.06)
      runtime.add(short, to: ReactiveProperty(0.0))
      runtime.add(long, to: ReactiveProperty(0.0))
      _ = runtime.addAfterFrameObserver { frameTimes.append($0) }
      // Weakly: a runtime that never calls the body must still be freed (no cycle through it).
      runtime.whenAllAtRest([short, long]) { [weak runtime] in
        guard let runtime else { return }
        calledAt.append(runtime.now)
        check.expect(
          !runtime.isActive(short) && !runtime.isActive(long),
          "whenAllAtRest's body ran while an interaction was still active")
      }
      check.expect(calledAt.isEmpty, "whenAllAtRest called at once although motion was active")
      return (runtime, runtime.now)
    }
    await harness.advance(by: 0.12)
    await harness.perform {
      check.expect(calledAt.count == 1, "whenAllAtRest called \(calledAt.count) times, not once")
      let due = frameTimes.first { $0 - start >= 0.06 }
      check.expect(
        calledAt.first == due,
        "whenAllAtRest called at \(calledAt), not at the first frame after the longest motion (\(due ?? .nan))"
      )
      check.expect(!runtime.isActive, "the runtime is active after every motion ended")
    }
  }

  static func toggle(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      let runtime = harness.makeRuntime()
      let moving = ReactiveProperty(true)
      let gesture = KitSwitch(moving)
      let follower = KitToggled()
      runtime.add(gesture, to: ReactiveProperty(0.0))
      runtime.add(follower, to: ReactiveProperty(0.0))
      runtime.toggle(follower, inReactionTo: gesture)
      check.expect(!follower.enabled.value, "toggle left A enabled while B is active")
      moving.value = false
      check.expect(follower.enabled.value, "toggle did not enable A when B came to rest")
      moving.value = true
      check.expect(!follower.enabled.value, "toggle did not disable A when B became active")
    }
  }
}

extension RuntimeConformance {
  /// A composite whose child it adds from inside its own `add`, and a DirectlyManipulable (a
  /// drag, a rotation and a pinch added by one interaction) in the middle of a drag.
  static func compositeActivity(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      let runtime = harness.makeRuntime()
      let moving = ReactiveProperty(false)
      let composite = KitComposite(child: KitSwitch(moving))
      runtime.add(composite, to: ReactiveProperty(0.0))
      var calls = 0
      moving.value = true
      check.expect(runtime.isActive(composite.child), "The child did not report its motion.")
      check.expect(runtime.isActive(composite), "While its child moved, the composite was at rest.")
      runtime.whenAllAtRest([composite]) { calls += 1 }
      check.expect(calls == 0, "whenAllAtRest([composite]) called while its child moved.")
      moving.value = false
      check.expect(!runtime.isActive(composite), "The composite stayed active after its child.")
      check.expect(calls == 1, "whenAllAtRest([composite]) was called \(calls) times, not once.")
      let region = HitRegion()
      let pan = PanGestureRecognizer(element: region)
      let manipulable = DirectlyManipulable(
        pan: pan, rotation: RotationGestureRecognizer(element: region),
        scale: ScaleGestureRecognizer(element: region))
      runtime.add(manipulable, to: MotionElement())
      calls = 0
      for (index, x) in [0.0, 15, 30].enumerated() {
        pan.handle(
          PointerEvent(
            pointer: 1, phase: index == 0 ? .down : .move, position: Point(x: x, y: 0),
            timestamp: Double(index) * 0.01))
      }
      check.expect(
        runtime.isActive(manipulable.draggable), "The drag was at rest in the middle of a drag.")
      check.expect(
        runtime.isActive(manipulable), "DirectlyManipulable was at rest in the middle of a drag.")
      runtime.whenAllAtRest([manipulable]) { calls += 1 }
      check.expect(
        calls == 0, "whenAllAtRest([DirectlyManipulable]) called in the middle of a drag.")
      pan.handle(
        PointerEvent(pointer: 1, phase: .up, position: Point(x: 30, y: 0), timestamp: 0.03))
      check.expect(
        calls == 1, "whenAllAtRest([DirectlyManipulable]) was called \(calls) times after the lift."
      )
    }
  }
}
