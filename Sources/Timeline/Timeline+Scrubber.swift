import MotionStreams

extension Timeline {
  /// The attached scrubber, or `nil` (TL-S3). Assigning drives the reactive form:
  ///
  /// | Assignment              | Writes                                | Observers receive              |
  /// |-------------------------|---------------------------------------|--------------------------------|
  /// | nil → scrubber          | `paused = true`, then its offset      | didAttach, then didScrub if the offset changed (TL-S5) |
  /// | scrubber → nil          | `paused = false`                      | didDetach (TL-S6)              |
  /// | scrubber A → scrubber B | B's offset                            | didScrub if the offset changed |
  /// | the same scrubber again | nothing                               | nothing                        |
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
  /// not changed by it.
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
      paused.value = true
      observers.send(.attach(scrubber), from: self)
      write(scrubber.timeOffset)
    case (_?, nil):
      paused.value = false
      observers.send(.detach, from: self)
    case (_?, let scrubber?):
      write(scrubber.timeOffset)
    case (nil, nil):
      break
    }
  }

  /// Called by an attached scrubber whose position changed (TL-S9).
  func scrubberMoved(_ scrubber: TimelineScrubber) {
    guard attachedScrubber === scrubber else { return }
    write(scrubber.timeOffset)
  }

  /// Writes the offset unless the property already holds it: an unchanged position is no scrub.
  private func write(_ offset: Double) {
    if timeOffset.value != offset { timeOffset.value = offset }
  }
}
