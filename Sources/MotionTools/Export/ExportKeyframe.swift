package import MotionTween

/// The easing of one keyframe interval of an exported track: a timing function the tween gave
/// (mapped one to one: `linear`, `cubic-bezier(…)`, `steps(…)`), or a baked `linear()`.
package enum ExportEasing: Equatable, Sendable {
  /// A CSS timing function, exactly as the tween has it.
  case timing(TimingFunction)
  /// A motion baked as `linear()` (a spring, a decay, or a part of a tween CSS cannot cut).
  case baked(LinearEasing)

  /// Holds the interval's start value, then shows its end value at the end: `steps(1, jump-end)`.
  package static let hold = ExportEasing.timing(.steps(try! Steps(1, .jumpEnd)))

  /// The CSS text.
  package var text: String {
    switch self {
    case .timing(let function): function.description
    case .baked(let easing): easing.text
    }
  }

  /// The output at interval progress `d`, as a browser computes it in the active phase.
  package func callAsFunction(_ d: Double) -> Double {
    switch self {
    case .timing(let function): function(d, beforeFlag: false)
    case .baked(let easing): easing(d)
    }
  }
}

/// One keyframe of an exported track, at a time on the track's clock (ms), with the easing of
/// the interval it starts (`nil` for the last keyframe).
package struct ExportKeyframe: Equatable, Sendable {
  /// Milliseconds on the track's clock (0 is the document's time 0, or `--continue-at`'s).
  package var time: Double
  /// The value, exact.
  package var value: Double
  /// The easing of the interval from here to the next keyframe.
  package var easing: ExportEasing?
  /// The offset as printed, a percentage without the `%` (set when the track is finished).
  package var offsetText = ""

  /// A keyframe at `time` showing `value`.
  package init(time: Double, value: Double, easing: ExportEasing?) {
    self.time = time
    self.value = value
    self.easing = easing
  }

  /// The value as printed: exact.
  package var valueText: String { CSSNumber.exact(value) }

  /// The offset as a browser reads it, in [0, 1].
  package var offset: Double { (Double(offsetText) ?? .nan) / 100 }
}

/// What an exported track says about one part of it, for reports and the browser check: which
/// kind of motion, when, the bound it keeps and, for a baked one, its easing's size and error.
package struct ExportSegment: Equatable, Sendable {
  /// `tween`, `hold`, `spring`, `decay` or `bounded-decay`.
  package var kind: String
  /// The document field of the motion (`motions[1]`), or nil for a hold.
  package var source: String?
  /// The start on the track's clock, ms.
  package var start: Double
  /// The end on the track's clock, ms.
  package var end: Double
  /// The bound it keeps, in the property's units.
  package var bound: Double
  /// For a baked motion, the number of points of its `linear()`.
  package var points: Int?
  /// For a baked motion, the length of its `linear(…)` text in bytes.
  package var bytes: Int?
  /// For a baked motion, the largest error the encoder's check found, in the property's units.
  package var maxError: Double?
}
