// libFuzzer harness: command-line option parsing of `motion` and every subcommand. The input is
// split at NUL bytes into arguments; parsing touches no file and runs nothing. Built and run by
// Scripts/fuzz.sh.
@testable import motion

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let buffer = UnsafeBufferPointer(start: bytes, count: count)
  let arguments = buffer.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  guard let request = try? Motion.request(arguments) else { return 0 }
  if case .run(let command, let rest) = request { _ = try? command.check(rest) }
  // Every subcommand also parses the whole list as its own arguments.
  for command in Motion.subcommands { _ = try? command.check(arguments) }
  return 0
}
