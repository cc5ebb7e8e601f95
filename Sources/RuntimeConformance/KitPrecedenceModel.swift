import MotionTween

/// The precedence rule's expectation for one scripted property: every motion the script put on
/// it, judged from scratch with the shared rule (`Precedence`), none ever dropped.
///
/// A motion is its span as judged at a time (or `nil` while it takes no part: disabled) and its
/// value at a time.
final class KitPrecedenceModel {
  struct Motion {
    let label: String
    let span: (Double) -> MotionSpan?
    let value: (Double) -> Double
  }

  let base: Double
  var motions: [Motion] = []

  init(base: Double) {
    self.base = base
  }

  /// Registers a motion last.
  func add(
    _ label: String, span: @escaping (Double) -> MotionSpan?,
    value: @escaping (Double) -> Double
  ) {
    motions.append(Motion(label: label, span: span, value: value))
  }

  /// Registers a tween begun at `begin` on the runtime's clock, starting from `from` when it has
  /// a single value; `enabled` says whether it takes part. Its span is placed from its local
  /// time, as `TweenStack.Entry.span(at:)` places it: in effect while its local time is.
  func add(
    _ label: String, tween: Tween<Double>, begin: Double, from: Double,
    enabled: @escaping () -> Bool = { true }
  ) {
    add(label) { time in
      let origin = time - (time - begin)
      return enabled() ? MotionSpan(start: origin + tween.delay, end: origin + tween.endTime) : nil
    } value: { time in
      tween.value(atLocalTime: time - begin, from: from)
    }
  }

  /// Registers the app's write of `value` at `time`: a motion that ended as it started.
  func write(_ value: Double, at time: Double) {
    add("the app's write of \(value)") { _ in
      MotionSpan(start: time, end: time)
    } value: { _ in
      value
    }
  }

  /// What the property shows at `time`, and the motion showing it.
  func expected(at time: Double) -> (value: Double, source: String) {
    let spans = motions.map { $0.span(time) }
    switch Precedence.source(count: motions.count, at: time, span: { spans[$0] }) {
    case .inEffect(let index), .ended(let index), .notStarted(let index):
      return (motions[index].value(time), motions[index].label)
    case .base:
      return (base, "the property's own value")
    }
  }
}
