import MotionGestures
import MotionGesturesConformance
import MotionStreams
import Testing

/// Every guarantee the gesture kit claims must be able to fail: for each, a recognizer written
/// outside the library that breaks it in one precise way, and the requirement, scenario and
/// message the kit must report for that break.
@Suite("Gesture kit catches each flaw")
struct GestureKitCatchesFlawsTests {
  typealias Flaw = FlawedRecognizer.Flaw

  /// The scenario and a fragment of the message the kit must report for `flaw`.
  static func expected(_ flaw: Flaw) -> [(scenario: String, message: String)] {
    switch flaw {
    case .beginsWithChanged: [("GR-6 legal transitions", "got possible → changed")]
    case .endsWithoutBeginning: [("GR-6 legal transitions", "got possible → ended")]
    case .staysFinished: [("GR-6 return to possible", "with no pointer down")]
    case .returnsToPossibleAtNextDown:
      [("GR-6 return to possible", "Expected possible once the last pointer lifted")]
    case .notifiesBeforeStoring:
      [("GR-4 observers told every write", "read the state possible")]
    case .skipsRepeatedChanged:
      [("GR-4 observers told every write", "which moved the gesture under way")]
    case .returnsToPossibleSilently:
      [("GR-4 observers told every write", "but observers were last told ended")]
    case .removesObserversByPosition:
      [("GR-4 observers told every write", "with O2 between them unsubscribed (twice) midway")]
    case .handlesHandedInEventsAtOnce:
      [("GR-4 observers told every write", "from inside its first call")]
    case .tellsFirstObserverOnly:
      [("GR-4 observers told every write", "with O2 between them unsubscribed (twice) midway")]
    case .dropsHandedInEvents:
      [("GR-4 observers told every write", "from inside its first call")]
    case .ignoresUnsubscribe:
      [("GR-4 observers told every write", "Expected nothing for O2 after it was unsubscribed")]
    case .disableKeepsGesture:
      [("GR-5 enable and disable", "Expected the writes [cancelled, possible] and then possible")]
    case .writesWhileDisabled:
      [("GR-5 enable and disable", "Expected no write from a recognizer disabled from the start")]
    case .disableSkipsPossible:
      [("GR-5 enable and disable", "got [cancelled], then cancelled")]
    case .staysDeadAfterReenabling:
      [("GR-5 enable and disable", "was played again after enabling")]
    case .locationNaNBeforeFirstEvent: [("GR-8 location in every state", "before any event")]
    case .locationIgnoresElement: [("GR-8 location in every state", "in the element")]
    case .locationResetsOnLift: [("GR-8 location in every state", "where the pointer lifted at")]
    case .locationLagsOneEvent: [("GR-8 location in every state", "where the pointer is down at")]
    case .locationOffByHalfInX:
      [("GR-8 location in every state", "where the pointer is down at")]
    case .locationNaNDuringDelivery:
      [("GR-8 location in every state", "nan) read inside the call that told")]
    case .locationInRootDuringDelivery:
      [("GR-8 location in every state", "in the element, read inside the call that told")]
    case .snapshotAtOrigin: [("GR-9 stream", "each snapshot at the location of its write")]
    case .keepsRemovedObservers:
      [("MO-8 release", "got the observer and the stream subscriber still held")]
    case .retainsItself: [("MO-8 release", "the recognizer freed once dropped")]
    }
  }

  /// Runs the gesture kit on a recognizer with `flaw`, then lets whatever it leaked go.
  static func failures(_ flaw: Flaw?) -> [GestureConformanceFailure] {
    let keeper = LeakKeeper()
    defer { keeper.release() }
    return GestureConformance.check(
      RecognizerHarness("flawed \(flaw?.rawValue ?? "none")", continuous: true) { element in
        let recognizer = FlawedRecognizer(element: element, flaw: flaw)
        keeper.keep { [weak recognizer] in recognizer?.me = nil }
        return RecognizerUnderTest(recognizer) { recognizer, event in recognizer.handle(event) }
      })
  }

  @Test("GR-4…GR-9, MO-8: the hand-written recognizer without flaws passes the gesture kit")
  func flawlessPasses() {
    let failures = Self.failures(nil)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test(
    "GR-4…GR-9, MO-8: the gesture kit reports each broken recognizer with the right ID",
    arguments: Flaw.allCases)
  func reportsFlaw(_ flaw: Flaw) {
    let failures = Self.failures(flaw)
    for (scenario, message) in Self.expected(flaw) {
      #expect(
        failures.contains { $0.scenario == scenario && $0.message.contains(message) },
        "\(flaw): no \(scenario) failure saying “\(message)” in \(failures.map(\.description))")
    }
    for failure in failures {
      // No requirement only for a harness problem: a flaw that never lets the gesture begin.
      #expect(failure.requirement.map { failure.scenario.hasPrefix($0) } ?? true)
      #expect(!failure.expected.isEmpty && !failure.actual.isEmpty && !failure.rule.isEmpty)
      #expect(
        failure.description.hasPrefix("[flawed \(flaw)] \(failure.scenario): \(failure.rule)"))
    }
  }

  @Test("every gesture kit scenario fails on at least one broken recognizer")
  func everyScenarioCanFail() {
    let covered = Set(Flaw.allCases.flatMap { Self.expected($0).map(\.scenario) })
    #expect(Set(GestureConformance.scenarioNames) == covered)
  }
}
