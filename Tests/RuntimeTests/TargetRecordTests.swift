import Testing

@testable import MotionRuntime

/// The runtime's per-target list of interactions (RT-2) and its count of open connections per
/// interaction, which decides when the runtime stops holding an interaction strongly.
@Suite("Target record")
struct TargetRecordTests {
  final class Probe {}

  @Test("RT-2: an entry that let its interaction go matches no other interaction's connection")
  func finishedEntryMatchesNothing() throws {
    let target = Probe()
    let record = TargetRecord(target: target)
    let first = Probe()
    let second = Probe()
    record.append(first)
    record.append(second)
    // The second's only connection finished: the record lets it go (the test still holds it).
    record.connectionOpened(for: ObjectIdentifier(second))
    #expect(record.connectionFinished(for: ObjectIdentifier(second)) === second)
    // A connection of the first (an interaction added from inside another's add can open one
    // after a later entry finished) is counted on the first, and finishing it releases the first.
    record.connectionOpened(for: ObjectIdentifier(first))
    #expect(record.connectionFinished(for: ObjectIdentifier(first)) === first)
    #expect(record.connectionFinished(for: ObjectIdentifier(first)) == nil)  // none left open
    #expect(record.interactions.count == 2)  // both still listed while the test holds them
  }

  @Test("RT-2: added twice, the latest entry counts the new connection")
  func addedTwice() throws {
    let record = TargetRecord(target: Probe())
    let interaction = Probe()
    record.append(interaction)
    record.append(interaction)
    record.connectionOpened(for: ObjectIdentifier(interaction))
    #expect(record.rest.last?.live == 1 && record.first?.live == 0)
    #expect(record.connectionFinished(for: ObjectIdentifier(interaction)) === interaction)
  }
}
