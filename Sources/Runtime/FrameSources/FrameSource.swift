public import MotionStreams

/// Where a runtime's time comes from: the current time, and a call on every frame (RT-7).
///
/// A frame source is tiny on purpose: `now` and ``addFrameObserver(_:)``. The
/// runtime subscribes once and fans each frame out to every running interaction, so the same
/// interactions run against a real-time frame loop (``RealTimeFrameSource``) and a manually
/// stepped clock in tests or in a host's own loop (``ManualFrameSource``).
///
/// ```swift
/// import MotionRuntime
/// import MotionStreams
///
/// let source = ManualFrameSource(rate: .hz60)
/// let subscription = source.addFrameObserver { time in print("frame at", time) }
/// source.advance(frames: 2)  // prints two frames
/// subscription.unsubscribe()
/// ```
///
/// ## Contract for implementations
/// - Frame times never decrease, and while observers run `now` reads the frame's
///   time exactly (one consistent time per frame).
/// - Observers are called in the order they were added. An observer added during a frame is
///   first called on the next frame; an observer removed during a frame is not called again,
///   not even later in that frame. Unsubscribing twice does nothing more, and a removed
///   observer is released.
/// - Frames do not nest: a frame reaches every observer before the next one starts (a frame
///   asked for from inside an observer is queued or dropped, never delivered there).
/// - A frame source documents the thread (or serial queue) it delivers frames on; everything
///   connected to it is confined there.
///
/// `FrameSourceConformance` in `MotionRuntimeConformance` checks each of these rules.
public protocol FrameSource: AnyObject, MotionClock {
  /// The nominal time between two frames, in seconds (1/60 for a 60 Hz source).
  var frameInterval: Double { get }

  /// Calls `observer` with the frame's time, in seconds, on every frame from now on.
  ///
  /// - Returns: A subscription that stops the calls; unsubscribing is idempotent.
  func addFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription
}

/// A frame rate: how many frames a frame source delivers per second.
///
/// ```swift
/// let rate = try FrameRate(framesPerSecond: 90)
/// let interval = rate.interval  // 1/90 s
/// ```
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
  /// Frames per second; always finite and in `1...1000`.
  public let framesPerSecond: Double

  /// 60 frames per second.
  public static let hz60 = FrameRate(checked: 60)
  /// 120 frames per second.
  public static let hz120 = FrameRate(checked: 120)

  /// Creates a rate.
  ///
  /// - Throws: ``FrameSourceError/invalidFrameRate(_:)`` unless `framesPerSecond` is finite and
  ///   within `1...1000`.
  public init(framesPerSecond: Double) throws(FrameSourceError) {
    guard framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 1000 else {
      throw .invalidFrameRate(framesPerSecond)
    }
    self.framesPerSecond = framesPerSecond
  }

  private init(checked framesPerSecond: Double) {
    self.framesPerSecond = framesPerSecond
  }

  /// The time between two frames, in seconds.
  @inlinable
  public var interval: Double { 1 / framesPerSecond }

  /// `"60 Hz"`.
  public var description: String { "\(framesPerSecond) Hz" }
}

/// Bad input to a frame source.
public enum FrameSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A frame rate that is NaN, infinite, below 1 or above 1000 frames per second.
  case invalidFrameRate(Double)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .invalidFrameRate(let value):
      "invalid frame rate \(value): frames per second must be finite and within 1...1000"
    }
  }
}
