import Testing

@testable import MotionRuntime

/// The arbiter's motion list: its first motion inline, the rest in an array, in registration
/// order whatever is inserted, removed or replaced (the precedence rule reads it by index).
@Suite("Motion list")
struct MotionListTests {
  /// Motions told apart by their value.
  func motions(_ count: Int) -> [DirectMotion<Double>] {
    (0..<count).map { DirectMotion(value: Double($0)) }
  }

  func values(_ list: MotionList<Double>) -> [Double] {
    list.map { ($0 as! DirectMotion<Double>).value }
  }

  @Test("appends in order; the first is stored inline, the others in the array")
  func appendOrder() {
    var list = MotionList<Double>()
    #expect(list.isEmpty && list.count == 0 && values(list) == [])
    for motion in motions(3) { list.append(motion) }
    #expect(list.count == 3 && values(list) == [0, 1, 2])
    #expect((list.head as? DirectMotion<Double>)?.value == 0 && list.rest.count == 2)
  }

  @Test("inserting first moves the inline motion into the array; inserting later keeps it")
  func insert() {
    let made = motions(4)
    var list = MotionList<Double>()
    list.insert(made[1], at: 0)  // into an empty list
    list.append(made[3])
    list.insert(made[0], at: 0)
    list.insert(made[2], at: 2)
    #expect(values(list) == [0, 1, 2, 3])
  }

  @Test("removing the inline motion promotes the next; removing by predicate keeps the order")
  func remove() {
    var list = MotionList<Double>()
    for motion in motions(5) { list.append(motion) }
    list.remove(at: 0)
    #expect(values(list) == [1, 2, 3, 4])
    list.remove(at: 2)
    #expect(values(list) == [1, 2, 4])
    list.removeAll { ($0 as! DirectMotion<Double>).value != 2 }
    #expect(values(list) == [2] && list.rest.isEmpty)
    list.removeAll { _ in true }
    #expect(list.isEmpty && list.head == nil)
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
    #expect(list.withMotion(at: 1) { $0 === made[0] })
    #expect(list.firstIndex { $0 === made[0] } == 1 && list.last === made[0])
  }
}
