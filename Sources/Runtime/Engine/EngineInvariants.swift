import MotionTween

// The engine's invariants, as code: each hand-kept structure checks what its code keeps true
// (debug builds only; a release build compiles every body to nothing). The fuzzers call
// `FrameRuntime._checkInvariants()` after every step, which checks every structure below it.

/// A structure of the engine that can check its own invariants; the runtime finds its arbiter
/// tables among its attachments through this.
@usableFromInline
protocol EngineInvariantChecking: AnyObject {
  /// Traps (debug builds) if an invariant does not hold.
  func _checkInvariants()
}

extension PropertyArbiter {
  /// Checks the arbiter's invariants (debug builds): every listed motion is registered, listed
  /// once, and has a distinct serial; what shows and the ghost are listed motions (the ghost
  /// first); no interruption is left pending outside a pass; the arbiter's lane is its own,
  /// a fast lane's motion is the last registered and the one showing; and a motion that
  /// advances now has a lane to run its frames.
  @usableFromInline
  func _checkInvariants() {
    #if DEBUG
      motions._checkInvariants()
      var serials = Set<UInt64>()
      for (index, motion) in motions.enumerated() {
        precondition(motion.isRegistered, "a listed motion not marked registered")
        precondition(!motion.isInterrupted, "an interrupted motion left in the list")
        precondition(
          !motions[(index + 1)...].contains { $0 === motion }, "a motion listed twice")
        if motion.serial != 0 {
          precondition(serials.insert(motion.serial).inserted, "two motions with one serial")
        }
      }
      precondition(!hasInterrupted, "an interruption pending outside a pass")
      precondition(deferredOwnWrites >= 0, "a negative count of queued own writes")
      if let shown { precondition(motions.contains { $0 === shown }, "showing an unlisted motion") }
      if let ghost {
        precondition(motions.first === ghost, "the ghost is not first (it loses every tie)")
        precondition(ghost.hasValue, "a ghost without a value")
      }
      let time = now
      if lane >= 0 {
        precondition(lane < lanes.count, "a lane index beyond the lanes")
        let record = lanes.lanes[lane]
        precondition(record.arbiter.toOpaque() == Unmanaged.passUnretained(self).toOpaque())
        if record.mode == .tween || record.mode == .spring {
          let motion = record.motion.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0 }
          precondition(motion === motions.last, "a fast lane's motion is not the last registered")
          precondition(motion === shown, "a fast lane's motion is not the one showing")
        }
      } else {
        precondition(
          !motions.contains { $0.tracksActivity && $0.advances(at: time) },
          "a motion advances with no lane to run its frames")
      }
    #endif
  }
}

extension ArbiterTable: EngineInvariantChecking {
  /// Checks the lanes' buffer and every arbiter of the table (debug builds).
  @usableFromInline
  func _checkInvariants() {
    #if DEBUG
      lanes.lanes._checkInvariants(passing: lanes.isPassing)
      for arbiter in watching {
        precondition(arbiter.isWatcher, "a watching arbiter that is not its property's watcher")
        arbiter._checkInvariants()
      }
      for arbiter in observing.values {
        precondition(!arbiter.isWatcher, "an observing arbiter in its property's watcher slot")
        arbiter._checkInvariants()
      }
    #endif
  }
}

extension ConnectionTable {
  /// Checks the table's invariants (debug builds): the open count is the number of records
  /// with a serial; every free slot is listed once and holds no serial; serials are distinct;
  /// the side table holds the later owners of exactly the records that have them; and signals
  /// wait only for connections being subscribed.
  func _checkInvariants() {
    #if DEBUG
      let open = records.filter { $0.serial != 0 }
      precondition(count == open.count, "the open count disagrees with the records")
      precondition(Set(free).count == free.count, "a free slot listed twice")
      precondition(free.allSatisfy { records[$0].serial == 0 }, "a free slot holds a connection")
      precondition(free.count + open.count == records.count, "a slot neither open nor free")
      precondition(Set(open.map(\.serial)).count == open.count, "two connections, one serial")
      let shared = Set(open.filter { $0.ownerCount > 1 }.map(\.serial))
      precondition(Set(laterOwners.keys) == shared, "later owners kept for the wrong records")
      precondition(laterOwners.values.allSatisfy { !$0.isEmpty }, "an empty list of later owners")
      precondition(
        pending.allSatisfy { isOpen($0.id) && records[$0.id.slot].phase == .subscribing },
        "a signal waiting for a connection that is not being subscribed")
    #endif
  }
}
