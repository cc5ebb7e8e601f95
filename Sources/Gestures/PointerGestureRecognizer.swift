public import MotionStreams

/// The shared machinery of the library's recognizers: pointer bookkeeping (``PointerTracker``),
/// the state machine (``GestureStateMachine``), observers, enabling, snapshots of each write, and
/// arbitration through a ``GestureCoordinator`` (``ArbitratedGestureRecognizer``).
///
/// Feed it pointer events with ``handle(_:)`` (or feed a ``GestureCoordinator`` that holds it).
/// Subclasses are the concrete recognizers, each a ``GestureRecognizer``; the class is not open
/// for subclassing outside the module: a recognizer written outside builds on the public
/// building blocks and protocols instead.
///
/// ## Events that make no sense
/// No event traps and the state machine stays legal:
/// - `move`, `up` or `cancel` for a pointer that is not down: ignored.
/// - `down` for a pointer that is already down: ignored (the first `down` stands).
/// - A timestamp earlier than the previous event's, or not finite: the event is handled at the
///   previous event's time (time never goes backwards).
/// - A `down` or `move` at a NaN or infinite position: ignored. An `up` at such a position lifts
///   the pointer where it last was.
/// - An `up` at a position other than the pointer's last: handled as a move there, then the lift.
/// - `cancel` of a pointer that is down: a gesture under way is ``GestureRecognizerState/cancelled``,
///   one not yet recognized ``GestureRecognizerState/failed``.
/// - Hundreds of pointers: all are tracked; the cost of an event is linear in the pointers down.
///
/// Each of these mistakes is reported to ``onIgnored``, if set, with the event as it arrived and
/// a ``PointerEventProblem``: `pointerNotDown`, `pointerAlreadyDown`, `nonFinite` (an event
/// ignored for its position, or handled at the previous time for its timestamp) or
/// `timeWentBackwards` (handled at the previous time). Events a disabled recognizer ignores are
/// not mistakes and are not reported.
///
/// ## Returning to possible
/// Once a gesture has ended, been cancelled or failed, the recognizer writes
/// ``GestureRecognizerState/possible`` as soon as its last pointer has lifted (and, for a
/// multi-tap, the tap sequence is over). That write is reported to observers like any other.
///
/// ## Disabling
/// Setting ``enabled`` to `false` first closes the gesture, so that observers always see a legal
/// sequence: a gesture under way is ``GestureRecognizerState/cancelled``, as UIKit does, and a
/// recognizer not in ``GestureRecognizerState/possible`` then returns there; both writes are
/// reported. The recognizer forgets its pointers and is silent from then on (GR-5): events are
/// ignored until it is enabled again, and pointers that went down before or while it was disabled
/// stay unknown to it.
///
/// ## Re-entrancy
/// An event handed in from inside a state observer is queued and handled after the current
/// event; a state write made during delivery reaches observers after the current one. Each write
/// is captured as a ``GestureSnapshot`` when it is made, and ``GestureRecognizer/snapshot()``
/// returns the one being delivered, so streams carry what was written.
public class PointerGestureRecognizer: ArbitratedGestureRecognizer, TouchDownGesture {
  /// The element the recognizer is associated with (GR-2).
  public let element: HitRegion
  @exclusivity(unchecked) var machine: GestureStateMachine
  @exclusivity(unchecked) var storedEnabled = true
  /// State-change observers: the shared fan-out gives GR-4's re-entrancy rules (FIFO writes).
  let observers = FanOutList<StateObserver, GestureRecognizerState>()
  @exclusivity(unchecked) var pointers = PointerTracker()
  /// Where the pointers' centroid last was, in root space.
  @exclusivity(unchecked) var lastCentroid = Point.zero
  @exclusivity(unchecked) var lastTimestamp: Double?
  /// The recognition this recognizer asked for and is waiting on failure requirements to grant.
  @exclusivity(unchecked) var waitingFor: GestureRecognizerState?
  /// The coordinator this recognizer belongs to. Not weak, to keep a weak load off every write:
  /// the coordinator holds its recognizers strongly and clears this reference when it is freed.
  /// Set and cleared by the coordinator only (see ``ArbitratedGestureRecognizer``).
  @exclusivity(unchecked) public final unowned(unsafe) var coordinator: GestureCoordinator? {
    didSet { coordinatorReference = coordinator.map { Unmanaged.passUnretained($0) } }
  }
  /// ``coordinator`` as a plain value, so that a write checks for it and calls it borrowed (a
  /// strong load of the `unowned(unsafe)` property retains and releases, even when it is nil).
  @exclusivity(unchecked) final var coordinatorReference: Unmanaged<GestureCoordinator>?
  @exclusivity(unchecked) private var isHandling = false
  @exclusivity(unchecked) private var queuedEvents: [PointerEvent] = []
  /// Whether a write is being delivered to observers.
  @exclusivity(unchecked) var isDeliveringWrite = false
  /// The recognizer's record: the values of the write being delivered (or last recorded) and
  /// the velocity samples (see ``GestureRecord``). Snapshots refer to it; change it only through
  /// `withUniqueStorage(_:)`.
  @exclusivity(unchecked) final var storage: GestureRecord
  /// The writes made during a delivery, as plain values (their samples are the record's ring,
  /// which no delivery changes).
  @exclusivity(unchecked) var pendingWrites: [GestureWrite] = []

  /// Called with every event the recognizer could not take as given, and why (see "Events that
  /// make no sense" above); `nil` (the default) reports nothing. Runs synchronously, before the
  /// event's own effects, if any.
  public final var onIgnored: ((PointerEvent, PointerEventProblem) -> Void)?
  /// Told when the first pointer goes down (``TouchDownGesture``); made on first use. Stored
  /// last, after the fields every move reads.
  @exclusivity(unchecked) private var touchDowns: TouchDownObservers?

  init(element: HitRegion, continuous: Bool, samplesVelocity: Bool = false) {
    self.element = element
    machine = GestureStateMachine(continuous: continuous)
    storage = GestureRecord(
      write: GestureWrite(state: .possible, location: Point(x: 0, y: 0)),
      samplesVelocity: samplesVelocity)
  }

  /// The current state; read-only to users (GR-6, GR-7).
  public final var state: GestureRecognizerState { machine.state }

  /// The current state (the subclasses' name for it).
  final var storedState: GestureRecognizerState { machine.state }

  /// Whether the recognizer handles events (GR-5); see the class discussion for disabling
  /// mid-gesture.
  public final var enabled: Bool {
    get { storedEnabled }
    set {
      guard newValue != storedEnabled else { return }
      if newValue {
        storedEnabled = true
        return
      }
      if storedState.isActive { write(.cancelled) }
      waitingFor = nil
      pointers.removeAll()
      resetGesture()
      if storedState != .possible { write(.possible) }
      storedEnabled = false
      coordinator?.recognizerBecameUnavailable(self)
    }
  }

  /// The number of pointers down on this recognizer.
  public final var numberOfPointers: Int { pointers.count }

  /// The time of the last event handled, in seconds; `nil` before the first.
  public final var time: Double? { lastTimestamp }

  /// Registers an observer of every state write (GR-4). O(1) amortised.
  @discardableResult
  public final func addStateChangeObserver(
    _ observer: @escaping (GestureRecognizerState) -> Void
  ) -> Subscription {
    observers.add(StateObserver(call: observer))
  }

  /// Registers an observer of touch downs: the first pointer going down while the recognizer
  /// is possible (see ``TouchDownGesture``). Called after the recognizer handled the down.
  @discardableResult
  public final func addTouchDownObserver(_ observer: @escaping (Double) -> Void)
    -> Subscription
  {
    let observers = touchDowns ?? TouchDownObservers()
    touchDowns = observers
    return observers.add(observer)
  }

  /// The centroid of the pointers down, in `element`'s coordinates (`nil`: root space) (GR-8).
  public final func location(in element: HitRegion?) -> Point {
    HitRegion.convert(lastCentroid, from: nil, to: element)
  }

  /// Handles one pointer event. O(pointers down); moves allocate nothing.
  public final func handle(_ event: PointerEvent) {
    guard storedEnabled else { return }
    if isHandling {
      queuedEvents.append(event)
      return
    }
    isHandling = true
    process(event)
    var next = 0
    while next < queuedEvents.count {
      if storedEnabled { process(queuedEvents[next]) }
      next += 1
    }
    if next > 0 { queuedEvents.removeAll(keepingCapacity: true) }
    isHandling = false
  }

  private func process(_ input: PointerEvent) {
    var event = input
    // Before the first event any finite time is accepted: a pointer clock may read below zero.
    let previous = lastTimestamp ?? -.infinity
    if !event.timestamp.isFinite || event.timestamp < previous {
      onIgnored?(input, event.timestamp.isFinite ? .timeWentBackwards : .nonFinite)
      event.timestamp = lastTimestamp ?? 0
    }
    lastTimestamp = event.timestamp
    timeAdvanced(to: event.timestamp)
    switch event.phase {
    case .down:
      guard event.position.isFinite else { return ignored(input, .nonFinite) }
      guard pointers.index(of: event.pointer) == nil else {
        return ignored(input, .pointerAlreadyDown)
      }
      pointers.add(event.pointer, at: event.position)
      lastCentroid = pointers.centroid ?? event.position
      if isListening { pointerWentDown(event) }
      if pointers.count == 1, storedState == .possible, let touchDowns {
        touchDowns.notify(event.timestamp)
      }
    case .move:
      guard let index = pointers.index(of: event.pointer) else {
        return ignored(input, .pointerNotDown)
      }
      guard event.position.isFinite else { return ignored(input, .nonFinite) }
      move(index, event)
    case .up:
      guard let index = pointers.index(of: event.pointer) else {
        return ignored(input, .pointerNotDown)
      }
      if !event.position.isFinite { onIgnored?(input, .nonFinite) }
      if event.position.isFinite, event.position != pointers.positions[index] {
        move(index, event)
      }
      guard let current = pointers.index(of: event.pointer) else { return }
      pointers.remove(at: current)
      lastCentroid = pointers.centroid ?? lastCentroid
      if isListening { pointerLifted(event) }
    case .cancel:
      guard let index = pointers.index(of: event.pointer) else {
        return ignored(input, .pointerNotDown)
      }
      pointers.remove(at: index)
      lastCentroid = pointers.centroid ?? lastCentroid
      if storedState.isActive {
        write(.cancelled)
      } else if storedState == .possible {
        waitingFor = nil
        write(.failed)
      }
    }
    settle()
  }

  /// Reports an event that is not handled.
  private func ignored(_ event: PointerEvent, _ problem: PointerEventProblem) {
    onIgnored?(event, problem)
  }

  private func move(_ index: Int, _ event: PointerEvent) {
    pointers.move(at: index, to: event.position)
    lastCentroid = pointers.meanPosition(or: event.position)
    if isListening { pointerMoved(event) }
  }

  /// Whether subclass hooks run: the gesture is possible or under way.
  private var isListening: Bool { storedState == .possible || storedState.isActive }

  // MARK: Subclass hooks (called after the pointer table is updated)

  /// Whether the gesture is continuous (began/changed/ended) rather than discrete.
  public final var isContinuous: Bool { machine.isContinuous }
  /// The values a stream reads, as they are now.
  final func currentWrite() -> GestureWrite {
    var write = GestureWrite(state: machine.state, location: lastCentroid)
    record(into: &write)
    return write
  }
  /// Sets the fields of `write` to the values as they are now, in place (the record is filled
  /// this way, without a temporary copy). Subclasses set theirs after the base's, or instead of
  /// it: `write` is always a new write or an earlier write of this recognizer, so a subclass may
  /// leave the fields it never changes (a pan's rotation and scale) as they are.
  func record(into write: inout GestureWrite) {
    write.state = machine.state
    write.location = lastCentroid
    write.translation = Point(x: 0, y: 0)
    write.rotation = 0
    write.scale = 1
    write.velocity = Point(x: 0, y: 0)
    write.rotationVelocity = 0
    write.scaleVelocity = 0
    write.sampled = .none
  }
  /// Whether the recognizer is mid-sequence with no pointer down (a multi-tap between taps).
  var holdsSequence: Bool { false }
  /// A pointer went down.
  func pointerWentDown(_ event: PointerEvent) {}
  /// A pointer moved.
  func pointerMoved(_ event: PointerEvent) {}
  /// A pointer lifted (already removed from ``pointers``).
  func pointerLifted(_ event: PointerEvent) {}
  /// An event at `time` is about to be handled: time-based rules may act first.
  func timeAdvanced(to time: Double) {}
  /// The recognizer is about to write ``GestureRecognizerState/began``: consume the slop here.
  func willBegin() {}
  /// A continuous gesture is about to write ``GestureRecognizerState/ended``: compute release
  /// values here.
  func willEnd() {}
  /// The gesture is over: forget per-gesture state and cancel timers.
  func resetGesture() {}
}

/// A state-change observer, boxed so that the shared list stores it without a reabstraction
/// thunk (a bare function type in generic storage would get one, allocated per observer and run
/// on every write), and so that a write calls it borrowed: a closure read from a `let` of an
/// object the caller keeps alive is called without the retain and release that copying it out
/// of the list's storage costs (see `notify(_:)`).
final class StateObserver {
  let call: (GestureRecognizerState) -> Void

  init(call: @escaping (GestureRecognizerState) -> Void) {
    self.call = call
  }

  /// Calls the observer of `entry`, unretained: the list keeps the box alive meanwhile (a box
  /// removed during a delivery is only marked; its entry stays until the delivery ends).
  static func notify(
    _ entry: UnsafePointer<FanOutEntry<StateObserver>>, _ state: GestureRecognizerState
  ) {
    Unmanaged.passUnretained(entry.pointee.observer)._withUnsafeGuaranteedRef { $0.call(state) }
  }
}
