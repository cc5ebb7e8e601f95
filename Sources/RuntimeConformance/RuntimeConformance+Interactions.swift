import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween

extension RuntimeConformance {
  static func timelineCoordination(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    guard let tween = linearTween([0, 100], over: 0.06) else {
      return check.expect(false, "could not build the kit's tween")
    }
    let property = ReactiveProperty(-1.0)
    var samples: [(time: Double, value: Double)] = []
    let (runtime, timeline) = await harness.perform { () -> (any Runtime, Timeline) in
      let runtime = harness.makeRuntime()
      let timeline = Timeline(clock: runtime.frameSource, start: .onBegin)
      runtime.add(TweenInteraction(tween, timeline: timeline), to: property)
      check.expect(
        timeline.beginTime == runtime.now,
        "TW-13: adding the tween did not begin its timeline now (\(String(describing: timeline.beginTime)))"
      )
      check.expect(property.value == 0, "TL-R9/10: the tween did not write its first value at once")
      _ = runtime.addAfterFrameObserver { samples.append(($0, property.value)) }
      return (runtime, timeline)
    }
    await harness.advance(by: 0.1)
    await harness.perform {
      let begin = timeline.beginTime ?? .nan
      check.expect(!samples.isEmpty, "no frame was delivered")
      for (time, value) in samples {
        let expected = tween.value(atLocalTime: time - begin, from: 0)
        check.expectClose(value, expected, "TW-14: value at \(time - begin) s after beginTime")
      }
      check.expect(!runtime.isActive, "the runtime is active after the tween ended")
    }
  }

  static func dragHandoff(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    let destination = Point(x: 300, y: 40)
    guard let release = try? DragRelease(duration: 0.05, destination: { _, _ in destination })
    else { return check.expect(false, "could not build the kit's release") }
    let pan = PanGestureRecognizer(element: HitRegion())
    let card = MotionElement(position: .zero)
    let drag = Draggable(pan, release: release)
    var restedAt: [Double] = []
    var frames: [(time: Double, position: Point)] = []
    let (runtime, releasedAt, released) = await harness.perform {
      () -> (any Runtime, Double, Point) in
      let runtime = harness.makeRuntime()
      runtime.add(drag, to: card)
      for (index, x) in [0.0, 15, 30, 45, 60].enumerated() {
        let phase: PointerEvent.Phase = index == 0 ? .down : .move
        let time = Double(index) * 0.01
        pan.handle(
          PointerEvent(pointer: 1, phase: phase, position: Point(x: x, y: 0), timestamp: time))
      }
      check.expect(card.position.value.x > 0, "the drag did not move the element")
      pan.handle(
        PointerEvent(pointer: 1, phase: .up, position: Point(x: 60, y: 0), timestamp: 0.05))
      check.expect(runtime.isActive(drag), "the drag reported rest while its settle runs")
      // Weakly: a runtime that never calls the body must still be freed (no cycle through it).
      runtime.whenAllAtRest([drag]) { [weak runtime] in
        if let runtime { restedAt.append(runtime.now) }
      }
      _ = runtime.addAfterFrameObserver { frames.append(($0, card.position.value)) }
      return (runtime, runtime.now, card.position.value)
    }
    await harness.advance(by: 0.1)
    await harness.perform {
      check.expect(
        card.position.value == destination,
        "the settle did not end at the destination (\(card.position.value))")
      check.expect(
        restedAt.count == 1, "whenAllAtRest([drag]) called \(restedAt.count) times, not once")
      let settled = frames.first { $0.time - releasedAt >= 0.05 }
      check.expect(
        restedAt.first == settled?.time,
        "the drag came to rest at \(restedAt), not when the settle ended")
      if let first = frames.first, first.time - releasedAt < 0.05 {
        let (from, to) = (
          released.distance(to: destination), first.position.distance(to: destination)
        )
        check.expect(to < from, "the settle did not start moving from the release position")
      }
      withExtendedLifetime(runtime) {}
    }
  }
}
