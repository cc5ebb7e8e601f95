import Testing

/// Issue 32, part 1: a simulated session. The short run here is 20,000 frames (about 167
/// simulated seconds at 120 Hz); `MOTION_SOAK_FRAMES=432000` runs the hour (`Scripts/soak.sh`).
/// Serialized, so that a run measuring the heap (`MOTION_SOAK_HEAP=1`) has the process to
/// itself when filtered to this suite.
@Suite("Soak", .serialized)
struct SoakTests {
  @Test(
    "RT-1, RT-4, RT-5, TW-15…TW-18, TL-R11, PH-5, PH-6: a seeded session of drags, tosses, tweens, springs, toggles and scrubs at 120 Hz stays finite, matches the precedence model, holds a constant, comes to rest and frees everything"
  )
  func session() {
    let frames = Soak.frames
    let report = Soak.run(frames: frames, settings: .init(measuresHeap: Soak.measuresHeap))
    if frames != 20_000 || Soak.measuresHeap { print("soak: \(report.summary)") }
    #expect(report.counts.isEmpty, "\(report.messages)\n\(report.summary)")
    #expect(report.compared >= 2 * frames)
    #expect(report.peakAlive > report.startAlive / 2)  // the ledger watched the session
    for kind in ["model drag", "physics drag", "toss spring", "scale spring", "opacity spring"] {
      #expect(report.coverage[kind, default: 0] > frames / 50, "\(kind): \(report.summary)")
    }
  }
}
