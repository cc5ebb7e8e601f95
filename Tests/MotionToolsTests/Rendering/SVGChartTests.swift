import MotionTools
import Testing

@Suite("SVGChart: panels, ticks, labels")
struct SVGChartTests {
  @Test("ticks are 1, 2 or 5 × 10ⁿ steps covering the range")
  func ticks() {
    #expect(SVGChart.ticks(0...100, maxCount: 5) == [0, 20, 40, 60, 80, 100])
    #expect(SVGChart.ticks(0...1, maxCount: 4) == [0, 0.5, 1])
    #expect(SVGChart.ticks(3...3, maxCount: 4) == [3])
    #expect(SVGChart.ticks(-1e308...1e308, maxCount: 4).count <= 100)
    #expect(SVGChart.niceStep(atMost: 7.5) == 5)
    #expect(SVGChart.niceStep(atMost: 0.03) == 0.02)
    #expect(SVGChart.niceStep(atMost: .nan) == 1)
  }

  @Test("ranges widen when flat or empty, and ignore non-finite values")
  func ranges() {
    #expect(SVGChart.range([]) == 0...1)
    #expect(SVGChart.range([5, 5]) == 4...6)
    #expect(SVGChart.range([1, .nan, 3, .infinity]) == 1...3)
  }

  @Test("a chart renders well-formed SVG: series groups, keyframes, events and escaped text")
  func render() throws {
    var chart = SVGChart(
      title: "a <chart> & \"quotes\"",
      series: [
        .init(name: "x", points: [(0, 0), (100, 1), (200, .nan)], markers: [(100, 1)]),
        .init(name: "y", points: [(0, 5), (200, 5)]),
      ])
    chart.events = [.init(time: 50, label: "tap")]
    chart.spans = [.init(start: 0, end: 100, label: "drag")]
    let svg = try SVGDocument(chart.render())
    #expect(svg.seriesNames == ["x", "y"])
    #expect(svg.elements(ofClass: "keyframe").count == 1)
    #expect(svg.elements(ofClass: "event").count == 2)
    #expect(svg.texts.contains("a <chart> & \"quotes\""))
    #expect(svg.texts.contains("tap") && svg.texts.contains("drag"))
  }
}
