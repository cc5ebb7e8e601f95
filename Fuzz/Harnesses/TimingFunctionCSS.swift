// libFuzzer harness: `TimingFunction(css:)`, the CSS timing-function text parser. A function
// that parses must evaluate to a finite number at every progress in [0, 1], and its
// `description` must read back to an equal function. Built and run by Scripts/fuzz.sh.
import MotionTween

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimingFunctionCSS(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  guard let function = try? TimingFunction(css: text) else { return 0 }
  for progress in [0, 1e-12, 0.25, 0.5, 0.75, 1 - 1e-12, 1.0] {
    let value = function(progress)
    if !value.isFinite { fatalError("\(text): \(value) at \(progress)") }
  }
  // Outside [0, 1] and NaN: anything but a trap.
  for progress in [-1.0, 2, .nan, .infinity, -.infinity] { _ = function(progress) }
  guard let again = try? TimingFunction(css: function.description), again == function else {
    fatalError("'\(text)' prints as '\(function.description)', which does not read back")
  }
  return 0
}
