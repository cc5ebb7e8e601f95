import MotionStreams

/// A source written by hand, outside the library, that breaks exactly one rule of the stream
/// contract, to show that the stream kit notices each one. Without a flaw it keeps them all: a
/// knob holding a value, emitting it on subscription and on every turn, with motion state.
enum SourceFlaw: String, CaseIterable, CustomStringConvertible, Sendable {
  /// Registers with the knob when the stream is made, before anything subscribes.
  case connectsEagerly
  /// The first subscription registers; later ones join it and get no value on subscribing.
  case sharesOneRegistration
  /// Taps the knob when the stream is made, through a relay the knob does not count: a
  /// subscription joins the relay and never registers.
  case deliversThroughHiddenRelay
  /// Only the first subscription ever made gets the current value on subscribing.
  case emitsCurrentValueOnce
  /// Subscriptions remember a position: unsubscribing again removes whoever moved into it.
  case removesByPosition
  /// Delivers to a copy of the observer list: one removed during a delivery still gets it.
  case iteratesACopy
  /// Unsubscribing removes nothing.
  case neverRemoves
  /// Reports `active` with every value, not only when the motion starts.
  case repeatsMotionState
  /// Reports motion state to the first observer only.
  case statesToFirstOnly
  /// Delivers a turn made during a delivery at once, inside it.
  case deliversReentrantTurnsAtOnce
  /// Drops a turn made during a delivery.
  case dropsReentrantTurns
  /// Calls an observer added during a delivery with the value being delivered.
  case callsJoinersMidDelivery
  /// Keeps the observers it removed.
  case keepsRemovedObservers
  /// Holds itself in a retain cycle.
  case retainsItself

  var description: String { rawValue }
}

/// The knob behind ``SourceFlaw``'s source.
final class FlawedKnob: SubscriptionOwner {
  private enum Event {
    case value(Int)
    case state(MotionState)
  }

  let flaw: SourceFlaw?
  /// Whether observers are called newest first: an order of its own, not a flaw.
  let newestFirst: Bool
  private(set) var value = 0
  private var entries: [(id: UInt64, observer: MotionObserver<Int>)] = []
  private var removed: [MotionObserver<Int>] = []
  private var nextID: UInt64 = 0
  private var queue: [Event] = []
  private var isDelivering = false
  private var subscribedOnce = false
  private var relay: [MotionObserver<Int>] = []
  private var hidden: [(id: UInt64, observer: MotionObserver<Int>)] = []
  var me: FlawedKnob?

  init(flaw: SourceFlaw?, newestFirst: Bool = false) {
    self.flaw = flaw
    self.newestFirst = newestFirst
    if flaw == .retainsItself { me = self }
  }

  /// How many registrations the knob holds.
  var registrations: Int { entries.count }

  /// The knob as a stream.
  func stream() -> MotionObservable<Int> {
    if flaw == .connectsEagerly { _ = add(MotionObserver(next: { _ in })) }
    return MotionObservable(metadata: StreamMetadata("knob")) { observer in
      if self.flaw == .deliversThroughHiddenRelay {
        self.nextID += 1
        let id = self.nextID
        self.hidden.append((id, observer))
        observer.next(self.value)
        return Subscription { [weak self] in self?.hidden.removeAll { $0.id == id } }
      }
      guard self.flaw == .sharesOneRegistration else { return self.add(observer) }
      self.relay.append(observer)
      if self.relay.count == 1 {
        _ = self.add(
          MotionObserver(
            next: { [unowned self] value in for observer in relay { observer.next(value) } },
            state: { [unowned self] state in for observer in relay { observer.state(state) } }))
      }
      return Subscription()
    }
  }

  private func add(_ observer: MotionObserver<Int>) -> Subscription {
    nextID += 1
    entries.append((nextID, observer))
    if flaw != .emitsCurrentValueOnce || !subscribedOnce { observer.next(value) }
    subscribedOnce = true
    let id = flaw == .removesByPosition ? UInt64(entries.count - 1) : nextID
    return Subscription(owner: self, id: id)
  }

  func removeSubscription(id: UInt64) {
    guard flaw != .neverRemoves else { return }
    let index =
      flaw == .removesByPosition
      ? (Int(id) < entries.count ? Int(id) : nil) : entries.firstIndex { $0.id == id }
    guard let index else { return }
    if flaw == .keepsRemovedObservers { removed.append(entries[index].observer) }
    entries.remove(at: index)
  }

  /// Turns the knob to step `step`: an even step starts a motion, an odd one ends it.
  func turn(_ step: Int) {
    let starts = step.isMultiple(of: 2)
    if starts { emit(.state(.active)) }
    if flaw == .repeatsMotionState, !starts { emit(.state(.active)) }
    value = step * 10 + 1
    emit(.value(value))
    if !starts { emit(.state(.atRest)) }
  }

  private func emit(_ event: Event) {
    if isDelivering {
      switch flaw {
      case .dropsReentrantTurns: return
      case .deliversReentrantTurnsAtOnce: return deliver(event)
      default: return queue.append(event)
      }
    }
    isDelivering = true
    deliver(event)
    while !queue.isEmpty { deliver(queue.removeFirst()) }
    isDelivering = false
  }

  private func deliver(_ event: Event) {
    for (id, observer) in hidden where hidden.contains(where: { $0.id == id }) {
      switch event {
      case .value(let value): observer.next(value)
      case .state(let state): observer.state(state)
      }
    }
    let copy = newestFirst ? entries.reversed() : entries
    var position = 0
    let count = entries.count
    while position < (flaw == .callsJoinersMidDelivery ? entries.count : count) {
      let entry = copy.indices.contains(position) ? copy[position] : entries[position]
      position += 1
      // Looked up afresh (unless iterating the copy): an observer removed meanwhile is skipped.
      guard flaw == .iteratesACopy || entries.contains(where: { $0.id == entry.id }) else {
        continue
      }
      switch event {
      case .value(let value): entry.observer.next(value)
      case .state(let state):
        if flaw != .statesToFirstOnly || position == 1 { entry.observer.state(state) }
      }
    }
  }
}
