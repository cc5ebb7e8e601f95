package import MotionTween

extension MotionDocument {
  /// One tween of the document (in `tweens`, or a `motions` entry of kind `tween`), on the
  /// property it names.
  package struct Entry: Decodable {
    /// The property's name, declared in the document's `properties`.
    package var property: String
    /// The tween, in the document's unit (milliseconds), with its iteration timing.
    package var tween: Tween<Double>
    /// The rate its animation plays at on the document's timeline (`playbackRate`, as on a Web
    /// Animations animation): 1 by default, any finite number (``PlayedTween``).
    package var playbackRate: Double

    /// A tween object's fields.
    static let fields =
      ["property", "duration", "delay", "values", "offsets", "interTimingFunctions"]
      + TimingFields.names

    package init(property: String, tween: Tween<Double>, playbackRate: Double = 1) {
      self.property = property
      self.tween = tween
      self.playbackRate = playbackRate
    }

    /// The motion the sampler runs: the tween, or the tween played at its rate.
    package var animation: DocumentAnimation {
      playbackRate == 1
        ? .tween(tween) : .played(PlayedTween(checked: tween, playbackRate: playbackRate))
    }

    package init(from decoder: any Decoder) throws {
      try self.init(decoder, extraFields: [])
    }

    /// Reads a tween object that may also have `extraFields` (a `motions` entry's `kind`).
    init(_ decoder: any Decoder, extraFields: [String]) throws {
      let fields = try JSONFields(decoder, allowed: Self.fields + extraFields, name: "tween")
      let path = fields.path
      property = try fields.string("property")
      let duration = try fields.number("duration")
      let delay = try fields.optionalNumber("delay") ?? 0
      guard duration >= 0 else {
        throw InputError(at: path.appending("duration"), "must not be negative, got \(duration) ms")
      }
      guard delay >= 0 else {
        throw InputError(at: path.appending("delay"), "must not be negative, got \(delay) ms")
      }
      let values = try fields.numbers("values")
      let offsets = try fields.optionalNumbers("offsets")
      let texts = try fields.optionalStrings(
        "interTimingFunctions", problem: "must be a string such as \"ease\"")
      var functions: [TimingFunction]?
      if let texts {
        functions = []
        for (index, text) in texts.enumerated() {
          do {
            functions?.append(try TimingFunction(css: text))
          } catch {
            throw InputError(
              at: path.appending("interTimingFunctions").appending(index), error.description)
          }
        }
      }
      let timing = try TimingFields(fields)
      playbackRate = timing.playbackRate
      do {
        // The document's tweens run in its own unit, milliseconds: tween math is unit-free, and
        // keeping the document's numbers makes hand-checkable times exact (0.7 − 0.2 ≠ 0.5 in
        // binary seconds, 700 − 200 = 500 in milliseconds).
        tween = try Tween(
          duration: duration, delay: delay, values: values, offsets: offsets,
          interTimingFunctions: functions, timing: timing.timing)
      } catch {
        // The tween reads the document's milliseconds as its unit: say the range in the
        // document's.
        switch error {
        case .invalidDuration(let value):
          throw InputError(
            at: path.appending("duration"), "must be between 0 and 1e12 ms, got \(value)")
        case .invalidDelay(let value):
          throw InputError(
            at: path.appending("delay"), "must be between 0 and 1e12 ms, got \(value)")
        case .invalidIterations(let value):
          throw InputError(
            at: path.appending("iterations"),
            "the active duration (duration × iterations) must be at most 1e12 ms, got "
              + "\(value) iterations of \(duration) ms")
        default:
          // The tween's message starts with the field it is about ("offsets[0]: …").
          throw InputError(path.isRoot ? error.description : "\(path).\(error.description)")
        }
      }
      guard playbackRate >= 0 || tween.endTime.isFinite else {
        // Web Animations throws InvalidStateError when asked to play backwards from an
        // infinite end.
        throw InputError(
          at: path.appending("playbackRate"),
          "a negative rate plays the tween from its end, and an infinite tween has none "
            + "(Web Animations refuses it too), got \(playbackRate)")
      }
    }
  }
}
