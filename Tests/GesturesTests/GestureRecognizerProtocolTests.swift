import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Generic over the protocol: compiles only because `GestureRecognizer` is a protocol with these
/// requirements (GR-1).
private func describe(_ recognizer: some GestureRecognizer) -> (HitRegion, GestureRecognizerState) {
  (recognizer.element, recognizer.state)
}

/// A minimal conformer outside the library: the protocol is implementable (GR-1).
private final class ScriptedRecognizer: GestureRecognizer {
  let element = HitRegion()
  private(set) var state = GestureRecognizerState.possible
  var enabled = true
  private var observers: [(GestureRecognizerState) -> Void] = []

  func addStateChangeObserver(_ observer: @escaping (GestureRecognizerState) -> Void)
    -> Subscription
  {
    observers.append(observer)
    return Subscription()
  }

  func location(in element: HitRegion?) -> Point { .zero }

  func set(_ state: GestureRecognizerState) {
    guard enabled else { return }
    self.state = state
    for observer in observers { observer(state) }
  }
}

@Suite("GestureRecognizer protocol")
struct GestureRecognizerProtocolTests {
  @Test("GR-1: every recognizer is used through the GestureRecognizer protocol")
  func protocolConformance() throws {
    let scheduler = ManualScheduler()
    let element = HitRegion()
    let recognizers: [any GestureRecognizer] = [
      PanGestureRecognizer(element: element), RotationGestureRecognizer(element: element),
      ScaleGestureRecognizer(element: element), try TapGestureRecognizer(element: element),
      try LongPressGestureRecognizer(element: element, scheduler: scheduler),
      ScriptedRecognizer(),
    ]
    for recognizer in recognizers {
      let (_, state) = describe(recognizer)
      #expect(state == .possible)
    }
    // A conformer from outside the library works with the gesture stream operators.
    let scripted = ScriptedRecognizer()
    var seen: [GestureRecognizerState] = []
    let subscription = scripted.asStream().whenRecognitionStateIs(.began).subscribe {
      seen.append($0.state)
    }
    scripted.set(.began)
    scripted.set(.changed)
    #expect(seen == [.began])
    subscription.unsubscribe()
  }

  @Test("GR-2: a recognizer exposes the element it was created for")
  func exposesElement() {
    let card = HitRegion(name: "card")
    let pan = PanGestureRecognizer(element: card)
    #expect(pan.element === card)
    #expect(describe(pan).0 === card)
  }

  @Test("GR-4: observers are invoked on every state write, in registration order")
  func observersEveryWrite() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var log: [String] = []
    let first = pan.addStateChangeObserver { log.append("a:\($0)") }
    let second = pan.addStateChangeObserver { log.append("b:\($0)") }
    feed(pan, [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01), move(1, 20, 0, at: 0.02)])
    #expect(log == ["a:began", "b:began", "a:changed", "b:changed"])
    first.unsubscribe()
    pan.handle(move(1, 30, 0, at: 0.03))
    #expect(log.last == "b:changed" && log.count == 5)
    second.unsubscribe()
  }

  @Test("GR-5: a disabled recognizer emits no state change events")
  func disabledIsSilent() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pan, continuous: true)
    pan.enabled = false
    feed(pan, [down(1, 0, 0, at: 0), move(1, 50, 0, at: 0.01), up(1, 50, 0, at: 0.02)])
    #expect(recorder.states.isEmpty)
    #expect(pan.state == .possible)
    pan.enabled = true
    feed(pan, [down(1, 0, 0, at: 0.1), move(1, 50, 0, at: 0.11)])
    #expect(recorder.states == [.began])
  }

  @Test("GR-5: disabling mid-gesture cancels it and returns to possible, then it is silent")
  func disablingCancels() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pan, continuous: true)
    feed(pan, [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01)])
    pan.enabled = false
    #expect(recorder.states == [.began, .cancelled, .possible])
    #expect(pan.state == .possible)
    feed(pan, [move(1, 40, 0, at: 0.02), up(1, 40, 0, at: 0.03)])
    #expect(recorder.states == [.began, .cancelled, .possible])
    // Re-enabled: the pointer that was down is unknown, its events are ignored.
    pan.enabled = true
    pan.handle(up(1, 40, 0, at: 0.04))
    #expect(recorder.states == [.began, .cancelled, .possible])
    #expect(recorder.illegal.isEmpty)
  }

  @Test("GR-6: the six states, and recognized is ended")
  func states() {
    #expect(
      GestureRecognizerState.allCases.map(\.description) == [
        "possible", "began", "changed", "ended", "cancelled", "failed",
      ])
    #expect(GestureRecognizerState.recognized == .ended)
    #expect(GestureRecognizerState.possible.isLegalTransition(to: .began, continuous: true))
    #expect(!GestureRecognizerState.possible.isLegalTransition(to: .began, continuous: false))
    #expect(!GestureRecognizerState.ended.isLegalTransition(to: .changed, continuous: true))
  }

  @Test("GR-7: state is read-only to users of the recognizer")
  func stateReadOnly() {
    let path: AnyKeyPath = \PanGestureRecognizer.state
    #expect(!(path is ReferenceWritableKeyPath<PanGestureRecognizer, GestureRecognizerState>))
    let protocolPath: AnyKeyPath = \TapGestureRecognizer.state
    #expect(
      !(protocolPath is ReferenceWritableKeyPath<TapGestureRecognizer, GestureRecognizerState>))
    // `enabled` on the other hand is settable (GR-5).
    let enabled: AnyKeyPath = \PanGestureRecognizer.enabled
    #expect(enabled is ReferenceWritableKeyPath<PanGestureRecognizer, Bool>)
  }

  @Test("an observer that disables the recognizer mid-delivery: writes stay ordered and legal")
  func reentrantDisable() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pan, continuous: true)
    var later: [GestureRecognizerState] = []
    let disabler = pan.addStateChangeObserver { state in
      if state == .began { pan.enabled = false }
    }
    let logger = pan.addStateChangeObserver { later.append($0) }
    feed(pan, [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01), move(1, 30, 0, at: 0.02)])
    #expect(recorder.states == [.began, .cancelled, .possible])
    #expect(later == [.began, .cancelled, .possible])
    #expect(recorder.illegal.isEmpty)
    disabler.unsubscribe()
    logger.unsubscribe()
  }
}
