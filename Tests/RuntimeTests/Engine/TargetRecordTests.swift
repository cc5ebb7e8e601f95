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
    guard case .many(let entries) = record.entries.storage else {
      Issue.record("two entries are kept in an array")
      return
    }
    #expect(entries.map { $0.live } == [0, 1])
    #expect(record.connectionFinished(for: ObjectIdentifier(interaction)) === interaction)
  }

  @Test("RT-2: a lone interaction is counted inline, and freed once its connections finish")
  func loneInteraction() throws {
    let record = TargetRecord(target: Probe())
    weak var weakInteraction: Probe?
    do {
      let interaction = Probe()
      weakInteraction = interaction
      record.append(interaction)
      record.connectionOpened(for: ObjectIdentifier(interaction))
      record.connectionOpened(for: ObjectIdentifier(Probe()))  // not on this target: ignored
      guard case .one(let entry) = record.entries.storage else {
        Issue.record("one entry is stored inline")
        return
      }
      #expect(entry.live == 1)
    }
    // The record held the interaction strongly; its last connection finishing hands it back.
    let released = record.connectionFinished(for: ObjectIdentifier(weakInteraction!))
    #expect(released != nil && weakInteraction != nil)
    // The record no longer holds it: it goes with the caller's reference.
    _ = consume released
    #expect(weakInteraction == nil)
    #expect(record.interactions.isEmpty)
    record.removeGone()
    #expect(record.isEmpty && record.interactions.isEmpty)
  }

  @Test("RT-2: removing freed entries keeps the others in order, and the array while any is left")
  func removeGoneKeepsOrder() throws {
    let record = TargetRecord(target: Probe())
    let later = Probe()
    do {
      let gone = Probe()
      let kept = Probe()
      record.append(gone)
      record.append(kept)
      record.append(later)
      for interaction in [gone, kept] {
        record.connectionOpened(for: ObjectIdentifier(interaction))
        #expect(record.connectionFinished(for: ObjectIdentifier(interaction)) === interaction)
      }
      record.removeGone()  // both still held here: listed, held weakly
      #expect(record.interactions.count == 3)
    }
    record.removeGone()
    #expect(record.interactions.map(ObjectIdentifier.init) == [ObjectIdentifier(later)])
    // A "tween per tap" target appends the next tap into the array it kept.
    guard case .many(let entries) = record.entries.storage else {
      Issue.record("a target that had more than one interaction keeps its array")
      return
    }
    #expect(entries.count == 1)
    record.connectionOpened(for: ObjectIdentifier(later))
    #expect(record.connectionFinished(for: ObjectIdentifier(later)) === later)
  }
}
