import MotionRuntime
import MotionStreams
import Synchronization

/// A frame source that breaks the frame-source contract on purpose: it delivers whatever time it
/// is told (earlier than the last, NaN, infinite), and its `now` reads the latest time told.
/// What a buggy host loop or a clock that jumps back would hand the runtime.
final class UnrulyFrameSource: FrameSource {
  private(set) var now: Double
  let frameInterval = 1.0 / 60
  private var observers: [(Double) -> Void] = []

  init(now: Double) {
    self.now = now
  }

  func addFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription {
    observers.append(observer)
    return Subscription()
  }

  /// One frame at `time`, whatever it is.
  func frame(at time: Double) {
    now = time
    for observer in observers { observer(time) }
  }
}

/// A clock that reads the given times in order, one per read, then keeps reading the last one:
/// a real-time source's frame times become exactly these, whatever the wall clock does.
final class ScriptedClock: MotionClock, Sendable {
  private let state: Mutex<(times: [Double], next: Int)>

  init(_ times: [Double]) {
    state = Mutex((times, 0))
  }

  var now: Double {
    state.withLock { state in
      let index = min(state.next, state.times.count - 1)
      state.next += 1
      return state.times[index]
    }
  }
}

/// Counts the values a property delivers after `start()`: the work a frame did on it.
final class WriteCounter {
  private(set) var count = 0
  private var subscription = Subscription()
  private var counting = false

  init<Value>(_ property: ReactiveProperty<Value>) {
    subscription = property.subscribe { [unowned self] _ in
      if counting { count += 1 }
    }
  }

  deinit {
    subscription.unsubscribe()
  }

  /// Starts counting from zero.
  func start() {
    count = 0
    counting = true
  }
}
