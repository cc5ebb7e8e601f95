import MotionTools
import Testing

@Suite("CSSNumber: exact and shortest-within-a-tolerance numbers, always plain decimals")
struct CSSNumberTests {
  @Test("exact: integers without a fraction, shortest round-trip otherwise, no exponent, no -0")
  func exact() {
    #expect(CSSNumber.exact(300) == "300")
    #expect(CSSNumber.exact(-0.0) == "0")
    #expect(CSSNumber.exact(0.1) == "0.1")
    #expect(CSSNumber.exact(1.5e-7) == "0.00000015")
    #expect(CSSNumber.exact(-2.5e-10) == "-0.00000000025")
    #expect(CSSNumber.exact(1.25e20) == "125000000000000000000")
    #expect(CSSNumber.exact(1.0 / 3) == "0.3333333333333333")
    for value in [1.0 / 3, 1.5e-7, 123.456, -9.87e-12] {
      #expect(Double(CSSNumber.exact(value)) == value)
    }
  }

  @Test("within: the fewest decimals within the tolerance, the nearest at that precision")
  func within() {
    #expect(CSSNumber.within(0.01, of: 0.12345) == "0.12")
    #expect(CSSNumber.within(0.6, of: 12.4) == "12")
    #expect(CSSNumber.within(0.004, of: 0.9999) == "1")
    #expect(CSSNumber.within(0.00001, of: -0.0000001) == "0")
    #expect(CSSNumber.within(0, of: 0.1) == "0.1")
  }

  @Test("atMost: never above the value")
  func atMost() {
    #expect(CSSNumber.atMost(8.333333333333334, within: 1e-4) == "8.3333")
    #expect(CSSNumber.atMost(0.99999, within: 0.01) == "0.99")
    #expect(CSSNumber.atMost(50, within: 1) == "50")
    #expect(Double(CSSNumber.atMost(-1.55, within: 0.1))! <= -1.55)
  }
}
