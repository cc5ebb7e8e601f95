import MotionStreams
import MotionTestSupport
import Testing

/// Seeded fuzzing of the property and the per-subscription operators (MO-2, MO-5, MO-7): random
/// operator chains, random writes, subscribes and unsubscribes, from the top level and from
/// inside observers, run once on the library and once on a naive reference model; the two logs
/// must be identical.
@Suite("Streams fuzzing")
struct StreamsFuzzTests {
  @Test("MO-7: random chains with re-entrant writes and unsubscribes match the reference model")
  func randomChainsMatchModel() {
    let cases = fuzzIterations(ci: 3_000)
    var delivered = 0
    for index in 0..<cases {
      let seed = mix(0x5EED_57AE, UInt64(index))
      let real = FuzzScript(seed: seed, source: RealSource())
      let model = FuzzScript(seed: seed, source: ModelSource())
      real.run()
      model.run()
      delivered += real.log.count
      #expect(real.log == model.log, "seed \(seed)")
      #expect(real.violations.isEmpty, "seed \(seed): \(real.violations.prefix(3))")
      #expect(real.source.value == model.source.value, "seed \(seed)")
      #expect(real.source.observerCount == model.source.observerCount, "seed \(seed)")
      real.unsubscribeAll()
      #expect(real.source.observerCount == 0, "seed \(seed)")
      if real.log != model.log { break }
    }
    #expect(delivered > cases * 5)
  }
}

/// One stage of a chain: the operators the fuzzer composes, each with a naive model below.
enum FuzzOperator {
  case add(Int)
  case times(Int)
  case dropIfRemainder(Int, of: Int)
  case dedupe
  case ignoreUntil(Int)
  case lowerBound(Int)
  case upperBound(Int)

  static func random(_ random: inout SeededRandom) -> FuzzOperator {
    switch random.below(7) {
    case 0: .add(random.below(11) - 5)
    case 1: .times(random.below(7) - 3)
    case 2: .dropIfRemainder(random.below(2), of: 2 + random.below(3))
    case 3: .dedupe
    case 4: .ignoreUntil(random.below(20))
    case 5: .lowerBound(random.below(50))
    default: .upperBound(random.below(50))
    }
  }

  /// The library's operator for this stage.
  func apply(to stream: MotionObservable<Int>) -> MotionObservable<Int> {
    switch self {
    case .add(let k): stream.map { $0 + k }
    case .times(let k): stream.map { $0 * k }
    case .dropIfRemainder(let r, let m): stream.filter { (($0 % m) + m) % m != r }
    case .dedupe: stream.dedupe()
    case .ignoreUntil(let k): stream.ignoreUntil(k)
    case .lowerBound(let k): stream.lowerBound(k)
    case .upperBound(let k): stream.upperBound(k)
    }
  }
}

/// The naive model of one subscription's chain: a loop over the stages with per-stage state.
final class ModelChain {
  let stages: [FuzzOperator]
  var last: [Int?]
  var passing: [Bool]

  init(_ stages: [FuzzOperator]) {
    self.stages = stages
    last = Array(repeating: nil, count: stages.count)
    passing = Array(repeating: false, count: stages.count)
  }

  /// The value the chain emits for `input`, or nil when a stage drops it.
  func push(_ input: Int) -> Int? {
    var value = input
    for (index, stage) in stages.enumerated() {
      switch stage {
      case .add(let k): value += k
      case .times(let k): value *= k
      case .dropIfRemainder(let r, let m): if ((value % m) + m) % m == r { return nil }
      case .dedupe:
        if last[index] == value { return nil }
        last[index] = value
      case .ignoreUntil(let k):
        if !passing[index] {
          guard value == k else { return nil }
          passing[index] = true
        }
      case .lowerBound(let k): value = max(value, k)
      case .upperBound(let k): value = min(value, k)
      }
    }
    return value
  }
}

/// What the script drives: the library's property, or the model.
protocol FuzzSource: AnyObject {
  func subscribe(_ stages: [FuzzOperator], _ sink: @escaping (Int) -> Void) -> () -> Void
  func write(_ value: Int)
  var value: Int { get }
  var observerCount: Int { get }
}

/// The library: a `ReactiveProperty` and real operator chains.
final class RealSource: FuzzSource {
  let property = ReactiveProperty(0)

  func subscribe(_ stages: [FuzzOperator], _ sink: @escaping (Int) -> Void) -> () -> Void {
    let stream = stages.reduce(property.asStream()) { $1.apply(to: $0) }
    let subscription = stream.subscribe(next: sink)
    return { subscription.unsubscribe() }
  }

  func write(_ value: Int) { property.value = value }
  var value: Int { property.value }
  var observerCount: Int { property.observerCount }
}

/// The reference: the documented rules written as plainly as possible. A subscriber gets the
/// current value at once, then every write made after it subscribed; a write made during a
/// delivery is queued and delivered to everyone after the current one; an unsubscribed observer
/// gets nothing more.
final class ModelSource: FuzzSource {
  final class Entry {
    let since: Int
    let chain: ModelChain
    let sink: (Int) -> Void
    var alive = true

    init(since: Int, chain: ModelChain, sink: @escaping (Int) -> Void) {
      self.since = since
      self.chain = chain
      self.sink = sink
    }
  }

  var value = 0
  var emission = 0
  var entries: [Entry] = []
  var queue: [(value: Int, emission: Int)] = []
  var delivering = false

  func subscribe(_ stages: [FuzzOperator], _ sink: @escaping (Int) -> Void) -> () -> Void {
    let entry = Entry(since: emission, chain: ModelChain(stages), sink: sink)
    entries.append(entry)
    if let output = entry.chain.push(value) { sink(output) }
    return { entry.alive = false }
  }

  func write(_ newValue: Int) {
    value = newValue
    emission += 1
    queue.append((newValue, emission))
    guard !delivering else { return }
    delivering = true
    var next = 0
    while next < queue.count {
      let (queued, number) = queue[next]
      next += 1
      var index = 0
      while index < entries.count {
        let entry = entries[index]
        index += 1
        guard entry.alive, entry.since < number, let output = entry.chain.push(queued) else {
          continue
        }
        entry.sink(output)
      }
    }
    queue.removeAll()
    delivering = false
    entries.removeAll { !$0.alive }
  }

  var observerCount: Int { entries.count { $0.alive } }
}

/// One fuzz case. Top-level steps come from the seed; what an observer does when it receives a
/// value depends only on (seed, subscriber, how many values it has received), so the library
/// and the model take the same decisions for as long as their logs agree.
final class FuzzScript<Source: FuzzSource> {
  let seed: UInt64
  let source: Source
  private(set) var log: [String] = []
  private(set) var violations: [String] = []
  private var cancels: [Int: () -> Void] = [:]
  private var cancelWhenSubscribed: Set<Int> = []
  private var gone: Set<Int> = []
  private var received: [Int: UInt64] = [:]
  private var nextID = 0
  private var writesLeft = 40
  private var subscribesLeft = 8

  init(seed: UInt64, source: Source) {
    self.seed = seed
    self.source = source
  }

  func run() {
    var random = SeededRandom(seed: seed)
    for _ in 0...random.below(4) { subscribe() }
    for _ in 0..<(4 + random.below(12)) {
      let roll = random.below(100)
      if roll < 70 {
        source.write(random.below(50))
      } else if roll < 85 {
        subscribe()
      } else {
        unsubscribe(random.below(nextID))
      }
    }
  }

  func unsubscribeAll() {
    for id in cancels.keys.sorted() { unsubscribe(id) }
  }

  private func subscribe() {
    let id = nextID
    nextID += 1
    var random = SeededRandom(seed: mix(seed, UInt64(id), 0xC4A1))
    let stages = (0..<random.below(5)).map { _ in FuzzOperator.random(&random) }
    let cancel = source.subscribe(stages) { [unowned self] value in self.receive(id, value) }
    if cancelWhenSubscribed.remove(id) != nil {
      cancel()
      gone.insert(id)
    } else {
      cancels[id] = cancel
    }
  }

  private func unsubscribe(_ id: Int) {
    if let cancel = cancels.removeValue(forKey: id) {
      cancel()
      gone.insert(id)
    } else if !gone.contains(id) {
      // Still inside its own subscribe call: cancel as soon as the subscription exists.
      cancelWhenSubscribed.insert(id)
    }
  }

  private func receive(_ id: Int, _ value: Int) {
    log.append("\(id):\(value)")
    if gone.contains(id) { violations.append("\(id) received \(value) after unsubscribing") }
    let count = received[id, default: 0]
    received[id] = count + 1
    let roll = mix(seed, UInt64(id), count)
    switch roll % 100 {
    case 0..<15 where writesLeft > 0:
      writesLeft -= 1
      source.write(Int((roll >> 8) % 50))
    case 15..<18 where writesLeft > 1:
      writesLeft -= 2
      source.write(Int((roll >> 8) % 50))
      source.write(Int((roll >> 16) % 50))
    case 18..<23:
      unsubscribe(id)
    case 23..<28:
      unsubscribe(Int((roll >> 8) % UInt64(nextID)))
    case 28..<32 where subscribesLeft > 0:
      subscribesLeft -= 1
      subscribe()
    default:
      break
    }
  }
}
