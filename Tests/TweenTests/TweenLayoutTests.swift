import MotionStreams
import MotionTimeline
import Testing

@testable import MotionTween

/// The sampling layout that the performance targets rely on: a small tween value with no
/// `Value`-typed field, trivially copyable segments, one hot allocation freed with the tween.
@Suite("Tween: sampling layout and its lifetime")
struct TweenLayoutTests {
  @Test("a tween value is 16 bytes, its storage and its timeline, whatever the value type")
  func tweenValueSize() {
    #expect(MemoryLayout<Tween<Double>>.size == 16)
    #expect(MemoryLayout<Tween<Point>>.size == 16)
    #expect(MemoryLayout<Tween<Color>>.size == 16)
    #expect(MemoryLayout<Tween<Point>>.stride == 16)
  }

  @Test("timing and flags live in the storage's header; segments are trivial")
  func layout() throws {
    // A repeating tween's timing is a flag here (in the padding) and a field of the definition.
    #expect(MemoryLayout<TweenHeader<Double>>.size == 96)
    let tween = try Tween(duration: 0.3, delay: 0.2, values: [1.0])
    #expect(tween.duration == 0.3 && tween.delay == 0.2 && tween.isDestinationOnly)
    #expect(tween.endTime == 0.5)
    var copy = tween
    copy.timeline = Timeline()
    #expect(copy.storage === tween.storage)
    #expect(copy.delay == 0.2 && copy.duration == 0.3)
    #expect(_isPOD(TweenSegment<Double>.self))
    #expect(_isPOD(SegmentCurve.self))
    #expect(MemoryLayout<TweenSegment<Double>>.stride == 56)
  }

  @Test("TW-5, TW-7: segments stored last-first still sample in order, jumps included")
  func manySegments() throws {
    // Frames 0, 10, 20, …, 70 with a jump (equal offsets) between the third and fourth.
    let values = (0..<8).map { Double($0) * 10 }
    let offsets = [0, 0.1, 0.2, 0.2, 0.5, 0.6, 0.9, 1]
    let tween = try Tween(duration: 1, values: values, offsets: offsets)
    #expect(tween.offsets == offsets)
    #expect(tween.firstValue(from: -1) == 0)
    for (index, offset) in offsets.enumerated() where index < offsets.count - 1 {
      // At an offset: the last frame with that offset (a jump lands on the later frame).
      let expected = offsets[index + 1] == offset ? values[index + 1] : values[index]
      #expect(tween.value(atProgress: offset, from: -1) == expected, "at \(offset)")
    }
    // Halfway through each segment of positive width: the midpoint of its frames.
    for index in 0..<(values.count - 1) where offsets[index + 1] > offsets[index] {
      let p = (offsets[index] + offsets[index + 1]) / 2
      let expected = (values[index] + values[index + 1]) / 2
      #expect(abs(tween.value(atProgress: p, from: -1) - expected) < 1e-12, "at \(p)")
    }
    #expect(tween.value(atProgress: 1, from: -1) == 70)
    #expect(tween.value(atProgress: 0, from: -1) == 0)
  }

  @Test("the tween's storage and its fields are freed with the last copy of the tween")
  func storageLifetime() throws {
    weak var storage: TweenStorage<Double>?
    weak var definition: TweenDefinition<Double>?
    do {
      let tween = try Tween(
        duration: 1, values: [0.0, 1, 2], interTimingFunctions: [.standard, .linear])
      var copy: Tween<Double>? = tween
      storage = tween.storage
      definition = tween.storage.definition
      #expect(copy?.value(atProgress: 1, from: 0) == 2)
      copy = nil
      #expect(storage != nil && definition != nil)
    }
    #expect(storage == nil)
    #expect(definition == nil)
  }
}
