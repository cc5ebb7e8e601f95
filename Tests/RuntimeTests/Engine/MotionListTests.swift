import Testing

@testable import MotionRuntime

/// The arbiter's motion list (a ``SmallList``): a lone motion inline, more in an array, in
/// registration order whatever is inserted, removed or replaced (the precedence rule reads it by
/// index). Every step keeps the list's invariant.
@Suite("Motion list")
struct MotionListTests {
  /// Motions told apart by their value.
  func motions(_ count: Int) -> [DirectMotion<Double>] {
    (0..<count).map { DirectMotion(value: Double($0)) }
  }

  func values(_ list: MotionList<Double>) -> [Double] {
    list._checkInvariants()
    return list.map { ($0 as! DirectMotion<Double>).value }
  }

  /// Whether the list keeps its motions in an array (else none, or one inline).
  func hasArray(_ list: MotionList<Double>) -> Bool {
    if case .many = list.storage { return true }
    return false
  }

  @Test("appends in order; a lone motion is stored inline, more in an array")
  func appendOrder() {
    var list = MotionList<Double>()
    #expect(list.isEmpty && list.count == 0 && values(list) == [])
    let made = motions(3)
    list.append(made[0])
    guard case .one(let lone) = list.storage else {
      Issue.record("a lone motion is stored inline")
      return
    }
    #expect(lone === made[0])
    for motion in made.dropFirst() { list.append(motion) }
    #expect(list.count == 3 && values(list) == [0, 1, 2] && hasArray(list))
  }

  @Test("inserting before or after the inline motion keeps the order")
  func insert() {
    let made = motions(4)
    var list = MotionList<Double>()
    list.insert(made[1], at: 0)  // into an empty list
    list.append(made[3])
    list.insert(made[0], at: 0)
    list.insert(made[2], at: 2)
    #expect(values(list) == [0, 1, 2, 3])
  }

  @Test("removing by index or by predicate keeps the order, and the array down to none")
  func remove() {
    var list = MotionList<Double>()
    for motion in motions(5) { list.append(motion) }
    list.remove(at: 0)
    #expect(values(list) == [1, 2, 3, 4])
    list.remove(at: 2)
    #expect(values(list) == [1, 2, 4])
    list.removeAll { ($0 as! DirectMotion<Double>).value != 2 }
    #expect(values(list) == [2])
    list.removeAll { _ in true }
    #expect(list.isEmpty && hasArray(list))  // kept: the next append allocates nothing
    list.append(motions(1)[0])
    #expect(values(list) == [0] && hasArray(list))
    var lone = MotionList<Double>()
    lone.append(motions(1)[0])
    lone.remove(at: 0)
    #expect(lone.isEmpty && !hasArray(lone))
  }

  /// The address of the list's array buffer, or nil without one.
  func buffer(_ list: MotionList<Double>) -> UnsafeRawPointer? {
    guard case .many(let all) = list.storage else { return nil }
    return all.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test("appending, inserting and removing change the array in place: its buffer is never copied")
  func mutatesInPlace() {
    var list = MotionList<Double>()
    for motion in motions(5) { list.append(motion) }
    let address = buffer(list)
    #expect(address != nil)
    list.remove(at: 0)
    #expect(buffer(list) == address, "remove(at:) copied the array")
    list.insert(motions(1)[0], at: 0)
    #expect(buffer(list) == address, "insert(_:at:) copied the array")
    list.remove(at: 4)
    list.append(motions(1)[0])  // back to 5: no growth
    #expect(buffer(list) == address, "append(_:) copied the array")
    #expect(values(list) == [0, 1, 2, 3, 0])
  }

  @Test("replacing by index and borrowed reads")
  func replaceAndCompare() {
    let made = motions(3)
    var list = MotionList<Double>()
    list.append(made[0])
    list.append(made[1])
    let snapshot = list
    list[0] = made[2]
    list[1] = made[0]
    #expect(values(list) == [2, 0] && values(snapshot) == [0, 1])
    #expect(list.withElement(at: 1) { $0 === made[0] })
    #expect(list.firstIndex { $0 === made[0] } == 1 && list.last === made[0])
  }

  @Test(
    "the list's own count and last agree with the collection's, inline, in an array, emptied")
  func countAndLast() {
    let made = motions(3)
    var list = MotionList<Double>()
    /// The list's members against the defaults every collection has.
    func agrees() -> Bool {
      let counted = list.distance(from: list.startIndex, to: list.endIndex)
      let last = list.isEmpty ? nil : list[list.index(before: list.endIndex)]
      return list.count == counted && list.last === last
    }
    #expect(agrees() && list.count == 0 && list.last == nil)
    list.append(made[0])
    #expect(agrees() && list.count == 1 && list.last === made[0])
    list.append(made[1])
    list.append(made[2])
    #expect(agrees() && list.count == 3 && list.last === made[2])
    list.remove(at: 2)
    #expect(agrees() && list.count == 2 && list.last === made[1])
    list.removeAll { _ in true }
    #expect(agrees() && list.count == 0 && list.last == nil && hasArray(list))
  }
}
