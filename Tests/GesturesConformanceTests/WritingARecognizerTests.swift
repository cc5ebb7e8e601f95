import MotionGestures
import MotionGesturesConformance
import MotionStreams
import Testing

/// The recognizer of the "Writing a recognizer outside the module" article, verbatim: a
/// one-finger drag that begins once the finger has moved more than ten points sideways.
final class HorizontalDrag: GestureRecognizer {
  let element: HitRegion
  private var machine = GestureStateMachine(continuous: true)
  private var pointers = PointerTracker()
  private var observers: [(id: Int, call: (GestureRecognizerState) -> Void)] = []
  private var nextID = 0
  private var origin = Point.zero
  private var lastLocation = Point.zero
  private var queued: [PointerEvent] = []
  private var isHandling = false
  private var isEnabled = true

  init(element: HitRegion) {
    self.element = element
  }

  var state: GestureRecognizerState { machine.state }

  func addStateChangeObserver(_ observer: @escaping (GestureRecognizerState) -> Void)
    -> Subscription
  {
    nextID += 1
    let id = nextID
    observers.append((id, observer))
    return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func location(in element: HitRegion?) -> Point {
    HitRegion.convert(lastLocation, from: nil, to: element)
  }

  var enabled: Bool {
    get { isEnabled }
    set {
      guard newValue != isEnabled else { return }
      if !newValue {
        for closing in machine.closingWrites { write(closing) }  // cancelled, then possible
        pointers.removeAll()
      }
      isEnabled = newValue
    }
  }

  func handle(_ event: PointerEvent) {
    guard isEnabled else { return }
    queued.append(event)
    guard !isHandling else { return }  // handed in by an observer: handled after this one
    isHandling = true
    while !queued.isEmpty { process(queued.removeFirst()) }
    isHandling = false
  }

  private func process(_ event: PointerEvent) {
    guard isEnabled else { return }
    switch event.phase {
    case .down:
      guard pointers.isEmpty, pointers.add(event.pointer, at: event.position) else { return }
      origin = event.position
      lastLocation = event.position
    case .move:
      guard let index = pointers.index(of: event.pointer) else { return }
      pointers.move(at: index, to: event.position)
      lastLocation = event.position
      if state.isActive {
        write(.changed)
      } else if state == .possible, abs(event.position.x - origin.x) > 10 {
        write(.began)
      }
    case .up, .cancel:
      guard let index = pointers.index(of: event.pointer) else { return }
      pointers.remove(at: index)
      lastLocation = event.position
      if state.isActive {
        write(event.phase == .up ? .ended : .cancelled)
      } else if state == .possible {
        write(.failed)
      }
    }
    if machine.shouldReturnToPossible(pointersDown: pointers.count) { write(.possible) }
  }

  private func write(_ next: GestureRecognizerState) {
    guard machine.transition(to: next) else { return }  // stored before anyone is told
    for observer in observers { observer.call(next) }
  }
}

@Suite("Writing a recognizer outside the module")
struct WritingARecognizerTests {
  @Test("GR-4…GR-9, MO-8: the article's HorizontalDrag passes the gesture kit")
  func horizontalDragConforms() {
    let failures = GestureConformance.check(
      RecognizerHarness("horizontal drag", continuous: true) { element in
        RecognizerUnderTest(HorizontalDrag(element: element)) { drag, event in
          drag.handle(event)
        }
      })
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test("GR-6: the article's HorizontalDrag begins after ten points sideways and returns")
  func horizontalDragRecognizes() {
    let drag = HorizontalDrag(element: HitRegion())
    var states: [GestureRecognizerState] = []
    let subscription = drag.addStateChangeObserver { states.append($0) }
    for (phase, x) in [(PointerEvent.Phase.down, 0.0), (.move, 8), (.move, 12), (.up, 12)] {
      drag.handle(PointerEvent(pointer: 1, phase: phase, position: Point(x: x, y: 0), timestamp: 0))
    }
    #expect(states == [.began, .ended, .possible])
    #expect(drag.location(in: nil) == Point(x: 12, y: 0))
    subscription.unsubscribe()
  }
}
