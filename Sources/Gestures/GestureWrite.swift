public import MotionStreams

/// The plain values of one state write, kept in a ``GestureRecord`` beside the sample ring they
/// fit a velocity from.
///
/// Trivially copyable on purpose: recording a write and queueing one are plain stores. (A
/// snapshot *value* holding these fields was copied and destroyed through outlined
/// value-witness calls found through the generic type's metadata, a `memcpy` and a witness per
/// copy: Swift handles a struct of more than about six words with a reference that way. A
/// snapshot is therefore one reference to a record.)
///
/// Velocities are values (the release velocity, what a recognizer written outside the library
/// passed, or a velocity fitted already) or, for the one quantity whose samples a recognizer
/// holds (``sampled``), the samples in the record: the record fits when a velocity is read.
@usableFromInline
struct GestureWrite: Sendable {
  @usableFromInline var state: GestureRecognizerState
  @usableFromInline var location: Point
  @usableFromInline var translation = Point(x: 0, y: 0)
  @usableFromInline var rotation = 0.0
  @usableFromInline var scale = 1.0
  /// The translation's velocity when not ``SampledVelocity/translation``.
  @usableFromInline var velocity = Point(x: 0, y: 0)
  /// The rotation's velocity when not ``SampledVelocity/rotation``.
  @usableFromInline var rotationVelocity = 0.0
  /// The scale's velocity when not ``SampledVelocity/scale``.
  @usableFromInline var scaleVelocity = 0.0
  /// Which velocity is fitted from the samples when read (the others are their values).
  @usableFromInline var sampled = SampledVelocity.none
  /// What the fitted velocity is multiplied by (the scale's start, say).
  @usableFromInline var factor = 1.0
  @usableFromInline
  init(state: GestureRecognizerState, location: Point) {
    self.state = state
    self.location = location
  }
}

/// Which of a write's velocities is fitted from its samples when read.
@usableFromInline
enum SampledVelocity: UInt8, Sendable {
  /// None: every velocity is its value.
  case none
  /// The translation's (a point window).
  case translation
  /// The rotation's (a scalar window, times the factor).
  case rotation
  /// The scale's (a scalar window, times the factor).
  case scale
}
