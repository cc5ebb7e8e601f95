import MotionPhysics
import MotionStreams

/// The spring parameter sets of a motion document (PH-2, PH-3, PH-14), read from an object's
/// fields: exactly one of
/// - `stiffness` with `damping` or `dampingRatio` (optional `mass`, default 1);
/// - `duration` (ms) with optional `bounce` (default 0);
/// - `response` (ms) with `dampingRatio`;
/// - `preset`, a Material 3 token name or `material-motion-2017`.
///
/// Every problem is an ``InputError`` naming the field: two sets name both, a field that
/// belongs to another set says which, an unknown preset lists the valid names.
enum SpringFields {
  /// The fields a parameter set may use.
  static let names = [
    "stiffness", "damping", "dampingRatio", "mass", "duration", "bounce", "response", "preset",
  ]

  /// The field that chooses each set, in the order they are described.
  static let leaders = ["stiffness", "duration", "response", "preset"]

  /// Which fields go with each leader.
  static let companions: [String: Set<String>] = [
    "stiffness": ["damping", "dampingRatio", "mass"],
    "duration": ["bounce"],
    "response": ["dampingRatio"],
    "preset": [],
  ]

  /// The parameters described by `values` (an object at `path`, whose other fields are the
  /// caller's).
  static func parameters(_ values: [String: JSONValue], at path: JSONPath) throws(InputError)
    -> SpringParameters
  {
    func present(_ key: String) -> Bool { values[key].map { $0 != .null } ?? false }
    func number(_ key: String) throws(InputError) -> Double? {
      guard let value = values[key], value != .null else { return nil }
      return try JSONFields.number(value, at: path.appending(key))
    }
    let chosen = leaders.filter(present)
    guard let leader = chosen.first else {
      throw InputError(
        at: path,
        "needs one spring parameter set: \"stiffness\" with \"damping\" or \"dampingRatio\", "
          + "\"duration\" (with \"bounce\"), \"response\" with \"dampingRatio\", or \"preset\"")
    }
    if chosen.count > 1 {
      throw InputError(
        at: path.appending(chosen[1]),
        "conflicts with \"\(leader)\": give exactly one spring parameter set")
    }
    let allowed = companions[leader]!
    if let stray = names.first(where: { $0 != leader && present($0) && !allowed.contains($0) }) {
      throw InputError(at: path.appending(stray), "does not go with \"\(leader)\"")
    }
    do {
      switch leader {
      case "stiffness":
        let stiffness = try number("stiffness")!
        let mass = try number("mass") ?? 1
        switch (try number("damping"), try number("dampingRatio")) {
        case (let damping?, nil):
          return try SpringParameters(stiffness: stiffness, damping: damping, mass: mass)
        case (nil, let ratio?):
          return try SpringParameters(stiffness: stiffness, dampingRatio: ratio, mass: mass)
        case (.some, .some):
          throw InputError(
            at: path.appending("dampingRatio"), "conflicts with \"damping\": give one of them")
        case (nil, nil):
          throw InputError(at: path.appending("damping"), "missing (or give \"dampingRatio\")")
        }
      case "duration":
        let duration = try number("duration")!
        try positive(duration, "duration", at: path)
        return try SpringParameters(duration: duration / 1000, bounce: try number("bounce") ?? 0)
      case "response":
        let response = try number("response")!
        try positive(response, "response", at: path)
        guard let ratio = try number("dampingRatio") else {
          throw InputError(at: path.appending("dampingRatio"), "missing (\"response\" needs it)")
        }
        return try SpringParameters(response: response / 1000, dampingRatio: ratio)
      default:
        let value = values["preset"]!
        let names = SpringParameters.presetNames.joined(separator: ", ")
        guard case .string(let name) = value else {
          throw InputError(
            at: path.appending("preset"), "must be a string (one of \(names)), got \(value.kind)")
        }
        guard let preset = SpringParameters.preset(named: name) else {
          throw InputError(
            at: path.appending("preset"), "unknown preset \"\(name)\" (expected one of \(names))")
        }
        return preset
      }
    } catch let error as InputError {
      throw error
    } catch let error as ParameterError {
      throw InputError(parameterError: error, at: path)
    } catch {
      throw InputError(at: path, "\(error)")
    }
  }

  /// A duration or response in milliseconds must be positive (said in the document's unit).
  private static func positive(_ value: Double, _ key: String, at path: JSONPath)
    throws(InputError)
  {
    guard value > 0 else {
      throw InputError(at: path.appending(key), "must be positive, got \(value) ms")
    }
  }
}

extension InputError {
  /// A physics type's ``ParameterError`` (PH-13) as a line naming the document's field below
  /// `path`.
  init(parameterError error: ParameterError, at path: JSONPath) {
    switch error {
    case .invalidParameter(let name, let value):
      self.init(at: path.appending(name), "must be finite and not negative, got \(value)")
    case .outOfRange(let name, let value, let expected):
      self.init(at: path.appending(name), "must be \(expected), got \(value)")
    case .invalidCount(let name, let count):
      self.init(at: path.appending(name), "must be at least 1, got \(count)")
    }
  }
}
