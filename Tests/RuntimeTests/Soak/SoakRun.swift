import Foundation
import MotionTestSupport

/// The soak as one call: a session run for `frames` frames, settled, then let go of, with every
/// check's findings in the report. The tests call it; so does the hour's command (through
/// `MOTION_SOAK_FRAMES`).
enum Soak {
  /// The frames of the soak in `swift test`: 20,000 (about 167 simulated seconds at 120 Hz),
  /// scaled by `MOTION_FUZZ_SCALE` (CI's sanitizer runs: 5,000), or the number in
  /// `MOTION_SOAK_FRAMES` (432,000 for the hour, `Scripts/soak.sh`).
  static var frames: Int {
    guard let text = ProcessInfo.processInfo.environment["MOTION_SOAK_FRAMES"],
      let count = Int(text), count > 0
    else { return fuzzScaled(20_000) }
    return count
  }

  /// Whether the heap is measured: only on request (`MOTION_SOAK_HEAP=1`), as the process's
  /// heap counts every test running beside the soak.
  static var measuresHeap: Bool {
    ProcessInfo.processInfo.environment["MOTION_SOAK_HEAP"] == "1"
  }

  /// Runs a session: `frames` frames of interactions, the settle, and the check that once the
  /// session is let go of, every object it made is freed.
  static func run(frames: Int, settings: SoakSession.Settings = .init()) -> SoakReport {
    let ledger = SoakLedger()
    var report = SoakReport()
    var teardown: SoakTeardown?
    do {
      let session = try SoakSession(settings: settings, ledger: ledger)
      teardown = session.teardown
      session.run(frames: frames)
      session.settle()
      report = session.report
    } catch {
      report.fail(.error, "the session could not be built: \(error)")
    }
    if let teardown, !teardown.writes.isEmpty {
      let (writes, changes) = (teardown.writes, teardown.changes)
      report.fail(
        .teardown,
        "\(writes.count) writes as the session was let go of: \(writes.prefix(10)); changed: \(changes)"
      )
    }
    let alive = ledger.alive
    if !alive.isEmpty {
      report.fail(.freed, "\(alive.count) objects alive after the session: \(alive.prefix(8))")
    }
    return report
  }
}
