import MotionStreams

extension PointerGestureRecognizer {
  /// Writes `state` if the transition is legal, and reports it to observers, then to the
  /// coordinator (GR-4). The write's values are captured first; a write made while another is
  /// being delivered is queued with its values and delivered after it.
  final func write(_ state: GestureRecognizerState) {
    guard machine.transition(to: state) else { return }
    if isDeliveringWrite {
      // Queued with its velocity fitted now: the samples may change before it is delivered.
      pendingWrites.append(storage.resolved(currentWrite()))
    } else {
      deliver(state)
    }
    coordinatorReference?._withUnsafeGuaranteedRef { $0.recognizer(self, didWrite: state) }
  }

  /// Delivers the write of `state` (recorded here), then the writes made during its delivery.
  ///
  /// Each write is recorded into the recognizer's record (copied first if a snapshot of an
  /// earlier write still holds it), and ``GestureRecognizer/snapshot()`` refers to that record
  /// while the write is delivered. Its velocity is fitted when a snapshot reads it, from the
  /// record's samples; if the samples change while the write is still being delivered, the write
  /// keeps its velocity as a value first (`samplesWillChange()`). A queued write carries its
  /// velocity as a value.
  @inline(__always)
  private func deliver(_ state: GestureRecognizerState) {
    withUniqueStorage { record(into: &$0.write) }
    isDeliveringWrite = true
    observers.emit(state, StateObserver.notify)
    var next = 0
    while next < pendingWrites.count {
      let queued = pendingWrites[next]
      withUniqueStorage { $0.write = queued }
      observers.emit(pendingWrites[next].state, StateObserver.notify)
      next += 1
    }
    if next > 0 { pendingWrites.removeAll(keepingCapacity: true) }
    isDeliveringWrite = false
  }

  /// Runs `body` with the recognizer's record, copied first if a snapshot still refers to it:
  /// the way to change it (a new sample, a reset, a write's values). The record is borrowed
  /// (`_withUnsafeGuaranteedRef`): a reference returned to the caller would be retained and
  /// released around the change, two atomic operations on every move. `body` must not replace
  /// ``storage``.
  @inline(__always)
  final func withUniqueStorage<Result>(_ body: (GestureRecord) -> Result) -> Result {
    makeStorageUnique()
    return Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef(body)
  }

  /// Copies the record first if a snapshot still refers to it, so that it can be changed.
  @inline(__always)
  final func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// The snapshot of the write being delivered, or of the current values outside a delivery:
  /// what ``GestureRecognizer/snapshot()`` returns. One reference to the record; nothing is
  /// copied unless a snapshot taken earlier is still held.
  @inline(__always)
  final func recordedSnapshot<Recognizer>() -> GestureSnapshot<Recognizer> {
    if !isDeliveringWrite { withUniqueStorage { record(into: &$0.write) } }
    return GestureSnapshot(record: storage)
  }

  /// Adds a velocity sample at `time` seconds (rounded to the nanosecond; ignored when not
  /// finite or beyond ±9·10⁹ s, and when `value` is not finite). Inlined: once per move.
  @inline(__always)
  final func addSample(time: Double, _ value: Point) {
    guard let nanoseconds = VelocityRing.nanoseconds(time) else { return }
    samplesWillChange()
    storage.add(nanoseconds, value)
  }

  /// Forgets the velocity samples.
  final func resetSamples() {
    samplesWillChange()
    storage.reset()
  }

  /// Makes the record's samples ready to change: unique, and, during a delivery, with the
  /// delivered write's velocity fitted and kept as a value first, so that snapshots taken later
  /// in the delivery still give the velocity at the write. (Samples change during a delivery
  /// only when an observer resets the recognizer, or hands it an event from outside
  /// `handle(_:)`.) No closure: passed one, every move paid a call to a closure function.
  @inline(__always)
  private func samplesWillChange() {
    makeStorageUnique()
    if isDeliveringWrite { storage.write = storage.resolved(storage.write) }
  }

  /// The velocity fitted at the newest sample (zero without enough samples).
  final var sampledVelocity: Point {
    storage.velocity(at: storage.cursor.newest, cursor: storage.cursor)
  }

  /// The velocity estimated at `time` seconds: zero when `time` is more than 40 ms after the
  /// newest sample.
  final func sampledVelocity(at time: Double) -> Point {
    guard let nanoseconds = VelocityRing.nanoseconds(time) else { return .zero }
    return storage.velocity(at: nanoseconds, cursor: storage.cursor)
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
  ///
  /// Inlined up to the state check: after every event (a move, the hot path, included), and the
  /// gesture is then rarely over.
  @inline(__always)
  final func settle() {
    guard storedEnabled, machine.state.isFinished else { return }
    settleFinished()
  }

  /// ``settle()`` once the gesture is over: the overridable `holdsSequence` is asked only then.
  private func settleFinished() {
    guard
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
