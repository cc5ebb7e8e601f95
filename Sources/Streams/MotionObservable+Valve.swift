/// Flow control (MO-5): `valve(openWhenTrue:)`.
extension MotionObservable {
  /// Passes this stream's values only while `isOpen` last emitted `true` (MO-5).
  ///
  /// The upstream is *subscribed* only while the valve is open: opening subscribes to it (so a
  /// property emits its current value at once), closing unsubscribes from it. Until `isOpen` emits
  /// its first value the valve is closed. Repeated `true` or `false` values change nothing.
  /// Unsubscribing unsubscribes from both streams.
  ///
  /// Motion state (MO-6) of the upstream is forwarded untouched while open. Closing the valve while
  /// the upstream last reported ``MotionState/active`` reports ``MotionState/atRest``: nothing
  /// downstream moves any more, and a runtime must not wait for a motion it can no longer see.
  ///
  /// ```swift
  /// let follow = pointer.asStream().valve(openWhenTrue: isDragging.asStream())
  /// ```
  @inlinable
  public func valve(openWhenTrue isOpen: MotionObservable<Bool>) -> MotionObservable<Value> {
    let upstream = self
    let metadata = StreamMetadata("valve", upstreams: [metadata, isOpen.metadata])
    return MotionObservable(metadata: metadata) { observer in
      let valve = ValveState(upstream: upstream, observer: observer)
      let control = isOpen.connect(
        MotionObserver(next: { valve.set(open: $0) }, state: { _ in }, group: observer.group))
      return Subscription {
        valve.isFinished = true
        control.unsubscribe()
        valve.close()
      }
    }
  }
}

/// The per-subscription state of a `valve`.
@usableFromInline
final class ValveState<Value> {
  @usableFromInline let upstream: MotionObservable<Value>
  @usableFromInline let observer: MotionObserver<Value>
  @usableFromInline @exclusivity(unchecked) var subscription: Subscription?
  @usableFromInline @exclusivity(unchecked) var isOpen = false
  @usableFromInline @exclusivity(unchecked) var isFinished = false
  @usableFromInline @exclusivity(unchecked) var isActive = false

  @inlinable
  init(upstream: MotionObservable<Value>, observer: MotionObserver<Value>) {
    self.upstream = upstream
    self.observer = observer
  }

  @inlinable
  func set(open: Bool) {
    guard !isFinished, open != isOpen else { return }
    isOpen = open
    if open {
      let connected = upstream.connect(
        MotionObserver(next: observer.next, state: { self.forward($0) }, group: observer.group))
      if isOpen, !isFinished {
        subscription = connected
      } else {
        connected.unsubscribe()  // closed again while the upstream was connecting
      }
    } else {
      close()
    }
  }

  @inlinable
  func forward(_ state: MotionState) {
    isActive = state == .active
    observer.state(state)
  }

  @inlinable
  func close() {
    isOpen = false
    let current = subscription
    subscription = nil
    current?.unsubscribe()
    if isActive {
      isActive = false
      if !isFinished { observer.state(.atRest) }  // nothing after unsubscribe (MO-2)
    }
  }
}
