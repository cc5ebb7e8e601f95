import MotionStreams
import Testing

// The Swift blocks of Streams.docc/CombiningOperators.md, each run by a test that asserts what
// the article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: combining operators")
struct CombiningOperatorsSnippets {
  @Test("merge passes both streams' values in arrival order; combineLatest waits for every input")
  func overview() {
    let (a, b) = (ReactiveProperty(1), ReactiveProperty(2))
    let (tapA, tapB) = (a.asStream(), b.asStream())
    let (x, y, scale) = (ReactiveProperty(10.0), ReactiveProperty(20.0), ReactiveProperty(1.0))
    let either = tapA.merge(with: tapB)
    let frame = combineLatest(x.asStream(), y.asStream(), scale.asStream())
      .map { x, y, scale in Rect(x: x, y: y, width: 100 * scale, height: 100 * scale) }
    var merged: [Int] = []
    var frames: [Rect] = []
    let subscriptions = [
      either.subscribe { merged.append($0) }, frame.subscribe { frames.append($0) },
    ]
    b.value = 3
    a.value = 4
    scale.value = 2
    #expect(merged == [1, 2, 3, 4])
    #expect(
      frames == [
        Rect(x: 10, y: 20, width: 100, height: 100), Rect(x: 10, y: 20, width: 200, height: 200),
      ])
    for subscription in subscriptions { subscription.unsubscribe() }
  }
}
