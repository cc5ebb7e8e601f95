public import MotionTween

/// Checks any `Animation` — a kind of motion of your own on the seam the runtime
/// runs tweens, springs and decays through — against the promises the runtime relies on.
///
/// ```swift
/// import MotionAnimationConformance
/// import MotionTween
///
/// let fade = try Tween(duration: 0.3, values: [1.0])
/// let starts = [AnimationSample(value: 0.0), AnimationSample(value: 0.4, velocity: -2)]
/// let failures = AnimationConformance.check(fade, starts: starts)  // none: tweens conform
/// ```
///
/// Each scenario checks one promise for every start it is handed, and is named after the
/// requirements it comes from; a failure's message starts with the rule, in one sentence,
/// followed by what was expected and what happened. The kit imports no test framework.
public enum AnimationConformance {
  /// The names of every scenario, in the order they run.
  public static var scenarioNames: [String] { scenarios.map(\.name) }

  /// The rule `scenario` checks, in one sentence: the start of each of its failures' messages;
  /// `nil` for a name that is not a scenario's.
  public static func rule(of scenario: String) -> String? {
    scenarios.first { $0.name == scenario }?.rule
  }

  /// Runs every scenario (or those whose names contain `filter`) on `animation`, handed each
  /// of `starts` as the value and velocity showing at its start.
  ///
  /// - Parameters:
  ///   - animation: The animation under test.
  ///   - name: The name failures give it; its type's name by default.
  ///   - starts: Values and velocities to hand it. Give at least two that differ in value and
  ///     in velocity, so that the start scenario can tell what the animation takes from them.
  ///   - takes: What the animation takes from what it is handed (``AnimationStartComponents``),
  ///     when its `startsFromShowing` is true; inferred when `nil` (see the
  ///     start scenario in <doc:ANewKindOfAnimation>).
  ///   - tolerance: The velocity and hand-off tolerances and the sampling plan.
  ///   - filter: Runs only the scenarios whose names contain it.
  /// - Returns: Every failure, in scenario order; empty when the animation conforms.
  public static func check<A: Animation>(
    _ animation: A, named name: String? = nil, starts: [AnimationSample<A.Value>],
    takes: AnimationStartComponents? = nil, tolerance: AnimationTolerance = .standard,
    only filter: String? = nil
  ) -> [AnimationConformanceFailure] {
    let subject = AnimationSubject(
      animation: animation, starts: starts.isEmpty ? [AnimationSample(value: .zero)] : starts,
      takes: takes, tolerance: tolerance)
    var failures: [AnimationConformanceFailure] = []
    for scenario in scenarios where filter.map({ scenario.name.contains($0) }) ?? true {
      let recorder = AnimationRecorder(
        scenario: scenario.name, rule: scenario.rule, animation: name ?? "\(A.self)")
      scenario.run(subject, recorder)
      failures += recorder.failures
    }
    return failures
  }

  typealias Scenario = (
    name: String, rule: String, run: (any CheckedAnimation, AnimationRecorder) -> Void
  )

  static var scenarios: [Scenario] {
    [
      (
        "TW-4 before the start",
        "Before its start a motion holds one value, the same bits at every earlier time, at exactly zero velocity.",
        { $0.beforeStart($1) }
      ),
      (
        "TW-3, PH-4 end and rest",
        "A motion ends (or comes to rest) at a time no earlier than its start and from then on holds one value, the same bits at every later time, at exactly zero velocity.",
        { $0.endAndRest($1) }
      ),
      (
        "TW-6, PH-6 start from what is showing",
        "A motion that starts from what is showing holds the value it is handed until its start and starts with the velocity handed, for each of the two it takes, and a motion that does not ignores what it is handed.",
        { $0.startFromShowing($1) }
      ),
      (
        "PH-6 velocity is the derivative",
        "While in effect a motion's velocity is the derivative of its value: within the tolerance of its difference quotient over a small step, central or one-sided.",
        { $0.velocityIsDerivative($1) }
      ),
      (
        "PH-10, TL-R11 pure in time",
        "A motion is a pure function of its local time and start: sampled in any order, again and again, it gives the same bits, and its end time too.",
        { $0.pureInTime($1) }
      ),
    ]
  }
}

/// What a motion takes from the value and velocity showing at its start (TW-6, PH-6): a
/// single-value tween takes the ``value``, a spring with no start `[.value, .velocity]`.
public struct AnimationStartComponents: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates a set from its raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// It starts at the value showing (a single-value tween, TW-6; a spring without `from`).
  public static let value = AnimationStartComponents(rawValue: 1)
  /// It starts with the velocity showing (a spring or decay without a start velocity, PH-6).
  public static let velocity = AnimationStartComponents(rawValue: 2)
}

/// An animation with the starts it is checked from, behind one existential, so each scenario
/// is generic code specialised for the animation's type.
protocol CheckedAnimation {
  func beforeStart(_ check: AnimationRecorder)
  func endAndRest(_ check: AnimationRecorder)
  func startFromShowing(_ check: AnimationRecorder)
  func velocityIsDerivative(_ check: AnimationRecorder)
  func pureInTime(_ check: AnimationRecorder)
}

/// The animation under test, the starts it is handed and the tolerances.
struct AnimationSubject<A: Animation>: CheckedAnimation {
  let animation: A
  let starts: [AnimationSample<A.Value>]
  let takes: AnimationStartComponents?
  let tolerance: AnimationTolerance

  /// One probe per start.
  var probes: [AnimationProbe<A>] {
    starts.map { AnimationProbe(animation, from: $0, tolerance: tolerance) }
  }
}
