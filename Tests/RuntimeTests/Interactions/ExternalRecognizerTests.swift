import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import Testing

/// A one-finger drag recognizer written outside the library, the way an app would: built from
/// the public building blocks (`PointerTracker`, `GestureStateMachine`), it conforms to
/// `TranslationGesture` (so a `Draggable` takes it) and to `ArbitratedGestureRecognizer` (so a
/// `GestureCoordinator` arbitrates it against the library's recognizers).
final class EdgeDragRecognizer: TranslationGesture, ArbitratedGestureRecognizer {
  let element: HitRegion
  let threshold: Double
  weak var coordinator: GestureCoordinator?
  private var machine = GestureStateMachine(continuous: true)
  private var pointers = PointerTracker()
  private var observers: [(id: Int, call: (GestureRecognizerState) -> Void)] = []
  private var nextID = 0
  private var origin = Point.zero
  private var offset = Point.zero
  private var waitingFor: GestureRecognizerState?
  private var velocityEstimator = VelocityEstimator()
  private(set) var illegalWrites = 0

  init(element: HitRegion, threshold: Double) {
    self.element = element
    self.threshold = threshold
  }

  var state: GestureRecognizerState { machine.state }
  var enabled = true
  var isContinuous: Bool { true }
  var isEngaged: Bool { enabled && state == .possible && (!pointers.isEmpty || waitingFor != nil) }
  var isWaitingForFailure: Bool { waitingFor != nil }

  func addStateChangeObserver(_ observer: @escaping (GestureRecognizerState) -> Void)
    -> Subscription
  {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    return Subscription(disconnect: { [weak self] in self?.observers.removeAll { $0.id == id } })
  }

  func location(in element: HitRegion?) -> Point {
    HitRegion.convert(pointers.centroid ?? origin + offset, from: nil, to: element)
  }

  func translation(in element: HitRegion?) -> Point {
    let root = state.isActive || state == .ended || state == .cancelled ? offset : .zero
    return element?.convertVectorFromRoot(root) ?? root
  }

  func velocity(in element: HitRegion?) -> Point {
    let root = velocityEstimator.velocity()
    return element?.convertVectorFromRoot(root) ?? root
  }

  func snapshot() -> GestureSnapshot<EdgeDragRecognizer> {
    GestureSnapshot(
      state: state, location: location(in: nil), translation: translation(in: nil),
      velocity: velocity(in: nil))
  }

  private func write(_ next: GestureRecognizerState) {
    guard machine.transition(to: next) else {
      illegalWrites += 1
      return
    }
    for observer in observers { observer.call(next) }
    coordinator?.recognizer(self, didWrite: next)
  }

  private func settle() {
    if machine.shouldReturnToPossible(
      pointersDown: pointers.count, waiting: waitingFor != nil)
    {
      offset = .zero
      write(.possible)
    }
  }

  func handle(_ event: PointerEvent) {
    guard enabled else { return }
    switch event.phase {
    case .down:
      guard pointers.isEmpty, pointers.add(event.pointer, at: event.position) else { return }
      origin = event.position
      velocityEstimator.reset()
      velocityEstimator.add(time: event.timestamp, x: 0, y: 0)
    case .move:
      guard let index = pointers.index(of: event.pointer) else { return }
      pointers.move(at: index, to: event.position)
      let travel = event.position - origin
      velocityEstimator.add(time: event.timestamp, position: travel)
      if state.isActive {
        offset = travel - beganAt
        write(.changed)
      } else if state == .possible, waitingFor == nil, abs(travel.x) > threshold {
        switch coordinator?.decision(for: self) ?? .proceed {
        case .proceed: begin(at: travel)
        case .fail: write(.failed)
        case .wait: waitingFor = .began
        }
      }
    case .up, .cancel:
      guard let index = pointers.index(of: event.pointer) else { return }
      pointers.remove(at: index)
      if state.isActive {
        write(event.phase == .up ? .ended : .cancelled)
      } else if state == .possible, waitingFor == nil {
        write(.failed)
      }
    }
    settle()
  }

  private var beganAt = Point.zero

  private func begin(at travel: Point) {
    beganAt = travel
    offset = .zero
    write(.began)
  }

  func resolveWait(proceed: Bool) {
    guard waitingFor != nil else { return }
    waitingFor = nil
    if proceed {
      begin(at: pointers.positions.first.map { $0 - origin } ?? .zero)
    } else {
      write(.failed)
    }
    settle()
  }

  func forceFail() {
    guard enabled, state == .possible else { return }
    waitingFor = nil
    write(.failed)
    settle()
  }
}

@Suite("A recognizer written outside the library")
struct ExternalRecognizerTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 100, y: 100))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test(
    "GR-1, GR-9: an outside recognizer joins a coordinator, beats a built-in pan, drives a Draggable"
  )
  func joinsCoordinatorAndDrives() throws {
    let element = HitRegion(name: "card")
    let coordinator = GestureCoordinator()
    let edge = EdgeDragRecognizer(element: element, threshold: 4)
    let pan = PanGestureRecognizer(element: element)  // slop 10: later than the edge drag
    try coordinator.add(edge)
    try coordinator.add(pan)
    let panStates = StateLog(pan)
    let drag = Draggable(edge)
    runtime.add(drag, to: card)
    for event in [
      pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 5, 0, at: 0.01),
      pointer(.move, 1, 25, 3, at: 0.02),
    ] {
      coordinator.handle(event)
    }
    #expect(edge.state == .changed)
    #expect(panStates.states == [.failed])  // exclusive: the built-in pan lost
    #expect(near(card.position.value, Point(x: 120, y: 103)))
    #expect(runtime.isActive(drag))
    coordinator.handle(pointer(.up, 1, 25, 3, at: 0.03))
    #expect(edge.state == .possible)
    #expect(!runtime.isActive(drag))
    #expect(panStates.states == [.failed, .possible])
    #expect(edge.illegalWrites == 0)
    #expect(coordinator.recognizers.count == 2)
  }

  @Test("GR-1: a built-in pan that recognizes first fails the outside recognizer; the card stays")
  func builtInWins() throws {
    let element = HitRegion(name: "card")
    let coordinator = GestureCoordinator()
    let pan = PanGestureRecognizer(element: element)
    let edge = EdgeDragRecognizer(element: element, threshold: 30)
    try coordinator.add(pan)
    try coordinator.add(edge)
    runtime.add(Draggable(edge), to: card)
    let edgeStates = StateLog(edge)
    for event in [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 15, 0, at: 0.01)] {
      coordinator.handle(event)
    }
    #expect(pan.state == .began)
    #expect(edgeStates.states == [.failed])
    coordinator.handle(pointer(.move, 1, 60, 0, at: 0.02))
    #expect(card.position.value == Point(x: 100, y: 100))
    coordinator.handle(pointer(.up, 1, 60, 0, at: 0.03))
    #expect(edgeStates.states == [.failed, .possible])
  }

  @Test("GR-1: an outside recognizer waits for a built-in one to fail, then drives the drag")
  func failureRequirement() throws {
    let element = HitRegion(name: "card")
    let coordinator = GestureCoordinator()
    let edge = EdgeDragRecognizer(element: element, threshold: 4)
    let pan = try PanGestureRecognizer(element: element, slop: 50)
    try coordinator.add(edge)
    try coordinator.add(pan)
    try coordinator.require(edge, toFail: pan)
    runtime.add(Draggable(edge), to: card)
    coordinator.handle(pointer(.down, 1, 0, 0, at: 0))
    coordinator.handle(pointer(.move, 1, 10, 0, at: 0.01))
    #expect(edge.state == .possible)
    #expect(edge.isWaitingForFailure)
    pan.enabled = false  // the required recognizer becomes unavailable: the wait resolves
    #expect(edge.state == .began)
    coordinator.handle(pointer(.move, 1, 30, 0, at: 0.02))
    #expect(near(card.position.value, Point(x: 120, y: 100)))
  }
}

/// Records a recognizer's state writes.
private final class StateLog {
  private(set) var states: [GestureRecognizerState] = []
  private var subscription = Subscription()

  init(_ recognizer: some GestureRecognizer) {
    subscription = recognizer.addStateChangeObserver { [unowned self] in self.states.append($0) }
  }
}
