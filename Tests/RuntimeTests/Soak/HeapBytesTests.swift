import Testing

/// The soak's heap measure reads the totals after the last arena of glibc's `malloc_info`.
@Suite("Soak: heap bytes")
struct HeapBytesTests {
  @Test("The bytes in use are the system's current bytes plus mapped, less free chunks")
  func totals() {
    let document = """
      <malloc version="1">
      <heap nr="0">
      <total type="fast" count="1" size="11"/>
      <total type="rest" count="2" size="22"/>
      <system type="current" size="999"/>
      </heap>
      <total type="fast" count="3" size="100"/>
      <total type="rest" count="78" size="68493"/>
      <total type="mmap" count="3" size="610304"/>
      <system type="current" size="1638400"/>
      <system type="max" size="2000000"/>
      </malloc>
      """
    #expect(HeapBytes.inUse(fromMallocInfo: document) == 1_638_400 + 610_304 - 100 - 68_493)
    #expect(HeapBytes.inUse(fromMallocInfo: "<malloc></malloc>") == nil)
  }

  #if canImport(Glibc)
    @Test("glibc's malloc_info is found and read; under a sanitizer's allocator, nothing is read")
    func measured() {
      if HeapBytes.allocatorIsReplaced {
        #expect(HeapBytes.inUse == nil)
      } else {
        #expect((HeapBytes.inUse ?? 0) > 0)
      }
    }
  #endif
}
