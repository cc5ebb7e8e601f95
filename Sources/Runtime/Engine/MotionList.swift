public import MotionTween

/// A property arbiter's registered motions, in registration order, with the first stored
/// inline: most animated properties have one motion, and then no array is allocated (an
/// array's buffer for one reference is 40 bytes).
///
/// A collection indexed from 0, like the array it replaces, so the arbiter's evaluation reads
/// `motions[index]` as before; index 0 is the inline motion, the others are in ``rest``.
@usableFromInline
struct MotionList<Value: Interpolatable>: RandomAccessCollection, MutableCollection {
  /// The first motion; `nil` only when the list is empty.
  @usableFromInline var head: ArbitratedMotion<Value>?
  /// The motions after the first.
  @usableFromInline var rest: ContiguousArray<ArbitratedMotion<Value>> = []

  /// An empty list.
  @inlinable
  init() {}

  @inlinable
  var startIndex: Int { 0 }

  @inlinable
  var endIndex: Int { head == nil ? 0 : rest.count &+ 1 }

  @inlinable
  var count: Int { endIndex }

  @inlinable
  var isEmpty: Bool { head == nil }

  @inlinable
  subscript(index: Int) -> ArbitratedMotion<Value> {
    @inline(__always) get {
      index == 0 ? head.unsafelyUnwrapped : rest[index &- 1]
    }
    @inline(__always) set {
      if index == 0 { head = newValue } else { rest[index &- 1] = newValue }
    }
  }

  /// Calls `body` with the motion at `index`, borrowed: reading the inline motion through the
  /// subscript retains and releases it (an array's elements are read borrowed), which the
  /// arbiter's per-write checks would pay on every pointer move.
  @inlinable @inline(__always)
  func withMotion<Result>(at index: Int, _ body: (ArbitratedMotion<Value>) -> Result) -> Result {
    guard index == 0 else { return body(rest[index &- 1]) }
    return Unmanaged.passUnretained(head.unsafelyUnwrapped)._withUnsafeGuaranteedRef(body)
  }

  @inlinable
  func index(after index: Int) -> Int { index &+ 1 }

  @inlinable
  func index(before index: Int) -> Int { index &- 1 }

  /// Appends `motion` last.
  @inlinable
  mutating func append(_ motion: ArbitratedMotion<Value>) {
    if head == nil { head = motion } else { rest.append(motion) }
  }

  /// Inserts `motion` at `index` (at most ``count``).
  @inlinable
  mutating func insert(_ motion: ArbitratedMotion<Value>, at index: Int) {
    guard let first = head else {
      head = motion
      return
    }
    if index == 0 {
      rest.insert(first, at: 0)
      head = motion
    } else {
      rest.insert(motion, at: index &- 1)
    }
  }

  /// Removes the motion at `index`.
  @inlinable
  mutating func remove(at index: Int) {
    guard index == 0 else {
      rest.remove(at: index &- 1)
      return
    }
    head = rest.isEmpty ? nil : rest.removeFirst()
  }

  /// Removes every motion for which `shouldRemove` is true, keeping the order of the others.
  @inlinable
  mutating func removeAll(where shouldRemove: (ArbitratedMotion<Value>) -> Bool) {
    rest.removeAll(where: shouldRemove)
    if let first = head, shouldRemove(first) {
      head = rest.isEmpty ? nil : rest.removeFirst()
    }
  }
}
