import MotionRuntime
import Testing

/// The frame rate's documented range, `1...1000`, at its exact ends: the validation tests stay
/// far outside it (0.5, 5000), where a bound moved by one would not show.
@Suite("Frame rate bounds")
struct FrameRateBoundsTests {
  @Test("1 and 1000 frames per second are valid; just below 1 and just above 1000 are not")
  func inclusiveEnds() throws {
    #expect(try FrameRate(framesPerSecond: 1).framesPerSecond == 1)
    #expect(try FrameRate(framesPerSecond: 1000).framesPerSecond == 1000)
    #expect(try FrameRate(framesPerSecond: 1000).interval == 0.001)
    for bad in [0.999, 1000.001, 1001] as [Double] {
      #expect(throws: FrameSourceError.invalidFrameRate(bad)) {
        try FrameRate(framesPerSecond: bad)
      }
    }
  }
}
