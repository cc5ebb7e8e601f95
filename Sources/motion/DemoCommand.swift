import Foundation
import MotionTools

/// `motion demo`: the project's showcase. Runs ``DemoScene`` on the real-time frame source (or a
/// manual one with `--fast`), shows it, and writes an SVG chart of every property over time.
enum DemoCommand: Subcommand {
  static let name = "demo"
  static let summary =
    "Run the demo scene: drag, hand-off, toss, scrubbed timeline, transitions; writes an SVG."
  static let help = """
    USAGE: motion demo [--svg PATH] [--session PATH] [--frames N] [--seed S] [--fast]

    One scene through every module, on the real-time frame source (60 Hz):
      1. a recorded pointer trace drags card A (pan recognizer -> Draggable);
      2. on release, the velocity picks a slot and a tween settles the card there along
         Material's standard curve;
      3. a recorded flick throws card B (Tossable): it leaves the finger with the finger's
         velocity and springs to the free slot nearest where the fling would coast, with
         Material 3's Expressive spatial spring; mid-flight the slots move and the spring
         retargets without a jump in value or velocity, while card A follows with a Spring;
      4. three tiles' staggered choreography (opacity, scale, rotation, position) on a paused
         timeline is scrubbed forward and backward;
      5. the timeline is un-paused and the choreography plays;
      6. a transition carries card A along Material's arc toward a corner; its direction is
         flipped just short of it and the card comes back along the same arc;
      7. a transition presents a bottom sheet (S) over a scrim; a second one dismisses it: a
         recorded finger catches it, drags it back up and lets go (it goes back up), flicks it
         down (it goes down), and half way down the scene re-opens it by writing the direction.
    On a terminal the stage animates in place with a progress line; otherwise (piped, or with
    --fast) one line per frame is printed. It takes about 11 seconds in real time.

    OPTIONS:
      --svg PATH    Where to write the chart of every property over time, with keyframes and
                    gesture events, and the toss frame by frame with card B's velocity
                    (default: motion-demo.svg).
      --session PATH  Also write the session: every motion the runtime ran (when, on which
                    property, its parameters, start value and velocity, its hand-offs) as a
                    motion document, which 'motion export' and 'motion sample' read.
      --frames N    Stop after N frames (1-100000; default: when the scene ends).
      --seed S      Shapes the recorded drag, flick and sheet gestures (a whole number;
                    default: 7).
      --fast        Use a manual frame source: no waiting, the same frames every run.
      -h, --help    Show this help.
    """

  /// The parsed command line.
  struct Options: Equatable {
    var svgPath = "motion-demo.svg"
    var sessionPath: String?
    var frames: Int?
    var seed: UInt64 = 7
    var fast = false
  }

  static func parse(_ arguments: [String]) throws(InputError) -> Options {
    var options = Options()
    var reader = Arguments(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--svg": options.svgPath = try reader.path(for: argument)
      case "--session": options.sessionPath = try reader.path(for: argument)
      case "--frames":
        options.frames = try reader.integer(for: argument, in: 1...100_000, noun: "frames")
      case "--seed": options.seed = try reader.seed(for: argument)
      case "--fast": options.fast = true
      default: throw InputError("unexpected argument '\(argument)'; see 'motion demo --help'")
      }
    }
    return options
  }

  static func run(_ options: Options) throws(InputError) {
    try Files.checkWritable(options.svgPath, option: "--svg")
    if let path = options.sessionPath { try Files.checkWritable(path, option: "--session") }
    let display = DemoDisplay(
      animates: !options.fast && isatty(1) != 0, frameLimit: options.frames)
    let recording = DemoRecording()
    let started = Date()
    let scene: DemoScene
    if options.fast {
      display.begin()
      scene = try DemoScene.runManually(
        seed: options.seed, limit: options.frames ?? DemoScene.frameCap
      ) { scene, frame in
        recording.record(scene)
        display.show(scene, frame: frame)
      }
    } else {
      scene = try runRealTime(options, display: display, recording: recording)
    }
    try Files.write(recording.document(scene), to: options.svgPath, option: "--svg")
    var wrote = options.svgPath
    if let path = options.sessionPath {
      try Files.write(DemoSession.document(scene, recording), to: path, option: "--session")
      wrote += " and \(path)"
    }
    let seconds = NumberFormat.fixed(Date().timeIntervalSince(started), 2)
    printError(
      Diagnostic.note(
        "\(recording.times.count - 1) frames in \(seconds) s; wrote \(wrote)", in: name))
  }
}
