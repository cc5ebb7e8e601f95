import Foundation
import MotionRuntime

/// `motion demo`: the project's showcase. Runs ``DemoScene`` on the real-time frame source (or a
/// manual one with `--fast`), shows it, and writes an SVG chart of every property over time.
enum DemoCommand: Subcommand {
  static let name = "demo"
  static let summary = "Run the demo scene: drag, hand-off, scrubbed timeline; writes an SVG."
  static let help = """
    USAGE: motion demo [--svg PATH] [--frames N] [--seed S] [--fast]

    One scene through every module, on the real-time frame source (60 Hz):
      1. a recorded pointer trace drags card A (pan recognizer -> Draggable);
      2. on release, the velocity picks a slot and a tween settles the card there along
         Material's standard curve;
      3. three tiles' staggered choreography (opacity, scale, rotation, position) on a paused
         timeline is scrubbed forward and backward;
      4. the timeline is un-paused and the choreography plays.
    On a terminal the stage animates in place with a progress line; otherwise (piped, or with
    --fast) one line per frame is printed. It takes about 6 seconds in real time.

    OPTIONS:
      --svg PATH    Where to write the chart of every property over time, with keyframes and
                    gesture events (default: motion-demo.svg).
      --frames N    Stop after N frames (1-100000; default: when the scene ends).
      --seed S      Shapes the recorded drag (a whole number; default: 7).
      --fast        Use a manual frame source: no waiting, the same frames every run.
      -h, --help    Show this help.
    """

  /// The parsed command line.
  struct Options {
    var svgPath = "motion-demo.svg"
    var frames: Int?
    var seed: UInt64 = 7
    var fast = false
  }

  /// The longest a scene may run, in frames, when no limit is given: a safety net only.
  static let frameCap = 15 * 60

  static func run(_ arguments: [String]) throws(CommandError) {
    let options = try parse(arguments)
    try checkWritable(options.svgPath)
    let display = DemoDisplay(
      animates: !options.fast && isatty(1) != 0, frameLimit: options.frames)
    let recording = DemoRecording()
    let started = Date()
    let scene =
      options.fast
      ? try runFast(options, display: display, recording: recording)
      : try runRealTime(options, display: display, recording: recording)
    let svg = recording.chart(scene).render()
    do {
      try Data(svg.utf8).write(to: URL(fileURLWithPath: options.svgPath))
    } catch {
      throw CommandError("--svg: cannot write '\(options.svgPath)': \(error.localizedDescription)")
    }
    let seconds = fixed(Date().timeIntervalSince(started), 2)
    printError(
      "motion demo: \(recording.times.count - 1) frames in \(seconds) s; wrote \(options.svgPath)")
  }

  static func parse(_ arguments: [String]) throws(CommandError) -> Options {
    var options = Options()
    var reader = Arguments(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--svg": options.svgPath = try reader.path(for: argument)
      case "--frames":
        options.frames = try reader.integer(for: argument, in: 1...100_000, noun: "frames")
      case "--seed": options.seed = try reader.seed(for: argument)
      case "--fast": options.fast = true
      default: throw CommandError("unexpected argument '\(argument)'; see 'motion demo --help'")
      }
    }
    return options
  }

  /// Fails before the scene runs when the chart could not be written.
  static func checkWritable(_ path: String, option: String = "--svg") throws(CommandError) {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CommandError("\(option): the directory '\(directory)' does not exist")
    }
  }

  /// Runs on a `ManualFrameSource`, frame by frame, as fast as the machine goes.
  static func runFast(_ options: Options, display: DemoDisplay, recording: DemoRecording)
    throws(CommandError) -> DemoScene
  {
    let source = ManualFrameSource(rate: .hz60)
    let scene = try DemoScene(source: source, seed: options.seed)
    recording.record(scene)
    display.begin()
    display.show(scene, frame: 0)
    let limit = options.frames ?? frameCap
    var frame = 0
    while frame < limit, !scene.isFinished {
      source.advance(frames: 1)
      frame += 1
      recording.record(scene)
      display.show(scene, frame: frame)
    }
    return scene
  }
}
