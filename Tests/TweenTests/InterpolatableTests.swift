import MotionStreams
import MotionTween
import Testing

@Suite("Interpolatable values")
struct InterpolatableTests {
  @Test("TW-2: any animatable value tweens: numbers, SIMD, point, size, rect, color")
  func conformances() throws {
    let point = try Tween(duration: 1, values: [Point(x: 0, y: 10), Point(x: 4, y: 2)])
    #expect(point.value(atProgress: 0.25, from: .zero) == Point(x: 1, y: 8))
    let size = try Tween(duration: 1, values: [Size(width: 10, height: 0)])
    #expect(size.value(atProgress: 0.5, from: .zero) == Size(width: 5, height: 0))
    let rect = try Tween(
      duration: 1,
      values: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 20, width: 30, height: 0)])
    #expect(rect.value(atProgress: 0.5, from: .zero) == Rect(x: 5, y: 10, width: 20, height: 5))
    let color = try Tween(
      duration: 1,
      values: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, alpha: 0)])
    #expect(
      color.value(atProgress: 0.25, from: .zero)
        == Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.75))
    let vector = try Tween(duration: 1, values: [SIMD3<Float>(0, 2, 4), SIMD3(4, 2, 0)])
    #expect(vector.value(atProgress: 0.5, from: .zero) == SIMD3(2, 2, 2))
    let float = try Tween(duration: 1, values: [Float(0), 8])
    #expect(float.value(atProgress: 0.25, from: 0) == 2)
  }

  @Test("magnitude, scaling, finiteness and extrapolation")
  func arithmetic() {
    #expect(Point(x: 3, y: 4).magnitudeSquared == 25)
    #expect(SIMD2<Double>(3, 4).magnitudeSquared == 25)
    #expect(Color(red: 1, green: 1, blue: 1, alpha: 1).magnitudeSquared == 4)
    #expect(Rect(x: 1, y: 1, width: 1, height: 1).magnitudeSquared == 4)
    #expect(Size(width: 2, height: 3).scaled(by: 2) == Size(width: 4, height: 6))
    #expect(!SIMD4<Double>(0, 0, .nan, 0).isFinite)
    #expect(!Rect(x: 0, y: .infinity, width: 0, height: 0).isFinite)
    #expect(SIMD8<Float>(repeating: 1).isFinite)
    #expect(2.0.interpolated(to: 4, amount: 1.5) == 5)
    #expect(
      Point(x: 0, y: 0).interpolated(to: Point(x: 2, y: 2), amount: -0.5) == Point(x: -1, y: -1))
  }
}
