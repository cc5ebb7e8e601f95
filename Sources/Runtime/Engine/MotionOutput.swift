public import MotionStreams

/// A connection's subscriber, held by reference: the motions written through it (a settle's
/// runs, a spring's runs, the ghost of a dropped motion) share one, and a motion pays one
/// reference for it.
@usableFromInline
final class MotionOutput<Value> {
  /// The subscriber.
  @usableFromInline let observer: MotionObserver<Value>

  /// Holds `observer`.
  @inlinable
  init(_ observer: MotionObserver<Value>) {
    self.observer = observer
  }
}
