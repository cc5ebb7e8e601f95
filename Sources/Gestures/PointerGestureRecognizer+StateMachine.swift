import MotionStreams

extension PointerGestureRecognizer {
  /// Writes `state` if the transition is legal, and reports it to observers, then to the
  /// coordinator (GR-4). The write's values are captured first; a write made while another is
  /// being delivered is queued with its values and delivered after it.
  final func write(_ state: GestureRecognizerState) {
    guard machine.transition(to: state) else { return }
    if isDeliveringWrite {
      pendingWrites.append(currentWrite())
    } else {
      deliver(state)
    }
    coordinator?.recognizer(self, didWrite: state)
  }

  /// Delivers the write of `state` (captured here), then the writes made during its delivery.
  private func deliver(_ state: GestureRecognizerState) {
    record(into: &deliveredWrite)
    isDeliveringWrite = true
    observers.emit(state) { entry, state in entry.pointee.observer.call(state) }
    var next = 0
    while next < pendingWrites.count {
      deliveredWrite = pendingWrites[next]
      observers.emit(deliveredWrite.state) { entry, state in entry.pointee.observer.call(state) }
      next += 1
    }
    if next > 0 { pendingWrites.removeAll(keepingCapacity: true) }
    isDeliveringWrite = false
    // Dropping the captured samples keeps the estimators' storage uniquely referenced, so the
    // next sample is written in place.
    deliveredWrite.velocities = .none
  }

  /// The write being delivered, or the current values outside a delivery.
  final var deliveredOrCurrentWrite: GestureWrite {
    isDeliveringWrite ? deliveredWrite : currentWrite()
  }

  /// Asks to recognize: `.began` for a continuous gesture, `.ended` for a discrete one.
  ///
  /// Without a coordinator the write happens at once. With one, the coordinator may grant it,
  /// refuse it (the recognizer fails) or make it wait for failure requirements.
  final func requestRecognition(_ target: GestureRecognizerState) {
    guard storedState == .possible, waitingFor == nil else { return }
    switch coordinator?.decision(for: self) ?? .proceed {
    case .proceed: recognize(target)
    case .fail: write(.failed)
    case .wait: waitingFor = target
    }
  }

  /// Whether the recognizer is still watching for its gesture and could recognize it.
  public final var isEngaged: Bool {
    storedEnabled && storedState == .possible
      && (!pointers.isEmpty || holdsSequence || waitingFor != nil)
  }

  /// Whether the recognizer asked to recognize and waits for failure requirements.
  final var isWaiting: Bool { waitingFor != nil }

  /// Whether the recognizer asked to recognize and waits for failure requirements.
  public final var isWaitingForFailure: Bool { waitingFor != nil }

  /// Called by the coordinator when a wait is resolved.
  public final func resolveWait(proceed: Bool) {
    guard let target = waitingFor, storedState == .possible else { return }
    waitingFor = nil
    if proceed {
      recognize(target)
      // A continuous gesture whose pointers all lifted while it waited ends at once.
      if target == .began, pointers.isEmpty, storedState.isActive {
        endGesture()
      }
    } else {
      write(.failed)
    }
    settle()
  }

  /// Fails a recognizer that is still possible (another gesture won); no-op otherwise.
  public final func forceFail() {
    guard storedEnabled, storedState == .possible else { return }
    waitingFor = nil
    write(.failed)
    settle()
  }

  /// Ends a continuous gesture normally; subclasses override ``willEnd()`` to compute release
  /// values first.
  final func endGesture() {
    guard storedState.isActive else { return }
    willEnd()
    write(.ended)
  }

  /// Returns to possible once the gesture is over and the last pointer has lifted.
  final func settle() {
    guard storedEnabled,
      machine.shouldReturnToPossible(
        pointersDown: pointers.count, holdsSequence: holdsSequence, waiting: waitingFor != nil)
    else { return }
    resetGesture()
    write(.possible)
  }

  private func recognize(_ target: GestureRecognizerState) {
    if target == .began { willBegin() }
    write(target)
  }
}
