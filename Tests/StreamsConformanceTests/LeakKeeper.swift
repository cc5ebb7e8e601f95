/// Keeps what a deliberately broken implementation leaks, so the test can let it go after the
/// kit has run (no leak outlives the test, and LeakSanitizer stays quiet).
final class LeakKeeper {
  private var releases: [() -> Void] = []

  /// Registers how to break a leak.
  func keep(_ release: @escaping () -> Void) {
    releases.append(release)
  }

  /// Breaks every leak registered so far.
  func release() {
    let pending = releases
    releases = []
    for release in pending { release() }
  }
}

/// An object that holds itself: a retain cycle the keeper breaks.
final class Cycle<Held> {
  var held: Held?
  var me: Cycle?

  init(holding held: Held) {
    self.held = held
    me = self
  }
}

/// A weak reference, to see whether an object the kit was handed has been freed.
struct WeakBox {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}

/// An object with no other purpose than being freed.
final class ReleaseToken {}
