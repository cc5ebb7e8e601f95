import MotionGestures
import MotionStreams

/// A one-finger horizontal drag written outside the library that breaks exactly one rule of the
/// gesture contract, to show that the gesture kit notices each one. Without a flaw it keeps
/// them all, like the article's `HorizontalDrag`, but it stores its state by hand (no
/// `GestureStateMachine`), so that a flaw can write what the diagram forbids.
final class FlawedRecognizer: GestureRecognizer, SubscriptionOwner {
  enum Flaw: String, CaseIterable, CustomStringConvertible, Sendable {
    /// Recognizes by writing changed, not began.
    case beginsWithChanged
    /// A finger lifted before the threshold writes ended, not failed.
    case endsWithoutBeginning
    /// Never writes possible after a gesture.
    case staysFinished
    /// Writes possible at the next down, not when the last pointer lifts.
    case returnsToPossibleAtNextDown
    /// Tells observers before storing the state.
    case notifiesBeforeStoring
    /// Writes changed once per gesture, not for each move.
    case skipsRepeatedChanged
    /// Returns to possible without telling observers.
    case returnsToPossibleSilently
    /// A subscription removes whichever observer is at its position.
    case removesObserversByPosition
    /// Handles an event handed in by an observer at once, inside the delivery.
    case handlesHandedInEventsAtOnce
    /// Drops an event handed in by an observer during a delivery.
    case dropsHandedInEvents
    /// Tells only the first observer.
    case tellsFirstObserverOnly
    /// Unsubscribing removes nothing.
    case ignoresUnsubscribe
    /// Disabling only sets a flag: the gesture under way is not closed.
    case disableKeepsGesture
    /// A disabled recognizer still handles events.
    case writesWhileDisabled
    /// Disabling writes cancelled but not possible.
    case disableSkipsPossible
    /// Enabled again after being disabled, it still ignores every event.
    case staysDeadAfterReenabling
    /// The location is NaN until the first event.
    case locationNaNBeforeFirstEvent
    /// `location(in:)` ignores the element: always root space.
    case locationIgnoresElement
    /// The location goes back to zero when the finger lifts.
    case locationResetsOnLift
    /// The location lags one event behind.
    case locationLagsOneEvent
    /// The location is half a point to the right of the pointer.
    case locationOffByHalfInX
    /// While observers are being told, the location is NaN.
    case locationNaNDuringDelivery
    /// While observers are being told, `location(in:)` ignores the element.
    case locationInRootDuringDelivery
    /// Snapshots carry the location where the finger went down.
    case snapshotAtOrigin
    /// Keeps the observers it removed.
    case keepsRemovedObservers
    /// Holds itself in a retain cycle.
    case retainsItself

    var description: String { rawValue }
  }

  let element: HitRegion
  let flaw: Flaw?
  private(set) var state = GestureRecognizerState.possible
  private var pointer: Int?
  private var observers: [(id: Int, call: (GestureRecognizerState) -> Void)] = []
  private var removed: [(GestureRecognizerState) -> Void] = []
  private var nextID = 0
  private var origin = Point.zero
  private var lastLocation: Point
  private var previousLocation: Point
  private var queued: [PointerEvent] = []
  private var isHandling = false
  private var isEnabled = true
  private var toldChanged = false
  private var isDead = false
  private var isDelivering = false
  var me: FlawedRecognizer?

  init(element: HitRegion, flaw: Flaw?) {
    self.element = element
    self.flaw = flaw
    lastLocation = flaw == .locationNaNBeforeFirstEvent ? Point(x: .nan, y: .nan) : .zero
    previousLocation = lastLocation
    if flaw == .retainsItself { me = self }
  }

  func addStateChangeObserver(_ observer: @escaping (GestureRecognizerState) -> Void)
    -> Subscription
  {
    nextID += 1
    observers.append((nextID, observer))
    let key = flaw == .removesObserversByPosition ? observers.count - 1 : nextID
    return Subscription(owner: self, id: UInt64(key))
  }

  func removeSubscription(id: UInt64) {
    guard flaw != .ignoresUnsubscribe else { return }
    let index =
      flaw == .removesObserversByPosition
      ? (Int(id) < observers.count ? Int(id) : nil) : observers.firstIndex { $0.id == Int(id) }
    guard let index else { return }
    if flaw == .keepsRemovedObservers { removed.append(observers[index].call) }
    observers.remove(at: index)
  }

  func location(in element: HitRegion?) -> Point {
    var root = flaw == .locationLagsOneEvent ? previousLocation : lastLocation
    if flaw == .locationOffByHalfInX { root.x += 0.5 }
    if flaw == .locationNaNDuringDelivery, isDelivering { root = Point(x: .nan, y: .nan) }
    let inRoot =
      flaw == .locationIgnoresElement || flaw == .locationInRootDuringDelivery && isDelivering
    return inRoot ? root : HitRegion.convert(root, from: nil, to: element)
  }

  func snapshot() -> GestureSnapshot<FlawedRecognizer> {
    GestureSnapshot(state: state, location: flaw == .snapshotAtOrigin ? origin : lastLocation)
  }

  var enabled: Bool {
    get { isEnabled }
    set {
      guard newValue != isEnabled else { return }
      if !newValue, flaw != .disableKeepsGesture {
        if state.isActive { write(.cancelled) }
        if state != .possible, flaw != .disableSkipsPossible { write(.possible) }
        pointer = nil
        isDead = flaw == .staysDeadAfterReenabling
      }
      isEnabled = newValue
    }
  }

  func handle(_ event: PointerEvent) {
    guard isEnabled && !isDead || flaw == .writesWhileDisabled else { return }
    if flaw == .handlesHandedInEventsAtOnce { return process(event) }
    if flaw == .dropsHandedInEvents, isHandling { return }
    queued.append(event)
    guard !isHandling else { return }
    isHandling = true
    while !queued.isEmpty { process(queued.removeFirst()) }
    isHandling = false
  }

  private func locate(_ position: Point) {
    previousLocation = lastLocation
    lastLocation = position
  }

  private func process(_ event: PointerEvent) {
    switch event.phase {
    case .down:
      guard pointer == nil else { return }
      if flaw == .returnsToPossibleAtNextDown, state != .possible { write(.possible) }
      pointer = event.pointer
      origin = event.position
      locate(event.position)
    case .move:
      guard event.pointer == pointer else { return }
      locate(event.position)
      if state.isActive {
        if flaw != .skipsRepeatedChanged || !toldChanged { write(.changed) }
        toldChanged = true
      } else if state == .possible, abs(event.position.x - origin.x) > 10 {
        write(flaw == .beginsWithChanged ? .changed : .began)
      }
    case .up, .cancel:
      guard event.pointer == pointer else { return }
      pointer = nil
      locate(flaw == .locationResetsOnLift ? .zero : event.position)
      if state.isActive {
        write(event.phase == .up ? .ended : .cancelled)
      } else if state == .possible {
        write(flaw == .endsWithoutBeginning && event.phase == .up ? .ended : .failed)
      }
    }
    guard pointer == nil, state.isFinished else { return }
    switch flaw {
    case .staysFinished, .returnsToPossibleAtNextDown: break
    case .returnsToPossibleSilently: state = .possible
    default: write(.possible)
    }
  }

  private func write(_ next: GestureRecognizerState) {
    if next == .possible { toldChanged = false }
    if flaw != .notifiesBeforeStoring { state = next }
    isDelivering = true
    for (index, observer) in observers.enumerated()
    where flaw != .tellsFirstObserverOnly || index == 0 {
      observer.call(next)
    }
    isDelivering = false
    state = next
  }
}
