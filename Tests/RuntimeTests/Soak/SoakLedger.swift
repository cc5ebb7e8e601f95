/// What a soak holds, counted as it runs: a weak reference to every object the session made
/// (runtime, elements, recognizers, interactions, timelines), so that a count of live objects
/// stands in for bytes held where no in-process byte measure is reliable, and the objects still
/// alive can be named at the end.
final class SoakLedger {
  private var watched: [(name: String, get: () -> AnyObject?)] = []
  /// The most objects alive at once.
  private(set) var peakAlive = 0

  /// Watches `object` under `name`; returns it, for watching where it is made.
  @discardableResult
  func watch<Object: AnyObject>(_ name: String, _ object: Object) -> Object {
    watched.append((name, { [weak object] in object }))
    return object
  }

  /// Forgets the objects that were freed and returns how many are alive. O(alive + freed since
  /// the last call): the list never holds more than the live objects and one frame's new ones.
  func compact() -> Int {
    watched.removeAll { $0.get() == nil }
    peakAlive = max(peakAlive, watched.count)
    return watched.count
  }

  /// The names of the watched objects still alive.
  var alive: [String] { watched.filter { $0.get() != nil }.map(\.name) }
}
