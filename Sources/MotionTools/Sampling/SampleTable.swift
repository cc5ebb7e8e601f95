import Foundation
import MotionStreams
import MotionTimeline
import MotionTween

/// The values (and velocities) of every property of a document at every sample time, and their
/// printed forms.
///
/// All motions sit on one timeline that began at 0 and is paused: scrubbing it to a sample time
/// `T` puts every motion at local time `T` (TL-R11, TW-14, PH-10); the command keeps the
/// document's unit, milliseconds, throughout, and each property's ``MotionStack`` applies the
/// precedence rules (TW-15…TW-18) and the physics hand-offs (PH-6, PH-14). Samples are
/// independent of each other, so their order does not matter.
package struct SampleTable {
  /// Sample times in milliseconds, as given.
  package var times: [Double]
  /// Property names, sorted.
  package var names: [String]
  /// `values[p][s]`: property `p` at sample `s`.
  package var values: [[Double]]
  /// `velocities[p][s]`: property `p`'s velocity at sample `s`, in units per second.
  package var velocities: [[Double]]

  package init(document: MotionDocument, times: [Double]) {
    self.times = times
    names = document.properties.map(\.name)
    // One paused timeline for the whole document, in its unit (milliseconds). It begins
    // (TW-13) at 0, every motion's time zero (TW-14), and while paused each motion's local time
    // is the timeline's timeOffset (TL-R11).
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock, start: .onBegin)
    timeline.paused.value = true
    timeline.begin()
    let stacks = document.stacks
    let local = InteractionClock(timeline: timeline, clock: clock)
    var values = stacks.map { _ in [Double]() }
    var velocities = values
    for time in times {
      // Samples are validated finite, so scrubbing cannot fail.
      try? timeline.scrub(to: time)
      let localTime = local.localTime ?? time
      for index in stacks.indices {
        let sample = stacks[index].sample(at: localTime)
        values[index].append(sample.value)
        // + 0 prints a velocity of −0 (a curve's slope approached from below) as 0.
        velocities[index].append(sample.velocity + 0)
      }
    }
    self.values = values
    self.velocities = velocities
  }

  /// `time,property,value` lines, by sample then by property name.
  package var csv: String { csv(velocity: false) }

  /// `{"name": [values in sample order], ...}`, names sorted.
  package var json: String { json(velocity: false) }

  /// `time,property,value` lines, by sample then by property name, with a `velocity` column
  /// (units per second) when `velocity` is set.
  package func csv(velocity: Bool) -> String {
    var text = velocity ? "time,property,value,velocity\n" : "time,property,value\n"
    for (sample, time) in times.enumerated() {
      for (property, name) in names.enumerated() {
        text +=
          "\(NumberFormat.roundTrip(time)),\(csvField(name)),"
          + "\(NumberFormat.roundTrip(values[property][sample]))"
          + (velocity ? ",\(NumberFormat.roundTrip(velocities[property][sample]))\n" : "\n")
      }
    }
    return text
  }

  /// `{"name": [values in sample order], ...}`, names sorted; with `velocity`,
  /// `{"name": {"value": [...], "velocity": [...]}, ...}` (units per second).
  package func json(velocity: Bool) -> String {
    func list(_ numbers: [Double]) -> String {
      "[" + numbers.map(NumberFormat.roundTrip).joined(separator: ", ") + "]"
    }
    let members = names.enumerated().map { property, name in
      guard velocity else { return "  \(jsonString(name)): \(list(values[property]))" }
      return "  \(jsonString(name)): {\"value\": \(list(values[property])), "
        + "\"velocity\": \(list(velocities[property]))}"
    }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  private func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  private func jsonString(_ text: String) -> String {
    JSONStringLiteral.quoted(text)
  }
}
