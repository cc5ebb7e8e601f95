/// The receiving end of a ``MotionObservable``: a value channel and a motion-state channel (MO-6).
///
/// Observers are plain values holding two closures. Operators build a new observer around the one
/// they are given and pass the `state` closure through untouched, so forwarding motion state costs
/// nothing per value.
///
/// ```swift
/// let observer = MotionObserver<Double>(next: { print("value", $0) }, state: { print($0) })
/// ```
public struct MotionObserver<Value> {
  /// Receives each value the stream emits.
  public let next: (Value) -> Void
  /// Receives each change of the producing motion's state (active / at rest).
  public let state: (MotionState) -> Void

  /// Creates an observer from a value closure and an optional state closure.
  ///
  /// - Parameters:
  ///   - next: Called with each emitted value.
  ///   - state: Called with each reported ``MotionState``; ignores state when omitted.
  @inlinable
  public init(
    next: @escaping (Value) -> Void,
    state: @escaping (MotionState) -> Void = { _ in }
  ) {
    self.next = next
    self.state = state
  }
}
