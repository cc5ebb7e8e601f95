import MotionStreams
import MotionTestSupport
import Testing

/// Seeded fuzzing of the shared observer list against a naive model (MO-2, MO-7): random adds,
/// removals and emissions, from the top level and from inside observers (re-entrant emissions,
/// self-removal, removal of others, additions), in both nesting modes. The call logs must match.
@Suite("FanOut fuzzing")
struct FanOutFuzzTests {
  @Test("MO-7: random add/remove/emit with re-entrancy matches a naive list (queue)")
  func queueMatchesModel() { run(nesting: .queue, salt: 0xFA_0001) }

  @Test("RT-7: random add/remove/emit with re-entrancy matches a naive list (drop nested)")
  func dropMatchesModel() { run(nesting: .drop, salt: 0xFA_0002) }

  func run(nesting: FanOut<(Int) -> Void, Int>.Nesting, salt: UInt64) {
    let cases = fuzzIterations(ci: 1_500)
    var calls = 0
    for index in 0..<cases {
      let seed = salt &* 0x9E37_79B9 &+ UInt64(index)
      let real = FanOutScript(seed: seed, list: RealList(nesting: nesting))
      let model = FanOutScript(seed: seed, list: NaiveList(dropsNested: nesting == .drop))
      real.run()
      model.run()
      calls += real.log.count
      #expect(real.log == model.log, "seed \(seed)")
      #expect(real.list.count == model.list.count, "seed \(seed)")
      if real.log != model.log { break }
    }
    #expect(calls > cases * 10)
  }
}

/// What the script drives: the real list or the model.
protocol ScriptedList: AnyObject {
  /// Adds an observer; returns its handle.
  func add(_ observer: @escaping (Int) -> Void) -> Int
  func remove(_ handle: Int)
  /// Emits; `false` when dropped.
  @discardableResult func emit(_ event: Int) -> Bool
  var count: Int { get }
}

final class RealList: ScriptedList {
  let list: TestFanOut
  var subscriptions: [Int: Subscription] = [:]

  init(nesting: FanOut<(Int) -> Void, Int>.Nesting) { list = TestFanOut(nesting: nesting) }

  func add(_ observer: @escaping (Int) -> Void) -> Int {
    let handle = subscriptions.count
    subscriptions[handle] = list.add(observer)
    return handle
  }
  func remove(_ handle: Int) { subscriptions[handle]?.unsubscribe() }
  func emit(_ event: Int) -> Bool { list.send(event) }
  var count: Int { list.fanOut.count }
}

/// The contract written as plainly as possible: a snapshot per event, a live check per call.
final class NaiveList: ScriptedList {
  var observers: [(handle: Int, since: Int, call: (Int) -> Void)] = []
  var removed: Set<Int> = []
  var handles = 0
  var emitted = 0
  var delivering = false
  var queue: [(event: Int, number: Int)] = []
  let dropsNested: Bool

  init(dropsNested: Bool) { self.dropsNested = dropsNested }

  func add(_ observer: @escaping (Int) -> Void) -> Int {
    handles += 1
    observers.append((handles - 1, emitted, observer))
    return handles - 1
  }
  func remove(_ handle: Int) { removed.insert(handle) }
  var count: Int { observers.count { !removed.contains($0.handle) } }

  func emit(_ event: Int) -> Bool {
    if delivering, dropsNested { return false }
    emitted += 1
    queue.append((event, emitted))
    if delivering { return true }
    delivering = true
    while !queue.isEmpty {
      let (event, number) = queue.removeFirst()
      for observer in observers
      where observer.since < number && !removed.contains(observer.handle) {
        observer.call(event)
      }
    }
    delivering = false
    return true
  }
}

/// One seeded run: top-level steps, and observers that act when called.
final class FanOutScript<List: ScriptedList> {
  var random: SeededRandom
  let list: List
  var log: [String] = []
  var handles: [Int] = []
  var events = 0

  init(seed: UInt64, list: List) {
    random = SeededRandom(seed: seed)
    self.list = list
  }

  func run() {
    for _ in 0..<(8 + random.below(12)) {
      switch random.below(10) {
      case 0..<4: addObserver()
      case 4..<6: removeRandom()
      default: emit()
      }
    }
  }

  func addObserver() {
    var handle = -1
    handle = list.add { [unowned self] event in
      log.append("\(handle)<-\(event)")
      act(as: handle)
    }
    handles.append(handle)
  }

  func removeRandom() {
    guard !handles.isEmpty else { return }
    list.remove(handles[random.below(handles.count)])
  }

  func emit() {
    events += 1
    let accepted = list.emit(events)
    log.append("emit \(events) \(accepted)")
  }

  /// What an observer does when called: usually nothing; sometimes adds, removes (itself or
  /// another) or emits, with a budget so that runs end.
  func act(as handle: Int) {
    switch random.below(20) {
    case 0, 1: if handles.count < 40 { addObserver() }
    case 2: list.remove(handle)
    case 3, 4: removeRandom()
    case 5, 6: if events < 60 { emit() }
    default: break
    }
  }
}
