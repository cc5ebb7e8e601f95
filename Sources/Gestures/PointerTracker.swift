import MotionStreams

/// The pointers currently down on one recognizer, in the order they went down.
///
/// Storage grows on a `down` beyond the largest number of pointers seen so far and is then
/// reused: moves and lifts never allocate. Lookups are linear in the number of pointers down
/// (one or two in practice; hundreds work, at a linear cost per event).
struct PointerTracker {
  private(set) var ids: [Int] = []
  private(set) var positions: [Point] = []

  /// The number of pointers down.
  var count: Int { ids.count }

  /// Whether no pointer is down.
  var isEmpty: Bool { ids.isEmpty }

  /// The index of pointer `id`, or `nil` when it is not down.
  func index(of id: Int) -> Int? {
    for index in ids.indices where ids[index] == id { return index }
    return nil
  }

  /// Records pointer `id` going down at `position`.
  mutating func add(_ id: Int, at position: Point) {
    ids.append(id)
    positions.append(position)
  }

  /// Moves the pointer at `index`.
  mutating func move(at index: Int, to position: Point) {
    positions[index] = position
  }

  /// Removes the pointer at `index`, keeping the others in order.
  mutating func remove(at index: Int) {
    ids.remove(at: index)
    positions.remove(at: index)
  }

  /// Forgets every pointer, keeping the storage.
  mutating func removeAll() {
    ids.removeAll(keepingCapacity: true)
    positions.removeAll(keepingCapacity: true)
  }

  /// The mean position of the pointers down, or `nil` when none is. O(pointers).
  var centroid: Point? {
    guard positions.count > 1 else { return positions.first }
    var x = 0.0
    var y = 0.0
    for position in positions {
      x += position.x
      y += position.y
    }
    let n = Double(positions.count)
    return Point(x: x / n, y: y / n)
  }
}
