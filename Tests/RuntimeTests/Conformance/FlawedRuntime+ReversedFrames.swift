import MotionRuntime
import MotionStreams

extension FlawedRuntime {
  /// A frames fan-out that calls the latest subscriber first (``Flaw/framesReverseSubscriberOrder``).
  final class ReversedFrames {
    private var observers: [(id: Int, call: (Double) -> Void)] = []
    private var nextID = 0
    private var feed = Subscription()

    func feed(from frames: MotionObservable<Double>) {
      feed = frames.subscribe { [weak self] time in
        for observer in self?.observers ?? [] { observer.call(time) }
      }
    }

    func stop() { feed.unsubscribe() }

    func add(_ observer: @escaping (Double) -> Void) -> Subscription {
      nextID += 1
      let id = nextID
      observers.insert((id, observer), at: 0)
      return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
    }
  }
}
