import MotionStreams
import Testing

@testable import MotionRuntime

/// The runtime's per-connection, per-target and per-property records stay as small as the
/// memory budget per running tween assumes (Docs/Runtime.md, "Memory per running tween"), and
/// the connection table keeps every owner of a connection, in order, however it stores them.
@Suite("Record layout")
struct RecordLayoutTests {
  final class Probe {}

  @Test(
    "a connection's record is 64 bytes; a target's entries 13 (one 48-byte record); a list ≤ 16")
  func sizes() {
    #expect(MemoryLayout<ConnectionRecord>.stride == 64)
    // The record's header (16 bytes), target (8) and entries fit the 40 bytes of a 48-byte
    // allocation, as the 12-byte entries did.
    #expect(16 + 8 + MemoryLayout<SmallList<InteractionEntry>>.size <= 40)
    #expect(MemoryLayout<MotionList<Point>>.size <= 16)
  }

  @Test("RT-4: a connection made by nested adds reports for every owner, in order, until closed")
  func laterOwners() {
    var table = ConnectionTable()
    let objects = (0..<4).map { _ in Probe() }
    let owners = objects.map {
      InteractionOwner(interaction: ObjectIdentifier($0), target: ObjectIdentifier(objects[0]))
    }
    let edge = GraphEdge(stream: StreamMetadata("s"), property: StreamMetadata("p"))
    let none = table.open(edge: edge, owners: [])
    let one = table.open(edge: edge, owners: [owners[0]])
    let three = table.open(edge: edge, owners: Array(owners[1...]))
    func visited(_ id: ConnectionID) -> [ObjectIdentifier] {
      var seen: [ObjectIdentifier] = []
      for owner in table.owners(ofSlot: id.slot) { seen.append(owner.interaction) }
      return seen
    }
    #expect(visited(none).isEmpty)
    #expect(visited(one) == [owners[0].interaction])
    #expect(visited(three) == owners[1...].map(\.interaction))
    #expect(table.laterOwners.count == 1 && table.count == 3)
    let closed = table.close(three)
    var seen: [ObjectIdentifier] = []
    for owner in closed.owners { seen.append(owner.interaction) }
    #expect(seen == owners[1...].map(\.interaction))
    #expect(table.laterOwners.isEmpty && !table.isOpen(three) && table.count == 2)
    // The freed slot is reused by the next connection, whose owners are its own.
    let reused = table.open(edge: edge, owners: [owners[3]])
    #expect(reused.slot == three.slot && visited(reused) == [owners[3].interaction])
  }
}
