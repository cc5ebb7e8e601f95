import MotionStreams
import Testing

// The Swift block of Streams.docc/ThresholdOperators.md, run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: threshold operators")
struct ThresholdOperatorsSnippets {
  @Test("threshold, thresholdRange and slop classify every value; equal is within")
  func overview() {
    let dragged = ReactiveProperty(0.0)
    let drag = dragged.asStream()
    let side = drag.threshold(100)  // .below, .within (equal), .above
    let zone = drag.thresholdRange(min: -50, max: 50)  // bounds inclusive
    let moved = drag.slop(size: 10)  // .onExit, then .onReturn, ...
    let state = side.dedupe().rewrite([.below: "closed", .within: "open", .above: "open"])
    var (sides, zones): ([ThresholdSide], [ThresholdSide]) = ([], [])
    var (slops, states): ([SlopEvent], [String]) = ([], [])
    let subscriptions = [
      side.subscribe { sides.append($0) }, zone.subscribe { zones.append($0) },
      moved.subscribe { slops.append($0) }, state.subscribe { states.append($0) },
    ]
    for value in [50.0, 100, 150, 5] { dragged.value = value }
    #expect(sides == [.below, .below, .within, .above, .below])
    #expect(zones == [.within, .within, .above, .above, .within])
    #expect(slops == [.onExit, .onReturn])
    #expect(states == ["closed", "open", "open", "closed"])
    for subscription in subscriptions { subscription.unsubscribe() }
  }
}
