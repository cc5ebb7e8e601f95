import MotionGestures
import MotionStreams

/// One state write as a kit observer was told it, with what it read during the call.
struct Write: CustomStringConvertible {
  /// The state written.
  let state: GestureRecognizerState
  /// The recognizer's `state`, read inside the call.
  let storedState: GestureRecognizerState
  /// `location(in: nil)`, read inside the call.
  let location: Point
  /// `location(in:)` the kit's element, read inside the call.
  let elementLocation: Point

  var description: String { "\(state)" }
}

/// What one kit observer was told, and what it was told after it was unsubscribed.
final class WriteLog {
  let label: String
  private(set) var writes: [Write] = []
  private(set) var lateWrites: [Write] = []
  var subscription = Subscription()
  private(set) var isUnsubscribed = false
  /// Called after each write is recorded; scenarios use it to act during a delivery.
  var onWrite: ((Write) -> Void)?

  init(_ label: String) {
    self.label = label
  }

  /// The states written, in order.
  var states: [GestureRecognizerState] { writes.map(\.state) }

  func record(_ write: Write) {
    if isUnsubscribed {
      lateWrites.append(write)
      return
    }
    writes.append(write)
    onWrite?(write)
  }

  /// Unsubscribes (once, or `times` times, the later calls through a copy) and forgets
  /// ``onWrite``.
  func unsubscribe(times: Int = 1) {
    isUnsubscribed = true
    onWrite = nil
    let copy = subscription
    subscription.unsubscribe()
    for _ in 1..<max(times, 1) { copy.unsubscribe() }
  }
}
