/// Which side of a threshold a value lies on: the output of `threshold` and `thresholdRange`
/// (MO-5).
public enum ThresholdSide: Sendable, Hashable, CustomStringConvertible {
  /// Strictly below the threshold (or the range's lower bound).
  case below
  /// Equal to the threshold, or inside the range (bounds included).
  case within
  /// Strictly above the threshold (or the range's upper bound).
  case above

  /// `"below"`, `"within"` or `"above"`.
  public var description: String {
    switch self {
    case .below: "below"
    case .within: "within"
    case .above: "above"
    }
  }
}

/// An event of the `slop(size:)` operator (MO-5).
public enum SlopEvent: Sendable, Hashable, CustomStringConvertible {
  /// The value left the slop region (for the first time, or again after returning).
  case onExit
  /// The value came back into the slop region after having left it.
  case onReturn

  /// `"onExit"` or `"onReturn"`.
  public var description: String {
    switch self {
    case .onExit: "onExit"
    case .onReturn: "onReturn"
    }
  }
}

extension MotionObservable where Value: Comparable {
  /// Emits which side of `position` each value lies on (MO-5); a value equal to `position` is
  /// ``ThresholdSide/within``.
  ///
  /// ```swift
  /// let side = drag.threshold(100).rewrite([.below: "closed", .within: "open", .above: "open"])
  /// ```
  ///
  /// Bad input: a value unordered with `position` (a NaN value or a NaN position) is dropped.
  /// Every value emits, even when its side is unchanged; add `dedupe()` to emit only changes.
  @inlinable
  public func threshold(_ position: Value) -> MotionObservable<ThresholdSide> {
    nextOperator(named: "threshold", arguments: [String(describing: position)]) { observer in
      let next = observer.next
      return { value in
        if value < position {
          next(.below)
        } else if value > position {
          next(.above)
        } else if value == position {
          next(.within)
        }
      }
    }
  }

  /// Emits which side of the closed range `min...max` each value lies on (MO-5); both bounds are
  /// inside.
  ///
  /// Bad input: bounds given in the wrong order are put in order (`thresholdRange(min: 5, max: 1)`
  /// is the range 1...5); a value unordered with a bound (NaN) is dropped.
  @inlinable
  public func thresholdRange(min: Value, max: Value) -> MotionObservable<ThresholdSide> {
    let lower = Swift.min(min, max)
    let upper = Swift.max(min, max)
    let arguments = [String(describing: min), String(describing: max)]
    return nextOperator(named: "thresholdRange", arguments: arguments) { observer in
      let next = observer.next
      return { value in
        if value < lower {
          next(.below)
        } else if value > upper {
          next(.above)
        } else if value >= lower, value <= upper {
          next(.within)
        }
      }
    }
  }
}

extension MotionObservable where Value == Double {
  /// Emits ``SlopEvent/onExit`` when a value leaves the region `-size...size`, and
  /// ``SlopEvent/onReturn`` when a value comes back into it after having left (MO-5).
  ///
  /// Nothing is emitted before the first exit, and only transitions emit. The in/out state is
  /// kept per subscription. A typical use: `drag.slop(size: 10)` tells a drag apart from a tap.
  ///
  /// Bad input: a negative size is used as its magnitude; a NaN size or a NaN value is ignored
  /// (emits nothing); an infinite size never exits.
  @inlinable
  public func slop(size: Double) -> MotionObservable<SlopEvent> {
    let radius = size.magnitude
    return nextOperator(named: "slop", arguments: [String(describing: size)]) { observer in
      let next = observer.next
      let isOutside = OperatorState(false)
      return { value in
        guard !value.isNaN, !radius.isNaN else { return }
        let outside = value.magnitude > radius
        guard outside != isOutside.value else { return }
        isOutside.value = outside
        next(outside ? .onExit : .onReturn)
      }
    }
  }
}
