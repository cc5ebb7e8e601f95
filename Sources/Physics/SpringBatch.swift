public import MotionTween

/// Many springs laid out flat for sampling them all at once (struct of arrays, PH-1, PH-4).
///
/// Built once from springs with explicit starts, a batch copies what sampling reads into a few
/// contiguous arrays: per spring its delay, the local time it comes to rest, its destination,
/// start value, start offset (`from − to`) and start velocity, and a 32-bit index into the
/// batch's table of distinct ``SpringParameters``. A pass over the batch is one loop of
/// independent iterations over those arrays: no generic copy of a ``SpringAnimation``, no
/// reference count, no allocation, so the processor overlaps the springs' memory reads and
/// their exponentials and sines.
///
/// Every sample is bit-for-bit the one ``SpringAnimation/sample(atLocalTime:from:)`` returns,
/// including before the delay, at the start, from the rest time on (exactly the destination at
/// zero velocity, PH-4) and for NaN local times (the start value, as a spring gives).
///
/// A batch holds springs whose start is explicit: one that takes its start value or velocity
/// from what is showing (PH-6) depends on the property when it starts, which a batch does not
/// know, so ``init(_:)`` rejects it with ``SpringBatchError/startsFromShowing(index:)``;
/// ``SpringAnimation/resolved(from:)`` makes its start explicit.
///
/// ```swift
/// import MotionPhysics
/// import MotionTween
///
/// let batch = try SpringBatch(springs)
/// var samples = [AnimationSample<Double>](
///   repeating: AnimationSample(value: 0), count: batch.count)
/// try batch.sample(atLocalTimes: times, into: &samples)  // allocates nothing
/// ```
public final class SpringBatch<Value: Interpolatable> {
  /// The number of springs.
  public let count: Int
  /// Per spring: the delay, and the local time it comes to rest (``SpringAnimation/endSeconds(from:)``).
  @usableFromInline let delays: UnsafeMutablePointer<Double>
  @usableFromInline let ends: UnsafeMutablePointer<Double>
  /// Per spring: the index of its physics in ``parameters``.
  @usableFromInline let parameterIndices: UnsafeMutablePointer<Int32>
  /// Per spring: destination, start value, start offset (`from − to`) and start velocity.
  @usableFromInline let destinations: UnsafeMutablePointer<Value>
  @usableFromInline let starts: UnsafeMutablePointer<Value>
  @usableFromInline let offsets: UnsafeMutablePointer<Value>
  @usableFromInline let velocities: UnsafeMutablePointer<Value>
  /// The distinct physics, shared by every spring that uses them: usually a handful, which stay
  /// in cache.
  @usableFromInline let parameters: UnsafeMutablePointer<SpringParameters>
  let parameterCount: Int

  /// Lays out `springs` for sampling, computing nothing that the springs have not: each rest
  /// time is the one the spring computed when it was made.
  /// - Throws: ``SpringBatchError/startsFromShowing(index:)`` for a spring whose start value or
  ///   velocity is left to what is showing; ``SpringBatchError/tooManyParameters(_:)`` beyond
  ///   `Int32.max` distinct parameters.
  /// - Complexity: O(springs); allocates the arrays once.
  public init(_ springs: [SpringAnimation<Value>]) throws(SpringBatchError) {
    var table: [SpringParameters: Int32] = [:]
    var distinct: [SpringParameters] = []
    var indices: [Int32] = []
    indices.reserveCapacity(springs.count)
    for (index, spring) in springs.enumerated() {
      guard !spring.startsFromShowing else { throw .startsFromShowing(index: index) }
      if let known = table[spring.parameters] {
        indices.append(known)
      } else {
        guard distinct.count < Int(Int32.max) else { throw .tooManyParameters(distinct.count + 1) }
        let next = Int32(distinct.count)
        table[spring.parameters] = next
        distinct.append(spring.parameters)
        indices.append(next)
      }
    }
    count = springs.count
    delays = .allocate(capacity: count)
    ends = .allocate(capacity: count)
    parameterIndices = .allocate(capacity: count)
    destinations = .allocate(capacity: count)
    starts = .allocate(capacity: count)
    offsets = .allocate(capacity: count)
    velocities = .allocate(capacity: count)
    let start = AnimationSample<Value>(value: .zero)  // not read: every start is explicit
    for (index, spring) in springs.enumerated() {
      (delays + index).initialize(to: spring.delay)
      (ends + index).initialize(to: spring.endSeconds(from: start))
      (parameterIndices + index).initialize(to: indices[index])
      (destinations + index).initialize(to: spring.destination)
      (starts + index).initialize(to: spring.explicitStart.value)
      (offsets + index).initialize(to: spring.explicitStart.value - spring.destination)
      (velocities + index).initialize(to: spring.explicitStart.velocity)
    }
    parameterCount = distinct.count
    parameters = .allocate(capacity: max(parameterCount, 1))
    for (index, physics) in distinct.enumerated() {
      (parameters + index).initialize(to: physics)
    }
  }

  deinit {
    delays.deallocate()
    ends.deallocate()
    parameterIndices.deallocate()
    destinations.deinitialize(count: count).deallocate()
    starts.deinitialize(count: count).deallocate()
    offsets.deinitialize(count: count).deallocate()
    velocities.deinitialize(count: count).deallocate()
    parameters.deinitialize(count: parameterCount).deallocate()
  }

  /// The number of distinct ``SpringParameters`` the batch's springs use.
  public var distinctParameterCount: Int { parameterCount }
}
