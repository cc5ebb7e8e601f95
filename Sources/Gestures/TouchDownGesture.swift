public import MotionStreams

/// A gesture that says when a finger first lands on it, before it recognizes anything: before
/// any slop, hold time or second finger. What lets an interaction catch a moving element the
/// moment it is touched, as UIKit's scroll views, Compose's `draggable` and Framer Motion do.
///
/// The library's recognizers (every ``PointerGestureRecognizer``) conform. A recognizer of your
/// own conforms by calling its observers when the first pointer goes down while it is
/// ``GestureRecognizerState/possible``; one that does not conform is simply never caught on
/// touch (the runtime's interactions then take the element over when the gesture begins). The
/// protocol stands beside ``GestureRecognizer`` rather than refining it, so that the library's
/// shared base class can conform for all its recognizers.
public protocol TouchDownGesture: AnyObject {
  /// Registers `observer`, called with the event's timestamp (seconds) each time the first
  /// pointer goes down on the recognizer while it is ``GestureRecognizerState/possible`` and
  /// enabled. A second finger, or a finger landing while the gesture is under way, is not a
  /// touch down.
  ///
  /// - Returns: The subscription that removes the observer; it may be ended from inside a call.
  @discardableResult
  func addTouchDownObserver(_ observer: @escaping (Double) -> Void) -> Subscription
}

/// The touch-down observers of one recognizer, in registration order.
final class TouchDownObservers {
  private var observers: [(id: Int, call: (Double) -> Void)] = []
  private var nextID = 0

  /// Adds `observer`.
  func add(_ observer: @escaping (Double) -> Void) -> Subscription {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  /// Calls every observer with `time`: those registered when the call began, skipping any that
  /// an earlier one removed.
  func notify(_ time: Double) {
    let current = observers
    for observer in current where observers.contains(where: { $0.id == observer.id }) {
      observer.call(time)
    }
  }
}
