public import MotionStreams

extension Timeline {
  /// The timeline as a stream of snapshots (TL-R5, TL-R6, TL-R7).
  ///
  /// ```swift
  /// import MotionStreams
  /// import MotionTimeline
  ///
  /// let subscription = timeline.asStream().subscribe { snapshot in
  ///   print(snapshot.paused, snapshot.timeOffset)
  /// }
  /// ```
  ///
  /// Each subscriber receives the current ``snapshot`` at once, then one snapshot per real change
  /// of ``paused``, ``timeOffset`` or ``beginTime`` — never two equal snapshots in a row. The
  /// timeline folds each input write into one snapshot and publishes it only if it differs from
  /// the one before; each subscription records the emission it joined at and receives exactly
  /// the later ones, in order. That per-subscription number is the dedupe state: a subscriber
  /// that joins mid-delivery is never handed a stale or repeated snapshot.
  ///
  /// Order and re-entrancy follow `ReactiveProperty` (MO-7): subscribers are called in
  /// subscription order; a change made from inside a subscriber is delivered to everyone after
  /// the current snapshot has reached everyone; a subscriber removed during a delivery receives
  /// nothing more; one added during a delivery receives the current snapshot at once and then
  /// only later changes.
  ///
  /// Cost: a write to an input is O(n) in subscribers and allocates nothing; each subscriber
  /// costs one call and no reference counting (a few nanoseconds). Subscribing allocates once.
  /// The stream holds the timeline strongly; a subscription does not hold it at all.
  public func asStream() -> MotionObservable<Snapshot> {
    MotionObservable(metadata: StreamMetadata("timeline")) { observer in
      let subscription = self.subscribers.add(ObserverBox(observer))
      observer.next(self.state)
      return subscription
    }
  }

  /// The number of live ``asStream()`` subscriptions (TL-R5). O(1).
  public var subscriberCount: Int { subscribers.count }
}
