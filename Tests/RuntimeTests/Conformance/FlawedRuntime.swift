import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween

/// A runtime that breaks exactly one promise of the ``Runtime`` protocol, to show that the
/// conformance kit notices each one (every check of the kit must be able to fail).
///
/// Unlike ``BrokenRuntime`` it mediates everything: an added interaction is handed to the inner
/// `FrameRuntime` wrapped in a ``Relay`` whose `add` calls the interaction with *this* runtime,
/// so a flaw in `connect`, `frames`, `now` or `attachment` is what the interaction sees too.
final class FlawedRuntime: Runtime {
  enum Flaw: String, CaseIterable, CustomStringConvertible, Sendable {
    case connectSkipsFirstValue, connectWritesOnlyFirstValue, connectSubscribesTwice
    case connectRewritesLastValueEveryFrame
    case retainsItself, retainsInteractions, leavesSubscriptionsConnected
    case reversesInteractionList, listsEachInteractionTwice, dropsNestedAdd
    case reportsPhantomInteractions
    case addsEachInteractionOnce, restartsFirstTargetOnSecondAdd, secondAddFreezesFirstTarget
    case neverActive, activeWhileAnyInteractionIsAdded, whenAllAtRestCallsEveryRest
    case interactionActivityIsSticky
    case whenAllAtRestCallsOnFirstRest, whenAllAtRestNeverCallsLater, whenAllAtRestIgnoresEmptyList
    case whenAllAtRestCallsOnlyAtOnce
    case toggleOnce
    case graphWithoutEdges, graphUnbalanced, graphWithoutFrames
    case skewedNow, noFrames, framesAheadOfNow, framesStopAfterOne, framesGoBack
    case framesLagOneFrame
    case freshAttachments, afterFrameReportsPreviousTime, noAfterFrameObservers
    case foreignFrameSource
    case compositesNotCredited, freshReactiveViews
    case attachmentsKeyedByObjectOnly, attachmentsKeyedByTypeOnly
    case framesHoldRuntime, frameSubscriptionsHoldRuntime, relaysHoldRuntime, waitersHoldRuntime
    case togglesHoldRuntime
    case afterFrameObserversRunFirst, framesReverseSubscriberOrder
    case graphLabelsWithoutArguments, graphEdgesReversed
    /// Hears the app's writes of a tweened property only when a tween is added to it: a write
    /// while a tween is in effect shows until the next frame instead of giving way at once.
    case hearsAppWritesOnlyOnAdd
    /// Makes a reactive view before it looks in its cache, and returns the cached one: one view
    /// per object, but `makeReactiveView` runs on every `get(_:)`.
    case makesViewsBeforeLookingUp
    /// Toggles A when B's activity changes, but leaves A as it is when the toggle is set up.
    case togglesOnlyOnChanges
    /// Reports a tween active when it joined a timeline that had already begun, paused or not.
    case reportsLateTimelineTweensActive
    /// Reports a tween active when its add began its timeline (begun taken for running), paused
    /// or not.
    case reportsTimelineBeginnersActive
    /// Forgets a tween disabled after its end: enabled again, it does not show again (what
    /// showed while it was disabled stays, as if the app had written it).
    case forgetsDisabledEndedTweens
    /// Toggles correctly, and also re-applies the toggle on every frame from B's activity as it
    /// was read on the frame before: after B comes to rest, A is enabled at once, disabled again
    /// on the next frame (the stale read still says active) and enabled on the one after.
    case togglesFromLastFramesActivity
    /// Disables A when the toggle is set up and toggles it correctly only from the first frame
    /// on: a toggle set up while B is at rest hides A until the next frame.
    case togglesFromTheFirstFrame
    /// Adds a tween that has a timeline only when the next interaction is added (it batches
    /// them): right after its `add` returns, its timeline has not begun (TW-13).
    case addsTimelineTweensAtTheNextAdd
    /// Plays a single-value `Point` tween (one that runs from what shows, TW-6) at half speed:
    /// right when it is added it shows what it should, and only while it runs is it wrong.
    case slowsPointDestinationTweens

    var description: String { rawValue }
  }

  /// Keeps what a flaw leaks, so the test can let it go afterwards (no leak outlives the test).
  final class Keeper {
    var objects: [AnyObject] = []
    var subscriptions: [Subscription] = []
    var runtimes: [FlawedRuntime] = []
    var holders: [Holder] = []
    /// Holders that only their closures keep: remembered weakly, to be let go of if still kept.
    var closureHolders: [() -> Holder?] = []

    /// A strong reference to `runtime` that ``release()`` lets go of: how a flaw makes a cycle.
    func hold(_ runtime: FlawedRuntime) -> Holder {
      let holder = Holder(runtime)
      holders.append(holder)
      return holder
    }

    /// A strong reference to `runtime` that lives only as long as whoever it is handed to keeps
    /// it (a closure that captures it): a cycle only while that closure is kept.
    func holdWhileKept(_ runtime: FlawedRuntime) -> Holder {
      let holder = Holder(runtime)
      closureHolders.append { [weak holder] in holder }
      return holder
    }

    func release() {
      for holder in holders { holder.runtime = nil }
      holders = []
      for holder in closureHolders { holder()?.runtime = nil }
      closureHolders = []
      for subscription in subscriptions { subscription.unsubscribe() }
      subscriptions = []
      objects = []
      for runtime in runtimes { runtime.cycle = nil }
      runtimes = []
    }
  }

  /// Holds a runtime strongly until the keeper lets go.
  final class Holder {
    var runtime: FlawedRuntime?

    init(_ runtime: FlawedRuntime) {
      self.runtime = runtime
    }
  }

  /// Calls the wrapped interaction with the flawed runtime.
  final class Relay<Wrapped: Interaction>: Interaction {
    let wrapped: Wrapped
    unowned let runtime: FlawedRuntime
    /// With ``Flaw/relaysHoldRuntime``, a strong reference back: a cycle through interactions.
    let holder: Holder?

    init(_ wrapped: Wrapped, runtime: FlawedRuntime) {
      self.wrapped = wrapped
      self.runtime = runtime
      holder = runtime.flaw == .relaysHoldRuntime ? runtime.keeper.hold(runtime) : nil
    }

    func add(
      to target: Wrapped.Target, runtime _: some InteractionRuntime,
      constraints: Wrapped.Constraints?
    ) {
      wrapped.add(to: target, runtime: runtime, constraints: constraints)
    }
  }

  let inner: FrameRuntime
  let flaw: Flaw?
  let keeper: Keeper
  var cycle: FlawedRuntime?
  private var relays: [ObjectIdentifier: any Interaction] = [:]
  private var stored: [(target: ObjectIdentifier, interaction: AnyObject)] = []
  private var restartFirst: [ObjectIdentifier: () -> Void] = [:]
  private var adding = 0
  private var firstTarget: [ObjectIdentifier: ObjectIdentifier] = [:]
  private var frozen: Set<ObjectIdentifier> = []
  private let foreign = ManualFrameSource(now: 1000)
  private var seenActive: Set<ObjectIdentifier> = []
  private var deferredAdds: [() -> Void] = []
  private var objectKeyedAttachments: [ObjectIdentifier: AnyObject] = [:]
  private var typeKeyedAttachments: [ObjectIdentifier: AnyObject] = [:]
  /// Observers of the frame source registered before the inner runtime's: they run first.
  private let earlyObservers = FrameObserverList()
  private let earlySubscription: Subscription
  private let reversedFrames = ReversedFrames()
  /// With ``Flaw/hearsAppWritesOnlyOnAdd``: per tweened property, the copy the inner runtime
  /// drives instead, and the subscription that forwards the copy's values to the property.
  /// With ``Flaw/reportsLateTimelineTweensActive`` or ``Flaw/reportsTimelineBeginnersActive``:
  /// the tweens reported active whatever their timeline does.
  private var lateTimelineTweens: Set<ObjectIdentifier> = []
  /// The add ``Flaw/addsTimelineTweensAtTheNextAdd`` holds back until the next one.
  private var heldTimelineAdd: (() -> Void)?
  /// With ``Flaw/makesViewsBeforeLookingUp``: the view kept per object.
  private var views: [ObjectIdentifier: AnyObject] = [:]
  private var shadows: [ObjectIdentifier: (copy: ReactiveProperty<Double>, forward: Subscription)] =
    [:]

  /// Text written before the DOT document (a flaw-free variation: blank lines and spaces).
  let graphPrefix: String

  init(frameSource: any FrameSource, flaw: Flaw?, keeper: Keeper, graphPrefix: String = "") {
    self.graphPrefix = graphPrefix
    let early = earlyObservers
    earlySubscription = frameSource.addFrameObserver { [weak early] in early?.deliver($0) }
    inner = FrameRuntime(frameSource: frameSource)
    self.flaw = flaw
    self.keeper = keeper
    if flaw == .framesReverseSubscriberOrder { reversedFrames.feed(from: inner.frames) }
    if flaw == .retainsItself {
      cycle = self
      keeper.runtimes.append(self)
    }
  }

  deinit {
    for (_, shadow) in shadows { shadow.forward.unsubscribe() }
    earlySubscription.unsubscribe()
    reversedFrames.stop()
  }

  var now: Double { flaw == .skewedNow ? inner.now + 0.25 : inner.now }

  var frameSource: any FrameSource { flaw == .foreignFrameSource ? foreign : inner.frameSource }

  var frames: MotionObservable<Double> {
    let frames = inner.frames
    switch flaw {
    case .noFrames:
      return MotionObservable { _ in Subscription() }
    case .framesHoldRuntime:
      let holder = keeper.hold(self)
      return MotionObservable(metadata: frames.metadata) { observer in
        withExtendedLifetime(holder) { frames.subscribe(next: observer.next) }
      }
    case .frameSubscriptionsHoldRuntime:
      let holder = keeper.hold(self)
      return MotionObservable(metadata: frames.metadata) { observer in
        let subscription = frames.subscribe(next: observer.next)
        return Subscription { withExtendedLifetime(holder) { subscription.unsubscribe() } }
      }
    case .framesReverseSubscriberOrder:
      let reversed = reversedFrames
      return MotionObservable(metadata: frames.metadata) { observer in
        reversed.add(observer.next)
      }
    case .framesAheadOfNow:
      return MotionObservable { observer in frames.subscribe { observer.next($0 + 0.001) } }
    case .framesStopAfterOne:
      return MotionObservable { observer in
        var count = 0
        return frames.subscribe { time in
          count += 1
          if count == 1 { observer.next(time) }
        }
      }
    case .framesLagOneFrame:
      // Each frame delivers the previous frame's time (the first delivers nothing).
      return MotionObservable(metadata: frames.metadata) { observer in
        var previous: Double?
        return frames.subscribe { time in
          if let previous { observer.next(previous) }
          previous = time
        }
      }
    case .framesGoBack:
      return MotionObservable { observer in
        var count = 0
        return frames.subscribe { time in
          count += 1
          observer.next(count == 2 ? time - 1 : time)
        }
      }
    default:
      return frames
    }
  }

  var isActive: Bool {
    switch flaw {
    case .neverActive: return false
    case .activeWhileAnyInteractionIsAdded: return inner.isActive || !stored.isEmpty
    default: return inner.isActive
    }
  }

  func connect<Value>(_ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>) {
    switch flaw {
    case .connectSkipsFirstValue, .connectWritesOnlyFirstValue:
      let keepFirst = flaw == .connectWritesOnlyFirstValue
      let gated = MotionObservable<Value>(metadata: stream.metadata) { observer in
        var first = true
        return stream.subscribe(
          next: { value in
            if first == keepFirst { observer.next(value) }
            first = false
          }, state: observer.state)
      }
      inner.connect(gated, to: property)
    case .connectSubscribesTwice:
      inner.connect(stream, to: property)
      inner.connect(stream, to: property)
    case .secondAddFreezesFirstTarget:
      let key = ObjectIdentifier(property)
      let gated = MotionObservable<Value>(metadata: stream.metadata) { [weak self] observer in
        stream.subscribe(
          next: { value in
            if self?.frozen.contains(key) != true { observer.next(value) }
          }, state: observer.state)
      }
      inner.connect(gated, to: property)
    case .connectRewritesLastValueEveryFrame:
      // A naive renderer of connections: every frame writes each stream's latest value again,
      // over whatever the app wrote since.
      let frames = inner.frames
      let repeating = MotionObservable<Value>(metadata: stream.metadata) { observer in
        var last: Value?
        let values = stream.subscribe(
          next: { value in
            last = value
            observer.next(value)
          }, state: observer.state)
        let ticks = frames.subscribe { _ in if let last { property.value = last } }
        return Subscription {
          values.unsubscribe()
          ticks.unsubscribe()
        }
      }
      inner.connect(repeating, to: property)
    case .leavesSubscriptionsConnected:
      inner.connect(stream, to: property)
      keeper.subscriptions.append(stream.subscribe { _ in })
    default:
      inner.connect(stream, to: property)
    }
  }

  /// The copy of `property` the inner runtime drives, told the property's value now.
  private func shadow(of property: ReactiveProperty<Double>) -> ReactiveProperty<Double> {
    let key = ObjectIdentifier(property)
    if let shadow = shadows[key] {
      shadow.copy.value = property.value
      return shadow.copy
    }
    let copy = ReactiveProperty(property.value)
    let forward = copy.subscribe { [weak property] in property?.value = $0 }
    shadows[key] = (copy, forward)
    return copy
  }

  func add<I: Interaction>(_ interaction: I, to target: I.Target, constraints: I.Constraints?) {
    if let held = heldTimelineAdd {
      heldTimelineAdd = nil
      held()
    }
    if flaw == .slowsPointDestinationTweens, let tween = interaction as? TweenInteraction<Point>,
      tween.tween.isDestinationOnly, let property = target as? ReactiveProperty<Point>,
      let slowed = try? Tween(
        duration: tween.tween.duration * 2, delay: tween.tween.delay, values: tween.tween.values,
        interTimingFunctions: tween.tween.interTimingFunctions)
    {
      let replacement = TweenInteraction(slowed)
      inner.add(replacement, to: property)
      return
    }
    if flaw == .forgetsDisabledEndedTweens, let tween = interaction as? TweenInteraction<Double>,
      let property = target as? ReactiveProperty<Double>
    {
      // Observes `enabled` after the tween's own observer (created by this first access).
      let (begin, end) = (inner.now, tween.animation.endTime)
      var shownWhileDisabled: Double?
      keeper.subscriptions.append(
        tween.enabled.subscribe { [weak self, weak property] enabled in
          guard let self, let property, self.inner.now - begin >= end else { return }
          if !enabled {
            shownWhileDisabled = property.value
          } else if let shown = shownWhileDisabled {
            shownWhileDisabled = nil
            property.value = shown
          }
        })
    }
    let timeline = (interaction as? TweenInteraction<Double>)?.timeline
    let begunBefore = timeline?.beginTime != nil
    defer {
      if timeline != nil,
        flaw == .reportsLateTimelineTweensActive && begunBefore
          || flaw == .reportsTimelineBeginnersActive && !begunBefore && timeline?.beginTime != nil
      {
        lateTimelineTweens.insert(ObjectIdentifier(interaction))
      }
    }
    if flaw == .hearsAppWritesOnlyOnAdd, interaction is TweenInteraction<Double>,
      let property = target as? ReactiveProperty<Double>,
      let copy = shadow(of: property) as? I.Target
    {
      let relay = Relay(interaction, runtime: self)
      stored.append((ObjectIdentifier(target), interaction))
      relays[ObjectIdentifier(interaction)] = relay
      inner.add(relay, to: copy, constraints: constraints)
      return
    }
    let id = ObjectIdentifier(interaction)
    if flaw == .dropsNestedAdd, adding > 0 {
      interaction.add(to: target, runtime: self, constraints: constraints)
      return
    }
    stored.append((ObjectIdentifier(target), interaction))
    if flaw == .retainsInteractions { keeper.objects.append(interaction) }
    let relay = relays[id] as? Relay<I> ?? Relay(interaction, runtime: self)
    let addedBefore = relays[id] != nil
    relays[id] = relay
    if addedBefore, flaw == .addsEachInteractionOnce { return }
    if addedBefore, flaw == .secondAddFreezesFirstTarget, let first = firstTarget[id] {
      frozen.insert(first)
    }
    if !addedBefore { firstTarget[id] = ObjectIdentifier(target) }
    if addedBefore, flaw == .restartsFirstTargetOnSecondAdd { restartFirst[id]?() }
    if !addedBefore {
      restartFirst[id] = { [unowned self, weak target] in
        if let target { self.inner.add(relay, to: target, constraints: constraints) }
      }
    }
    if flaw == .compositesNotCredited, adding > 0 {
      // Invoked after the outer add returns, outside it: its streams count for it alone.
      deferredAdds.append { [unowned self] in
        self.inner.add(relay, to: target, constraints: constraints)
      }
      return
    }
    if flaw == .addsTimelineTweensAtTheNextAdd, timeline != nil, adding == 0 {
      heldTimelineAdd = { [unowned self] in
        self.inner.add(relay, to: target, constraints: constraints)
      }
      return
    }
    adding += 1
    inner.add(relay, to: target, constraints: constraints)
    adding -= 1
    while adding == 0, !deferredAdds.isEmpty {
      let deferred = deferredAdds.removeFirst()
      deferred()
    }
  }

  func interactions<I: Interaction>(ofType type: I.Type, for target: I.Target) -> [I] {
    var list = stored.filter { $0.target == ObjectIdentifier(target) }.compactMap {
      $0.interaction as? I
    }
    if flaw == .reversesInteractionList { list.reverse() }
    if flaw == .listsEachInteractionTwice { list = list.flatMap { [$0, $0] } }
    if flaw == .reportsPhantomInteractions, list.isEmpty {
      list = stored.compactMap { $0.interaction as? I }
    }
    return list
  }

  private func relay(for interaction: any Interaction) -> (any Interaction)? {
    relays[ObjectIdentifier(interaction)]
  }

  func isActive(_ interaction: any Interaction) -> Bool {
    guard flaw != .neverActive, let relay = relay(for: interaction) else { return false }
    if lateTimelineTweens.contains(ObjectIdentifier(interaction)) { return true }
    let active = inner.isActive(relay)
    guard flaw == .interactionActivityIsSticky else { return active }
    // Once seen active, reported active for good.
    if active { seenActive.insert(ObjectIdentifier(interaction)) }
    return active || seenActive.contains(ObjectIdentifier(interaction))
  }

  func whenAllAtRest(_ interactions: [any Interaction], _ body: @escaping () -> Void)
    -> Subscription
  {
    let relays = interactions.compactMap(relay(for:))
    switch flaw {
    case .whenAllAtRestIgnoresEmptyList where interactions.isEmpty:
      return Subscription()
    case .whenAllAtRestNeverCallsLater where relays.contains(where: inner.isActive):
      return Subscription()
    case .whenAllAtRestCallsOnFirstRest where relays.count > 1:
      return inner.whenAllAtRest([relays[0]], body)
    case .whenAllAtRestCallsOnlyAtOnce:
      // Does not wait: calls `body` at once, active or not, and never again.
      body()
      return Subscription()
    case .whenAllAtRestCallsEveryRest where !relays.isEmpty:
      // Observes each interaction's activity through a toggle and calls `body` whenever all
      // are at rest: at once if they are, and then again after every later rest.
      for relay in relays {
        let probe = RestProbe()
        inner.toggle(probe, inReactionTo: relay)
        keeper.objects.append(probe)
        keeper.subscriptions.append(
          probe.enabled.asStream().subscribe { [weak self] atRest in
            guard let self, atRest, !relays.contains(where: self.inner.isActive) else { return }
            body()
          })
      }
      return Subscription()
    case .waitersHoldRuntime:
      // The waiting body captures the runtime: a cycle for as long as the runtime keeps it.
      let holder = keeper.holdWhileKept(self)
      return inner.whenAllAtRest(relays) { withExtendedLifetime(holder) { body() } }
    default:
      return inner.whenAllAtRest(relays, body)
    }
  }

  /// Enabled exactly while the interaction it is toggled by is at rest.
  final class RestProbe: Togglable {
    let enabled = ReactiveProperty(true)
  }

  func toggle(_ interaction: any Togglable, inReactionTo other: any Interaction) {
    guard let relay = relay(for: other) else { return }
    if flaw == .toggleOnce {
      interaction.enabled.value = !inner.isActive(relay)
    } else if flaw == .togglesOnlyOnChanges {
      // A probe follows B's rests; A follows the probe from its first change on.
      let probe = RestProbe()
      inner.toggle(probe, inReactionTo: relay)
      keeper.objects.append(probe)
      let enabled = interaction.enabled
      var first = true
      keeper.subscriptions.append(
        probe.enabled.asStream().subscribe { [weak enabled] atRest in
          if first { first = false } else { enabled?.value = atRest }
        })
    } else if flaw == .togglesFromTheFirstFrame {
      interaction.enabled.value = false
      var pending = true
      keeper.subscriptions.append(
        inner.frames.subscribe { [weak inner, weak relay] _ in
          guard pending, let inner, let relay else { return }
          pending = false
          inner.toggle(interaction, inReactionTo: relay)
        })
    } else {
      inner.toggle(interaction, inReactionTo: relay)
    }
    if flaw == .togglesFromLastFramesActivity {
      // Each frame writes what the previous frame read, then reads again.
      var lastRead = inner.isActive(relay)
      let enabled = interaction.enabled
      keeper.subscriptions.append(
        inner.frames.subscribe { [weak inner, weak enabled, weak relay] _ in
          guard let inner, let enabled, let relay else { return }
          enabled.value = !lastRead
          lastRead = inner.isActive(relay)
        })
    }
    if flaw == .togglesHoldRuntime {
      // Watches the toggled interaction with a closure that holds the runtime: whoever keeps
      // the interaction keeps the runtime.
      let holder = keeper.hold(self)
      keeper.subscriptions.append(
        interaction.enabled.subscribe { _ in withExtendedLifetime(holder) {} })
    }
  }

  func get<Object: ReactiveViewable>(_ object: Object) -> Object.ReactiveView {
    switch flaw {
    case .freshReactiveViews: return object.makeReactiveView()
    case .makesViewsBeforeLookingUp:
      let made = object.makeReactiveView()
      if let kept = views[ObjectIdentifier(object)] as? Object.ReactiveView { return kept }
      views[ObjectIdentifier(object)] = made as AnyObject
      return made
    default: return inner.get(object)
    }
  }

  func attachment<Attached: AnyObject>(for object: AnyObject, make: () -> Attached) -> Attached {
    switch flaw {
    case .freshAttachments: return make()
    case .attachmentsKeyedByObjectOnly:
      let key = ObjectIdentifier(object)
      if let cached = objectKeyedAttachments[key] as? Attached { return cached }
      let attached = make()
      objectKeyedAttachments[key] = attached
      return attached
    case .attachmentsKeyedByTypeOnly:
      let key = ObjectIdentifier(Attached.self)
      if let cached = typeKeyedAttachments[key] as? Attached { return cached }
      let attached = make()
      typeKeyedAttachments[key] = attached
      return attached
    default: return inner.attachment(for: object, make: make)
    }
  }

  func addAfterFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription {
    if flaw == .noAfterFrameObservers { return Subscription() }
    if flaw == .afterFrameObserversRunFirst { return earlyObservers.add(observer) }
    guard flaw == .afterFrameReportsPreviousTime else {
      return inner.addAfterFrameObserver(observer)
    }
    var previous: Double?
    return inner.addAfterFrameObserver { time in
      observer(previous ?? time)
      previous = time
    }
  }

  func toGraphViz() -> String {
    let dot = graphPrefix + inner.toGraphViz()
    switch flaw {
    case .graphWithoutEdges:
      return dot.split(separator: "\n").filter { !$0.contains("->") }.joined(separator: "\n")
    case .graphUnbalanced: return dot + "\n{"
    case .graphWithoutFrames: return dot.replacing("\"frames\"", with: "\"ticks\"")
    case .graphLabelsWithoutArguments:
      return dot.replacing(/label="([^"(]*)\([^"]*\)"/) { "label=\"\($0.1)\"" }
    case .graphEdgesReversed:
      return dot.replacing(/(n[0-9]+) -> (n[0-9]+)/) { "\($0.2) -> \($0.1)" }
    default: return dot
    }
  }
}
