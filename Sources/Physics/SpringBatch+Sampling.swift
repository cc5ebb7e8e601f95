public import MotionTween

extension SpringBatch {
  /// The sample of spring `index` at `localTime`, exactly as
  /// ``SpringAnimation/sample(atLocalTime:from:)`` computes it, in the same order of operations.
  @inlinable
  func sample(ofSpring index: Int, atLocalTime localTime: Double) -> AnimationSample<Value> {
    let time = localTime - delays[index]
    guard time >= 0 else { return AnimationSample(value: starts[index]) }
    if localTime >= ends[index] { return AnimationSample(value: destinations[index]) }
    if time == 0 { return AnimationSample(value: starts[index], velocity: velocities[index]) }
    let response = parameters[Int(parameterIndices[index])].response(atTime: time)
    let offset = offsets[index]
    let velocity = velocities[index]
    return AnimationSample(
      value: destinations[index] + offset.scaled(by: response.displacementFromOffset)
        + velocity.scaled(by: response.displacementFromVelocity),
      velocity: offset.scaled(by: response.velocityFromOffset)
        + velocity.scaled(by: response.velocityFromVelocity))
  }

  /// Writes every spring's value and velocity at the same `localTime` seconds into `buffer`
  /// (element `i` for spring `i`). Allocates nothing.
  /// - Throws: ``SpringBatchError/bufferCountMismatch(expected:actual:)`` unless `buffer` has
  ///   ``count`` elements; nothing is written then.
  /// - Complexity: O(springs).
  @inlinable
  public func sample(
    atLocalTime localTime: Double, into buffer: UnsafeMutableBufferPointer<AnimationSample<Value>>
  ) throws(SpringBatchError) {
    guard buffer.count == count else {
      throw .bufferCountMismatch(expected: count, actual: buffer.count)
    }
    guard let output = buffer.baseAddress else { return }  // an empty batch
    for index in 0..<count {
      output[index] = sample(ofSpring: index, atLocalTime: localTime)
    }
  }

  /// Writes every spring's value and velocity at its own local time (`localTimes[i]` for spring
  /// `i`) into `buffer`. Allocates nothing.
  /// - Throws: ``SpringBatchError`` unless `localTimes` and `buffer` have ``count`` elements;
  ///   nothing is written then.
  /// - Complexity: O(springs).
  @inlinable
  public func sample(
    atLocalTimes localTimes: UnsafeBufferPointer<Double>,
    into buffer: UnsafeMutableBufferPointer<AnimationSample<Value>>
  ) throws(SpringBatchError) {
    guard localTimes.count == count else {
      throw .localTimesCountMismatch(expected: count, actual: localTimes.count)
    }
    guard buffer.count == count else {
      throw .bufferCountMismatch(expected: count, actual: buffer.count)
    }
    guard let times = localTimes.baseAddress, let output = buffer.baseAddress else { return }
    for index in 0..<count {
      output[index] = sample(ofSpring: index, atLocalTime: times[index])
    }
  }

  /// Writes every spring's value and velocity at `localTime` into `samples`, which must hold
  /// ``count`` elements. Allocates nothing when `samples` is uniquely referenced.
  /// - Throws: ``SpringBatchError/bufferCountMismatch(expected:actual:)``; `samples` is
  ///   unchanged.
  @inlinable
  public func sample(atLocalTime localTime: Double, into samples: inout [AnimationSample<Value>])
    throws(SpringBatchError)
  {
    guard samples.count == count else {
      throw .bufferCountMismatch(expected: count, actual: samples.count)
    }
    samples.withUnsafeMutableBufferPointer { buffer in
      try? sample(atLocalTime: localTime, into: buffer)  // counts checked above
    }
  }

  /// Writes every spring's value and velocity at its own local time into `samples`; both arrays
  /// must hold ``count`` elements. Allocates nothing when `samples` is uniquely referenced.
  /// - Throws: ``SpringBatchError``; `samples` is unchanged.
  @inlinable
  public func sample(
    atLocalTimes localTimes: [Double], into samples: inout [AnimationSample<Value>]
  ) throws(SpringBatchError) {
    guard localTimes.count == count else {
      throw .localTimesCountMismatch(expected: count, actual: localTimes.count)
    }
    guard samples.count == count else {
      throw .bufferCountMismatch(expected: count, actual: samples.count)
    }
    localTimes.withUnsafeBufferPointer { times in
      samples.withUnsafeMutableBufferPointer { buffer in
        try? sample(atLocalTimes: times, into: buffer)  // counts checked above
      }
    }
  }

  /// The value and velocity of spring `index` at `localTime` seconds, as
  /// ``SpringAnimation/sample(atLocalTime:from:)`` gives them; nil when `index` is out of range.
  /// O(1), no allocation.
  @inlinable
  public func sample(at index: Int, localTime: Double) -> AnimationSample<Value>? {
    guard index >= 0, index < count else { return nil }
    return sample(ofSpring: index, atLocalTime: localTime)
  }
}
