public import MotionStreams

/// The pointers currently down on one recognizer, in the order they went down: a building block
/// for recognizers written outside the library (the library's own use it too).
///
/// Storage grows on a `down` beyond the largest number of pointers seen so far and is then
/// reused: moves and lifts never allocate. Lookups are linear in the number of pointers down
/// (one or two in practice; hundreds work, at a linear cost per event).
///
/// ```swift
/// import MotionGestures
/// import MotionStreams
///
/// var pointers = PointerTracker()
/// pointers.add(1, at: Point(x: 0, y: 0))
/// pointers.add(2, at: Point(x: 10, y: 0))
/// let center = pointers.centroid  // (5, 0)
/// ```
public struct PointerTracker: Sendable {
  /// The pointers' identifiers, in the order they went down.
  public private(set) var ids: [Int] = []
  /// The pointers' positions in root space, in the same order.
  public private(set) var positions: [Point] = []

  /// Creates an empty tracker.
  public init() {}

  /// The number of pointers down.
  public var count: Int { ids.count }

  /// Whether no pointer is down.
  public var isEmpty: Bool { ids.isEmpty }

  /// The index of pointer `id`, or `nil` when it is not down.
  public func index(of id: Int) -> Int? {
    for index in ids.indices where ids[index] == id { return index }
    return nil
  }

  /// Records pointer `id` going down at `position`. A pointer already down is left as it is;
  /// returns whether it was added.
  @discardableResult
  public mutating func add(_ id: Int, at position: Point) -> Bool {
    guard index(of: id) == nil else { return false }
    ids.append(id)
    positions.append(position)
    return true
  }

  /// Moves the pointer at `index`; an index out of range is ignored.
  public mutating func move(at index: Int, to position: Point) {
    guard positions.indices.contains(index) else { return }
    positions[index] = position
  }

  /// Removes the pointer at `index`, keeping the others in order; an index out of range is
  /// ignored.
  public mutating func remove(at index: Int) {
    guard ids.indices.contains(index) else { return }
    ids.remove(at: index)
    positions.remove(at: index)
  }

  /// Forgets every pointer, keeping the storage.
  public mutating func removeAll() {
    ids.removeAll(keepingCapacity: true)
    positions.removeAll(keepingCapacity: true)
  }

  /// The mean position of the pointers down, or `nil` when none is: their coordinates summed in
  /// the order the pointers went down, then divided by their number (the order is part of the
  /// result's last bits). O(pointers).
  public var centroid: Point? {
    positions.isEmpty ? nil : meanPosition(or: .zero)
  }

  /// ``centroid``, or `fallback` when no pointer is down, as a plain `Point`: what a recognizer
  /// reads on every move. Returned in floating-point registers and stored whole. (An optional
  /// point comes back in integer registers and was stored in two halves, which the next
  /// event's 16-byte read of the centroid then waited on: a store-forwarding stall on every
  /// move.)
  @inline(__always)
  func meanPosition(or fallback: Point) -> Point {
    let positions = self.positions
    let count = positions.count
    if count == 1 { return positions[0] }
    guard count > 1 else { return fallback }
    var x = 0.0
    var y = 0.0
    for position in positions {
      x += position.x
      y += position.y
    }
    let n = Double(count)
    return Point(x: x / n, y: y / n)
  }
}
