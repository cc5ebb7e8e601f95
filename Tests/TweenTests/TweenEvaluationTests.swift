import MotionTween
import Testing

@Suite("Tween: evaluation as a pure function of local time")
struct TweenEvaluationTests {
  /// One row: a tween, a local time in seconds, the value derived by hand.
  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable () throws -> Tween<Double>
    let start: Double
    let time: Double
    let expected: Double
    var testDescription: String { "\(name) at \(time) s → \(expected)" }
  }

  static func even() throws -> Tween<Double> {
    try Tween(duration: 1, values: [0, 10, 30])
  }
  static func delayed() throws -> Tween<Double> {
    try Tween(duration: 1, delay: 0.5, values: [0, 10, 30])
  }
  static func paced() throws -> Tween<Double> {
    try Tween(duration: 1, values: [0, 100, 80], offsets: [0, 0.8, 1])
  }
  static func jump() throws -> Tween<Double> {
    try Tween(duration: 1, values: [0, 10, 20, 30], offsets: [0, 0.5, 0.5, 1])
  }
  static func instant() throws -> Tween<Double> {
    try Tween(duration: .zero, delay: 0.2, values: [1, 2, 3])
  }
  static func destination() throws -> Tween<Double> {
    try Tween(duration: 1, values: [10])
  }
  static func stepped() throws -> Tween<Double> {
    try Tween(duration: 1, values: [10], interTimingFunctions: [.steps(2, .jumpEnd)])
  }
  static func curved() throws -> Tween<Double> {
    // Standard curve: at its parameter t = 1/2, x = 0.375·(0.4 + 0.2) + 0.125 = 0.35 and
    // y = 0.375·(0 + 1) + 0.125 = 0.5; the segment 0…0.7 reaches d = 0.35 at p = 0.245.
    try Tween(
      duration: 0.3, values: [0, 100, 80], offsets: [0, 0.7, 1],
      interTimingFunctions: [.standard, .accelerate])
  }

  static let rows: [Row] = [
    // TW-8: evenly spaced frames at 0, 0.5, 1; TW-10: linear segments.
    Row(name: "TW-8 even", make: even, start: 0, time: 0.25, expected: 5),
    Row(name: "TW-8 even", make: even, start: 0, time: 0.5, expected: 10),
    Row(name: "TW-8 even", make: even, start: 0, time: 0.75, expected: 20),
    Row(name: "TW-3 end holds last", make: even, start: 0, time: 1, expected: 30),
    Row(name: "TW-3 after end", make: even, start: 0, time: 7, expected: 30),
    Row(name: "TW-3 before start", make: even, start: 0, time: -1, expected: 0),
    // TW-4: the delay holds the first value, then the animation runs.
    Row(name: "TW-4 delay", make: delayed, start: 0, time: 0.25, expected: 0),
    Row(name: "TW-4 delay", make: delayed, start: 0, time: 0.5, expected: 0),
    Row(name: "TW-4 delay", make: delayed, start: 0, time: 0.75, expected: 5),
    Row(name: "TW-4 delay", make: delayed, start: 0, time: 1.5, expected: 30),
    // TW-7: offsets pace the frames.
    Row(name: "TW-7 paced", make: paced, start: 0, time: 0.4, expected: 50),
    Row(name: "TW-7 paced", make: paced, start: 0, time: 0.8, expected: 100),
    Row(name: "TW-7 paced", make: paced, start: 0, time: 0.9, expected: 90),
    // Equal neighbouring offsets jump: the later frame wins at the shared offset.
    Row(name: "TW-7 jump", make: jump, start: 0, time: 0.25, expected: 5),
    Row(name: "TW-7 jump", make: jump, start: 0, time: 0.5, expected: 20),
    Row(name: "TW-7 jump", make: jump, start: 0, time: 0.75, expected: 25),
    // Zero duration jumps to the end once the delay has elapsed.
    Row(name: "TW-3 zero duration", make: instant, start: 0, time: 0.1, expected: 1),
    Row(name: "TW-3 zero duration", make: instant, start: 0, time: 0.2, expected: 3),
    // TW-6: a single value is the destination, reached from the start value.
    Row(name: "TW-6 destination", make: destination, start: 4, time: 0, expected: 4),
    Row(name: "TW-6 destination", make: destination, start: 4, time: 0.25, expected: 5.5),
    Row(name: "TW-6 destination", make: destination, start: 4, time: 1, expected: 10),
    // TW-11: the single timing function shapes the whole animation: steps(2) holds, then halves.
    Row(name: "TW-11 single curve", make: stepped, start: 4, time: 0.25, expected: 4),
    Row(name: "TW-11 single curve", make: stepped, start: 4, time: 0.5, expected: 7),
    Row(name: "TW-11 single curve", make: stepped, start: 4, time: 0.99, expected: 7),
    // TW-9: a timing function per segment.
    Row(name: "TW-9 standard segment", make: curved, start: 0, time: 0.0735, expected: 50),
    Row(name: "TW-9 interior frame", make: curved, start: 0, time: 0.21, expected: 100),
    // Accelerate (0.4, 0, 1, 1) at t = 1/2: x = 0.375·1.4 + 0.125 = 0.65, y = 0.5; the segment
    // 0.7…1 reaches d = 0.65 at p = 0.895, 268.5 ms: 100 + (80 − 100)·0.5.
    Row(name: "TW-9 accelerate segment", make: curved, start: 0, time: 0.2685, expected: 90),
  ]

  @Test("TW-3, TW-4, TW-6, TW-7, TW-8, TW-9, TW-10, TW-11: values derived by hand", arguments: rows)
  func table(_ row: Row) throws {
    let tween = try row.make()
    let value = tween.value(atLocalTime: row.time, from: row.start)
    #expect(abs(value - row.expected) <= 1e-9, "\(row.name): \(value)")
  }

  @Test("TW-5: each value is one frame, reached exactly at its offset")
  func framesAreExact() throws {
    let values = [0.1, 0.7, 0.3, 0.9, 0.2]
    let tween = try Tween(
      duration: 1, values: values, interTimingFunctions: Array(repeating: .ease, count: 4)
    )
    for (index, value) in values.enumerated() {
      #expect(tween.value(atProgress: Double(index) / 4, from: 0) == value)
    }
  }

  @Test("TW-10: without interTimingFunctions every segment is linear")
  func linearDefault() throws {
    let tween = try Tween(duration: 2, values: [0.0, 8, 0])
    for step in 0...8 {
      let p = Double(step) / 8
      let expected = p <= 0.5 ? 16 * p : 16 * (1 - p)
      #expect(abs(tween.value(atProgress: p, from: 0) - expected) <= 1e-12)
    }
  }

  @Test("TW-3: progress is clamp((t − delay) / duration, 0, 1)")
  func progressFormula() throws {
    let tween = try Tween(
      duration: 0.4, delay: 0.1, values: [1.0, 2])
    #expect(tween.progress(atLocalTime: 0) == 0)
    #expect(tween.progress(atLocalTime: 0.1) == 0)
    #expect(abs(tween.progress(atLocalTime: 0.2) - 0.25) < 1e-12)
    #expect(tween.progress(atLocalTime: 0.5) == 1)
    #expect(tween.progress(atLocalTime: .nan) == 0)
    #expect(tween.endTime == 0.5)
    #expect(!tween.isComplete(atLocalTime: 0.4999) && tween.isComplete(atLocalTime: 0.5))
    #expect(!tween.isComplete(atLocalTime: .nan))
  }

  @Test("overshooting curves extrapolate beyond the frames")
  func overshoot() throws {
    // (0.68, −0.55, 0.265, 1.55) at t = 1/2: x = 0.375·0.945 + 0.125 = 0.479375, y = 0.5; near
    // t = 0.1 its y is negative, so the value dips below the first frame.
    let curve = try TimingFunction.cubicBezier(0.68, -0.55, 0.265, 1.55)
    let tween = try Tween(duration: 1, values: [0.0, 100], interTimingFunctions: [curve])
    #expect(abs(tween.value(atProgress: 0.479375, from: 0) - 50) < 1e-9)
    let dip = (1...40).map { tween.value(atProgress: Double($0) / 100, from: 0) }.min()!
    #expect(dip < 0)
  }
}
