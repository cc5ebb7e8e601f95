import MotionStreams

/// One connection made with ``FrameRuntime/connect(_:to:)``: its slot in the runtime's
/// ``ConnectionTable`` and its serial number. Slots are reused once a connection finishes; the
/// serial never is, so a report from a finished connection is recognised and ignored.
@usableFromInline
struct ConnectionID: Equatable {
  /// 32-bit halves: the identifier is captured by every connection's state closure and stored
  /// in every motion, so it is kept to 8 bytes.
  @usableFromInline let slotIndex: UInt32
  @usableFromInline let serial: UInt32

  @inlinable
  init(slot: Int, serial: UInt32) {
    slotIndex = UInt32(truncatingIfNeeded: slot)
    self.serial = serial
  }

  /// The slot, as an index.
  @inlinable
  var slot: Int { Int(slotIndex) }
}

/// What the runtime keeps per open connection: the subscription it unsubscribes, the edge it
/// draws (RT-6), the motion state it aggregates (RT-4), its first owner, and what decides when
/// it finishes.
///
/// 64 bytes: the one-byte fields and the serial fill the subscription's last word, and the
/// first owner is stored without an enum tag (its count says whether it is there); the owners
/// after the first, which only nested adds make, are kept by the table.
struct ConnectionRecord {
  // Ordered so that the small fields pack together.
  var subscription = Subscription()
  var state = MotionState.atRest
  var phase = ConnectionPhase.subscribing
  /// Who owns the connection: 0 no interaction, 1 `owner` alone, 2 `owner` and those the
  /// table's ``ConnectionTable/laterOwners`` hold (two or more).
  var ownerCount: UInt8
  /// The connection's serial number; `0` while the slot is free.
  var serial: UInt32
  var edge: GraphEdge?
  var owner: InteractionOwner

  init(serial: UInt32, edge: GraphEdge? = nil, owner: InteractionOwner, ownerCount: UInt8) {
    self.serial = serial
    self.edge = edge
    self.owner = owner
    self.ownerCount = ownerCount
  }

  /// A free slot.
  static var free: ConnectionRecord {
    ConnectionRecord(serial: 0, owner: .unowned, ownerCount: 0)
  }
}

/// Where a connection's subscription is.
enum ConnectionPhase {
  /// Its stream is being subscribed: its signals wait in the table's ``ConnectionTable/pending``.
  case subscribing
  /// Its subscription is stored: its signals take effect as they come.
  case attached
}

/// The runtime's connections, by slot, with the free slots reused: the table grows to the
/// largest number of connections open at once, not with the number ever made (bounded memory).
struct ConnectionTable {
  var records: [ConnectionRecord] = []
  var free: [Int] = []
  /// The owners after the first of connections that have more than one (made while an
  /// interaction added another), by serial.
  var laterOwners: [UInt32: [InteractionOwner]] = [:]
  var lastSerial: UInt32 = 0
  /// Open connections.
  var count = 0
  /// The signals of connections still being subscribed, in the order sent: a stream's first
  /// write, its first state, even its end can come before `subscribe` returns the subscription
  /// that closing the connection unsubscribes. Replayed, in order, once it is stored. Empty
  /// except during a subscription.
  var pending: [(id: ConnectionID, signal: ConnectionSignal)] = []

  /// Opens a connection in a free slot (or a new one), owned by `owners`.
  mutating func open(edge: GraphEdge, owners: [InteractionOwner]) -> ConnectionID {
    lastSerial &+= 1
    if lastSerial == 0 { lastSerial = 1 }  // 0 marks a free slot
    count += 1
    let record = ConnectionRecord(
      serial: lastSerial, edge: edge,
      owner: owners.first ?? .unowned,
      ownerCount: UInt8(min(owners.count, 2)))
    if owners.count > 1 { laterOwners[lastSerial] = Array(owners.dropFirst()) }
    if let slot = free.popLast() {
      records[slot] = record
      return ConnectionID(slot: slot, serial: lastSerial)
    }
    records.append(record)
    return ConnectionID(slot: records.count - 1, serial: lastSerial)
  }

  /// Whether `signal` from connection `id` takes effect now: `false` when the connection is
  /// closed (a report from a finished connection is ignored) or still being subscribed (the
  /// signal then waits in ``pending``).
  mutating func admit(_ signal: ConnectionSignal, for id: ConnectionID) -> Bool {
    guard isOpen(id) else { return false }
    guard records[id.slot].phase == .attached else {
      pending.append((id, signal))
      return false
    }
    return true
  }

  /// Stores connection `id`'s subscription; returns `false` (and stores nothing) when the
  /// connection is no longer open. Its signals sent meanwhile then come out of
  /// ``takePending(for:)``.
  mutating func attach(_ subscription: Subscription, to id: ConnectionID) -> Bool {
    guard isOpen(id) else { return false }
    records[id.slot].subscription = subscription
    records[id.slot].phase = .attached
    return true
  }

  /// The first signal connection `id` sent while being subscribed, taken out of ``pending``;
  /// `nil` when none is left. In place: the pending list keeps its buffer, so replaying
  /// allocates nothing.
  mutating func takePending(for id: ConnectionID) -> ConnectionSignal? {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return nil }
    return pending.remove(at: index).signal
  }

  /// Whether `id` is still open.
  func isOpen(_ id: ConnectionID) -> Bool {
    id.slot < records.count && records[id.slot].serial == id.serial
  }

  /// The interactions the connection in `slot` reports for, in the order they were being added.
  func owners(ofSlot slot: Int) -> ConnectionOwners {
    var owners = ConnectionOwners()
    guard records[slot].ownerCount > 0 else { return owners }
    owners.append(records[slot].owner)
    guard records[slot].ownerCount > 1 else { return owners }
    for owner in laterOwners[records[slot].serial] ?? [] { owners.append(owner) }
    return owners
  }

  /// Frees `id`'s slot, returning what it held and its owners.
  mutating func close(_ id: ConnectionID) -> (record: ConnectionRecord, owners: ConnectionOwners) {
    let owners = owners(ofSlot: id.slot)
    let record = records[id.slot]
    if record.ownerCount > 1 { laterOwners[record.serial] = nil }
    records[id.slot] = .free
    free.append(id.slot)
    count -= 1
    return (record, owners)
  }

  /// The edges of the open connections, in the order they were connected.
  var edges: [GraphEdge] {
    records.filter { $0.serial != 0 }.sorted { $0.serial < $1.serial }.compactMap(\.edge)
  }
}

/// The interactions a connection reports for, in the order they were being added: usually one,
/// with no array.
typealias ConnectionOwners = SmallList<InteractionOwner>

/// An interaction being added to a target: the two together own the connections made meanwhile.
@usableFromInline
struct InteractionOwner {
  @usableFromInline let interaction: ObjectIdentifier
  @usableFromInline let target: ObjectIdentifier

  @inlinable
  init(interaction: ObjectIdentifier, target: ObjectIdentifier) {
    self.interaction = interaction
    self.target = target
  }

  /// A placeholder for a record with no owner (its ``ConnectionRecord/ownerCount`` is 0); never
  /// read.
  static var unowned: InteractionOwner {
    InteractionOwner(
      interaction: ObjectIdentifier(ConnectionRecord.self),
      target: ObjectIdentifier(ConnectionRecord.self))
  }
}

/// A few connection ends (usually one, with no array): those a pass gives back, told once the
/// arbiter's list is settled.
@usableFromInline
typealias ConnectionList = SmallList<ConnectionEnd>
