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
