public import MotionTween

/// The storage of a runtime's ``FrameLanes``: one contiguous buffer of ``FrameLane`` records,
/// owned (allocated, grown and freed) here and nowhere else, with each lane's index kept in its
/// arbiter (``PropertyArbiter/lane``) as lanes move.
///
/// One owner: ``FrameLanes`` holds it and frees it in its `deinit` (``deallocate()``); it is
/// never copied (a copy would share the memory). It is not a noncopyable type, which would
/// state that, because Swift 6.3's optimiser crashes inlining a noncopyable struct's `deinit`
/// into the setter of the class property that holds it, in a release build with
/// cross-module optimisation (the benchmarks' build). A lane is a trivial record (two
/// unretained references, two bytes), so the buffer never initialises or destroys anything but
/// its memory.
///
/// Invariant (``_checkInvariants()``): lane `i`'s arbiter has ``PropertyArbiter/lane`` `i`,
/// so each arbiter has at most one lane; outside a frame's pass no lane is marked removed.
@usableFromInline
struct LaneBuffer<Value: Interpolatable> {
  /// The lanes; ``count`` of them initialised, ``capacity`` allocated.
  @usableFromInline var base: UnsafeMutablePointer<FrameLane<Value>>
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  /// An empty buffer (nothing allocated until the first lane).
  @inlinable
  init() {
    base = UnsafeMutablePointer(bitPattern: MemoryLayout<FrameLane<Value>>.alignment)!
  }

  /// Frees the memory; the buffer is not used again.
  @inlinable
  mutating func deallocate() {
    if capacity > 0 { base.deallocate() }
    capacity = 0
    count = 0
  }

  /// Lane `index` (less than ``count``).
  /// Addressed in place, as a pointer's elements are: a lane's mutating methods (a frame's
  /// sample) change it where it is, with no copy out and back.
  @inlinable
  subscript(index: Int) -> FrameLane<Value> {
    unsafeAddress { UnsafePointer(base + index) }
    nonmutating unsafeMutableAddress { base + index }
  }

  /// Adds `lane` last; returns its index. Amortised O(1).
  @inlinable
  mutating func append(_ lane: FrameLane<Value>) -> Int {
    if count == capacity { grow() }
    (base + count).initialize(to: lane)
    count += 1
    return count - 1
  }

  /// Removes lane `index` at once: the last lane takes its place, and its arbiter is told.
  @inlinable
  mutating func remove(at index: Int) {
    count -= 1
    guard index != count else { return }
    base[index] = base[count]
    base[index].arbiter._withUnsafeGuaranteedRef { $0.lane = index }
  }

  /// Drops the lanes marked removed, keeping the others' order and telling each arbiter whose
  /// lane moved.
  @inlinable
  mutating func compact() {
    var kept = 0
    for index in 0..<count where base[index].mode != .removed {
      if kept != index {
        base[kept] = base[index]
        base[kept].arbiter._withUnsafeGuaranteedRef { $0.lane = kept }
      }
      kept += 1
    }
    count = kept
  }

  @usableFromInline
  mutating func grow() {
    let larger = max(4, capacity * 2)
    let moved = UnsafeMutablePointer<FrameLane<Value>>.allocate(capacity: larger)
    if capacity > 0 {
      moved.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = moved
    capacity = larger
  }

  /// Checks the buffer's invariants (debug builds; the fuzzers call it after every step, and
  /// ``FrameLanes`` after every frame). `passing`: a frame's pass is in progress, when lanes
  /// may be marked removed.
  @inlinable
  func _checkInvariants(passing: Bool = false) {
    #if DEBUG
      precondition(0 <= count && count <= capacity, "count beyond capacity")
      for index in 0..<count {
        let lane = base[index]
        if lane.mode == .removed {
          precondition(passing, "a lane marked removed outside a pass")
          continue
        }
        // An arbiter knows one index: a second lane of the same arbiter fails here too.
        let knows = lane.arbiter._withUnsafeGuaranteedRef { $0.lane }
        precondition(knows == index, "a lane's arbiter points at another lane")
        if lane.mode == .tween || lane.mode == .spring {
          precondition(lane.motion != nil, "a fast lane without its motion")
        }
      }
    #endif
  }
}
