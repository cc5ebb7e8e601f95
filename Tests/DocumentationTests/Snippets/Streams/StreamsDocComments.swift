import MotionStreams
import Testing

// The examples in the doc comments of Sources/Streams that need MotionStreams alone, each run by
// a test that asserts what the comment says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionStreams doc comments")
struct StreamsDocCommentSnippets {
  @Test("ManualScheduler: nothing runs until its deadline")
  func manualScheduler() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let scheduler = ManualScheduler()
    scheduler.schedule(after: 0.5) { print("half a second") }
    scheduler.advance(by: 0.25)  // nothing
    scheduler.advance(by: 0.25)  // prints
    #expect(printed.lines == ["half a second"])
    // The same again, read between the two steps: the first prints nothing.
    scheduler.schedule(after: 0.5) { print("again") }
    scheduler.advance(by: 0.25)
    #expect(printed.lines == ["half a second"])
    scheduler.advance(by: 0.25)
    #expect(printed.lines == ["half a second", "again"])
  }

  @Test("ReactiveProperty: prints its value at once, then every write")
  func reactiveProperty() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let x = ReactiveProperty(0.0)
    let subscription = x.subscribe { print($0) }  // prints 0.0 at once
    x.value = 10  // prints 10.0
    subscription.unsubscribe()
    x.value = 20
    #expect(printed.lines == ["0.0", "10.0"])
  }

  @Test("MotionObservable: subscribing runs the stream, which prints 1")
  func motionObservable() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let stream = MotionObservable<Int> { observer in
      observer.next(1)
      return Subscription()
    }
    let subscription = stream.subscribe { print($0) }  // prints 1
    subscription.unsubscribe()
    #expect(printed.lines == ["1"])
  }

  @Test("MotionObserver: a value channel and a state channel")
  func motionObserver() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let observer = MotionObserver<Double>(next: { print("value", $0) }, state: { print($0) })
    observer.next(2)
    observer.state(.active)
    #expect(printed.lines == ["value 2.0", "active"])
  }

  @Test("combineLatest, delay, map, onEach and nextOperator build streams that emit as documented")
  func operators() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let (width, height) = (ReactiveProperty(3.0), ReactiveProperty(4.0))
    let property = ReactiveProperty(5.0)
    let position = property
    let stream = property.asStream()
    let size = combineLatest(width.asStream(), height.asStream())
      .map { Size(width: $0, height: $1) }
    let scheduler = ManualScheduler()
    let late = property.asStream().delay(by: 0.25, scheduler: scheduler)
    let doubled = property.asStream().map { $0 * 2 }
    let logged = position.asStream().onEach { print("position", $0) }
    let counted: MotionObservable<String> = stream.nextOperator(named: "count") { observer in
      var count = 0
      return { value in
        count += 1
        observer.next("\(count): \(value)")
      }
    }
    var (sizes, lates, doubles, counts): ([Size], [Double], [Double], [String]) = ([], [], [], [])
    let subscriptions = [
      size.subscribe { sizes.append($0) }, late.subscribe { lates.append($0) },
      doubled.subscribe { doubles.append($0) }, counted.subscribe { counts.append($0) },
      logged.subscribe { _ in },
    ]
    height.value = 6
    property.value = 7
    scheduler.advance(by: 0.25)
    #expect(sizes == [Size(width: 3, height: 4), Size(width: 3, height: 6)])
    #expect(lates == [5, 7])
    #expect(doubles == [10, 14])
    #expect(counts == ["1: 5.0", "2: 7.0"])
    #expect(printed.lines == ["position 5.0", "position 7.0"])
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  @Test("threshold and rewrite name the side; rewriteRange extrapolates: 200 points give 0.0")
  func thresholdAndRewrite() {
    let isOpen = ReactiveProperty(true)
    let dragged = ReactiveProperty(0.0)
    let drag = dragged.asStream()
    let side = drag.threshold(100).rewrite([.below: "closed", .within: "open", .above: "open"])
    let opacity = isOpen.asStream().rewrite([true: 1.0, false: 0.0])
    // 0...100 points of drag become 1.0...0.5 of scale; 200 points give 0.0.
    let scale = drag.rewriteRange(start: 0, end: 100, destinationStart: 1, destinationEnd: 0.5)
    var (sides, opacities, scales): ([String], [Double], [Double]) = ([], [], [])
    let subscriptions = [
      side.subscribe { sides.append($0) }, opacity.subscribe { opacities.append($0) },
      scale.subscribe { scales.append($0) },
    ]
    dragged.value = 100
    dragged.value = 200
    isOpen.value = false
    #expect(sides == ["closed", "open", "open"])
    #expect(opacities == [1, 0])
    #expect(scales == [1, 0.5, 0])
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  @Test("AffineTransform: a quarter turn takes (1, 0) to (0, 1)")
  func affineTransform() {
    let spin = AffineTransform(rotationAngle: .pi / 2)
    let turned = spin.apply(to: Point(x: 1, y: 0))  // (0, 1), to rounding
    #expect(abs(turned.x) < 1e-15 && turned.y == 1)
  }
}
