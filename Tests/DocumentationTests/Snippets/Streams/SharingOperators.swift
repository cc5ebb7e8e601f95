import MotionStreams
import Testing

// The Swift block of Streams.docc/SharingOperators.md, run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: sharing operators")
struct SharingOperatorsSnippets {
  @Test("multicast runs the upstream once for every subscriber; remember replays the latest value")
  func overview() {
    let pointer = ReactiveProperty(Point(x: 10, y: 10))
    let position = ReactiveProperty(2.0)
    var (hitTests, layouts) = (0, 0)
    func hitTest(_ point: Point) -> Bool {
      hitTests += 1
      return point.x < 100
    }
    func layout(_ x: Double) -> Rect {
      layouts += 1
      return Rect(x: x, y: 0, width: 10, height: 10)
    }
    let expensive = pointer.asStream().map(hitTest).multicast()
    let remembered = position.asStream().map(layout).remember()
    var (hits, frames): ([Bool], [Rect]) = ([], [])
    let first = [expensive.subscribe { hits.append($0) }, remembered.subscribe { _ in }]
    let second = [
      expensive.subscribe { hits.append($0) }, remembered.subscribe { frames.append($0) },
    ]
    pointer.value = Point(x: 200, y: 10)
    #expect(hitTests == 2)  // the first value, then one more: not once per subscriber
    #expect(hits == [true, false, false])
    #expect(layouts == 1)
    #expect(frames == [Rect(x: 2, y: 0, width: 10, height: 10)])  // replayed at once
    for subscription in first + second { subscription.unsubscribe() }
  }
}
