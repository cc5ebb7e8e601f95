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
