/// The scenarios of one kind of subject, in the order they run: each checks one rule and is
/// named after its requirement.
protocol KitScenario: CaseIterable {
  /// The requirement ID, such as `"MO-2"`.
  var requirement: String { get }
  /// What the scenario does, after the ID: `"disconnect once"`.
  var title: String { get }
  /// The rule, in one sentence; every failure of the scenario states it.
  var rule: String { get }
}

extension KitScenario {
  /// `"MO-2 disconnect once"`.
  var name: String { "\(requirement) \(title)" }
}

extension Array where Element: Equatable {
  /// Whether the two arrays hold the same elements as many times each, in any order. O(n²):
  /// the kit's sequences are short, and elements need only be `Equatable`.
  func isPermutation(of other: [Element]) -> Bool {
    guard count == other.count else { return false }
    var unmatched = other
    for element in self {
      guard let index = unmatched.firstIndex(of: element) else { return false }
      unmatched.remove(at: index)
    }
    return true
  }
}
