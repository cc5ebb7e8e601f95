import MotionGestures
import MotionStreams
import Testing

// The Swift block of Gestures.docc/WritingARecognizer.md, a complete recognizer, run by tests
// that show it arbitrated against the library's recognizers (Docs/Testing.md, "Documentation
// snippets").

/// A one-finger drag that begins once the finger has moved `threshold` points sideways.
final class EdgeDrag: TranslationGesture, ArbitratedGestureRecognizer {
  let element: HitRegion
  let threshold: Double
  weak var coordinator: GestureCoordinator?
  var enabled = true
  private var machine = GestureStateMachine(continuous: true)
  private var pointers = PointerTracker()
  private var velocities = VelocityEstimator()
  private var observers: [(id: Int, call: (GestureRecognizerState) -> Void)] = []
  private var nextObserver = 0
  private var origin = Point.zero  // where the finger went down
  private var travel = Point.zero  // how far it has moved since
  private var start = Point.zero  // the travel at began: the threshold is consumed, no jump
  private var isWaiting = false

  init(element: HitRegion, threshold: Double) {
    (self.element, self.threshold) = (element, threshold)
  }

  var state: GestureRecognizerState { machine.state }
  var isContinuous: Bool { true }
  var isEngaged: Bool { enabled && state == .possible && (!pointers.isEmpty || isWaiting) }
  var isWaitingForFailure: Bool { isWaiting }

  func addStateChangeObserver(_ observer: @escaping (GestureRecognizerState) -> Void)
    -> Subscription
  {
    let id = nextObserver
    nextObserver += 1
    observers.append((id, observer))
    return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func location(in element: HitRegion?) -> Point {
    HitRegion.convert(pointers.centroid ?? origin + travel, from: nil, to: element)
  }

  func translation(in element: HitRegion?) -> Point {
    let root = state.isActive || state == .ended || state == .cancelled ? travel - start : .zero
    return element?.convertVectorFromRoot(root) ?? root
  }

  func velocity(in element: HitRegion?) -> Point {
    element?.convertVectorFromRoot(velocities.velocity()) ?? velocities.velocity()
  }

  func snapshot() -> GestureSnapshot<EdgeDrag> {
    GestureSnapshot(
      state: state, location: location(in: nil), translation: translation(in: nil),
      velocity: velocity(in: nil))
  }

  func handle(_ event: PointerEvent) {
    guard enabled else { return }
    switch event.phase {
    case .down:
      guard pointers.isEmpty, pointers.add(event.pointer, at: event.position) else { return }
      (origin, travel) = (event.position, .zero)
      velocities.reset()
      velocities.add(time: event.timestamp, x: 0, y: 0)
    case .move:
      guard let index = pointers.index(of: event.pointer) else { return }
      pointers.move(at: index, to: event.position)
      travel = event.position - origin
      velocities.add(time: event.timestamp, position: travel)
      if state.isActive {
        write(.changed)
      } else if state == .possible, !isWaiting, abs(travel.x) > threshold {
        recognize()
      }
    case .up, .cancel:
      guard let index = pointers.index(of: event.pointer) else { return }
      pointers.remove(at: index)
      if state.isActive {
        write(event.phase == .up ? .ended : .cancelled)
      } else if state == .possible, !isWaiting {
        write(.failed)
      }
    }
    settle()
  }

  func resolveWait(proceed: Bool) {
    guard isWaiting else { return }
    isWaiting = false
    if proceed { begin() } else { write(.failed) }
    settle()
  }

  func forceFail() {
    guard enabled, state == .possible else { return }
    isWaiting = false
    write(.failed)
    settle()
  }

  private func recognize() {
    switch coordinator?.decision(for: self) ?? .proceed {
    case .proceed: begin()
    case .fail: write(.failed)
    case .wait: isWaiting = true  // the coordinator calls resolveWait(proceed:)
    }
  }

  private func begin() {
    start = travel
    write(.began)
  }

  private func write(_ next: GestureRecognizerState) {
    guard machine.transition(to: next) else { return }
    for observer in observers { observer.call(next) }
    coordinator?.recognizer(self, didWrite: next)
  }

  private func settle() {
    if machine.shouldReturnToPossible(pointersDown: pointers.count, waiting: isWaiting) {
      write(.possible)
    }
  }
}

@Suite("Snippets: writing a recognizer")
struct WritingARecognizerSnippets {
  @Test("GR-1: the edge drag joins a coordinator, beats a pan with a larger slop, and tracks")
  func beatsPan() throws {
    let card = HitRegion(name: "card")
    let coordinator = GestureCoordinator()
    let edge = EdgeDrag(element: card, threshold: 4)
    let pan = PanGestureRecognizer(element: card)
    try coordinator.add(edge)
    try coordinator.add(pan)
    let (edgeStates, panStates) = (StateLog(edge), StateLog(pan))
    for event in [touch(.down, 0, 0, at: 0), touch(.move, 5, 0, at: 0.01)] {
      coordinator.handle(event)
    }
    coordinator.handle(touch(.move, 25, 3, at: 0.02))
    #expect(edge.translation(in: nil) == Point(x: 20, y: 3))
    #expect(edge.location(in: card) == Point(x: 25, y: 3))
    coordinator.handle(touch(.up, 25, 3, at: 0.03))
    #expect(edgeStates.states == [.began, .changed, .ended, .possible])
    #expect(panStates.states == [.failed, .possible])
  }

  @Test("GR-1: required to wait for a pan, it waits silently, then begins when the pan fails")
  func waitsForFailure() throws {
    let card = HitRegion(name: "card")
    let coordinator = GestureCoordinator()
    let edge = EdgeDrag(element: card, threshold: 4)
    let pan = try PanGestureRecognizer(element: card, slop: 50)
    try coordinator.add(edge)
    try coordinator.add(pan)
    try coordinator.require(edge, toFail: pan)
    for event in [touch(.down, 0, 0, at: 0), touch(.move, 10, 0, at: 0.01)] {
      coordinator.handle(event)
    }
    #expect(edge.state == .possible && edge.isWaitingForFailure)
    pan.enabled = false
    #expect(edge.state == .began)
    coordinator.handle(touch(.move, 30, 0, at: 0.02))
    #expect(edge.translation(in: nil) == Point(x: 20, y: 0))
  }
}
