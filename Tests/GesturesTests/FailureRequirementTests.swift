import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A failure requirement holds even between recognizers that may recognize simultaneously: the
/// waiter fails as soon as the recognizer it waits for is recognized (it no longer can fail).
@Suite("Failure requirements between simultaneous recognizers")
struct FailureRequirementTests {
  @Test("a tap waiting for a double tap fails when the double tap ends, even if simultaneous")
  func waiterFailsWhenRequiredRecognizes() throws {
    let taps = try TapWaitingForDoubleTap(simultaneous: true)
    taps.handle(
      down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.05), down(1, 0, 0, at: 0.2), up(1, 0, 0, at: 0.25))
    #expect(taps.lines.prefix(2) == ["doubleTap:ended", "tap:failed"])
    taps.scheduler.advance(to: 1)
    #expect(!taps.lines.contains("tap:ended"))
    taps.stop()
  }

  @Test("GR-6: a waiting tap ignores the next touch's moves, and ends when the double tap fails")
  func waitingTapIgnoresMoves() throws {
    let taps = try TapWaitingForDoubleTap()
    taps.handle(down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.05))
    #expect(taps.tap.isWaitingForFailure)
    // The second touch slides away: the double tap fails, so the single tap is recognized. Its
    // moves are not the waiting tap's to judge (it lifted within its slop).
    taps.handle(down(1, 0, 0, at: 0.2), move(1, 50, 0, at: 0.25), up(1, 50, 0, at: 0.3))
    #expect(taps.lines.contains("doubleTap:failed"))
    #expect(taps.lines.contains("tap:ended"))
    #expect(!taps.lines.contains("tap:failed"))
    taps.stop()
  }
}
