/// One way in which an animation failed a scenario of ``AnimationConformance``: printed, it reads
/// `[name] scenario: rule. what happened`, such as `[Approach] PH-6 velocity is the derivative:
/// While in effect a motion's velocity is the derivative of its value: … at local time 0.12 it
/// reported velocity -250.0, but its value changed at -125.0 per second at best …`.
public struct AnimationConformanceFailure: Hashable, Sendable, CustomStringConvertible {
  /// The scenario, named after the requirements it checks (`"TW-4 before the start"`).
  public let scenario: String
  /// The scenario's rule in one sentence, then what was expected and what happened.
  public let message: String
  /// The name the animation was checked under.
  public let animation: String

  /// Creates a failure.
  public init(scenario: String, message: String, animation: String) {
    self.scenario = scenario
    self.message = message
    self.animation = animation
  }

  /// The requirement IDs the scenario checks, from its name: `["TW-3", "PH-4"]` for
  /// `"TW-3, PH-4 end and rest"`; empty for a name that starts with none.
  public var requirements: [String] {
    var ids: [String] = []
    for word in scenario.split(separator: " ") {
      let id = word.hasSuffix(",") ? word.dropLast() : word[...]
      guard let dash = id.firstIndex(of: "-"), dash > id.startIndex,
        id[..<dash].allSatisfy(\.isUppercase),
        id[id.index(after: dash)...].contains(where: \.isNumber)
      else { break }
      ids.append(String(id))
      if !word.hasSuffix(",") { break }
    }
    return ids
  }

  /// `"[animation] scenario: message"`.
  public var description: String { "[\(animation)] \(scenario): \(message)" }
}

/// Collects the failures of one scenario, each message starting with the scenario's rule.
final class AnimationRecorder {
  let scenario: String
  let rule: String
  let animation: String
  var failures: [AnimationConformanceFailure] = []

  init(scenario: String, rule: String, animation: String) {
    self.scenario = scenario
    self.rule = rule
    self.animation = animation
  }

  /// Records `message` after the rule unless `condition` holds.
  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    failures.append(
      AnimationConformanceFailure(
        scenario: scenario, message: "\(rule) \(message())", animation: animation))
  }
}
