/// A list that stores a lone element inline: none, one, or many in an array. The runtime's
/// per-property, per-target and per-removal lists are almost always of one element (one motion
/// on a property, one interaction on a target, one connection given back), and then no array
/// is allocated (an array's buffer for one reference is 40 bytes). The shape of swift-nio's
/// `_TinyArray`.
///
/// A collection indexed from 0, in insertion order. Once it has held two elements it keeps its
/// array, down to none: a property or target that alternates between one element and two (a
/// tween per tap, each superseding the last) reuses the array's capacity instead of allocating
/// one per change.
///
/// Mutations change the array in place: the list lets go of its array while it changes it, so
/// the array's buffer stays uniquely referenced and is never copied.
@usableFromInline
struct SmallList<Element>: RandomAccessCollection, MutableCollection {
  /// Where the elements are.
  @usableFromInline
  enum Storage {
    /// No element, and no array.
    case empty
    /// One element, inline.
    case one(Element)
    /// Any number of elements (once the list held two), in an array.
    case many(ContiguousArray<Element>)
  }

  @usableFromInline var storage: Storage

  /// An empty list.
  @inlinable
  init() {
    storage = .empty
  }

  @inlinable
  var startIndex: Int { 0 }

  @inlinable
  var endIndex: Int {
    switch storage {
    case .empty: 0
    case .one: 1
    case .many(let all): all.count
    }
  }

  @inlinable
  var isEmpty: Bool { endIndex == 0 }

  /// The number of elements: the list's own, as ``last`` is, so that unspecialised code does
  /// not count through `RandomAccessCollection`'s `distance(from:to:)` (its range checks look
  /// up generic metadata on every call).
  @inlinable
  var count: Int { endIndex }

  /// The last element, or `nil` when the list is empty.
  ///
  /// The list's own, not `BidirectionalCollection`'s: code that runs unspecialised (an
  /// arbiter whose motions were registered from generic code, such as a transition's runs)
  /// reads the default through the protocol's subscript witness, a `read` coroutine whose
  /// frame, for an element of unknown size, is allocated on the heap: 3 mallocs per read, on
  /// every frame of every arbiter on the evaluating lane.
  @inlinable
  var last: Element? {
    switch storage {
    case .empty: nil
    case .one(let element): element
    case .many(let all): all.isEmpty ? nil : all[all.count &- 1]
    }
  }

  @inlinable
  func index(after index: Int) -> Int { index &+ 1 }

  @inlinable
  func index(before index: Int) -> Int { index &- 1 }

  @inlinable
  subscript(index: Int) -> Element {
    @inline(__always) get {
      switch storage {
      case .one(let element):
        assert(index == 0, "index out of range")
        return element
      case .many(let all):
        return all[index]
      case .empty:
        preconditionFailure("index out of range")
      }
    }
    set {
      update(at: index) { $0 = newValue }
    }
  }

  /// Calls `body` with the element at `index` in place: the list lets go of it meanwhile, so
  /// a reference it holds is as unique as the list's was (`isKnownUniquelyReferenced` sees
  /// no copy).
  @inlinable
  mutating func update<Result>(at index: Int, _ body: (inout Element) -> Result) -> Result {
    switch storage {
    case .one(var element):
      assert(index == 0, "index out of range")
      storage = .empty
      defer { storage = .one(element) }
      return body(&element)
    case .many(var all):
      storage = .empty
      defer { storage = .many(all) }
      return body(&all[index])
    case .empty:
      preconditionFailure("index out of range")
    }
  }

  /// Calls `body` with the element at `index`, borrowed (no retain of a reference read from
  /// the inline case or the array).
  @inlinable @inline(__always)
  func withElement<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
    switch storage {
    case .one(let element):
      return body(element)
    case .many(let all):
      return body(all[index])
    case .empty:
      preconditionFailure("index out of range")
    }
  }

  /// Appends `element` last.
  @inlinable
  mutating func append(_ element: Element) {
    switch storage {
    case .empty:
      storage = .one(element)
    case .one(let first):
      storage = .many([first, element])
    case .many(var all):
      storage = .empty
      all.append(element)
      storage = .many(all)
    }
  }

  /// Appends `element` last, if there is one.
  @inlinable
  mutating func append(ifPresent element: Element?) {
    if let element { append(element) }
  }

  /// Inserts `element` at `index` (at most ``endIndex``).
  @inlinable
  mutating func insert(_ element: Element, at index: Int) {
    switch storage {
    case .empty:
      storage = .one(element)
    case .one(let first):
      storage = .many(index == 0 ? [element, first] : [first, element])
    case .many(var all):
      storage = .empty
      all.insert(element, at: index)
      storage = .many(all)
    }
  }

  /// Removes the element at `index`, keeping the order of the others.
  @inlinable
  mutating func remove(at index: Int) {
    switch storage {
    case .one:
      assert(index == 0, "index out of range")
      storage = .empty
    case .many(var all):
      storage = .empty
      all.remove(at: index)
      storage = .many(all)
    case .empty:
      preconditionFailure("index out of range")
    }
  }

  /// Removes every element for which `shouldRemove` is true, keeping the order of the others.
  @inlinable
  mutating func removeAll(where shouldRemove: (Element) -> Bool) {
    switch storage {
    case .empty:
      break
    case .one(let element):
      if shouldRemove(element) { storage = .empty }
    case .many(var all):
      storage = .empty
      all.removeAll(where: shouldRemove)
      storage = .many(all)
    }
  }

  /// Checks the list's invariant (debug builds; the fuzzers call it after every step): an
  /// array exists only once the list held two elements (one made for a lone element would cost
  /// the allocation the inline case exists to save).
  @inlinable
  func _checkInvariants() {
    #if DEBUG
      if case .many(let all) = storage {
        precondition(all.capacity >= 2, "an array made for fewer than two elements")
      }
    #endif
  }
}
