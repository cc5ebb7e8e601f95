public import MotionStreams

/// What a ``GestureSnapshot`` refers to: the plain values of one state write and the ring of
/// velocity samples they fit from.
///
/// A library recognizer keeps one record as its live storage: its velocity samples are added to
/// the record's ``window``, and each write's values are recorded into ``write`` just before the
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
/// The velocity of a write is fitted when read, from the ring with the write's cursor
/// (``GestureWrite/cursor``, copied at the write): samples added later go to a copy, and a reset
/// during a delivery (an observer disabling the recognizer) moves only the live cursor.
@usableFromInline
final class GestureRecord: @unchecked Sendable {
  // @unchecked: mutated only while uniquely referenced (see above), so a shared record is
  // immutable.

  /// The values of the write being delivered (or the last one recorded).
  @exclusivity(unchecked) @usableFromInline var write: GestureWrite
  /// The recognizer's velocity samples: the ring and its live cursor.
  @exclusivity(unchecked) @usableFromInline var window: VelocityWindow

  @usableFromInline
  init(write: GestureWrite, window: VelocityWindow) {
    self.write = write
    self.window = window
  }

  /// A record of `write` with no samples.
  convenience init(write: GestureWrite) {
    self.init(write: write, window: .empty)
  }

  /// A copy to change while this one stays as it is (the ring is shared until the copy adds a
  /// sample, then copied: copy on write).
  @usableFromInline
  func copy() -> GestureRecord {
    GestureRecord(write: write, window: window)
  }

  /// The translation's velocity at the write: fitted from the samples, or the value.
  @usableFromInline
  func velocity() -> Point {
    write.sampled == .translation ? fitted() : write.velocity
  }

  /// The rotation's velocity at the write: fitted from the samples, or the value.
  @usableFromInline
  func rotationVelocity() -> Double {
    write.sampled == .rotation ? fitted().x * write.factor : write.rotationVelocity
  }

  /// The scale's velocity at the write: fitted from the samples, or the value.
  @usableFromInline
  func scaleVelocity() -> Double {
    write.sampled == .scale ? fitted().x * write.factor : write.scaleVelocity
  }

  /// The slope at the newest sample of the window the write saw.
  private func fitted() -> Point {
    VelocityWindow(samples: window.samples, cursor: write.cursor).velocity()
  }
}
