import MotionStreams
import Testing

// The Swift block of Streams.docc/RewriteOperators.md, run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: rewrite operators")
struct RewriteOperatorsSnippets {
  @Test("rewrite looks values up, rewriteTo replaces them, rewriteRange maps and extrapolates")
  func overview() {
    let isVisible = ReactiveProperty(true)
    let dragged = ReactiveProperty(50.0)
    let drag = dragged.asStream()
    let opacity = isVisible.asStream().rewrite([true: 1.0, false: 0.0])
    let label = isVisible.asStream().rewriteTo("changed")
    let scale = drag.rewriteRange(start: 0, end: 100, destinationStart: 1, destinationEnd: 0.5)
    var (opacities, labels, scales): ([Double], [String], [Double]) = ([], [], [])
    let subscriptions = [
      opacity.subscribe { opacities.append($0) }, label.subscribe { labels.append($0) },
      scale.subscribe { scales.append($0) },
    ]
    isVisible.value = false
    dragged.value = 200
    #expect(opacities == [1, 0])
    #expect(labels == ["changed", "changed"])
    #expect(scales == [0.75, 0])
    for subscription in subscriptions { subscription.unsubscribe() }
  }
}
