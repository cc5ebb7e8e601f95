/// Arbitrates between the recognizers on one element: exclusive by default, simultaneous where
/// allowed, and failure requirements.
///
/// The models are UIKit (`require(toFail:)`, `shouldRecognizeSimultaneouslyWith`) and the web's
/// `requireFailure` / `recognizeWith`:
/// - **Exclusive by default.** A recognizer may not begin (or, if discrete, end) while another
///   recognizer of the coordinator is under way, unless the two may recognize simultaneously; it
///   fails instead. When a recognizer does recognize, every other one that is still watching the
///   same pointers fails, unless the two may recognize simultaneously.
/// - **Simultaneous recognition** is allowed pairwise with
///   ``allowSimultaneousRecognition(_:_:)``.
/// - **Failure requirements.** After ``require(_:toFail:)``, a recognizer that wants to recognize
///   while the other is still watching waits (its state stays
///   ``GestureRecognizerState/possible``) until the other fails — then it recognizes — or
///   recognizes — then it fails. While waiting it ignores new gestures. A tap waiting for a
///   double tap is the classic case.
///
/// ```swift
/// import MotionGestures
/// import MotionStreams
///
/// let coordinator = GestureCoordinator()
/// try coordinator.add(tap)
/// try coordinator.add(doubleTap)
/// try coordinator.require(tap, toFail: doubleTap)
/// coordinator.handle(event)  // feeds every recognizer, in the order they were added
/// ```
///
/// The coordinator holds its recognizers strongly; a recognizer does not keep its coordinator
/// alive (when the coordinator is freed, its recognizers go back to working alone).
///
/// Any ``ArbitratedGestureRecognizer`` can join, including recognizers written outside the
/// library; the protocol states what they report and when.
public final class GestureCoordinator {
  /// The coordinator's answer to a recognizer that asks to recognize.
  public enum Decision: Hashable, Sendable {
    /// Recognize now.
    case proceed
    /// Fail: another gesture is under way, or a required one recognized.
    case fail
    /// Stay possible until ``ArbitratedGestureRecognizer/resolveWait(proceed:)``: a required
    /// recognizer is still watching.
    case wait
  }

  /// The recognizers, in the order they were added (and are fed events).
  public private(set) var recognizers: [any ArbitratedGestureRecognizer] = []
  private var simultaneous: [(ObjectIdentifier, ObjectIdentifier)] = []
  private var requirements:
    [(waiter: ObjectIdentifier, required: any ArbitratedGestureRecognizer)] = []

  /// Creates an empty coordinator.
  public init() {}

  deinit {
    for recognizer in recognizers { recognizer.coordinator = nil }
  }

  /// Adds a recognizer. Adding one twice is a no-op.
  ///
  /// - Throws: ``GestureError/alreadyCoordinated`` if it belongs to another coordinator.
  public func add(_ recognizer: any ArbitratedGestureRecognizer) throws(GestureError) {
    if recognizer.coordinator === self { return }
    guard recognizer.coordinator == nil else { throw .alreadyCoordinated }
    recognizer.coordinator = self
    recognizers.append(recognizer)
  }

  /// Lets `first` and `second` recognize at the same time (symmetric).
  public func allowSimultaneousRecognition(
    _ first: any ArbitratedGestureRecognizer, _ second: any ArbitratedGestureRecognizer
  ) {
    guard !areSimultaneous(first, second) else { return }
    simultaneous.append((ObjectIdentifier(first), ObjectIdentifier(second)))
  }

  /// Makes `recognizer` wait for `other` to fail before it recognizes.
  ///
  /// - Throws: ``GestureError/notCoordinated`` if either is not in this coordinator;
  ///   ``GestureError/failureRequirementCycle`` if `other` already waits (directly or not) for
  ///   `recognizer`, or if they are the same recognizer.
  public func require(
    _ recognizer: any ArbitratedGestureRecognizer, toFail other: any ArbitratedGestureRecognizer
  ) throws(GestureError) {
    guard recognizer.coordinator === self, other.coordinator === self else {
      throw .notCoordinated
    }
    guard recognizer !== other, !waits(other, on: recognizer) else {
      throw .failureRequirementCycle
    }
    requirements.append((ObjectIdentifier(recognizer), other))
  }

  /// Feeds `event` to every enabled recognizer, in the order they were added.
  public func handle(_ event: PointerEvent) {
    for recognizer in recognizers { recognizer.handle(event) }
  }

  // MARK: Arbitration

  /// The answer to `recognizer` asking to recognize (see ``ArbitratedGestureRecognizer``):
  /// exclusive by default, simultaneous where allowed, failure requirements wait.
  public func decision(for recognizer: any ArbitratedGestureRecognizer) -> Decision {
    for other in recognizers where other !== recognizer && other.state.isActive {
      if !areSimultaneous(recognizer, other) { return .fail }
    }
    var wait = false
    for requirement in requirements where requirement.waiter == ObjectIdentifier(recognizer) {
      let other = requirement.required
      guard other.enabled else { continue }
      if other.state.isActive || other.state == .ended { return .fail }
      if other.isEngaged { wait = true }
    }
    return wait ? .wait : .proceed
  }

  /// Told by `recognizer` after each of its state writes: a recognition fails the others still
  /// watching (unless simultaneous) and the recognizers waiting for it; a failure releases them.
  public func recognizer(
    _ recognizer: any ArbitratedGestureRecognizer, didWrite state: GestureRecognizerState
  ) {
    switch state {
    case .began, .ended:
      if state == .ended && recognizer.isContinuous { return }
      for requirement in requirements where requirement.required === recognizer {
        waiter(requirement.waiter)?.resolveWait(proceed: false)
      }
      for other in recognizers where other !== recognizer && other.isEngaged {
        if !areSimultaneous(recognizer, other) { other.forceFail() }
      }
    case .failed:
      releaseWaiters(of: recognizer)
    default:
      break
    }
  }

  /// Told by `recognizer` when it was disabled: recognizers waiting for it may proceed.
  public func recognizerBecameUnavailable(_ recognizer: any ArbitratedGestureRecognizer) {
    releaseWaiters(of: recognizer)
  }

  private func releaseWaiters(of recognizer: any ArbitratedGestureRecognizer) {
    for requirement in requirements where requirement.required === recognizer {
      guard let waiter = waiter(requirement.waiter), waiter.isWaitingForFailure else { continue }
      switch decision(for: waiter) {
      case .proceed: waiter.resolveWait(proceed: true)
      case .fail: waiter.resolveWait(proceed: false)
      case .wait: break
      }
    }
  }

  private func waiter(_ id: ObjectIdentifier) -> (any ArbitratedGestureRecognizer)? {
    recognizers.first { ObjectIdentifier($0) == id }
  }

  private func areSimultaneous(
    _ a: any ArbitratedGestureRecognizer, _ b: any ArbitratedGestureRecognizer
  )
    -> Bool
  {
    let x = ObjectIdentifier(a)
    let y = ObjectIdentifier(b)
    return simultaneous.contains { ($0.0 == x && $0.1 == y) || ($0.0 == y && $0.1 == x) }
  }

  /// Whether `a` waits, directly or through others, for `b`.
  private func waits(_ a: any ArbitratedGestureRecognizer, on b: any ArbitratedGestureRecognizer)
    -> Bool
  {
    var frontier = [a]
    var seen: Set<ObjectIdentifier> = []
    while let current = frontier.popLast() {
      guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
      for requirement in requirements where requirement.waiter == ObjectIdentifier(current) {
        if requirement.required === b { return true }
        frontier.append(requirement.required)
      }
    }
    return false
  }
}
