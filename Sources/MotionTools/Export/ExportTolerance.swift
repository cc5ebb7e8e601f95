/// The error bound of an export: how far a baked motion (a spring or decay as `linear()`) may
/// stray from what the engine samples, stated the way a designer reads it, "0.5 px per 300 px
/// of travel" (`motion export --tolerance PX`, default 0.5).
///
/// The tolerance is *relative*: `pixels` per 300 units of the motion's size, so the same
/// setting fits a 300 px slide (0.5 px), an opacity fade from 0 to 1 (0.0017) and a rotation
/// in degrees alike. A motion's size is
///
///     S = max(|end − start|, (max − min) / 2)
///
/// over the values it shows from its start to its end: its travel, unless it comes back
/// towards where it started. For a spring or decay that does not overshoot, max − min is the
/// travel, so S is the travel. A spring that overshoots keeps its travel (a bouncy spring
/// 0 → 300 px with a 37 % overshoot still gets 0.5 px). A toss whose start velocity carries it
/// away and back, or a decay that returns, is measured by half its range of values, so a
/// motion that ends where it started (zero travel) still has a size, and a bound. The bound is
/// `pixels / 300 · S`, in the motion's own units.
package struct ExportTolerance: Equatable, Sendable {
  /// The travel the tolerance is stated for, 300 units.
  package static let reference = 300.0
  /// The default: 0.5 units per 300 of travel.
  package static let standard = ExportTolerance(unchecked: 0.5)

  /// The tolerance in units per ``reference`` units of a motion's size.
  package let pixels: Double

  /// A tolerance of `pixels` per 300.
  /// - Throws: ``InputError`` when `pixels` is not a finite number above 0.
  package init(pixels: Double) throws(InputError) {
    guard pixels.isFinite, pixels > 0 else {
      throw InputError(
        "--tolerance: must be a finite number of px per 300 px above 0, got \(pixels)")
    }
    self.pixels = pixels
  }

  private init(unchecked pixels: Double) {
    self.pixels = pixels
  }

  /// The tolerance as a fraction of a motion's size.
  package var relative: Double { pixels / Self.reference }

  /// A motion's size S (see the type's description) from its start and end values and the
  /// smallest and largest values it shows; at most the largest finite double (values near
  /// ±1.8e308 would overflow the differences).
  package static func size(start: Double, end: Double, minimum: Double, maximum: Double)
    -> Double
  {
    min(max(abs(end - start), maximum / 2 - minimum / 2), .greatestFiniteMagnitude)
  }

  /// The bound, in the motion's units, for a motion of size `size`.
  package func bound(size: Double) -> Double {
    relative * size
  }
}
