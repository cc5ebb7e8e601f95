public import MotionStreams

/// An operator under test, as the stream kit runs it: a function from a stream to a stream, and
/// the values the kit feeds it.
///
/// The kit applies the operator to an upstream of its own, which records every connection and
/// delivers values and motion states to one connection or to all, so it sees what the operator
/// does with its upstream as well as what reaches each subscriber.
///
/// ```swift
/// import MotionStreams
/// import MotionStreamsConformance
///
/// let harness = OperatorHarness("dedupe", inputs: [1, 1, 2, 2, 3, 1]) { $0.dedupe() }
/// let failures = StreamConformance.check(operator: harness)
/// ```
///
/// Choose inputs that make the operator emit (the kit reports a harness problem when nothing
/// comes out) and, for an operator with state, that exercise it: repeated values for `dedupe`,
/// values on both sides of a threshold.
public struct OperatorHarness<Input, Output: Equatable> {
  /// The operator's name, used in failures.
  public let name: String
  /// The values the kit sends upstream, in order (at least two).
  public let inputs: [Input]
  /// Whether the operator shares one upstream connection among its subscribers on purpose
  /// (`multicast()`, `remember()`, `startWith(_:)`): MO-3's explicit sharing. The kit then
  /// expects one connection for all subscribers and does not check per-subscription state.
  public let sharesSubscriptions: Bool
  /// Called after each input and at the end of each run: let the operator's time pass (advance
  /// the scheduler a `delay` runs on). Does nothing by default.
  public let afterInput: () -> Void
  /// The operator under test.
  public let apply: (MotionObservable<Input>) -> MotionObservable<Output>

  /// Describes an operator for ``StreamConformance/check(operator:only:)``.
  ///
  /// - Parameters:
  ///   - name: The operator's name, for failures.
  ///   - inputs: The values to send upstream, in order.
  ///   - sharesSubscriptions: Whether the operator shares its upstream connection on purpose.
  ///   - afterInput: Lets the operator's time pass after each input.
  ///   - apply: The operator, applied to the kit's upstream.
  public init(
    _ name: String,
    inputs: [Input],
    sharesSubscriptions: Bool = false,
    afterInput: @escaping () -> Void = {},
    _ apply: @escaping (MotionObservable<Input>) -> MotionObservable<Output>
  ) {
    self.name = name
    self.inputs = inputs
    self.sharesSubscriptions = sharesSubscriptions
    self.afterInput = afterInput
    self.apply = apply
  }
}
