import MotionStreams
import Testing

@Suite("Operator metadata")
struct MetadataTests {
  @Test("MO-5: every operator records its label, arguments and upstreams when created")
  func labelsAndArguments() {
    let number = ReactiveProperty(1.0, name: "n").asStream()
    let point = ReactiveProperty(Point.zero, name: "p").asStream()
    let flag = ReactiveProperty(true, name: "f").asStream()
    let scheduler = ManualScheduler()
    let cases: [(StreamMetadata, String)] = [
      (number.map { $0 }.metadata, "map"),
      (number.filter { _ in true }.metadata, "filter"),
      (number.onEach { _ in }.metadata, "onEach"),
      (number.dedupe().metadata, "dedupe"),
      (number.offset(by: 2).metadata, "offset(2.0)"),
      (number.scaled(by: 3).metadata, "scaled(3.0)"),
      (number.normalized(by: 4).metadata, "normalized(4.0)"),
      (number.normalized(by: 0).metadata, "normalized(0.0)"),
      (number.distance(from: 1).metadata, "distance(1.0)"),
      (number.lowerBound(0).metadata, "lowerBound(0.0)"),
      (number.upperBound(1).metadata, "upperBound(1.0)"),
      (number.rubberBanded(below: 0, above: 1, length: 2).metadata, "rubberBanded(0.0, 1.0, 2.0)"),
      (
        number.rewriteRange(start: 0, end: 1, destinationStart: 2, destinationEnd: 3).metadata,
        "rewriteRange(0.0, 1.0, 2.0, 3.0)"
      ),
      (number.rewriteTo(5).metadata, "rewriteTo(5)"),
      (flag.rewrite([true: 1]).metadata, "rewrite(true: 1)"),
      (number.threshold(1).metadata, "threshold(1.0)"),
      (number.thresholdRange(min: 0, max: 1).metadata, "thresholdRange(0.0, 1.0)"),
      (number.slop(size: 10).metadata, "slop(10.0)"),
      (number.ignoreUntil(3).metadata, "ignoreUntil(3.0)"),
      (number.log("x").metadata, "log(x)"),
      (number.toString().metadata, "toString"),
      (flag.inverted().metadata, "inverted"),
      (number.delay(by: 0.5, scheduler: scheduler).metadata, "delay(0.5)"),
      (number.multicast().metadata, "multicast"),
      (number.remember().metadata, "remember"),
      (point.x().metadata, "x"),
      (point.y().metadata, "y"),
      (point.xLocked(to: 1).metadata, "xLocked(1.0)"),
      (point.yLocked(to: 2).metadata, "yLocked(2.0)"),
    ]
    for (metadata, expected) in cases {
      #expect(metadata.description == expected)
      #expect(metadata.upstreams.count == 1)
    }
    #expect(number.offset(by: 1).metadata.upstreams.first?.description == "property(n)")
  }

  @Test("MO-5: combining operators list every upstream in argument order")
  func upstreams() {
    let a = ReactiveProperty(1, name: "a").asStream()
    let b = ReactiveProperty(2, name: "b").asStream()
    let c = ReactiveProperty(3, name: "c").asStream()
    let flag = ReactiveProperty(true, name: "open").asStream()
    #expect(
      a.merge(with: b).metadata.upstreams.map(\.description) == ["property(a)", "property(b)"])
    #expect(
      combineLatest(a, b, c).metadata.upstreams.map(\.description)
        == ["property(a)", "property(b)", "property(c)"])
    #expect(combineLatest(a, b).metadata.label == "combineLatest")
    #expect(
      a.valve(openWhenTrue: flag).metadata.upstreams.map(\.description)
        == ["property(a)", "property(open)"])
    let started = a.startWith(0).metadata
    #expect(started.label == "remember")
    #expect(started.upstreams.first?.description == "startWith(0)")
  }
}
