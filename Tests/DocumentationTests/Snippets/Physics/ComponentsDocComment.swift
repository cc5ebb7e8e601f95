import MotionPhysics
import MotionStreams
import Testing

// The example in ComponentwiseInterpolatable's doc comment, run by a test that asserts what the
// comment says.
@Suite("Snippets: ComponentwiseInterpolatable doc comment")
struct ComponentsDocCommentSnippets {
  @Test("ComponentwiseInterpolatable: a Point's component 1 is its y, and it has two")
  func components() {
    var point = Point(x: 3, y: 4)
    point[component: 1] = 10  // y
    let count = Point.componentCount  // 2
    #expect(count == 2)
    #expect(point == Point(x: 3, y: 10))
    #expect(point[component: 0] == 3)
  }
}
