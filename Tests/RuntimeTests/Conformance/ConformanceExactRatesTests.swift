import MotionRuntime
import MotionRuntimeConformance
import Testing

/// The kit at frame rates whose frames land nominally on its own instants (its settles and
/// tweens last multiples of 10 ms), where a check that reads "the first frame at or after the
/// end" meets its boundary: every scenario must still pass, whichever side of the instant a
/// frame falls after rounding. (Written for issue 17's drag-handoff survivor `>= 0.05` →
/// `> 0.05`; at these rates no frame lands at exactly 0.05 s after the release in floating
/// point, so that mutant is recorded as equivalent, and this stays as a conformance test.)
@Suite("Conformance kit at exact frame rates", .timeLimit(.minutes(1)))
struct ConformanceExactRatesTests {
  @Test(
    "RT-1…RT-7: the shipped runtime conforms at frame rates whose frames fall on the kit's times",
    arguments: [20.0, 40, 100, 200])
  func exactRates(_ framesPerSecond: Double) async throws {
    let harness = ManualHarness(rate: try FrameRate(framesPerSecond: framesPerSecond))
    let failures = await RuntimeConformance.check(harness)
    #expect(failures == [], "\(failures)")
  }
}
