/// Delays that start n elements one after another: a list fading in from the top, a grid
/// rippling out from a tapped cell, cards leaving from both edges at once.
///
/// Each element `i` of `count` has a *distance* from the origin:
///
/// | Origin | Distance of element `i` |
/// | --- | --- |
/// | ``Origin/start`` | `i` |
/// | ``Origin/end`` | `count − 1 − i` |
/// | ``Origin/center`` | `|i − (count − 1) / 2|` |
/// | ``Origin/edges`` | `(count − 1) / 2 − |i − (count − 1) / 2|` |
/// | ``Origin/index(_:)`` `k` | `|i − k|` |
///
/// Distances are shifted so the nearest element has distance 0 (with an even count, the two
/// middle elements are both nearest the centre and start together), and `D` is then the
/// largest. The delay of element `i` with distance `d` is
///
/// - ``Spacing/each(_:)`` `s`: `s × d` — neighbours in distance start `s` seconds apart;
/// - ``Spacing/amount(_:)`` `a`: `a × d / D` — the whole spread takes `a` seconds;
///
/// and with an ``easing`` other than linear, `total × easing(d / D)` where `total` is `s × D`
/// or `a`: the easing distributes the starts over the spread (an ease-in packs them at the
/// origin and spreads them out towards the far end), as GSAP's `stagger` does. Delays are exact
/// for the linear case (`s × d` is one multiplication), and the nearest element always has 0.
///
/// ```swift
/// let stagger = try Stagger(each: 0.05, from: .center)
/// let cards = try stagger.apply(to: fadeIn, count: 5)  // delays 0.1, 0.05, 0, 0.05, 0.1
/// ```
///
/// The result is ordinary tweens with delays (``Tween/delayed(by:)``), so a staggered list on a
/// paused timeline scrubs like any other tween.
public struct Stagger: Hashable, Sendable {
  /// Where the stagger starts: the element (or elements) whose delay is 0.
  public enum Origin: Hashable, Sendable {
    /// The first element.
    case start
    /// The middle element (the two middle ones, for an even count).
    case center
    /// The last element.
    case end
    /// The first and last elements together; the middle starts last.
    case edges
    /// The element at this index (0-based), which must be below the count.
    case index(Int)
  }

  /// How far apart the starts are.
  public enum Spacing: Hashable, Sendable {
    /// Seconds between elements one step apart in distance from the origin.
    case each(Double)
    /// Seconds from the first start to the last, whatever the count.
    case amount(Double)
  }

  /// How far apart the starts are.
  public let spacing: Spacing
  /// Where the stagger starts.
  public let origin: Origin
  /// How the starts are distributed over the spread (linear: evenly).
  public let easing: TimingFunction

  /// A stagger whose neighbours start `each` seconds apart.
  /// - Throws: ``StaggerError/invalidSpacing(_:)`` for a negative, NaN or infinite `each`, or
  ///   one above ``Tween/maximumSeconds``.
  public init(each: Double, from origin: Origin = .start, easing: TimingFunction = .linear)
    throws(StaggerError)
  {
    try self.init(spacing: .each(each), origin: origin, easing: easing)
  }

  /// A stagger whose starts spread over `amount` seconds in all.
  /// - Throws: ``StaggerError/invalidSpacing(_:)`` for a negative, NaN or infinite `amount`,
  ///   or one above ``Tween/maximumSeconds``.
  public init(amount: Double, from origin: Origin = .start, easing: TimingFunction = .linear)
    throws(StaggerError)
  {
    try self.init(spacing: .amount(amount), origin: origin, easing: easing)
  }

  private init(spacing: Spacing, origin: Origin, easing: TimingFunction) throws(StaggerError) {
    let seconds: Double
    switch spacing {
    case .each(let value), .amount(let value): seconds = value
    }
    guard seconds >= 0, seconds <= Tween<Double>.maximumSeconds else {
      throw .invalidSpacing(seconds)
    }
    if case .index(let index) = origin, index < 0 {
      throw .originOutOfRange(index: index, count: 0)
    }
    (self.spacing, self.origin, self.easing) = (spacing, origin, easing)
  }

  /// The delay of each of `count` elements, in seconds, in element order. O(count).
  /// - Throws: ``StaggerError/negativeCount(_:)``; ``StaggerError/originOutOfRange(index:count:)``
  ///   when an ``Origin/index(_:)`` origin is not below `count` (an empty list has no origin
  ///   to check, and gets no delays).
  public func delays(count: Int) throws(StaggerError) -> [Double] {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count > 0 else { return [] }
    if case .index(let index) = origin, index >= count {
      throw .originOutOfRange(index: index, count: count)
    }
    // Distances in half steps (integers, so exact): the centre of an even count falls between
    // two elements.
    let doubled = (0..<count).map { doubledDistance(of: $0, count: count) }
    let nearest = doubled.min()!
    let farthest = doubled.max()! - nearest
    return doubled.map { value in
      let steps = Double(value - nearest) / 2
      return delay(steps: steps, of: Double(farthest) / 2)
    }
  }

  /// `steps` of `spread` (both in distance units) as a delay.
  private func delay(steps: Double, of spread: Double) -> Double {
    guard spread > 0 else { return 0 }
    let linear = easing == .linear
    switch spacing {
    case .each(let each):
      return linear ? each * steps : each * spread * easing(steps / spread)
    case .amount(let amount):
      return linear ? amount * steps / spread : amount * easing(steps / spread)
    }
  }

  /// Twice the distance of element `index` from the origin (an integer for every origin).
  private func doubledDistance(of index: Int, count: Int) -> Int {
    let last = count - 1
    switch origin {
    case .start: return 2 * index
    case .end: return 2 * (last - index)
    case .center: return abs(2 * index - last)
    case .edges: return last - abs(2 * index - last)
    case .index(let origin): return 2 * abs(index - origin)
    }
  }

  /// `tween` once per element, each delayed by its stagger delay on top of its own delay.
  /// - Throws: ``StaggerError`` as ``delays(count:)`` does, or
  ///   ``StaggerError/tween(_:)`` when a delay would pass ``Tween/maximumSeconds``.
  public func apply<Value>(to tween: Tween<Value>, count: Int) throws(StaggerError)
    -> [Tween<Value>]
  {
    var tweens: [Tween<Value>] = []
    for delay in try delays(count: count) {
      do {
        tweens.append(try tween.delayed(by: delay))
      } catch {
        throw .tween(error)
      }
    }
    return tweens
  }
}
