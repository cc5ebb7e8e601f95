/// What the runtime keeps per target: the target itself and its interactions in the order
/// added (RT-2). A lone interaction is stored inline: most targets have one, and then no array
/// is allocated.
///
/// An interaction is held strongly while any connection made while adding it can still write
/// (or when it made none). Once every one of them has finished (its motions can never win
/// again), the runtime holds it weakly: it stays listed while the app holds it, and its entry
/// goes away with it.
///
/// A class: the runtime's dictionary then only looks records up (a dictionary's `modify`
/// accessor allocated its coroutine frame for the struct this was, on every connection).
@usableFromInline
final class TargetRecord {
  @usableFromInline let target: AnyObject
  /// The target's entries, a lone one inline: 13 bytes, so the record (37 bytes) is one
  /// 48-byte allocation.
  @usableFromInline var entries = SmallList<InteractionEntry>()

  @inlinable
  init(target: AnyObject) {
    self.target = target
  }

  @inlinable
  func append(_ interaction: AnyObject) {
    entries.append(InteractionEntry(interaction))
  }

  /// Every interaction still listed, in the order added.
  var interactions: [AnyObject] {
    entries.compactMap(\.object)
  }

  /// Whether no entry is left.
  var isEmpty: Bool { entries.isEmpty }

  /// Counts one more open connection for `id`'s entry (the latest added, when added twice).
  func connectionOpened(for id: ObjectIdentifier) {
    guard let index = entries.lastIndex(where: { $0.holds(id) }) else { return }
    entries.update(at: index) { $0.live += 1 }
  }

  /// Counts one connection of `id`'s entry as finished; when none is left, the entry holds the
  /// interaction weakly from now on and the strong reference is returned (release it outside
  /// the access to the record, then call ``removeGone()``).
  func connectionFinished(for id: ObjectIdentifier) -> AnyObject? {
    guard let index = entries.firstIndex(where: { $0.holds(id) && $0.live > 0 }) else {
      return nil
    }
    // In place: the entry's reference is then unique when it is the last.
    return entries.update(at: index) { $0.finishOne() }
  }

  /// Removes the entries whose interaction has been freed. A target that had two interactions
  /// keeps its array while any is left (``SmallList``): a "tween per tap" target then appends
  /// each tap without an allocation.
  func removeGone() {
    entries.removeAll { $0.object == nil }
  }

  /// Checks the record's invariants (debug builds): every entry that still counts open
  /// connections holds its interaction strongly.
  func _checkInvariants() {
    #if DEBUG
      entries._checkInvariants()
      for entry in entries where entry.live > 0 {
        guard case .strong = entry.reference else {
          preconditionFailure("an entry with open connections holds its interaction weakly")
        }
      }
    #endif
  }
}

/// One interaction of a target: held strongly while its connections can still write, weakly
/// (through a box made only then) after. 16 bytes in an optional: the reference and its kind
/// share one word, the count takes half of another.
@usableFromInline
struct InteractionEntry {
  /// How the entry holds its interaction.
  @usableFromInline
  enum Reference {
    /// Strongly: a connection made while adding it can still write (or it made none).
    case strong(AnyObject)
    /// Weakly: every such connection finished and something else held it then.
    case weak(WeakInteraction)
    /// Not at all: every such connection finished and nothing else held it (freed).
    case released
  }

  @usableFromInline var reference: Reference
  /// Connections made while adding it that have not finished.
  @usableFromInline var live: UInt32 = 0

  @inlinable
  init(_ interaction: AnyObject) {
    reference = .strong(interaction)
  }

  /// The interaction, while it exists.
  var object: AnyObject? {
    switch reference {
    case .strong(let object): object
    case .weak(let box): box.object
    case .released: nil
    }
  }

  /// Whether the entry holds `id` strongly (only such an entry has open connections).
  func holds(_ id: ObjectIdentifier) -> Bool {
    guard case .strong(let object) = reference else { return false }
    return ObjectIdentifier(object) == id
  }

  /// One open connection finished; on the last, the interaction is held weakly from now on.
  /// Returns the strong reference given up, for the caller to release outside its access to
  /// the record (the interaction may be freed then).
  mutating func finishOne() -> AnyObject? {
    live -= 1
    guard live == 0, case .strong(var object) = reference else { return nil }
    // Let go first, so that the local reference is the entry's only one: held by nothing
    // else, the entry keeps nothing and is removed, without a weak box.
    reference = .released
    if !isKnownUniquelyReferenced(&object) { reference = .weak(WeakInteraction(object)) }
    return object
  }
}

/// A weak reference to an interaction whose connections have all finished.
@usableFromInline
final class WeakInteraction {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
