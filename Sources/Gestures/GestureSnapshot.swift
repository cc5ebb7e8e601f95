public import MotionStreams

/// What a gesture stream emits: the values of one state write, captured when it was written
/// (GR-9).
///
/// A snapshot is a plain value. A filter or a delayed stream reading it sees the state and
/// values the recognizer wrote, even if the recognizer has moved on since (an observer disabled
/// it during the delivery, a later event arrived before a delayed value was read).
///
/// The `Recognizer` parameter names the recognizer that wrote it, so that the operators a
/// capability offers (``TranslationGesture``, ``RotationGesture``, ``ScaleGesture``) are the only
/// ones available on its stream. Fields a recognizer does not have keep their neutral value:
/// translation zero, rotation zero, scale one, velocities zero.
///
/// Velocities are computed when read (a least-squares fit over at most 20 samples), from the
/// samples the recognizer held at the write; capturing them costs a reference, not a fit.
public struct GestureSnapshot<Recognizer>: Sendable {
  /// The state written (GR-6).
  public var state: GestureRecognizerState
  /// The centroid of the pointers in root space at the write (GR-8).
  public var location: Point
  /// The translation since the gesture began, a root-space vector.
  public var translation: Point
  /// The rotation since the gesture began, in radians.
  public var rotation: Double
  /// The scale since the gesture began.
  public var scale: Double
  @usableFromInline var translationVelocityReading: VelocityReading<Point>
  @usableFromInline var rotationVelocityReading: VelocityReading<Double>
  @usableFromInline var scaleVelocityReading: VelocityReading<Double>

  /// Creates a snapshot from values, for recognizers written outside the library.
  ///
  /// - Parameters:
  ///   - state: The state written.
  ///   - location: The pointers' centroid in root space.
  ///   - translation: The translation, a root-space vector (zero for gestures without one).
  ///   - velocity: The translation's velocity, a root-space vector in points per second.
  ///   - rotation: The rotation in radians (zero for gestures without one).
  ///   - rotationVelocity: The rotation's velocity in radians per second.
  ///   - scale: The scale (one for gestures without one).
  ///   - scaleVelocity: The scale's velocity per second.
  public init(
    state: GestureRecognizerState, location: Point, translation: Point = .zero,
    velocity: Point = .zero, rotation: Double = 0, rotationVelocity: Double = 0,
    scale: Double = 1, scaleVelocity: Double = 0
  ) {
    self.state = state
    self.location = location
    self.translation = translation
    self.rotation = rotation
    self.scale = scale
    translationVelocityReading = .value(velocity)
    rotationVelocityReading = .value(rotationVelocity)
    scaleVelocityReading = .value(scaleVelocity)
  }

  /// The translation's velocity as a root-space vector, in points per second; on
  /// ``GestureRecognizerState/ended``, the release velocity.
  @inlinable
  public var velocity: Point { translationVelocityReading.resolved }

  /// The rotation's velocity in radians per second; on ended, the release velocity.
  @inlinable
  public var rotationVelocity: Double { rotationVelocityReading.resolved }

  /// The scale's velocity per second; on ended, the release velocity.
  @inlinable
  public var scaleVelocity: Double { scaleVelocityReading.resolved }

  /// ``location`` in `element`'s coordinates (`nil`: root space), converted with the element's
  /// geometry at the time of the call (GR-8).
  @inlinable
  public func location(in element: HitRegion?) -> Point {
    HitRegion.convert(location, from: nil, to: element)
  }

  /// ``translation`` as a vector in `element`'s coordinates (`nil`: root space).
  @inlinable
  public func translation(in element: HitRegion?) -> Point {
    element?.convertVectorFromRoot(translation) ?? translation
  }

  /// ``velocity`` as a vector in `element`'s coordinates (`nil`: root space).
  @inlinable
  public func velocity(in element: HitRegion?) -> Point {
    element?.convertVectorFromRoot(velocity) ?? velocity
  }

  /// The same values, labelled with another recognizer type.
  @inlinable
  func relabelled<Other>(as _: Other.Type = Other.self) -> GestureSnapshot<Other> {
    GestureSnapshot<Other>(
      state: state, location: location, translation: translation, rotation: rotation,
      scale: scale, translationVelocityReading: translationVelocityReading,
      rotationVelocityReading: rotationVelocityReading, scaleVelocityReading: scaleVelocityReading)
  }

  @usableFromInline
  init(
    state: GestureRecognizerState, location: Point, translation: Point, rotation: Double,
    scale: Double, translationVelocityReading: VelocityReading<Point>,
    rotationVelocityReading: VelocityReading<Double>, scaleVelocityReading: VelocityReading<Double>
  ) {
    self.state = state
    self.location = location
    self.translation = translation
    self.rotation = rotation
    self.scale = scale
    self.translationVelocityReading = translationVelocityReading
    self.rotationVelocityReading = rotationVelocityReading
    self.scaleVelocityReading = scaleVelocityReading
  }
}

/// A velocity as written: a value, or the samples and the instant to fit them at.
@usableFromInline
enum VelocityReading<Value: VelocityValue>: Sendable {
  case value(Value)
  case fit(VelocityWindow<Value>, at: Int64, factor: Double)

  @usableFromInline
  var resolved: Value {
    switch self {
    case .value(let value): value
    case .fit(let window, let time, let factor):
      window.count == 0 ? .zero : window.velocity(at: time) * factor
    }
  }
}
