public import MotionRuntime

/// How the frame-source conformance kit reaches a frame source and moves its time.
///
/// The kit touches the source only inside ``perform(_:)`` (where its frames are delivered) and
/// lets time pass with ``advance(by:)``. Every ``RuntimeHarness`` is one: ``ManualHarness`` and
/// ``RealTimeHarness`` check the shipped sources with ``FrameSourceConformance/check(_:only:)``.
///
/// ```swift
/// let failures = await FrameSourceConformance.check(ManualHarness())
/// ```
public protocol FrameSourceHarness: AnyObject {
  /// A human-readable name for failure messages, such as `"manual 60 Hz"`.
  var name: String { get }

  /// The frame source under test (shared by every runtime a ``RuntimeHarness`` makes).
  var frameSource: any FrameSource { get }

  /// Runs `body` where the source delivers its frames (thread or queue) and returns its result.
  func perform<Result>(_ body: @escaping () -> Result) async -> Result

  /// Lets at least `seconds` of frame time pass, delivering at least one frame.
  func advance(by seconds: Double) async
}

/// A ``FrameSourceHarness`` whose source can be stepped in whole frames at its nominal rate: a
/// manual source, a fixed-step game loop. ``FrameSourceConformance`` checks its frame times
/// exactly (RT-7 exact frame times); a source whose times come from a real clock is not one.
///
/// ```swift
/// let failures = await FrameSourceConformance.check(ManualHarness(), only: "exact")
/// ```
public protocol SteppedFrameSourceHarness: FrameSourceHarness {
  /// Delivers exactly `count` frames, one `frameInterval` apart, continuing the
  /// run of whole frames the previous call delivered.
  func advance(frames count: Int) async
}
