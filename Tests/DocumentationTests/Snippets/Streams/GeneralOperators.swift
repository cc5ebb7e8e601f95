import MotionStreams
import Testing

// The Swift blocks of Streams.docc/GeneralOperators.md, each run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: general operators")
struct GeneralOperatorsSnippets {
  @Test(
    "dedupe passes changes only, inverted negates, startWith starts at its value, log names itself")
  func overview() {
    let position = ReactiveProperty(1.0)
    let isOpen = ReactiveProperty(false)
    let dragging = ReactiveProperty(Point(x: 5, y: 5))
    let drag = dragging.asStream().dedupe()
    let changes = position.asStream().dedupe()  // only changes
    let opened = isOpen.asStream().inverted()  // Bool → !Bool
    let started = drag.startWith(.zero)  // remembered, starts at zero
    let debug = position.asStream().log("position:")  // prints, passes through
    var (values, flags, points): ([Double], [Bool], [Point]) = ([], [], [])
    let subscriptions = [
      changes.subscribe { values.append($0) }, opened.subscribe { flags.append($0) },
      started.subscribe { points.append($0) },
    ]
    position.value = 1
    position.value = 2
    isOpen.value = true
    #expect(values == [1, 2])
    #expect(flags == [true, false])
    #expect(points == [.zero, Point(x: 5, y: 5)])
    #expect(debug.metadata.description == "log(position:)")
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  @Test("a valve passes values only while its control stream last emitted true")
  func valve() {
    let pointer = ReactiveProperty(Point(x: 1, y: 1))
    let isDragging = ReactiveProperty(false)
    let follow = pointer.asStream().valve(openWhenTrue: isDragging.asStream())
    var followed: [Point] = []
    let subscription = follow.subscribe { followed.append($0) }
    pointer.value = Point(x: 2, y: 2)
    isDragging.value = true
    pointer.value = Point(x: 3, y: 3)
    isDragging.value = false
    pointer.value = Point(x: 4, y: 4)
    #expect(followed == [Point(x: 2, y: 2), Point(x: 3, y: 3)])
    subscription.unsubscribe()
  }
}
