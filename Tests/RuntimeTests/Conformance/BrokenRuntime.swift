import MotionRuntime
import MotionStreams

/// A runtime with deliberate flaws, to prove that the conformance kit catches them. Everything
/// not named by a flaw is delegated to a ``FrameRuntime``.
final class BrokenRuntime: Runtime {
  enum Flaw: Hashable {
    /// `add` invokes the interaction before storing it (RT-2).
    case invokesBeforeStoring
    /// `whenAllAtRest` waits for a state change that never comes when all are at rest (RT-4).
    case waitsForStateChange
    /// `toggle` enables A while B is active (RT-5).
    case invertedToggle
    /// `toGraphViz` returns nothing (RT-6).
    case noGraph
  }

  let inner: FrameRuntime
  let flaws: Set<Flaw>
  private var stored: [ObjectIdentifier: [AnyObject]] = [:]

  init(frameSource: any FrameSource, flaws: Set<Flaw>) {
    inner = FrameRuntime(frameSource: frameSource)
    self.flaws = flaws
  }

  var now: Double { inner.now }
  var frameSource: any FrameSource { inner.frameSource }
  var frames: MotionObservable<Double> { inner.frames }
  var isActive: Bool { inner.isActive }

  func connect<Value>(_ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>) {
    inner.connect(stream, to: property)
  }

  func add<I: Interaction>(_ interaction: I, to target: I.Target, constraints: I.Constraints?) {
    guard flaws.contains(.invokesBeforeStoring) else {
      inner.add(interaction, to: target, constraints: constraints)
      return
    }
    interaction.add(to: target, runtime: self, constraints: constraints)
    stored[ObjectIdentifier(target), default: []].append(interaction)
  }

  func interactions<I: Interaction>(ofType type: I.Type, for target: I.Target) -> [I] {
    inner.interactions(ofType: type, for: target)
      + (stored[ObjectIdentifier(target)]?.compactMap { $0 as? I } ?? [])
  }

  func isActive(_ interaction: any Interaction) -> Bool { inner.isActive(interaction) }

  func whenAllAtRest(_ interactions: [any Interaction], _ body: @escaping () -> Void)
    -> Subscription
  {
    if flaws.contains(.waitsForStateChange), !interactions.contains(where: inner.isActive) {
      return Subscription()
    }
    return inner.whenAllAtRest(interactions, body)
  }

  func toggle(_ interaction: any Togglable, inReactionTo other: any Interaction) {
    inner.toggle(interaction, inReactionTo: other)
    if flaws.contains(.invertedToggle) {
      let enabled = interaction.enabled
      // Weak: the property keeps this observer, which must keep neither the property nor the
      // runtime alive.
      _ = enabled.subscribe { [weak self, weak enabled] value in
        guard let self, let enabled, value != self.inner.isActive(other) else { return }
        enabled.value = self.inner.isActive(other)
      }
    }
  }

  func get<Object: ReactiveViewable>(_ object: Object) -> Object.ReactiveView { inner.get(object) }

  func attachment<Attached: AnyObject>(for object: AnyObject, make: () -> Attached) -> Attached {
    inner.attachment(for: object, make: make)
  }

  func addAfterFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription {
    inner.addAfterFrameObserver(observer)
  }

  func toGraphViz() -> String { flaws.contains(.noGraph) ? "" : inner.toGraphViz() }
}
