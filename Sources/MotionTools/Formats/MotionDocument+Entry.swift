package import MotionTween

extension MotionDocument {
  /// One tween of the document (in `tweens`, or a `motions` entry of kind `tween`), on the
  /// property it names.
  package struct Entry: Decodable {
    /// The property's name, declared in the document's `properties`.
    package var property: String
    /// The tween, in the document's unit (milliseconds).
    package var tween: Tween<Double>

    /// A tween object's fields.
    static let fields = [
      "property", "duration", "delay", "values", "offsets", "interTimingFunctions",
    ]

    package init(property: String, tween: Tween<Double>) {
      self.property = property
      self.tween = tween
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
      do {
        // The document's tweens run in its own unit, milliseconds: tween math is unit-free, and
        // keeping the document's numbers makes hand-checkable times exact (0.7 − 0.2 ≠ 0.5 in
        // binary seconds, 700 − 200 = 500 in milliseconds).
        tween = try Tween(
          duration: duration, delay: delay, values: values, offsets: offsets,
          interTimingFunctions: functions)
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
        default:
          // The tween's message starts with the field it is about ("offsets[0]: …").
          throw InputError(path.isRoot ? error.description : "\(path).\(error.description)")
        }
      }
    }
  }
}
