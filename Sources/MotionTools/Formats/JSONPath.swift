/// Where a value sits in a JSON document, printed the way the error messages name fields:
/// `tweens[0].interTimingFunctions[1]`.
package struct JSONPath: CustomStringConvertible, Equatable {
  /// The keys and indices from the root, in order.
  package var components: [Component]

  /// One step: an object's key or an array's index.
  package enum Component: Equatable {
    case key(String)
    case index(Int)
  }

  /// The root of the document.
  package static let root = JSONPath(components: [])

  /// The path of a `Decoder`'s coding path (keys with an integer value are array indices).
  package init(_ codingPath: [any CodingKey]) {
    components = codingPath.map { key in
      if let index = key.intValue, key.stringValue == "Index \(index)" || key is IndexKey {
        return .index(index)
      }
      return .key(key.stringValue)
    }
  }

  package init(components: [Component]) {
    self.components = components
  }

  /// Whether this is the whole document.
  package var isRoot: Bool { components.isEmpty }

  /// This path followed by `key`.
  package func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// This path followed by `index`.
  package func appending(_ index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  package var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// An array index as a coding key.
package struct IndexKey: CodingKey {
  package var intValue: Int?
  package var stringValue: String { "Index \(intValue ?? 0)" }

  package init(intValue: Int) {
    self.intValue = intValue
  }

  package init?(stringValue: String) {
    nil
  }
}

/// Any object key as a coding key, so that a reader can list and check every key it is given.
package struct FieldKey: CodingKey, Hashable {
  package var stringValue: String
  package var intValue: Int? { nil }

  package init(_ name: String) {
    stringValue = name
  }

  package init?(stringValue: String) {
    self.stringValue = stringValue
  }

  package init?(intValue: Int) {
    nil
  }
}
