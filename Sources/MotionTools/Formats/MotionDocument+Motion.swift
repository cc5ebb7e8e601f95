import MotionPhysics
import MotionStreams
import MotionTween

extension MotionDocument {
  /// One entry of the document's `motions` array (PH-14), on the property it names: a tween, a
  /// spring or a decay, chosen by its `"kind"`.
  package struct Motion: Decodable {
    /// The property's name, declared in the document's `properties`.
    package var property: String
    /// The motion, on the document's clock (milliseconds).
    package var animation: DocumentAnimation

    /// The kinds, as documents spell them.
    static let kinds = ["tween", "spring", "decay"]
    /// A spring object's fields (besides its parameter set's).
    static let springFields =
      ["kind", "property", "to", "delay", "from", "velocity", "restDisplacement", "restVelocity"]
      + SpringFields.names
    /// A decay object's fields.
    static let decayFields = [
      "kind", "property", "delay", "from", "velocity", "restVelocity", "decelerationRate",
      "friction", "bounds", "bounce",
    ]

    package init(property: String, animation: DocumentAnimation) {
      self.property = property
      self.animation = animation
    }

    package init(from decoder: any Decoder) throws {
      let path = JSONPath(decoder.codingPath)
      let value = try decoder.singleValueContainer().decode(JSONValue.self)
      guard case .object(let values) = value else {
        throw InputError(at: path, "must be an object, got \(value.kind)")
      }
      let kindPath = path.appending("kind")
      guard let kindValue = values["kind"], kindValue != .null else {
        throw InputError(at: kindPath, "missing (\"tween\", \"spring\" or \"decay\")")
      }
      guard case .string(let kind) = kindValue, Self.kinds.contains(kind) else {
        let found = if case .string(let text) = kindValue { "\"\(text)\"" } else { kindValue.kind }
        throw InputError(at: kindPath, "must be \"tween\", \"spring\" or \"decay\", got \(found)")
      }
      switch kind {
      case "tween":
        let entry = try Entry(decoder, extraFields: ["kind"])
        self.init(property: entry.property, animation: entry.animation)
      case "spring":
        try self.init(spring: try JSONFields(decoder, allowed: Self.springFields, name: "spring"))
      default:
        try self.init(decay: try JSONFields(decoder, allowed: Self.decayFields, name: "decay"))
      }
    }

    /// A spring: `property`, `to`, optional `delay` (ms), `from`, `velocity` (units/s), rest
    /// thresholds, and one parameter set.
    private init(spring fields: JSONFields) throws(InputError) {
      let path = fields.path
      property = try fields.string("property")
      let destination = try fields.number("to")
      let delay = try Self.delay(fields)
      let parameters = try SpringFields.parameters(fields.values, at: path)
      do {
        let spring = try SpringAnimation(
          parameters, to: destination, from: try fields.optionalNumber("from"),
          velocity: try fields.optionalNumber("velocity"), delay: delay / 1000,
          restDisplacement: try fields.optionalNumber("restDisplacement")
            ?? SpringAnimation<Double>.defaultRestDisplacement,
          restVelocity: try fields.optionalNumber("restVelocity")
            ?? SpringAnimation<Double>.defaultRestVelocity)
        animation = .spring(spring, delay: delay)
      } catch let error as InputError {
        throw error
      } catch let error as ParameterError {
        throw InputError(parameterError: error, at: path)
      } catch {
        throw InputError(at: path, "\(error)")
      }
    }

    /// A decay: `property`, optional `delay`, `from`, `velocity`, `restVelocity`, one of
    /// `decelerationRate` or `friction`, and optional `bounds` with a `bounce` spring.
    private init(decay fields: JSONFields) throws(InputError) {
      let path = fields.path
      property = try fields.string("property")
      let delay = try Self.delay(fields)
      let from = try fields.optionalNumber("from")
      let velocity = try fields.optionalNumber("velocity")
      let restVelocity =
        try fields.optionalNumber("restVelocity") ?? DecayAnimation<Double>.defaultRestVelocity
      let rate = try fields.optionalNumber("decelerationRate")
      let friction = try fields.optionalNumber("friction")
      let bounds = try Self.bounds(fields)
      do {
        let parameters: DecayParameters
        switch (rate, friction) {
        case (let rate?, nil): parameters = try DecayParameters(decelerationRate: rate)
        case (nil, let friction?): parameters = try DecayParameters(friction: friction)
        case (.some, .some):
          throw InputError(
            at: path.appending("friction"),
            "conflicts with \"decelerationRate\": give one of them")
        case (nil, nil):
          throw InputError(
            at: path, "needs \"decelerationRate\" (per ms, in (0, 1)) or \"friction\"")
        }
        if let bounds {
          let bounce = try Self.bounce(fields)
          animation = .boundedDecay(
            try BoundedDecayAnimation(
              parameters, bounds: bounds, bounce: bounce, from: from, velocity: velocity,
              delay: delay / 1000, restVelocity: restVelocity),
            delay: delay)
        } else {
          animation = .decay(
            try DecayAnimation(
              parameters, from: from, velocity: velocity, delay: delay / 1000,
              restVelocity: restVelocity),
            delay: delay)
        }
      } catch let error as InputError {
        throw error
      } catch let error as ParameterError {
        throw InputError(parameterError: error, at: path)
      } catch {
        throw InputError(at: path, "\(error)")
      }
    }

    /// The optional `delay` in milliseconds: finite, not negative, at most 1e12 (as a tween's).
    private static func delay(_ fields: JSONFields) throws(InputError) -> Double {
      let delay = try fields.optionalNumber("delay") ?? 0
      guard delay >= 0 else {
        throw InputError(
          at: fields.path.appending("delay"), "must not be negative, got \(delay) ms")
      }
      guard delay <= 1e12 else {
        throw InputError(
          at: fields.path.appending("delay"), "must be between 0 and 1e12 ms, got \(delay)")
      }
      return delay
    }

    /// The optional `bounds`, `[min, max]` with min ≤ max; `bounce` only with it.
    private static func bounds(_ fields: JSONFields) throws(InputError) -> ClosedRange<Double>? {
      let at = fields.path.appending("bounds")
      guard let bounds = try fields.optionalNumbers("bounds") else {
        if fields.optional("bounce") != nil {
          throw InputError(
            at: fields.path.appending("bounce"), "needs \"bounds\" (the spring runs at a bound)")
        }
        return nil
      }
      guard bounds.count == 2 else {
        throw InputError(at: at, "must be [min, max], got \(bounds.count) numbers")
      }
      guard bounds[0] <= bounds[1] else {
        throw InputError(at: at, "min must not exceed max, got [\(bounds[0]), \(bounds[1])]")
      }
      return bounds[0]...bounds[1]
    }

    /// The `bounce` object: a spring parameter set, nothing else.
    private static func bounce(_ fields: JSONFields) throws(InputError) -> SpringParameters {
      let at = fields.path.appending("bounce")
      guard let value = fields.optional("bounce") else {
        throw InputError(at: at, "missing (the spring that takes over at a bound)")
      }
      guard case .object(let values) = value else {
        throw InputError(at: at, "must be an object (a spring parameter set), got \(value.kind)")
      }
      if let unknown = values.keys.sorted().first(where: { !SpringFields.names.contains($0) }) {
        throw InputError(
          at: at.appending(unknown),
          "unknown field (expected one of \(SpringFields.names.sorted().joined(separator: ", ")))")
      }
      return try SpringFields.parameters(values, at: at)
    }
  }
}
