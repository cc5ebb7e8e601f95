import MotionStreams

extension Timeline {
  /// The attached scrubber, or `nil` (TL-S3). Assigning drives the reactive form:
  ///
  /// | Assignment              | Writes                                | Observers receive              |
  /// |-------------------------|---------------------------------------|--------------------------------|
  /// | nil → scrubber          | `paused = true` and its offset: **one** snapshot | didAttach, then didScrub if the offset changed (TL-S5) |
  /// | scrubber → nil          | `paused = false`, only if attaching paused it | didDetach (TL-S6)     |
  /// | scrubber A → scrubber B | B's offset                            | didScrub if the offset changed |
  /// | the same scrubber again | nothing                               | nothing                        |
  ///
  /// Attaching publishes a single snapshot, already paused at the scrubber's offset: the
  /// interactions never see the stale offset. A timeline the app paused itself (before the
  /// attach, or by writing ``paused`` while attached) stays paused when the scrubber is
  /// detached: the scrubber only undoes its own pause.
  ///
  /// Replacing one scrubber with another (TL-S6, open) keeps the timeline paused: no detach, no
  /// second attach, only a scrub to the new scrubber's position; A is detached and its later
  /// changes send nothing. Read ``scrubber`` to learn which scrubber is attached.
  ///
  /// A scrubber attached to another timeline *moves* here: that timeline first detaches it (its
  /// observers receive didDetach and it resumes), then this one attaches it.
  ///
  /// Un-pausing on detach resumes from the scrubbed position without a jump (TL-R11).
  ///
  /// The reactive inputs stay the truth. Writing ``paused`` by hand while a scrubber is attached
  /// runs the timeline; the scrubber's moves are still reported as scrubs (and ignored by
  /// running interactions); detaching still sends didDetach. A direct ``timeOffset`` write while
  /// attached is reported as a scrub too; the scrubber's own ``TimelineScrubber/timeOffset`` is
  /// not changed by it. Every change of the scrubber's position is reported (TL-S9), even to an
  /// offset the timeline already holds.
  public var scrubber: TimelineScrubber? {
    get { attachedScrubber }
    set { setScrubber(newValue) }
  }

  /// Registers `observer` for scrubber events; held weakly (TL-S4). Adding it twice does nothing.
  public func addObserver(_ observer: any TimelineObserver) {
    observers.add(observer)
  }

  /// Unregisters `observer` (TL-S4): it receives nothing more, even during a delivery in
  /// progress. Removing one that was never added does nothing.
  public func removeObserver(_ observer: any TimelineObserver) {
    observers.remove(observer)
  }

  /// The number of registered observers still alive (TL-S4). O(n).
  public var observerCount: Int { observers.count }

  private func setScrubber(_ new: TimelineScrubber?) {
    let old = attachedScrubber
    if old === new { return }
    if let new, let owner = new.timeline, owner !== self {
      owner.scrubber = nil
    }
    old?.link = nil
    attachedScrubber = new
    new?.link = link
    switch (old, new) {
    case (nil, let scrubber?):
      // One transition, one snapshot: paused at the scrubber's offset, never first at the stale
      // one (which would make interactions show a wrong value for an instant).
      let offset = scrubber.timeOffset
      let moves = timeOffset.value != offset
      scrubberOwnsPause = !paused.value  // an app-paused timeline stays the app's
      writeForScrubber {
        paused.value = true
        if moves { timeOffset.value = offset }
      }
      observers.send(.attach(scrubber), from: self)
      if moves { observers.send(.scrub(offset), from: self) }
    case (_?, nil):
      if scrubberOwnsPause { paused.value = false }
      scrubberOwnsPause = false
      observers.send(.detach, from: self)
    case (_?, let scrubber?):
      write(scrubber.timeOffset)
    case (nil, nil):
      break
    }
  }

  /// Runs `body`, which writes the timeline's inputs for the scrubber, then publishes the
  /// resulting state once (if it changed).
  private func writeForScrubber(_ body: () -> Void) {
    writingForScrubber = true
    body()
    writingForScrubber = false
    if heldSnapshot {
      heldSnapshot = false
      subscribers.emitValue(state)
    }
  }

  /// Called by an attached scrubber whose position was set (TL-S7, TL-S9); `changed` tells
  /// whether the scrubber's own position changed. Every change is reported as a scrub, even
  /// when the timeline already holds that offset (written directly by the app).
  func scrubberMoved(_ scrubber: TimelineScrubber, changed: Bool) {
    guard attachedScrubber === scrubber else { return }
    if timeOffset.value != scrubber.timeOffset {
      timeOffset.value = scrubber.timeOffset  // reported by the delivery
    } else if changed {
      observers.send(.scrub(scrubber.timeOffset), from: self)
    }
  }

  /// Writes the offset unless the property already holds it: an unchanged position is no scrub.
  private func write(_ offset: Double) {
    if timeOffset.value != offset { timeOffset.value = offset }
  }
}
