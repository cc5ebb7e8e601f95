import MotionTween

extension AnimationSubject {
  /// Every handed value paired with every handed velocity: the starts that vary one part at a
  /// time.
  var mixedStarts: [[AnimationSample<A.Value>]] {
    starts.map { value in starts.map { AnimationSample(value: value.value, velocity: $0.velocity) }
    }
  }

  /// What the motion shows of a start it is handed: the value it holds just before its start
  /// and the velocity at its start.
  func handOff(_ handed: AnimationSample<A.Value>) -> AnimationSample<A.Value> {
    let start = animation.startSeconds
    return AnimationSample(
      value: animation.sample(atLocalTime: start.nextDown, from: handed).value,
      velocity: animation.sample(atLocalTime: start, from: handed).velocity)
  }

  /// What the motion takes from a start: the value it holds before its start changes with the
  /// value handed, the velocity at its start with the velocity handed.
  var inferredComponents: AnimationStartComponents {
    let grid = mixedStarts.map { row in row.map(handOff) }
    var components: AnimationStartComponents = []
    for samples in grid {
      for column in samples.indices {
        // Along a row only the velocity handed changes; down a column only the value.
        if !identical(samples[column].velocity, samples[0].velocity) {
          components.insert(.velocity)
        }
        if !identical(samples[column].value, grid[0][column].value) { components.insert(.value) }
      }
    }
    return components
  }

  /// TW-6, PH-6: a motion that starts from showing holds the value handed until its start (a
  /// curve may jump at once, as `steps(n, jump-start)` does) and starts with the velocity
  /// handed, for each part it takes, and depends on what it is handed; any other motion ignores
  /// it.
  func startFromShowing(_ check: AnimationRecorder) {
    let start = animation.startSeconds
    guard start.isFinite else { return }
    guard animation.startsFromShowing else { return ignoresStarts(check) }
    let distinct =
      Set(starts.map { "\($0.value)" }).count > 1 && Set(starts.map { "\($0.velocity)" }).count > 1
    guard takes != nil || distinct else {
      return check.expect(
        false,
        "Its startsFromShowing is true: hand it at least two starts that differ in value and in velocity (it was handed \(starts.map(describe))), or say what it takes, so that the kit can tell."
      )
    }
    let components = takes ?? inferredComponents
    if components.isEmpty {
      check.expect(
        dependsOnStart,
        "Its startsFromShowing is true, yet it showed the same motion whatever it was handed (\(starts.map(describe)))."
      )
    }
    for row in mixedStarts {
      for handed in row {
        expectHandOff(check, components, handed: handed, shown: handOff(handed))
      }
    }
    guard takes != nil else { return }
    for (row, samples) in mixedStarts.enumerated() {
      for (column, handed) in samples.enumerated() {
        let shown = handOff(handed)
        let sameVelocity = handOff(mixedStarts[0][column])
        let sameValue = handOff(mixedStarts[row][0])
        check.expect(
          components.contains(.value) || identical(shown.value, sameVelocity.value),
          "It takes no value from what it is handed, yet the value it held before its start was \(shown.value) handed \(describe(handed)) and \(sameVelocity.value) handed \(describe(mixedStarts[0][column]))."
        )
        check.expect(
          components.contains(.velocity) || identical(shown.velocity, sameValue.velocity),
          "It takes no velocity from what it is handed, yet its velocity at its start was \(shown.velocity) handed \(describe(handed)) and \(sameValue.velocity) handed \(describe(mixedStarts[row][0]))."
        )
      }
    }
  }

  /// Expects `shown` to start at the parts of `handed` that `components` names.
  private func expectHandOff(
    _ check: AnimationRecorder, _ components: AnimationStartComponents,
    handed: AnimationSample<A.Value>, shown: AnimationSample<A.Value>
  ) {
    func close(_ a: A.Value, _ b: A.Value) -> Bool {
      magnitude(a - b) <= tolerance.handOff * max(1, magnitude(a), magnitude(b))
    }
    check.expect(
      !components.contains(.value) || close(shown.value, handed.value),
      "It takes the value it is handed, yet handed \(describe(handed)) it held \(shown.value) before its start, not the value handed."
    )
    check.expect(
      !components.contains(.velocity) || close(shown.velocity, handed.velocity),
      "It takes the velocity it is handed, yet handed \(describe(handed)) it started with velocity \(shown.velocity), not the velocity handed."
    )
  }

  /// Whether any sample or the end differs between two starts.
  private var dependsOnStart: Bool {
    let probes = mixedStarts.joined().map {
      AnimationProbe(animation, from: $0, tolerance: tolerance)
    }
    guard let first = probes.first else { return false }
    // Before and at its start, inferring what it takes has compared it already.
    let times = first.interior + [first.lastTime]
    return probes.dropFirst().contains { probe in
      !identical(probe.endTime, first.endTime)
        || times.contains { !identical(probe.sample($0), first.sample($0)) }
    }
  }

  /// A motion that does not start from showing: the same samples and end whatever it is
  /// handed.
  private func ignoresStarts(_ check: AnimationRecorder) {
    let probes = self.probes
    guard let first = probes.first else { return }
    let times = [first.startTime - 1, first.startTime] + first.interior + [first.lastTime + 1]
    for probe in probes.dropFirst() {
      if !identical(probe.endTime, first.endTime) {
        check.expect(
          false,
          "Its startsFromShowing is false, yet its end was \(first.endTime) handed \(describe(first.start)) and \(probe.endTime) handed \(describe(probe.start))."
        )
      } else if let time = times.first(where: { !identical(probe.sample($0), first.sample($0)) }) {
        check.expect(
          false,
          "Its startsFromShowing is false, yet at local time \(time) it showed \(describe(first.sample(time))) handed \(describe(first.start)) and \(describe(probe.sample(time))) handed \(describe(probe.start))."
        )
      }
    }
  }
}
