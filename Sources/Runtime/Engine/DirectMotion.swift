public import MotionTween

/// Direct manipulation, or a plain write of the property: a value written from outside time.
///
/// While its gesture is active the motion is in effect (`end == .infinity`); at release it ends
/// at the release time and, being the most recently ended motion, what the finger left holds
/// until another motion starts. An app's write is a motion that started and ended at the time
/// of the write. Its ``ArbitratedMotion/timing`` holds both times, as times of the runtime.
@usableFromInline
final class DirectMotion<Value: Interpolatable>: ArbitratedMotion<Value> {
  /// The last value written.
  @usableFromInline @exclusivity(unchecked) var value: Value
  /// Whether a value was ever written.
  @usableFromInline @exclusivity(unchecked) var hasValue = false

  @inlinable
  init(value: Value) {
    self.value = value
    super.init()
  }

  /// When the gesture began (or the write happened).
  @inlinable
  var start: Double {
    get { timing.start }
    set { timing.start = newValue }
  }

  /// When the gesture ended (or the write happened); infinite while it is active.
  @inlinable
  var end: Double {
    get { timing.end }
    set { timing.end = newValue }
  }

  /// Whether the gesture is active.
  @inlinable
  var isHeld: Bool { timing.end == .infinity }
}
