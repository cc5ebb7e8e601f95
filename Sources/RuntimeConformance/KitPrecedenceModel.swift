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
    /// When a gesture that took the property interrupted it: it takes no part from then on.
    var interruptedAt: Double?
  }

  /// A gesture's motion: in effect from `start` until `end`, showing the last value written.
  final class Hold {
    let start: Double
    var end = Double.infinity
    var writes: [(time: Double, value: Double)]

    init(start: Double, value: Double) {
      self.start = start
      writes = [(start, value)]
    }

    func value(at time: Double) -> Double {
      writes.last { $0.time <= time }?.value ?? writes[0].value
    }
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
    motions.append(Motion(label: label, span: span, value: value, interruptedAt: nil))
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

  /// A gesture takes the property at `time` (it begins, or a touch catches the property while
  /// it moves): every motion in effect then is interrupted, as a physics start interrupts
  /// (PH-6), and the gesture holds the value showing, in effect until it is released. Returns
  /// the gesture's motion, for its writes and its release.
  func hold(_ label: String, at time: Double) -> Hold {
    let showing = expected(at: time).value
    for index in motions.indices where motions[index].interruptedAt == nil {
      guard let span = motions[index].span(time) else { continue }
      let present = span.now ?? time
      if span.start <= present && present < span.end { motions[index].interruptedAt = time }
    }
    let hold = Hold(start: time, value: showing)
    add(label) { _ in
      MotionSpan(start: hold.start, end: hold.end)
    } value: {
      hold.value(at: $0)
    }
    return hold
  }

  /// What the property shows at `time`, and the motion showing it.
  func expected(at time: Double) -> (value: Double, source: String) {
    let spans = motions.map { motion in
      motion.interruptedAt.map { time >= $0 } == true ? nil : motion.span(time)
    }
    switch Precedence.source(count: motions.count, at: time, span: { spans[$0] }) {
    case .inEffect(let index), .ended(let index), .notStarted(let index):
      return (motions[index].value(time), motions[index].label)
    case .base:
      return (base, "the property's own value")
    }
  }
}
