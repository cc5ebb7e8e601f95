import MotionRuntime
import MotionStreams
import Testing

/// A test-only motion that leaks: its connection never ends (its stream never claims it) and
/// it holds itself, so neither the runtime nor the app going away frees it.
final class LeakingMotion: Interaction {
  private var cycle: LeakingMotion?

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    cycle = self
    let silent = MotionObservable<Double>(metadata: StreamMetadata("leak")) { _ in Subscription() }
    runtime.connect(silent, to: target)
  }
}

/// A test-only motion that writes NaN on every frame.
final class NaNMotion: Interaction {
  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    runtime.connect(runtime.frames.map { _ in Double.nan }, to: target)
  }
}

/// A test-only motion that never comes to rest: its stream reports itself active and never
/// writes.
final class RestlessMotion: Interaction {
  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    let restless = MotionObservable<Double>(metadata: StreamMetadata("restless")) { observer in
      observer.state(.active)
      return Subscription()
    }
    runtime.connect(restless, to: target)
  }
}

/// Whether something happened already (an injector that acts once).
final class Once {
  private var done = false

  /// `true` the first time only.
  func first() -> Bool {
    defer { done = true }
    return !done
  }
}

/// The soak's checks bite: the same driver, with a test-only motion injected, reports the
/// failure that motion is made of, and nothing else.
@Suite("Soak bites")
struct SoakBitesTests {
  static let frames = 3_000

  @Test("The soak passes without an injection (the control for the tests below)")
  func control() {
    let report = Soak.run(frames: Self.frames)
    #expect(report.counts.isEmpty, "\(report.messages)")
  }

  @Test("A leaking motion fails the soak's checks of what it holds and of what it frees")
  func leakingMotion() {
    var settings = SoakSession.Settings()
    settings.injectors = [
      { runtime, glow, ledger in runtime.add(ledger.watch("leak", LeakingMotion()), to: glow) }
    ]
    settings.injectionPeriod = 30
    let report = Soak.run(frames: Self.frames, settings: settings)
    #expect(report.kinds == [.held, .freed], "\(report.messages)")
    #expect(report.messages.contains { $0.hasPrefix("[freed]") && $0.contains("leak") })
  }

  @Test("A motion that never comes to rest fails the soak's check at the end")
  func restlessMotion() {
    var settings = SoakSession.Settings()
    let once = Once()
    settings.injectors = [
      { runtime, glow, ledger in
        if once.first() { runtime.add(ledger.watch("restless", RestlessMotion()), to: glow) }
      }
    ]
    let report = Soak.run(frames: Self.frames, settings: settings)
    #expect(report.kinds == [.rest], "\(report.messages)")
    #expect(report.settleFrames == 30 * 120)
  }

  @Test("A NaN-writing motion fails the soak's finite check")
  func nanMotion() {
    var settings = SoakSession.Settings()
    let once = Once()
    settings.injectors = [
      { runtime, glow, ledger in
        if once.first() { runtime.add(ledger.watch("NaN", NaNMotion()), to: glow) }
      }
    ]
    let report = Soak.run(frames: Self.frames, settings: settings)
    #expect(report.kinds == [.nonFinite], "\(report.messages)")
    #expect(report.messages.contains { $0.contains("glow is nan") })
  }
}
