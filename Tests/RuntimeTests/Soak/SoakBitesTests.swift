import MotionRuntime
import MotionStreams
import Testing

/// A test-only motion that leaks: its connection never ends (its stream never claims it) and a
/// jar outside the session holds it, so neither the runtime nor the app going away frees it.
final class LeakingMotion: Interaction {
  private weak var jar: LeakJar?

  /// A motion that `jar` keeps once it is added.
  init(keptIn jar: LeakJar) {
    self.jar = jar
  }

  func add(
    to target: ReactiveProperty<Double>, runtime: some InteractionRuntime, constraints: Never?
  ) {
    jar?.keep(self)
    let silent = MotionObservable<Double>(metadata: StreamMetadata("leak")) { _ in Subscription() }
    runtime.connect(silent, to: target)
  }
}

/// Where the leak test keeps its leaking motions: alive after the session is let go of, as a
/// leak would keep them, and freed when the test lets go of the jar, so the process itself leaks
/// nothing (LeakSanitizer, in CI's AddressSanitizer step, reported a motion that held itself).
final class LeakJar {
  private(set) var motions: [LeakingMotion] = []

  /// Keeps `motion` until the jar goes away.
  func keep(_ motion: LeakingMotion) {
    motions.append(motion)
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

/// A test-only motion the model does not know of: it writes its point to the card on every
/// frame, as a plain connection (an app's stream) would, with no end.
final class UnmodelledMotion: Interaction {
  let point: Point

  init(_ point: Point) {
    self.point = point
  }

  func add(to target: MotionElement, runtime: some InteractionRuntime, constraints: Never?) {
    runtime.connect(runtime.frames.map { [point] _ in point }, to: target.position)
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
    let jar = LeakJar()
    var settings = SoakSession.Settings()
    settings.injectors = [
      { [jar] session in
        session.runtime.add(
          session.ledger.watch("leak", LeakingMotion(keptIn: jar)), to: session.glow)
      }
    ]
    settings.injectionPeriod = 30
    let report = Soak.run(frames: Self.frames, settings: settings)
    #expect(report.kinds == [.held, .freed], "\(report.messages)")
    #expect(report.messages.contains { $0.hasPrefix("[freed]") && $0.contains("leak") })
    #expect(jar.motions.count > 50)
  }

  @Test("A motion that never comes to rest fails the soak's check at the end")
  func restlessMotion() {
    var settings = SoakSession.Settings()
    let once = Once()
    settings.injectors = [
      { session in
        guard once.first() else { return }
        session.runtime.add(session.ledger.watch("restless", RestlessMotion()), to: session.glow)
      }
    ]
    let report = Soak.run(frames: Self.frames, settings: settings)
    #expect(report.kinds == [.rest], "\(report.messages)")
    #expect(report.settleFrames == 30 * 120)
  }

  @Test("A motion the precedence model does not know of fails the soak's precedence check")
  func unmodelledMotion() {
    var settings = SoakSession.Settings()
    let once = Once()
    settings.injectors = [
      { session in
        guard once.first(), let card = session.modelCards.first else { return }
        let motion = session.ledger.watch("unmodelled", UnmodelledMotion(Point(x: 7, y: 7)))
        session.runtime.add(motion, to: card.element)
      }
    ]
    let report = Soak.run(frames: Self.frames, settings: settings)
    #expect(report.kinds == [.precedence], "\(report.messages)")
    #expect(report.messages.contains { $0.contains("model0") })
  }

  @Test("A NaN-writing motion fails the soak's finite check")
  func nanMotion() {
    var settings = SoakSession.Settings()
    let once = Once()
    settings.injectors = [
      { session in
        guard once.first() else { return }
        session.runtime.add(session.ledger.watch("NaN", NaNMotion()), to: session.glow)
      }
    ]
    let report = Soak.run(frames: Self.frames, settings: settings)
    #expect(report.kinds == [.nonFinite], "\(report.messages)")
    #expect(report.messages.contains { $0.contains("glow is nan") })
  }
}
