import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a soak holds, counted as it runs: a weak reference to every object the session made
/// (runtime, elements, recognizers, interactions, timelines), so that a count of live objects
/// stands in for bytes held where no in-process byte measure is reliable, and the objects still
/// alive can be named at the end.
final class SoakLedger {
  private var watched: [(name: String, get: () -> AnyObject?)] = []
  /// The most objects alive at once.
  private(set) var peakAlive = 0

  /// Watches `object` under `name`; returns it, for watching where it is made.
  @discardableResult
  func watch<Object: AnyObject>(_ name: String, _ object: Object) -> Object {
    watched.append((name, { [weak object] in object }))
    return object
  }

  /// Forgets the objects that were freed and returns how many are alive. O(alive + freed since
  /// the last call): the list never holds more than the live objects and one frame's new ones.
  func compact() -> Int {
    watched.removeAll { $0.get() == nil }
    peakAlive = max(peakAlive, watched.count)
    return watched.count
  }

  /// The names of the watched objects still alive.
  var alive: [String] { watched.filter { $0.get() != nil }.map(\.name) }
}

/// The writes a session's observers see while the session is let go of (its runtime first,
/// then its cards): letting go of the runtime must leave every value as it was.
final class SoakTeardown {
  var isTearingDown = false
  private(set) var writes: [String] = []
  /// Of those, the writes that changed the value.
  private(set) var changes: [String] = []
  private var last: [String: Double] = [:]

  func saw(_ name: String, _ value: Double) {
    if isTearingDown {
      writes.append("\(name) = \(value)")
      if last[name] != value { changes.append("\(name): \(last[name] ?? .nan) -> \(value)") }
    }
    last[name] = value
  }
}

/// The process's heap in use, in bytes, from glibc's `malloc_info` (looked up at run time:
/// `malloc.h` is not part of Swift's Glibc module): the bytes the allocator took from the
/// system (`system current`, every arena) and mapped directly (`mmap`), less the bytes in its
/// free chunks (`fast`, `rest`). The in-process counterpart of the benchmarks'
/// `memoryLeakedBytes` (malloc − free). It counts the whole process, so it reads the soak's own
/// memory only when nothing else runs (the hour's command filters to the soak suite, which is
/// serialized); `nil` where glibc's `malloc_info` is not there.
enum HeapBytes {
  static var inUse: Int? {
    #if canImport(Glibc)
      typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_info")
      else { return nil }
      var buffer: UnsafeMutablePointer<CChar>?
      var size = 0
      guard let file = open_memstream(&buffer, &size) else { return nil }
      let status = unsafeBitCast(symbol, to: MallocInfo.self)(0, file)
      fclose(file)
      defer { free(buffer) }
      guard status == 0, let buffer else { return nil }
      return inUse(fromMallocInfo: String(cString: buffer))
    #else
      return nil
    #endif
  }

  /// Reads the totals after the last arena of a `malloc_info` document.
  static func inUse(fromMallocInfo text: String) -> Int? {
    let totals = text.components(separatedBy: "</heap>").last ?? text
    func size(_ tag: String, _ type: String) -> Int? {
      guard let start = totals.range(of: "<\(tag) type=\"\(type)\"") else { return nil }
      let rest = totals[start.upperBound...]
      guard let open = rest.range(of: "size=\""),
        let close = rest[open.upperBound...].firstIndex(of: "\"")
      else { return nil }
      return Int(rest[open.upperBound..<close])
    }
    guard let current = size("system", "current"), let fast = size("total", "fast"),
      let free = size("total", "rest")
    else { return nil }
    return current + (size("total", "mmap") ?? 0) - fast - free
  }
}
