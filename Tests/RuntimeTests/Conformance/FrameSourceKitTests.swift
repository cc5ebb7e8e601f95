import MotionRuntime
import MotionRuntimeConformance
import Testing

/// The frame-source kit: the shipped sources pass it, and every scenario fails, with its rule,
/// on a source that breaks that rule.
@Suite("Frame-source conformance kit", .timeLimit(.minutes(1)))
struct FrameSourceKitTests {
  typealias Flaw = FlawedFrameSource.Flaw

  /// The scenario and a fragment of the message the kit must report for `flaw`.
  static func expected(_ flaw: Flaw) -> [(scenario: String, message: String)] {
    switch flaw {
    case .reversesOrder:
      // The whole list: the kit waits for exactly two frames (not one more) before it checks.
      [
        (
          "RT-7 observer order",
          #"Added A, B, C; the frames called ["C", "B", "A", "C", "B", "A"]."#
        )
      ]
    case .callsObserversAddedDuringTheFrame:
      [("RT-7 add during a frame", "The observer added during frame 1 was called in frames [1, 2")]
    case .iteratesACopy:
      [
        (
          "RT-7 remove during a frame",
          "A removed C during frame 2 and C was called in frames [1, 2]"
        )
      ]
    case .unsubscribesByPosition:
      [("RT-7 unsubscribe", "Unsubscribing A twice stopped B")]
    case .keepsRemovedObservers:
      [("RT-7 unsubscribe", "The source still holds an observer that was unsubscribed.")]
    case .timeGoesBack:
      // The reading before the one that went back is named too.
      [
        (
          "RT-7 monotonic time",
          "frame 4 read -0.7166666666666667, after now in frame 3 read 0.2666"
        )
      ]
    case .nowLagsDuringFrame: [("RT-7 now is the frame time", "first observer: now 0")]
    case .nestsCatchUpFrames:
      [("RT-7 no nested frames", "A frame started before the previous one reached both observers")]
    case .accumulatesFrameTimes: [("RT-7 exact frame times", "ulps from")]
    case .deliversNoFrames:
      [
        ("RT-7 monotonic time", "No frame was delivered."),
        ("RT-7 now is the frame time", "No frame was delivered."),
        ("RT-7 no nested frames", "No frame was delivered."),
        ("RT-7 exact frame times", "Stepping 1062 whole frames delivered 0."),
      ]
    case .deliversEachObserverItsOwnTime:
      [("RT-7 no nested frames", "A frame started before the previous one reached both observers")]
    case .dropsLastWholeFrame:
      [("RT-7 exact frame times", "Stepping 1062 whole frames delivered 559.")]
    case .nowAheadBeforeFirstFrame:
      [("RT-7 monotonic time", "frame 1 read 0.016666666666666666, after now read 1.0.")]
    case .catchesUpWhenNowIsRead:
      [("RT-7 no nested frames", "were delivered from inside an observer's call")]
    case .callsEachObserverOnce:
      [
        ("RT-7 observer order", "After removing B and adding D, the frames called [\"D\"]."),
        ("RT-7 unsubscribe", "Unsubscribing A twice stopped B"),
        ("RT-7 exact frame times", "Stepping 1062 whole frames delivered 1."),
      ]
    }
  }

  /// The scenarios a flaw is checked with: all, or the one it can show in (a flaw of the time
  /// before the first frame shows only in a scenario that runs first).
  static func only(_ flaw: Flaw?) -> String? {
    flaw == .nowAheadBeforeFirstFrame ? "RT-7 monotonic time" : nil
  }

  /// The rule each scenario states first in its messages.
  static let rules = [
    "RT-7 observer order": "Observers are called once per frame, in the order they were added.",
    "RT-7 add during a frame":
      "An observer added during a frame is first called on the next frame.",
    "RT-7 remove during a frame":
      "An observer removed during a frame is not called again, not even later in that frame.",
    "RT-7 unsubscribe":
      "Unsubscribing stops the calls, a second time does nothing, and the observer is released.",
    "RT-7 monotonic time": "Frame times and now never decrease.",
    "RT-7 now is the frame time": "While observers run, now reads the frame's time exactly.",
    "RT-7 no nested frames":
      "A frame reaches every observer before the next one starts, never from inside an observer's call.",
    "RT-7 exact frame times":
      "Stepping whole frames, frame n after the start reads start + n × frameInterval, computed from the start, not by adding the interval n times.",
  ]

  /// Runs the kit on a source with `flaw` and expects the source to be freed afterwards: a
  /// scenario whose observers a broken source keeps must not keep the source alive through them.
  static func failures(_ flaw: Flaw?) async -> [ConformanceFailure] {
    weak var weakSource: FlawedFrameSource?
    var harness: FlawedFrameSourceHarness? = FlawedFrameSourceHarness(flaw: flaw)
    weakSource = harness?.source
    let failures = await FrameSourceConformance.check(harness!, only: only(flaw))
    harness = nil
    #expect(weakSource == nil, "\(flaw.map(\.rawValue) ?? "no flaw"): the source is still alive")
    return failures
  }

  @Test("RT-7: ManualFrameSource keeps the frame-source contract, at any rate")
  func manualSource() async throws {
    for rate in [FrameRate.hz60, .hz120, try FrameRate(framesPerSecond: 24)] {
      let failures = await FrameSourceConformance.check(ManualHarness(rate: rate))
      #expect(failures == [], "\(failures)")
    }
  }

  @Test("RT-7: RealTimeFrameSource keeps the frame-source contract while it ticks")
  func realTimeSource() async {
    let harness = RealTimeHarness(rate: .hz120)
    let failures = await FrameSourceConformance.check(harness)
    harness.stop()
    await harness.drain()
    #expect(failures == [], "\(failures)")
    #expect(await harness.perform { harness.source.frameCount } > 0)
  }

  @Test("RT-7: a frame source without flaws, written without FrameObserverList, passes")
  func flawlessPasses() async {
    #expect(await Self.failures(nil) == [])
  }

  @Test(
    "RT-7: whole frames spelled start + n / rate pass too, though some lie 2 ulps from start + n × interval"
  )
  func timesFromRate() async {
    // From 0.3 s at 5 Hz, frame 3 is 0.3 + 3 / 5 = 0.8999999999999999, two ulps below
    // 0.3 + 3 × 0.2 = 0.9000000000000001: the kit accepts both exact spellings.
    #expect(0.3 + 3.0 / 5 == 0.8999999999999999 && 0.3 + 3 * (1.0 / 5) == 0.9000000000000001)
    func harness() -> FlawedFrameSourceHarness {
      FlawedFrameSourceHarness(
        FlawedFrameSource(flaw: nil, start: 0.3, framesPerSecond: 5, timesFromRate: true))
    }
    let exact = await FrameSourceConformance.check(harness(), only: "RT-7 exact frame times")
    #expect(exact == [], "\(exact)")
    let all = await FrameSourceConformance.check(harness())
    #expect(all == [], "\(all)")
  }

  @Test(
    "RT-7: the frame-source kit reports each broken rule, naming RT-7 and stating the rule",
    arguments: Flaw.allCases)
  func reportsFlaw(_ flaw: Flaw) async {
    let failures = await Self.failures(flaw)
    for (scenario, message) in Self.expected(flaw) {
      #expect(
        failures.contains { $0.scenario == scenario && $0.message.contains(message) },
        "\(flaw): no \(scenario) failure saying “\(message)” in \(failures)")
    }
    for failure in failures {
      #expect(failure.requirement == "RT-7")
      #expect(failure.message.hasPrefix(Self.rules[failure.scenario] ?? "?"), "\(failure)")
    }
  }

  @Test("RT-7: a drifting source's failure names the first frame off the grid and what it read")
  func driftMessage() async throws {
    // The flawed source adds 1/60 s at each frame from 0; the kit's run is 500 single frames,
    // then 500, 2 and 60 at once. The first frame more than two ulps from n / 60 s, as read:
    let interval = 1.0 / 60
    var (time, frame) = (0.0, 0)
    repeat {
      frame += 1
      time += interval
    } while abs(time - Double(frame) * interval) <= 2 * (Double(frame) * interval).ulp
    let failures = await FrameSourceConformance.check(
      FlawedFrameSourceHarness(flaw: .accumulatesFrameTimes), only: "RT-7 exact frame times")
    let failure = try #require(failures.first)
    #expect(
      failure.message.contains(
        "Frame \(frame) after a start at 0.0 read \(time), "
          + "\((abs(time - Double(frame) * interval) / (Double(frame) * interval).ulp).rounded()) "
          + "ulps from \(Double(frame) * interval)."),
      "\(failure.message)")
  }

  @Test(
    "RT-7: a source that calls each observer once fails, but is never said to deliver no frame")
  func oneFrameIsAFrame() async {
    // Every scenario's observers hear exactly one frame: "No frame was delivered." would be
    // false, in the scenarios that count frames as in those that count calls.
    let failures = await Self.failures(.callsEachObserverOnce)
    #expect(!failures.isEmpty)
    let untrue = failures.filter { $0.message.contains("No frame was delivered.") }
    #expect(untrue.isEmpty, "\(untrue)")
  }

  @Test("every frame-source scenario fails on at least one flawed source, and states its rule")
  func everyScenarioCanFail() {
    let covered = Set(Flaw.allCases.flatMap { Self.expected($0).map(\.scenario) })
    #expect(Set(FrameSourceConformance.scenarioNames).subtracting(covered) == [])
    #expect(covered.subtracting(FrameSourceConformance.scenarioNames) == [])
    #expect(Set(Self.rules.keys) == Set(FrameSourceConformance.scenarioNames))
  }

  @Test("a failure's requirement is its scenario's leading ID")
  func requirementIDs() {
    func failure(_ scenario: String) -> ConformanceFailure {
      ConformanceFailure(scenario: scenario, message: "", harness: "")
    }
    #expect(failure("RT-7 monotonic time").requirement == "RT-7")
    #expect(failure("TW-15…18 tween precedence").requirement == "TW-15…18")
    #expect(failure("TL-R11 tween scrubbing").requirement == "TL-R11")
    #expect(failure("drag handoff").requirement == nil)
    #expect(failure("re-entrant frames").requirement == nil)
    // An ID has letters before its dash: a name that starts with the dash names none.
    #expect(failure("-7 monotonic time").requirement == nil)
    #expect(failure("RT-7").requirement == "RT-7")
  }
}
