// libFuzzer harness: the pointer-trace reader, then the replay session and its drawing, as
// `motion replay --svg` runs them. Built and run by Scripts/fuzz.sh.
import Foundation
import MotionTools

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPointerTrace(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  guard let trace = try? PointerTrace.read(data, source: "fuzz") else { return 0 }
  guard trace.events.count <= 256 else { return 0 }
  guard let session = try? ReplaySession.replay(trace) else { return 0 }
  _ = ReplaySVG(trace: trace, session: session, name: "fuzz.json").render()
  return 0
}
