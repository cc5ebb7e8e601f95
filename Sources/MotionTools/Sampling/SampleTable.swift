import Foundation
import MotionStreams
import MotionTimeline
import MotionTween

/// The values of every property of a document at every sample time, and their printed forms.
///
/// All tweens sit on one timeline that began at 0 and is paused: scrubbing it to a sample time
/// `T` puts every tween at local time `T` (TL-R11, TW-14); the command keeps the document's unit,
/// milliseconds, throughout, and each property's
/// ``TweenStack`` applies the precedence rules (TW-15…TW-18). Samples are independent of each
/// other, so their order does not matter.
package struct SampleTable {
  /// Sample times in milliseconds, as given.
  package var times: [Double]
  /// Property names, sorted.
  package var names: [String]
  /// `values[p][s]`: property `p` at sample `s`.
  package var values: [[Double]]

  package init(document: MotionDocument, times: [Double]) {
    self.times = times
    names = document.properties.map(\.name)
    // One paused timeline for the whole document, in its unit (milliseconds). Every tween is
    // attached to it (TW-12) and begins it (TW-13); its begin time is every tween's time zero
    // (TW-14), and while paused each tween's local time is the timeline's timeOffset (TL-R11).
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock, start: .onBegin)
    timeline.paused.value = true
    var stacks = document.properties.map { TweenStack(baseValue: $0.value) }
    for entry in document.tweens {
      var tween = entry.tween
      tween.timeline = timeline
      tween.beginTimeline()
      // The stacks run on the timeline's local time, where its begin time is 0.
      stacks[names.firstIndex(of: entry.property)!].add(tween, beginTime: 0)
    }
    let local = InteractionClock(timeline: timeline, clock: clock)
    var values = stacks.map { _ in [Double]() }
    for time in times {
      // Samples are validated finite, so scrubbing cannot fail.
      try? timeline.scrub(to: time)
      let localTime = local.localTime ?? time
      for index in stacks.indices { values[index].append(stacks[index].value(at: localTime)) }
    }
    self.values = values
  }

  /// `time,property,value` lines, by sample then by property name.
  package var csv: String {
    var text = "time,property,value\n"
    for (sample, time) in times.enumerated() {
      for (property, name) in names.enumerated() {
        text +=
          "\(NumberFormat.roundTrip(time)),\(csvField(name)),"
          + "\(NumberFormat.roundTrip(values[property][sample]))\n"
      }
    }
    return text
  }

  /// `{"name": [values in sample order], ...}`, names sorted.
  package var json: String {
    let members = names.enumerated().map { property, name in
      let list = values[property].map(NumberFormat.roundTrip).joined(separator: ", ")
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
