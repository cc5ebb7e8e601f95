import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The process's heap in use, in bytes, from glibc's `malloc_info` (looked up at run time:
/// `malloc.h` is not part of Swift's Glibc module): the bytes the allocator took from the
/// system (`system current`, every arena) and mapped directly (`mmap`), less the bytes in its
/// free chunks (`fast`, `rest`). The in-process counterpart of the benchmarks'
/// `memoryLeakedBytes` (malloc − free). It counts the whole process, so it reads the soak's own
/// memory only when nothing else runs (the hour's command filters to the soak suite, which is
/// serialized); `nil` where glibc's `malloc_info` is not there, or where a sanitizer's allocator
/// has replaced glibc's (CI's sanitizer runs), whose heap `malloc_info` does not see.
enum HeapBytes {
  static var inUse: Int? {
    #if canImport(Glibc)
      typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
      guard !allocatorIsReplaced, let process = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(process, "malloc_info")
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

  /// Whether a sanitizer's allocator (AddressSanitizer, ThreadSanitizer, LeakSanitizer) serves
  /// this process's `malloc`: every sanitizer runtime exports the allocator interface's
  /// `__sanitizer_get_current_allocated_bytes`, and glibc's `malloc_info` then reports arenas
  /// nothing allocates from.
  static var allocatorIsReplaced: Bool {
    #if canImport(Glibc)
      guard let process = dlopen(nil, RTLD_NOW) else { return false }
      return dlsym(process, "__sanitizer_get_current_allocated_bytes") != nil
    #else
      return false
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
