// libFuzzer harness: the motion-document reader, then everything `motion sample`, `motion plot`
// and `motion export` do with a document that reads. Built and run by Scripts/fuzz.sh.
import Foundation
import MotionTools

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMotionDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  guard let document = try? MotionDocument.read(data, source: "fuzz") else { return 0 }
  // A bounded number of samples and properties keeps one input well under a millisecond.
  guard document.properties.count <= 16, document.tweens.count + document.motions.count <= 16
  else { return 0 }
  let times = Array((document.samples ?? [0, 16.5, 100, 1e9]).prefix(64))
  let table = SampleTable(document: document, times: times)
  _ = table.csv
  _ = table.json
  _ = table.csv(velocity: true)
  _ = table.json(velocity: true)
  if let chart = try? PlotChart(document: document, name: "fuzz.json", until: nil, every: nil) {
    _ = chart.svg.render()
  }
  // The export bakes every spring and decay (thousands of samples each): only documents that
  // come to rest within two seconds, so that one input stays within a few milliseconds.
  let ends = document.stacks.flatMap { stack in stack.ends + stack.motions.map(\.startTime) }
  if ends.allSatisfy({ $0.isFinite && $0 <= 2000 }),
    let export = try? MotionExport(document: document, name: "fuzz.json")
  {
    _ = export.css
    _ = export.webAnimationsJSON
    _ = export.svg
  }
  return 0
}
