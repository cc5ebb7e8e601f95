/// A mutable cell holding one subscription's operator state (the last value of `dedupe`, the
/// in/out flag of `slop`, ...).
///
/// Operators create one inside their connect logic, so state is per subscription (MO-5). A
/// captured `var` would do the same job, but Swift checks exclusive access to captured variables
/// and class properties at run time, which costs a thread-local lookup on every value. The state
/// of a stream graph is only touched synchronously from its own delivery (see the threading model
/// in the module documentation), and every access here is instantaneous, so the check is turned
/// off for this cell.
@usableFromInline
final class OperatorState<State> {
  @usableFromInline @exclusivity(unchecked) var value: State

  @inlinable
  init(_ value: State) {
    self.value = value
  }
}
