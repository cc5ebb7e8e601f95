public import MotionRuntime

/// A ``RuntimeHarness`` on a `ManualFrameSource`: scenarios run synchronously
/// on the caller's thread and time moves only when the kit advances it.
///
/// ```swift
/// let failures = await RuntimeConformance.check(ManualHarness())
/// ```
public final class ManualHarness: RuntimeHarness, SteppedFrameSourceHarness {
  /// The shared frame source.
  public let source: ManualFrameSource
  private let factory: (ManualFrameSource) -> any Runtime

  /// Creates a harness.
  ///
  /// - Parameters:
  ///   - rate: The frame rate of the manual source.
  ///   - makeRuntime: Creates the runtime under test on the given source; the shipped
  ///     `FrameRuntime` by default.
  public init(
    rate: FrameRate = .hz60,
    makeRuntime: @escaping (ManualFrameSource) -> any Runtime = { FrameRuntime(frameSource: $0) }
  ) {
    source = ManualFrameSource(rate: rate)
    factory = makeRuntime
  }

  /// `"manual <rate>"`.
  public var name: String { "manual \(source.rate)" }

  /// The shared source, for ``FrameSourceConformance``.
  public var frameSource: any FrameSource { source }

  /// A runtime on the shared source.
  public func makeRuntime() -> any Runtime { factory(source) }

  /// Runs `body` at once on the caller's thread.
  public func perform<Result>(_ body: @escaping () -> Result) async -> Result { body() }

  /// Advances the manual source by `seconds` (at least one frame).
  public func advance(by seconds: Double) async {
    if seconds > 0 { source.advance(by: seconds) } else { source.advance(frames: 1) }
  }

  /// Delivers `count` whole frames of the manual source (RT-7 exact frame times).
  public func advance(frames count: Int) async { source.advance(frames: count) }
}
