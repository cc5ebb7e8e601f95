public import MotionStreams

/// What a ``GestureSnapshot`` refers to: the plain values of one state write and the ring of
/// velocity samples they fit from.
///
/// A library recognizer keeps one record as its live storage: its velocity samples are added to
/// the record's ring (``samples``), and each write's values are recorded into ``write`` just before the
/// write is delivered. A snapshot is then one reference to the record: handing it to a stream
/// costs a reference count, not a copy of the values, and reading a field is one load.
///
/// **Copy on write.** A record is changed only while the recognizer holds the only reference
/// (`PointerGestureRecognizer.storage`, checked with `isKnownUniquelyReferenced`); a record a
/// snapshot still holds is copied first, and the copy becomes the recognizer's. So a record a
/// snapshot can see never changes: a delayed stream keeps the values and the samples of its
/// write, and a record shared across threads is only read. In the usual flow (each snapshot
/// dropped before the next event) the record stays unique and nothing is allocated per event; a
/// snapshot kept past the next event makes that event copy the record and its ring, once.
///
/// The velocity of a write is fitted when read, from the record's samples, which are those of the
/// write: samples added later go to a copy of the record. Where the samples change while the
/// write is still being delivered (an observer disabling the recognizer resets them, or hands it
/// an event outside `handle(_:)`), the recognizer first fits the write's velocity and keeps it as
/// a value (``resolved(_:)``).
@usableFromInline
final class GestureRecord: @unchecked Sendable {
  // @unchecked: mutated only while uniquely referenced (see above), so a shared record is
  // immutable; the ring is owned by the record alone.

  /// The values of the write being delivered (or the last one recorded).
  @exclusivity(unchecked) @usableFromInline var write: GestureWrite
  /// Where the recognizer's samples are in the ring now (the write has its own copy).
  @exclusivity(unchecked) var cursor = VelocityCursor()
  /// The ring of ``VelocityRing/capacity`` samples, owned by this record (`nil` for a record
  /// that never samples). Not an array: the record is the ring's only owner and is itself
  /// copied on write, so adding a sample needs no second uniqueness check.
  let samples: UnsafeMutablePointer<VelocitySample>?

  /// A record of `write`, with a ring of samples if `samplesVelocity`.
  @usableFromInline
  init(write: GestureWrite, samplesVelocity: Bool) {
    self.write = write
    if samplesVelocity {
      let ring = UnsafeMutablePointer<VelocitySample>.allocate(capacity: VelocityRing.capacity)
      ring.initialize(
        repeating: VelocitySample(time: .zero, value: .zero), count: VelocityRing.capacity)
      samples = ring
    } else {
      samples = nil
    }
  }

  /// A copy of `other`: its values, cursor and samples.
  private init(copying other: GestureRecord) {
    write = other.write
    cursor = other.cursor
    if let source = other.samples {
      let ring = UnsafeMutablePointer<VelocitySample>.allocate(capacity: VelocityRing.capacity)
      ring.initialize(from: source, count: VelocityRing.capacity)
      samples = ring
    } else {
      samples = nil
    }
  }

  deinit {
    // The samples are plain values: nothing to deinitialize.
    samples?.deallocate()
  }

  /// A copy to change while this one stays as it is.
  @usableFromInline
  func copy() -> GestureRecord {
    GestureRecord(copying: self)
  }

  /// Adds a sample at `time` nanoseconds (see ``VelocityRing/add(_:_:to:cursor:)``). Call on a
  /// uniquely referenced record of a recognizer that samples.
  func add(_ time: Int64, _ value: Point) {
    guard let samples else { return }
    VelocityRing.add(time, value, to: samples, cursor: &cursor)
  }

  /// Forgets the samples (where the ring goes on from does not matter).
  func reset() {
    cursor.count = 0
  }

  /// `write` with its sampled velocity fitted now from this record's samples and kept as a
  /// value: what a write queued during a delivery carries, and what the delivered write becomes
  /// before its samples change under it (see `PointerGestureRecognizer.samplesWillChange()`).
  func resolved(_ write: GestureWrite) -> GestureWrite {
    var resolved = write
    switch write.sampled {
    case .none: return write
    case .translation: resolved.velocity = fitted()
    case .rotation: resolved.rotationVelocity = fittedScalar()
    case .scale: resolved.scaleVelocity = fittedScalar()
    }
    resolved.sampled = .none
    return resolved
  }

  /// The fit over the ring at `cursor`: zero without samples.
  func velocity(at time: Int64, cursor: VelocityCursor) -> Point {
    guard let samples else { return .zero }
    return VelocityRing(samples: samples, cursor: cursor).velocity(at: time)
  }

  /// The translation's velocity at the write: fitted from the samples, or the value.
  @usableFromInline
  func velocity() -> Point {
    write.sampled == .translation ? fitted() : write.velocity
  }

  /// The rotation's velocity at the write: fitted from the samples, or the value.
  @usableFromInline
  func rotationVelocity() -> Double {
    write.sampled == .rotation ? fittedScalar() : write.rotationVelocity
  }

  /// The scale's velocity at the write: fitted from the samples, or the value.
  @usableFromInline
  func scaleVelocity() -> Double {
    write.sampled == .scale ? fittedScalar() : write.scaleVelocity
  }

  /// The slope at the newest sample.
  private func fitted() -> Point {
    velocity(at: cursor.newest, cursor: cursor)
  }

  /// The slope of a scalar's samples (in `x`) at the newest sample, times the write's factor.
  private func fittedScalar() -> Double {
    fitted().x * write.factor
  }
}
