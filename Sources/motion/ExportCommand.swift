import MotionTools

/// `motion export DOC.json`: a motion document for the web, as CSS (`@property`, `@keyframes`,
/// `animation`), Web Animations JSON, an ES module, a self-contained HTML page or an animated
/// SVG; springs and decays baked as `linear()` easings within a stated bound (Docs/Export.md).
enum ExportCommand: Subcommand {
  static let name = "export"
  static let summary = "Export a motion document as CSS, Web Animations, HTML or animated SVG."
  static let help = """
    USAGE: motion export DOC.json [--format css|waapi|module|html|svg] [-o FILE]
                         [--tolerance PX] [--scheme bound|motion] [--continue-at MS]
                         [--properties P,Q,...] [--selector SELECTOR] [--report]

    Exports a motion document (see Docs/MotionDocument.md) for a browser: every property P is a
    registered custom property --P (a <number>) animated by one animation mm-P over the
    document's whole timeline; all of a property's motions (hand-offs, interruptions, holds)
    are one keyframe track. Tweens keep their keyframes, offsets and timing functions exactly;
    springs and decays become linear() easings whose points are chosen to stay within the
    bound, fewest first. x and y drive translate (px), scale drives scale, rotate (or rotation)
    drives rotate (degrees), opacity drives opacity; any other property stays a custom
    property. DOC.json may be '-' for standard input. Docs/Export.md has the details.

    Reduced motion: css, html and svg end with an @media (prefers-reduced-motion: reduce) block
    that redefines mm-P for each property the runtime's policy reduces (record 0034: position,
    scale, rotation and unknown names; not opacity or colour): the same instants, but what the
    runtime shows with reducesMotion set ('motion sample --reduced-motion'). A document of
    effects only gets no block. waapi and module play the full motion.

    OPTIONS:
      --format FORMAT     css (default): @property, @keyframes and the animation declarations;
                          waapi: JSON of keyframes and options for element.animate();
                          module: an ES module that plays them (export default play(element));
                          html: a self-contained page animating <div class="motion" id="motion">;
                          svg: an animated SVG of the document's elements as shapes.
      -o, --output FILE   Write to FILE instead of standard output.
      --tolerance PX      The bound for springs and decays, in px per 300 px of a motion's travel
                          (relative: the same for opacity or degrees; default 0.5). A motion that
                          comes back is measured by half its range of values.
      --scheme NAME       bound (default): points chosen by the bound; motion: a point every 10 ms
                          with 4 decimals, as Motion (framer) bakes springs, for comparison.
      --continue-at MS    Export the rest of the document from this instant: the tracks start
                          there (time 0 = the document's MS), from the value the engine shows,
                          and a spring or decay in flight starts with its velocity (within 1 %),
                          so a page that interrupts the first export hands off without a jump.
      --properties LIST   Export only these properties (comma-separated).
      --selector SEL      The CSS selector of the animation declarations (default: .motion; css
                          only).
      --report            Print each baked motion's points, bytes and largest error on stderr.
      -h, --help          Show this help.

    A malformed document or option, a motion that never comes to rest or a property whose name
    cannot be a CSS custom property prints one line naming the problem, and exits with status 1.
    """

  /// The output forms.
  static let formats = ["css", "waapi", "module", "html", "svg"]

  /// The parsed command line.
  struct Options: Equatable {
    var input: String?
    var output: String?
    var format = "css"
    var export = MotionExport.Options()
    var selector: String?
    var report = false
  }

  static func parse(_ arguments: [String]) throws(InputError) -> Options {
    var options = Options()
    var reader = Arguments(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--format": options.format = try reader.choice(for: argument, in: formats)
      case "-o", "--output": options.output = try reader.path(for: argument)
      case "--tolerance":
        options.export.tolerance = try ExportTolerance(
          pixels: try reader.number(for: argument, noun: "px per 300 px"))
      case "--scheme":
        let scheme = try reader.choice(for: argument, in: ExportScheme.allCases.map(\.rawValue))
        options.export.scheme = ExportScheme(rawValue: scheme) ?? .bound
      case "--continue-at":
        let time = try reader.milliseconds(for: argument)
        guard time >= 0 else {
          throw InputError("--continue-at: must not be negative, got \(time) ms")
        }
        options.export.continueAt = time
      case "--properties":
        let text = try reader.value(for: argument)
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
          String($0).trimmingSpaces
        }
        guard !names.contains(where: \.isEmpty) else {
          throw InputError("--properties: expected names separated by commas, got '\(text)'")
        }
        options.export.properties = names
      case "--selector":
        let selector = try reader.value(for: argument).trimmingSpaces
        guard !selector.isEmpty, !selector.contains("{"), !selector.contains("}") else {
          throw InputError("--selector: expected a CSS selector, got '\(selector)'")
        }
        options.selector = selector
      case "--report": options.report = true
      default:
        options.input = try Arguments.positional(
          argument, current: options.input, help: "motion export --help")
      }
    }
    if options.selector != nil && options.format != "css" {
      throw InputError(
        "--selector: applies to --format css only (the page and the SVG use their own elements)")
    }
    if let selector = options.selector { options.export.selector = selector }
    return options
  }

  static func run(_ options: Options) throws(InputError) {
    guard let input = options.input else { throw InputError("missing DOC.json; see --help") }
    if let output = options.output { try Files.checkWritable(output, option: "-o") }
    let source = Files.source(input)
    let document = try MotionDocument.read(try Files.read(input), source: source)
    let name =
      input == "-" ? "standard input" : input.split(separator: "/").last.map(String.init) ?? input
    let export = try MotionExport(document: document, options: options.export, name: name)
    if ["css", "html", "svg"].contains(options.format) {
      try export.checkCSS(svg: options.format == "svg")
    }
    let text =
      switch options.format {
      case "waapi": export.webAnimationsJSON
      case "module": export.module
      case "html": export.html
      case "svg": export.svg
      default: export.css
      }
    if options.report {
      for (property, segment) in export.baked {
        printError(Diagnostic.note("\(property): \(export.report(segment))", in: self.name))
      }
    }
    if let output = options.output {
      try Files.write(text, to: output, option: "-o")
    } else {
      print(text, terminator: "")
    }
  }
}

extension String {
  /// Without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
