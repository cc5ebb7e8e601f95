import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTween

/// The scenario where a finger meets a moving property: a touch catches it, the gesture that
/// follows moves it, and what the finger leaves holds (PH-6's interruption, generalised to
/// gestures), compared with ``KitPrecedenceModel`` at every step and every delivered frame.
extension RuntimeConformance {
  /// The rule of the grab scenario.
  static let grabRule =
    "A gesture that takes a property (a touch on it while it moves, or the gesture beginning) interrupts every motion in effect on it, as a physics start does; the gesture holds the value showing, moves it from there, and what it leaves holds once it lifts."

  static func precedenceWithGrabs(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    guard
      let slide = try? Tween(duration: 0.2, values: [Point(x: 0, y: 0), Point(x: 200, y: 0)]),
      let later = try? Tween(duration: 0.1, values: [Point(x: 50, y: 0)])
    else { return check.expect(false, "could not build the kit's tweens") }
    let card = MotionElement(position: .zero)
    let pan = PanGestureRecognizer(element: HitRegion())
    let model = KitPrecedenceModel(base: 0)
    var samples: [(time: Double, value: Double)] = []
    /// A pointer event at the runtime's time, `x` points right of where the finger landed.
    func finger(_ phase: PointerEvent.Phase, _ x: Double, at time: Double) {
      pan.handle(
        PointerEvent(pointer: 1, phase: phase, position: Point(x: x, y: 0), timestamp: time))
    }
    let runtime = await harness.perform { () -> any Runtime in
      let runtime = harness.makeRuntime()
      runtime.add(Draggable(pan), to: card)
      let begin = runtime.now
      model.add("the slide") { time in
        MotionSpan(start: time - (time - begin), end: time - (time - begin) + 0.2)
      } value: { time in
        slide.value(atLocalTime: time - begin, from: .zero).x
      }
      runtime.add(TweenInteraction(slide), to: card.position)
      expectRule(check, model, card.position.value.x, at: runtime.now, "the slide added")
      _ = runtime.addAfterFrameObserver { samples.append(($0, card.position.value.x)) }
      return runtime
    }
    await harness.advance(by: 0.05)
    let hold = await harness.perform { () -> KitPrecedenceModel.Hold in
      expectRule(check, model, samples: &samples, "while the slide runs")
      let hold = model.hold("the finger", at: runtime.now)
      finger(.down, 0, at: runtime.now)
      expectRule(check, model, card.position.value.x, at: runtime.now, "a touch caught the slide")
      return hold
    }
    await harness.advance(by: 0.05)
    await harness.perform {
      expectRule(check, model, samples: &samples, "under a still finger")
      finger(.move, 20, at: runtime.now)  // past the pan's slop: the drag begins where it holds
      finger(.move, 50, at: runtime.now)
      hold.writes.append((runtime.now, hold.value(at: runtime.now) + 30))
      expectRule(check, model, card.position.value.x, at: runtime.now, "dragged 30 points")
      finger(.up, 50, at: runtime.now)
      hold.end = runtime.now
      expectRule(check, model, card.position.value.x, at: runtime.now, "the finger lifted")
    }
    await harness.advance(by: 0.2)
    await harness.perform {
      expectRule(check, model, samples: &samples, "after the lift, where the slide would still run")
      let now = runtime.now
      let from = model.expected(at: now).value
      model.add("a from-less tween to 50") { time in
        MotionSpan(start: time - (time - now), end: time - (time - now) + 0.1)
      } value: { time in
        later.value(atLocalTime: time - now, from: Point(x: from, y: 0)).x
      }
      runtime.add(TweenInteraction(later), to: card.position)
      expectRule(check, model, card.position.value.x, at: now, "TW-6: a tween after the lift")
    }
    await harness.advance(by: 0.15)
    await harness.perform {
      expectRule(check, model, samples: &samples, "while and after it runs")
      withExtendedLifetime(runtime) {}
    }
  }
}
