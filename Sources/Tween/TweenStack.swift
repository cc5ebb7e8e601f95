/// The tweens registered on one property and the precedence rule that decides what the property
/// shows at any time (TW-15…TW-18): an explicit, pure evaluator, not left to a platform. The rule
/// itself is ``Precedence``, the one implementation a runtime's arbiter shares.
///
/// Each tween is registered with the time its clock or timeline began (`beginTime`); it *starts*
/// at `beginTime + delay` and *ends* at `start + activeDuration` (`start + duration` for a tween
/// that plays once; never for an infinitely repeating one), and is **in effect** on
/// `[start, end)` (placed from its local time, as a runtime places it: ``Entry/span(at:)``).
/// At time `T` the property shows:
/// 1. the value of the **last-registered** tween in effect at `T` (TW-15, TW-16, TW-17);
/// 2. else the final value of the tween that **ended most recently** (the later-registered one
///    on ties), so an earlier, longer tween resumes after a later one completes (TW-18) and a
///    finished tween's final value holds: its last frame, or, when its last offset is below 1,
///    the implicit final keyframe, the value the property showed at its start
///    (``Tween/finalValue(from:)``, as a browser's `fill: forwards` shows the underlying value);
/// 3. else, before any tween has started, the first value of the tween that **starts first**
///    (the later-registered one on ties);
/// 4. with no tweens, ``baseValue``.
///
/// A single-value tween (TW-6) starts from what the property shows at its start: the stack's
/// value at that instant over the tweens that start before it (or at the same instant and were
/// registered before it), ``baseValue`` when there are none. These start values are prepared on
/// ``add(_:beginTime:)``, so ``value(at:)`` is a pure function of `T`: it gives the same answer
/// whether time runs forward or a paused timeline is scrubbed to any times in any order.
///
/// ```text
/// time  0    100   200   300   400   500 ms
/// A     [=========================)          registered first, 0…400
/// B           [===========)                  registered second, 100…300
/// shows A  A  B     B     A     A   A(end)
/// ```
public struct TweenStack<Value: Interpolatable> {
  /// One registered tween and where it sits in time.
  public struct Entry {
    /// The tween.
    public let tween: Tween<Value>
    /// The time its clock or timeline began, in seconds (TW-14).
    public let beginTime: Double
    /// `beginTime + delay`: the first instant the tween is in effect.
    public let startTime: Double
    /// `startTime + activeDuration`: the first instant after it (infinite for a tween that
    /// repeats forever).
    public let endTime: Double

    /// Where the tween is in effect, as judged at `time`: `[startTime, endTime)` placed from
    /// its local time `time − beginTime` (`origin = time − local`), exactly as a runtime places
    /// a frame-driven motion, so the reference and a runtime agree to the last bit at an
    /// instant that falls on the tween's end, where `time − beginTime` may round just below its
    /// duration. O(1).
    @inlinable
    public func span(at time: Double) -> MotionSpan {
      let origin = time - (time - beginTime)
      return MotionSpan(start: origin + tween.delay, end: origin + tween.endTime)
    }
  }

  /// What the property shows at a time, and why: the shared rule's ``PrecedenceSource``.
  public typealias Source = PrecedenceSource

  /// The property's value before any tween: the start of single-value tweens that start first.
  public let baseValue: Value
  /// The registered tweens, in registration order.
  public private(set) var entries: [Entry] = []
  /// Per entry, the value the property shows when it starts (its "from" value, TW-6).
  public private(set) var startValues: [Value] = []

  /// Creates an empty stack over a property whose value is `baseValue`.
  public init(baseValue: Value) {
    self.baseValue = baseValue
  }

  /// Registers `tween`, begun at `beginTime` seconds; it takes precedence over earlier ones.
  ///
  /// A NaN or infinite `beginTime` cannot place the tween in time: the call is a documented
  /// no-op that leaves the stack unchanged and returns `false`.
  /// - Returns: Whether the tween was registered.
  /// - Complexity: O(n²) for n entries (start values are re-derived).
  @discardableResult
  public mutating func add(_ tween: Tween<Value>, beginTime: Double) -> Bool {
    guard beginTime.isFinite else { return false }
    let start = beginTime + tween.delay
    entries.append(
      Entry(
        tween: tween, beginTime: beginTime, startTime: start,
        endTime: start + tween.activeDuration))
    prepareStartValues()
    return true
  }

  /// Which entry decides the value at `time` (rules 1–4 above). O(n).
  @inlinable
  public func source(at time: Double) -> Source {
    source(at: time) { _ in true }
  }

  /// The property's value at `time` seconds. O(n) plus one tween evaluation; no allocation.
  @inlinable
  public func value(at time: Double) -> Value {
    value(of: source(at: time), at: time)
  }

  @inlinable
  func value(of source: Source, at time: Double) -> Value {
    switch source {
    case .inEffect(let index):
      let entry = entries[index]
      return entry.tween.value(atLocalTime: time - entry.beginTime, from: startValues[index])
    case .ended(let index):
      // The after phase: the last frame, or the implicit one at offset 1 (the start value).
      return entries[index].tween.finalValue(from: startValues[index])
    case .notStarted(let index):
      return entries[index].tween.firstValue(from: startValues[index])
    case .base:
      return baseValue
    }
  }

  /// The shared rule (``Precedence``) over the entries `included` accepts.
  @inlinable
  func source(at time: Double, among included: (Int) -> Bool) -> Source {
    entries.withUnsafeBufferPointer { entries in
      Precedence.source(count: entries.count, at: time) { index in
        guard included(index) else { return nil }
        return entries[index].span(at: time)
      }
    }
  }

  private mutating func prepareStartValues() {
    let order = entries.indices.sorted {
      (entries[$0].startTime, $0) < (entries[$1].startTime, $1)
    }
    var rank = [Int](repeating: 0, count: entries.count)
    for (position, index) in order.enumerated() { rank[index] = position }
    startValues = Array(repeating: baseValue, count: entries.count)
    for index in order {
      let time = entries[index].startTime
      let before = rank[index]
      startValues[index] = value(of: source(at: time, among: { rank[$0] < before }), at: time)
    }
  }
}
