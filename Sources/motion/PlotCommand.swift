import Foundation
import MotionTween

/// `motion plot DOC.json -o OUT.svg`: a motion document's tweens drawn as an SVG chart, one
/// panel per property, keyframes marked, time in milliseconds.
enum PlotCommand: Subcommand {
  static let name = "plot"
  static let summary = "Draw a motion document's tweens as an SVG chart."
  static let help = """
    USAGE: motion plot DOC.json -o OUT.svg [--until MS] [--every MS]

    Draws each property of a motion document (the format of 'motion sample', see
    Docs/MotionDocument.md) over time as it would be sampled: one panel and curve per property,
    keyframes marked with dots, the time axis in milliseconds. DOC.json may be '-' for standard
    input.

    OPTIONS:
      -o, --output PATH   Where to write the SVG (required).
      --until MS          The end of the time axis (default: the last tween's end plus 10 %).
      --every MS          The sampling step (default: 1/400 of the time axis).
      -h, --help          Show this help.

    A malformed document or option prints one line naming the field and the problem, and exits
    with status 1.
    """

  /// The parsed command line.
  struct Options {
    var input: String?
    var output: String?
    var until: Double?
    var every: Double?
  }

  static func run(_ arguments: [String]) throws(CommandError) {
    let options = try parse(arguments)
    guard let input = options.input else { throw CommandError("missing DOC.json; see --help") }
    guard let output = options.output else {
      throw CommandError("missing -o OUT.svg: where to write the chart")
    }
    try DemoCommand.checkWritable(output, option: "-o")
    let document = try MotionDocument(json: try SampleCommand.read(input))
    guard !document.properties.isEmpty else {
      throw CommandError("properties: the document declares no properties to plot")
    }
    let chart = try PlotChart(
      document: document, name: input, until: options.until, every: options.every)
    do {
      try Data(chart.svg.render().utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      throw CommandError("-o: cannot write '\(output)': \(error.localizedDescription)")
    }
  }

  static func parse(_ arguments: [String]) throws(CommandError) -> Options {
    var options = Options()
    var reader = Arguments(arguments)
    while let argument = reader.next() {
      switch argument {
      case "-o", "--output": options.output = try reader.path(for: argument)
      case "--until":
        options.until = try SampleCommand.milliseconds(
          try reader.value(for: argument), flag: argument)
      case "--every":
        options.every = try SampleCommand.milliseconds(
          try reader.value(for: argument), flag: argument)
      default:
        guard options.input == nil, argument == "-" || !argument.hasPrefix("-") else {
          throw CommandError("unexpected argument '\(argument)'; see 'motion plot --help'")
        }
        options.input = argument
      }
    }
    return options
  }
}

/// The chart of a document: sample times, each property's curve and its visible keyframes.
struct PlotChart {
  var svg: SVGChart

  init(document: MotionDocument, name: String, until: Double?, every: Double?) throws(CommandError)
  {
    let lastEnd = document.tweens.map { $0.tween.endTime }.max() ?? 0
    let end = until ?? (lastEnd > 0 ? lastEnd * 1.1 : 1000)
    guard end > 0 else { throw CommandError("--until: must be positive, got \(end)") }
    let step = every ?? SVGChart.niceStep(atMost: end / 400)
    guard step > 0 else { throw CommandError("--every: must be positive, got \(step)") }
    guard end / step <= 100_000 else {
      throw CommandError("--every: more than 100000 samples up to \(end) ms; use a larger step")
    }
    var times = (0...Int((end / step).rounded(.down))).map { Double($0) * step }
    // Every keyframe time is sampled too, so corners and jumps are drawn where they are.
    let keyframeTimes = document.tweens.flatMap { entry in
      DemoChoreography.keyframes(entry.tween) { $0 }.map(\.time) + [entry.tween.delay]
    }
    times = Array(Set(times + keyframeTimes.filter { $0 >= 0 && $0 <= end })).sorted()
    let table = SampleTable(document: document, times: times)
    var series: [SVGChart.Series] = []
    for (index, property) in document.properties.enumerated() {
      var stack = TweenStack(baseValue: property.value)
      var candidates: [(time: Double, value: Double)] = []
      for entry in document.tweens where entry.property == property.name {
        stack.add(entry.tween, beginTime: 0)
        candidates += DemoChoreography.keyframes(entry.tween) { $0 }
        if entry.tween.isDestinationOnly { candidates.append((entry.tween.delay, .nan)) }
      }
      // A keyframe is marked where the curve shows it: a later tween may override it.
      let tolerance = 1e-9 * max(1, table.values[index].map(abs).max() ?? 1)
      let markers = candidates.compactMap { candidate -> (time: Double, value: Double)? in
        guard candidate.time <= end else { return nil }
        let shown = stack.value(at: candidate.time)
        if candidate.value.isNaN { return (candidate.time, shown) }
        let before = stack.value(at: candidate.time - end * 1e-9)
        let matches = [shown, before].contains { abs($0 - candidate.value) <= tolerance }
        return matches ? candidate : nil
      }
      series.append(
        SVGChart.Series(
          name: property.name, points: Array(zip(times, table.values[index])).map { ($0, $1) },
          markers: markers))
    }
    let tweens = document.tweens.count
    svg = SVGChart(
      title: "motion plot: \(URL(fileURLWithPath: name).lastPathComponent)",
      subtitle: "\(tweens) tween\(tweens == 1 ? "" : "s") on \(series.count) "
        + "propert\(series.count == 1 ? "y" : "ies"), sampled every \(SVGChart.label(step)) ms "
        + "on a paused timeline. Dots: keyframes.",
      series: series)
    svg.panelHeight = series.count > 4 ? 110 : 150
  }
}
