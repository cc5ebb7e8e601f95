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
/// samples the recognizer held at the write; capturing them costs a reference, not a fit. A
/// snapshot kept past the recognizer's next event makes that event copy the recognizer's record
/// (the values and the ring of 20 samples) once; one dropped before costs nothing more.
public struct GestureSnapshot<Recognizer>: Sendable {
  // One reference to a concrete record of the write (see `GestureRecord`): copying a snapshot is
  // a reference count, reading a field one load, and nothing goes through the generic type's
  // metadata. (A snapshot holding the values inline was copied and destroyed through run-time
  // value witnesses, as Swift does for a generic struct of more than about six words holding a
  // reference.) The record is copied on write, so a snapshot behaves as a plain value.
  // `Recognizer` is only a label.
  @usableFromInline var record: GestureRecord

  /// The state written (GR-6).
  @inlinable
  public var state: GestureRecognizerState {
    get { record.write.state }
    set { uniqueRecord().write.state = newValue }
  }
  /// The centroid of the pointers in root space at the write (GR-8).
  @inlinable
  public var location: Point {
    get { record.write.location }
    set { uniqueRecord().write.location = newValue }
  }
  /// The translation since the gesture began, a root-space vector.
  @inlinable
  public var translation: Point {
    get { record.write.translation }
    set { uniqueRecord().write.translation = newValue }
  }
  /// The rotation since the gesture began, in radians.
  @inlinable
  public var rotation: Double {
    get { record.write.rotation }
    set { uniqueRecord().write.rotation = newValue }
  }
  /// The scale since the gesture began.
  @inlinable
  public var scale: Double {
    get { record.write.scale }
    set { uniqueRecord().write.scale = newValue }
  }

  /// The record, copied first if another snapshot (or the recognizer) refers to it too.
  @inlinable
  mutating func uniqueRecord() -> GestureRecord {
    if !isKnownUniquelyReferenced(&record) { record = record.copy() }
    return record
  }

  /// Creates a snapshot from values, for recognizers written outside the library.
  ///
  /// Allocates the snapshot's record (one small object); the library's recognizers reuse theirs.
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
    var write = GestureWrite(state: state, location: location)
    write.translation = translation
    write.rotation = rotation
    write.scale = scale
    write.velocity = velocity
    write.rotationVelocity = rotationVelocity
    write.scaleVelocity = scaleVelocity
    record = GestureRecord(write: write, samplesVelocity: false)
  }

  /// A snapshot of the write `record` holds.
  @inlinable
  init(record: GestureRecord) {
    self.record = record
  }

  /// The translation's velocity as a root-space vector, in points per second; on
  /// ``GestureRecognizerState/ended``, the release velocity.
  @inlinable
  public var velocity: Point { record.velocity() }

  /// The rotation's velocity in radians per second; on ended, the release velocity.
  @inlinable
  public var rotationVelocity: Double { record.rotationVelocity() }

  /// The scale's velocity per second; on ended, the release velocity.
  @inlinable
  public var scaleVelocity: Double { record.scaleVelocity() }

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
}
