public import MotionStreams

/// Routes raw pointer events to the regions they touch: the platform layer's hit-testing, for
/// hosts that receive every pointer event of a window (a game loop, a terminal, a test) and must
/// decide which recognizers see it.
///
/// - A `down` goes to the topmost region whose bounds contain it (the region added last wins,
///   as later views are drawn on top), tested with ``HitRegion/contains(rootPoint:)`` at that
///   instant, so a region that moved is hit where it now is.
/// - The pointer is then *captured*: its moves, its `up` or `cancel` go to the same handler,
///   wherever they are (as on every platform: a finger that slides off a card still drags it).
///   The capture ends with `up` or `cancel`.
/// - Events the router cannot route are dropped and reported to ``onIgnored`` with the reason:
///   a `down` that hits no region, a `down` for a pointer that is already down, a `move`, `up` or
///   `cancel` for a pointer that is not down, a `down` or `move` at a non-finite position.
/// - Events it can route but that are wrong are reported and still routed, so that no pointer
///   stays captured and no handler waits for an `up` that was dropped: a time that is not finite
///   or earlier than the previous event's (another clock, say; the library's recognizers handle
///   such an event at the previous event's time), and an `up` or `cancel` at a non-finite
///   position (the recognizers lift the pointer where it last was). The capture ends with it.
///
/// ```swift
/// import MotionGestures
/// import MotionStreams
///
/// let router = PointerRouter()
/// router.add(card) { coordinator.handle($0) }  // card: a HitRegion
/// router.handle(PointerEvent(pointer: 1, phase: .down, position: touch, timestamp: 0))
/// ```
///
/// Handlers run synchronously, in event order; a handler may add or remove routes (the change
/// applies to the next `down`) and may call ``handle(_:)`` again (the event is routed after the
/// current one). Not `Sendable`: a router lives on its host's event thread. O(regions) per
/// `down`, O(1) amortised per other event; nothing is allocated per event once every pointer
/// has been seen.
public final class PointerRouter {
  /// Why the router dropped an event (the problems a router can find).
  public typealias Problem = PointerEventProblem

  private struct Route {
    let id: UInt64
    let region: HitRegion
    let handler: (PointerEvent) -> Void
  }

  private var routes: [Route] = []
  private var nextID: UInt64 = 0
  private var captured: [(pointer: Int, handler: (PointerEvent) -> Void)] = []
  private var lastTimestamp: Double?
  private var queue: [PointerEvent] = []
  private var isRouting = false

  /// Called with every event the router drops, or routes although it is wrong, and why; `nil`
  /// reports nothing.
  public var onIgnored: ((PointerEvent, Problem) -> Void)?

  /// Creates a router with no regions.
  public init(onIgnored: ((PointerEvent, Problem) -> Void)? = nil) {
    self.onIgnored = onIgnored
  }

  /// Routes the pointers that go down in `region` to `handler`, above every region added
  /// before. The same region may be added more than once (the later route is on top).
  ///
  /// - Returns: A subscription that removes the route; pointers it has captured keep going to
  ///   `handler` until they lift.
  @discardableResult
  public func add(_ region: HitRegion, handler: @escaping (PointerEvent) -> Void) -> Subscription {
    let id = nextID
    nextID += 1
    routes.append(Route(id: id, region: region, handler: handler))
    return Subscription { [weak self] in self?.routes.removeAll { $0.id == id } }
  }

  /// The number of routes.
  public var routeCount: Int { routes.count }

  /// Routes one event (see the type's rules).
  public func handle(_ event: PointerEvent) {
    queue.append(event)
    guard !isRouting else { return }
    isRouting = true
    var next = 0
    while next < queue.count {
      route(queue[next])
      next += 1
    }
    queue.removeAll(keepingCapacity: true)
    isRouting = false
  }

  private func route(_ event: PointerEvent) {
    // A wrong time is reported, not dropped: the router's order is the events' order, and a
    // dropped `up` would leave its pointer captured for good (issue 32).
    if !event.timestamp.isFinite {
      ignore(event, .nonFinite)
    } else if let last = lastTimestamp, event.timestamp < last {
      ignore(event, .timeWentBackwards)
    } else {
      lastTimestamp = event.timestamp
    }
    let index = captured.firstIndex { $0.pointer == event.pointer }
    switch event.phase {
    case .down:
      guard event.position.isFinite else { return ignore(event, .nonFinite) }
      guard index == nil else { return ignore(event, .pointerAlreadyDown) }
      guard let route = routes.last(where: { $0.region.contains(rootPoint: event.position) })
      else { return ignore(event, .missedEveryRegion) }
      captured.append((event.pointer, route.handler))
      route.handler(event)
    case .move:
      guard let index else { return ignore(event, .pointerNotDown) }
      guard event.position.isFinite else { return ignore(event, .nonFinite) }
      captured[index].handler(event)
    case .up, .cancel:
      guard let index else { return ignore(event, .pointerNotDown) }
      if !event.position.isFinite { ignore(event, .nonFinite) }
      let handler = captured.remove(at: index).handler
      handler(event)
    }
  }

  private func ignore(_ event: PointerEvent, _ problem: Problem) {
    onIgnored?(event, problem)
  }
}
