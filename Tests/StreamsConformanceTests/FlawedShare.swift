import MotionStreams

/// A sharing operator written by hand, outside the library, like `multicast()`: one upstream
/// connection for every subscriber. Without a flaw it keeps the rules a sharing operator keeps;
/// each flaw breaks one.
enum ShareFlaw: String, CaseIterable, CustomStringConvertible, Sendable {
  /// Delivers to a copy of its subscribers: one unsubscribed during a delivery still gets it.
  case iteratesACopy
  /// Delivers values to the first subscriber only.
  case valuesToFirstOnly
  /// Delivers motion states to the first subscriber only.
  case statesToFirstOnly

  var description: String { rawValue }
}

/// The node behind ``flawedShare(_:flaw:)``: its subscribers and its one upstream connection.
private final class ShareNode<Value> {
  let upstream: MotionObservable<Value>
  let flaw: ShareFlaw?
  var subscribers: [(id: Int, observer: MotionObserver<Value>)] = []
  var nextID = 0
  var connection: Subscription?

  init(upstream: MotionObservable<Value>, flaw: ShareFlaw?) {
    self.upstream = upstream
    self.flaw = flaw
  }

  func add(_ observer: MotionObserver<Value>) -> Subscription {
    nextID += 1
    let id = nextID
    subscribers.append((id, observer))
    if connection == nil {
      connection = upstream.subscribe(
        next: { [unowned self] value in
          deliver(first: flaw == .valuesToFirstOnly) { $0.next(value) }
        },
        state: { [unowned self] state in
          deliver(first: flaw == .statesToFirstOnly) { $0.state(state) }
        })
    }
    return Subscription { [weak self] in self?.remove(id) }
  }

  private func remove(_ id: Int) {
    subscribers.removeAll { $0.id == id }
    if subscribers.isEmpty {
      connection?.unsubscribe()
      connection = nil
    }
  }

  private func deliver(first: Bool, _ call: (MotionObserver<Value>) -> Void) {
    let copy = subscribers
    for (index, subscriber) in copy.enumerated() where !first || index == 0 {
      // Looked up afresh (unless the flaw iterates the copy): one removed meanwhile is skipped.
      guard flaw == .iteratesACopy || subscribers.contains(where: { $0.id == subscriber.id })
      else { continue }
      call(subscriber.observer)
    }
  }
}

/// `upstream`, shared among its subscribers (connected while any is subscribed).
func flawedShare<Value>(_ upstream: MotionObservable<Value>, flaw: ShareFlaw?)
  -> MotionObservable<Value>
{
  let node = ShareNode(upstream: upstream, flaw: flaw)
  return MotionObservable(metadata: StreamMetadata("share")) { node.add($0) }
}
