/// The end of every benchmarked stream: adds each value it receives, so that the compiler cannot
/// drop the work, and both libraries pay for the same trivial observer.
///
/// The sum lives behind a pointer rather than in a stored property: a class's stored `var` is
/// checked for exclusive access at run time on every write (a few nanoseconds), which would add
/// the same constant to both sides of every ratio and hide the difference being measured.
final class Sink {
  private let storage: UnsafeMutablePointer<Int>

  init() {
    storage = .allocate(capacity: 1)
    storage.initialize(to: 0)
  }

  deinit {
    storage.deallocate()
  }

  /// The wrapping sum of every value received.
  var total: Int { storage.pointee }

  /// Records one value.
  @inline(__always)
  func receive(_ value: Int) {
    storage.pointee &+= value
  }

  /// Records one `Double` (its bit pattern, so that no value can trap a conversion).
  @inline(__always)
  func receive(_ value: Double) {
    storage.pointee &+= Int(truncatingIfNeeded: value.bitPattern)
  }
}
