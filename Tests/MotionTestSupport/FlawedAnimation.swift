public import MotionTimeline
public import MotionTween

/// An animation that breaks exactly one promise of the `Animation` seam, wrapped around one that
/// keeps them all, to show that `AnimationConformance` notices each break (every check of the
/// kit must be able to fail). Without a flaw it is its base, sample for sample.
public struct FlawedAnimation<Base: Animation>: Animation {
  /// One broken promise.
  public enum Flaw: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Before its start it shows its motion mirrored backwards in time (TW-4).
    case movesBeforeStart
    /// Before its start it reports the velocity it has halfway through (TW-4).
    case velocityBeforeStart
    /// Reports its end halfway through its motion, which goes on (TW-3, PH-4).
    case endsEarly
    /// Reports an end a second before its start (TW-3, PH-4).
    case endsBeforeStart
    /// Reports a NaN end (TW-3, PH-4).
    case endIsNaN
    /// From its end on it reports the velocity it had three quarters through (TW-3, PH-4).
    case velocityAfterEnd
    /// Shows NaN at exactly its end instant, as a progress of 0 / 0 would, and its end value
    /// after it (TW-3, PH-4).
    case nanAtItsEnd
    /// Rests at its end, then shows the value it had halfway through from half a second to
    /// 100 s after it, as a rest time computed before a last slow overshoot would (TW-3, PH-4).
    case movesAgainAfterItsEnd
    /// Starts from a zero value whatever value it is handed (TW-6, PH-6).
    case ignoresHandedValue
    /// Starts from half the value it is handed (TW-6, PH-6).
    case scalesHandedValue
    /// Starts at zero velocity whatever velocity it is handed (PH-6).
    case ignoresHandedVelocity
    /// Starts with twice the velocity it is handed (PH-6).
    case doublesHandedVelocity
    /// Claims not to start from showing, yet adds a thousandth of the value handed (TW-6).
    case readsStartItIgnores
    /// Claims not to start from showing, yet reports a later end the larger the value handed,
    /// holding its last value meanwhile (TW-6).
    case endReadsStartItIgnores
    /// Reports twice its velocity (PH-6).
    case velocityDoubled
    /// Reports zero velocity while it moves (PH-6).
    case velocityZero
    /// Reports the velocity it had an eighth of its length earlier (PH-6).
    case velocityLags
    /// Reports half its velocity in the last third of its motion, as a segment with a
    /// forgotten factor would (PH-6).
    case velocityOffLate
    /// Treats times within 0.1 µs of the last one sampled as that time (PH-10).
    case remembersNearbySample
    /// Moves on from the last time sampled by its velocity, as a frame-by-frame integrator
    /// does, instead of evaluating the time it is asked (PH-10).
    case integratesFromLastSample
    /// Reports an end one ulp later on every call (PH-10).
    case endDriftsPerCall
    /// Remembers its last two samples (per start) and, asked a time between them, interpolates
    /// instead of evaluating: right for any sweep in one direction, wrong when scrubbed back and
    /// forth (PH-10).
    case interpolatesBetweenCachedSamples
    /// Reports as its velocity the slope from the last time sampled to this one, as a naive
    /// estimate from consecutive frames would; its value stays exact (PH-10).
    case velocityFromLastSample
    /// From half a second after its end on, it shows the value it showed at the last time it
    /// was sampled, as a cache that stops evaluating once the motion is well over would (PH-10).
    case holdsLastSampleAfterEnd

    /// The case's name.
    public var description: String { rawValue }
  }

  /// What the impure flaws remember between calls.
  final class Memory: @unchecked Sendable {
    var last: (time: Double, sample: AnimationSample<Base.Value>)?
    var recent:
      [(time: Double, start: AnimationSample<Base.Value>, sample: AnimationSample<Base.Value>)] = []
    var calls = 0
  }

  /// The animation that keeps every promise.
  public let base: Base
  /// The promise broken, or `nil` for none.
  public let flaw: Flaw?
  let memory = Memory()

  /// Wraps `base`, breaking `flaw`.
  public init(_ base: Base, flaw: Flaw?) {
    self.base = base
    self.flaw = flaw
  }

  /// The base's timeline.
  public var timeline: Timeline? { base.timeline }
  /// The base's start.
  public var startSeconds: Double { base.startSeconds }
  /// The base's, which ``Flaw/readsStartItIgnores`` contradicts.
  public var startsFromShowing: Bool { base.startsFromShowing }
  /// The base's.
  public var interruptsOnStart: Bool { base.interruptsOnStart }

  /// What the start flaws make of the start handed.
  func handed(_ start: AnimationSample<Base.Value>) -> AnimationSample<Base.Value> {
    switch flaw {
    case .ignoresHandedValue: AnimationSample(value: .zero, velocity: start.velocity)
    case .scalesHandedValue:
      AnimationSample(value: start.value.scaled(by: 0.5), velocity: start.velocity)
    case .ignoresHandedVelocity: AnimationSample(value: start.value)
    case .doublesHandedVelocity:
      AnimationSample(value: start.value, velocity: start.velocity.scaled(by: 2))
    default: start
    }
  }

  /// The base's end, or the flaw's.
  public func endSeconds(from start: AnimationSample<Base.Value>) -> Double {
    let end = base.endSeconds(from: handed(start))
    switch flaw {
    case .endsEarly: return startSeconds + (end - startSeconds) / 2
    case .endsBeforeStart: return startSeconds - 1
    case .endReadsStartItIgnores: return end + 1e-3 * start.value.magnitudeSquared.squareRoot()
    case .endIsNaN: return .nan
    case .endDriftsPerCall:
      memory.calls += 1
      return end + Double(memory.calls) * end.ulp
    default: return end
    }
  }

  /// The base's sample, or the flaw's.
  public func sample(atLocalTime time: Double, from start: AnimationSample<Base.Value>)
    -> AnimationSample<Base.Value>
  {
    let from = handed(start)
    let (begin, end) = (base.startSeconds, base.endSeconds(from: from))
    func at(_ time: Double) -> AnimationSample<Base.Value> {
      base.sample(atLocalTime: time, from: from)
    }
    switch flaw {
    case .movesBeforeStart where time < begin:
      return AnimationSample(value: at(2 * begin - time).value)
    case .velocityBeforeStart where time < begin:
      return AnimationSample(value: at(time).value, velocity: at((begin + end) / 2).velocity)
    case .velocityAfterEnd where time >= end:
      return AnimationSample(value: at(time).value, velocity: at(end - (end - begin) / 4).velocity)
    case .nanAtItsEnd where time == end:
      return AnimationSample(value: at(time).value.scaled(by: .nan))
    case .movesAgainAfterItsEnd where end.isFinite && time >= end + 0.5 && time < end + 100:
      return AnimationSample(value: at(end - (end - begin) / 2).value)
    case .readsStartItIgnores:
      let sample = at(time)
      return AnimationSample(
        value: sample.value + start.value.scaled(by: 1e-3), velocity: sample.velocity)
    case .velocityDoubled:
      let sample = at(time)
      return AnimationSample(value: sample.value, velocity: sample.velocity.scaled(by: 2))
    case .velocityZero:
      return AnimationSample(value: at(time).value)
    case .velocityOffLate where time >= begin + (end - begin) * 2 / 3 && time < end:
      let sample = at(time)
      return AnimationSample(value: sample.value, velocity: sample.velocity.scaled(by: 0.5))
    case .interpolatesBetweenCachedSamples:
      return interpolated(time, from: start) ?? remember(time, from: start, at(time))
    case .velocityFromLastSample:
      var sample = at(time)
      if let last = memory.last, last.time != time {
        sample.velocity = (sample.value - last.sample.value).scaled(by: 1 / (time - last.time))
      }
      memory.last = (time, at(time))
      return sample
    case .velocityLags where time >= begin && time < end:
      return AnimationSample(value: at(time).value, velocity: at(time - (end - begin) / 8).velocity)
    case .holdsLastSampleAfterEnd:
      if time > end + 0.5, let last = memory.last {
        return AnimationSample(value: last.sample.value)
      }
      let sample = at(time)
      memory.last = (time, sample)
      return sample
    case .remembersNearbySample:
      if let last = memory.last, abs(time - last.time) < 1e-7 { return last.sample }
      let sample = at(time)
      memory.last = (time, sample)
      return sample
    case .integratesFromLastSample:
      var sample = at(time)
      if let last = memory.last, time > last.time {
        sample.value = last.sample.value + sample.velocity.scaled(by: time - last.time)
      }
      memory.last = (time, sample)
      return sample
    default:
      return at(time)
    }
  }

  /// The sample between the two last remembered for `start`, interpolated, if `time` lies
  /// between them (or on one).
  func interpolated(_ time: Double, from start: AnimationSample<Base.Value>)
    -> AnimationSample<Base.Value>?
  {
    let cached = memory.recent.filter { $0.start == start }.sorted { $0.time < $1.time }
    guard cached.count == 2, cached[0].time <= time, time <= cached[1].time else { return nil }
    if time == cached[0].time { return cached[0].sample }
    if time == cached[1].time { return cached[1].sample }
    let amount = (time - cached[0].time) / (cached[1].time - cached[0].time)
    return AnimationSample(
      value: cached[0].sample.value.interpolated(to: cached[1].sample.value, amount: amount),
      velocity: cached[0].sample.velocity.interpolated(
        to: cached[1].sample.velocity, amount: amount))
  }

  /// Remembers `sample` as the latest for `start` and returns it.
  func remember(
    _ time: Double, from start: AnimationSample<Base.Value>, _ sample: AnimationSample<Base.Value>
  ) -> AnimationSample<Base.Value> {
    memory.recent = Array(
      (memory.recent.filter { $0.start == start } + [(time, start, sample)]).suffix(2))
    return sample
  }
}
