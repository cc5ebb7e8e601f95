public import MotionStreams

/// The values of one state write, as a ``GestureSnapshot`` carries them: a concrete struct, so
/// that the recognizers capture, queue and hand it on with inline copies rather than through the
/// generic snapshot type's run-time value witnesses.
///
/// Velocities are values (the release velocity, or what a recognizer written outside the library
/// passed) or, for the one quantity whose samples a recognizer holds, those samples
/// (``VelocityCapture``): capturing them costs a reference count, and the fit runs only when a
/// velocity is read.
@usableFromInline
struct GestureWrite: Sendable {
  @usableFromInline var state: GestureRecognizerState
  @usableFromInline var location: Point
  @usableFromInline var translation = Point.zero
  @usableFromInline var rotation = 0.0
  @usableFromInline var scale = 1.0
  @usableFromInline var velocities = VelocityCapture.none

  @usableFromInline
  init(state: GestureRecognizerState, location: Point) {
    self.state = state
    self.location = location
  }

  /// The translation's velocity: fitted from the captured samples, or the value.
  @usableFromInline
  func resolvedVelocity() -> Point {
    switch velocities {
    case .values(let velocity, _, _): velocity
    case .translation(let window): window.count == 0 ? .zero : window.velocity(at: window.newest)
    case .rotation, .scale: .zero
    }
  }

  /// The rotation's velocity: fitted from the captured samples, or the value.
  @usableFromInline
  func resolvedRotationVelocity() -> Double {
    switch velocities {
    case .values(_, let rotation, _): rotation
    case .rotation(let window, let factor):
      window.count == 0 ? 0 : window.velocity(at: window.newest) * factor
    case .translation, .scale: 0
    }
  }

  /// The scale's velocity: fitted from the captured samples, or the value.
  @usableFromInline
  func resolvedScaleVelocity() -> Double {
    switch velocities {
    case .values(_, _, let scale): scale
    case .scale(let window, let factor):
      window.count == 0 ? 0 : window.velocity(at: window.newest) * factor
    case .translation, .rotation: 0
    }
  }
}

/// A write's velocities: three values, or the samples of the one velocity its recognizer
/// estimates (fitted at the newest sample when read, times `factor`; the others are zero).
@usableFromInline
enum VelocityCapture: Sendable {
  case values(translation: Point, rotation: Double, scale: Double)
  case translation(VelocityWindow<Point>)
  case rotation(VelocityWindow<Double>, factor: Double)
  case scale(VelocityWindow<Double>, factor: Double)

  /// Every velocity zero.
  @usableFromInline static var none: VelocityCapture {
    .values(translation: .zero, rotation: 0, scale: 0)
  }
}
