import MotionTools
import Testing

@Suite("NumberFormat: the one number formatter")
struct NumberFormatTests {
  @Test("fixed decimals, SVG coordinates (non-finite as 0), labels, JSON and round-trip forms")
  func styles() {
    #expect(NumberFormat.fixed(12.345, 1) == "12.3")
    #expect(NumberFormat.fixed(2, 2) == "2.00")
    #expect(NumberFormat.svg(1.25) == "1.2" || NumberFormat.svg(1.25) == "1.3")
    #expect(NumberFormat.svg(.nan) == "0.0" && NumberFormat.svg(.infinity) == "0.0")
    #expect(NumberFormat.label(300) == "300")
    #expect(NumberFormat.label(0.25) == "0.25")
    #expect(NumberFormat.label(1e20) == "1e+20")
    #expect(NumberFormat.json(1250) == "1250")
    #expect(NumberFormat.json(0.1234567) == "0.123457")
    #expect(NumberFormat.json(.nan) == "null" && NumberFormat.json(-.infinity) == "null")
    #expect(NumberFormat.json(1e300) == "1e+300")
    #expect(NumberFormat.roundTrip(16.667) == "16.667")
    #expect(NumberFormat.roundTrip(100) == "100.0")
  }

  @Test("the JSON form reads back within a millionth for any finite value")
  func jsonReadsBack() {
    for value: Double in [
      0.0, -0.5, 1 / 3, 123_456.789_012_3, -9.999_999_9e14, 1e-7, 2e15, 1.7e308,
    ] {
      let text = NumberFormat.json(value)
      let back = Double(text)
      #expect(back != nil, "\(text)")
      #expect(abs((back ?? .nan) - value) <= max(1e-6, abs(value) * 1e-15), "\(value) → \(text)")
    }
  }
}
