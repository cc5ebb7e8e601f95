import MotionGestures
import MotionStreamsConformance

/// The gesture scenarios, in the order they run: each checks one rule and is named after its
/// requirement.
enum GestureScenario: CaseIterable {
  case legalTransitions, returnToPossible, observers, enabling, location, stream, release

  /// The requirement ID, such as `"GR-6"`.
  var requirement: String {
    switch self {
    case .legalTransitions, .returnToPossible: "GR-6"
    case .observers: "GR-4"
    case .enabling: "GR-5"
    case .location: "GR-8"
    case .stream: "GR-9"
    case .release: "MO-8"
    }
  }

  /// What the scenario does, after the ID.
  var title: String {
    switch self {
    case .legalTransitions: "legal transitions"
    case .returnToPossible: "return to possible"
    case .observers: "observers told every write"
    case .enabling: "enable and disable"
    case .location: "location in every state"
    case .stream: "stream"
    case .release: "release"
    }
  }

  /// `"GR-6 legal transitions"`.
  var name: String { "\(requirement) \(title)" }

  /// The rule, in one sentence; every failure of the scenario states it.
  var rule: String {
    switch self {
    case .legalTransitions:
      "A recognizer starts in possible and writes only what the state diagram allows: possible, then began, changed and ended or cancelled for a continuous gesture, ended for a discrete one, or failed, and then possible again."
    case .returnToPossible:
      "A gesture that ended, was cancelled or failed writes possible as soon as its last pointer lifts."
    case .observers:
      "Every write reaches every observer, in order, once the state is stored, including a changed for each move of a gesture under way and writes made while an event handed in from an observer waits; an unsubscribed observer hears nothing more."
    case .enabling:
      "Disabling closes the gesture (cancelled if under way, then possible), nothing is written while disabled, and enabled again the recognizer recognizes as before."
    case .location:
      "location(in:) is defined in every state: finite, the element's conversion of the root-space location, the centroid of the pointer down, and where it lifted once none is."
    case .stream:
      "The recognizer's stream emits one snapshot per write, with the state written and the location of that write."
    case .release:
      "A recognizer releases an observer once its subscription is unsubscribed, and is freed once dropped."
    }
  }

  func run<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ gestures: [GestureScript], _ log: FailureLog
  ) {
    typealias Kit = GestureConformance
    switch self {
    case .legalTransitions: Kit.legalTransitions(harness, gestures, log)
    case .returnToPossible: Kit.returnToPossible(harness, gestures, log)
    case .observers: Kit.observers(harness, gestures, log)
    case .enabling: Kit.enabling(harness, gestures, log)
    case .location: Kit.location(harness, gestures, log)
    case .stream: Kit.stream(harness, gestures, log)
    case .release: Kit.release(harness, gestures, log)
    }
  }
}
