import Foundation
import MotionTween

/// The values of every property of a document at every sample time, and their printed forms.
///
/// All tweens sit on one timeline that began at 0 and is paused: scrubbing it to a sample time
/// `T` puts every tween at local time `T` (TL-R11, TW-14); the command keeps the document's unit,
/// milliseconds, throughout, and each property's
/// ``TweenStack`` applies the precedence rules (TW-15…TW-18). Samples are independent of each
/// other, so their order does not matter.
struct SampleTable {
  /// Sample times in milliseconds, as given.
  var times: [Double]
  /// Property names, sorted.
  var names: [String]
  /// `values[p][s]`: property `p` at sample `s`.
  var values: [[Double]]

  init(document: MotionDocument, times: [Double]) {
    self.times = times
    names = document.properties.map(\.name)
    values = document.properties.map { property in
      var stack = TweenStack(baseValue: property.value)
      for entry in document.tweens where entry.property == property.name {
        stack.add(entry.tween, beginTime: 0)
      }
      return times.map { stack.value(at: $0) }
    }
  }

  /// `time,property,value` lines, by sample then by property name.
  var csv: String {
    var text = "time,property,value\n"
    for (sample, time) in times.enumerated() {
      for (property, name) in names.enumerated() {
        text += "\(time),\(csvField(name)),\(values[property][sample])\n"
      }
    }
    return text
  }

  /// `{"name": [values in sample order], ...}`, names sorted.
  var json: String {
    let members = names.enumerated().map { property, name in
      let list = values[property].map { "\($0)" }.joined(separator: ", ")
      return "  \(jsonString(name)): [\(list)]"
    }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  private func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  private func jsonString(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
