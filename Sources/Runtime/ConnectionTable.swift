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
/// draws (RT-6), the motion state it aggregates (RT-4), and what decides when it finishes.
struct ConnectionRecord {
  // Ordered so that the small fields pack together.
  var subscription = Subscription()
  var state = MotionState.atRest
  /// Whether the subscription is stored (the stream's subscribe returned).
  var attached = false
  /// Set when the connection finished while it was still being subscribed.
  var finishedEarly = false
  var edge: GraphEdge?
  var owners: ConnectionOwners
  /// The connection's serial number; `0` while the slot is free.
  var serial: UInt32

  init(serial: UInt32, edge: GraphEdge? = nil, owners: ConnectionOwners) {
    self.serial = serial
    self.edge = edge
    self.owners = owners
  }
}

/// The runtime's connections, by slot, with the free slots reused: the table grows to the
/// largest number of connections open at once, not with the number ever made (bounded memory).
struct ConnectionTable {
  var records: [ConnectionRecord] = []
  var free: [Int] = []
  var lastSerial: UInt32 = 0
  /// Open connections.
  var count = 0

  /// Opens a connection in a free slot (or a new one).
  mutating func open(edge: GraphEdge, owners: ConnectionOwners) -> ConnectionID {
    lastSerial &+= 1
    if lastSerial == 0 { lastSerial = 1 }  // 0 marks a free slot
    count += 1
    let record = ConnectionRecord(serial: lastSerial, edge: edge, owners: owners)
    if let slot = free.popLast() {
      records[slot] = record
      return ConnectionID(slot: slot, serial: lastSerial)
    }
    records.append(record)
    return ConnectionID(slot: records.count - 1, serial: lastSerial)
  }

  /// Whether `id` is still open.
  func isOpen(_ id: ConnectionID) -> Bool {
    id.slot < records.count && records[id.slot].serial == id.serial
  }

  /// Frees `id`'s slot, returning what it held.
  mutating func close(_ id: ConnectionID) -> ConnectionRecord {
    let record = records[id.slot]
    records[id.slot] = ConnectionRecord(serial: 0, owners: .none)
    free.append(id.slot)
    count -= 1
    return record
  }

  /// The edges of the open connections, in the order they were connected.
  var edges: [GraphEdge] {
    records.filter { $0.serial != 0 }.sorted { $0.serial < $1.serial }.compactMap(\.edge)
  }
}

/// The interactions a connection reports for: usually one, stored without an array.
@usableFromInline
enum ConnectionOwners {
  case none
  case one(InteractionOwner)
  case many([InteractionOwner])

  /// The owners of a connection made while `adding` are being added.
  @usableFromInline
  init(adding: [InteractionOwner]) {
    switch adding.count {
    case 0: self = .none
    case 1: self = .one(adding[0])
    default: self = .many(adding)
    }
  }

  /// Calls `body` with each owner, in order (without building an array).
  func visit(_ body: (InteractionOwner) -> Void) {
    switch self {
    case .none: break
    case .one(let owner): body(owner)
    case .many(let owners): for owner in owners { body(owner) }
    }
  }
}

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
}

/// A few connection ends, the first stored inline (no array for the common one).
@usableFromInline
struct ConnectionList {
  @usableFromInline var first: ConnectionEnd?
  @usableFromInline var rest: [ConnectionEnd] = []

  @inlinable
  init() {}

  /// Appends `end`, if any.
  @inlinable
  mutating func append(_ end: ConnectionEnd?) {
    guard let end else { return }
    if first == nil { first = end } else { rest.append(end) }
  }

  /// Calls `body` with each end, in order.
  @inlinable
  func visit(_ body: (ConnectionEnd) -> Void) {
    guard let first else { return }
    body(first)
    for end in rest { body(end) }
  }
}
