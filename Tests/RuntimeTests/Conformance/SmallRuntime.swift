import MotionRuntime
import MotionRuntimeConformance
import MotionStreams

// The runtime of the DocC article "Implementing a runtime" (Runtime.docc/ImplementingARuntime.md),
// kept here verbatim so that the article's code compiles; ImplementingARuntimeTests runs it.

/// Runs interactions and nothing more: no activity, no graph, no after-frame observers.
final class SmallRuntime: InteractionRuntime {
  let frameSource: any FrameSource
  private let frameObservers = FrameObserverList()
  private var frameSubscription = Subscription()
  private var connections: [Int: Subscription] = [:]
  private var lastConnection = 0
  private var targets: [ObjectIdentifier: (target: AnyObject, interactions: [AnyObject])] = [:]
  private var attachments: [[ObjectIdentifier]: (object: AnyObject, attached: AnyObject)] = [:]

  init(frameSource: any FrameSource) {
    self.frameSource = frameSource
    frameSubscription = frameSource.addFrameObserver { [weak self] time in
      self?.frameObservers.deliver(time)
    }
  }

  deinit {
    frameSubscription.unsubscribe()
    for connection in connections.values { connection.unsubscribe() }
  }

  var now: Double { frameSource.now }

  // Holds the runtime weakly: interactions' streams subscribe to it for their whole life.
  private(set) lazy var frames = MotionObservable<Double>(
    metadata: StreamMetadata("frames")
  ) { [weak self] observer in
    self?.frameObservers.add(observer.next) ?? Subscription()
  }

  /// The number of connections kept.
  var connectionCount: Int { connections.count }

  func connect<Value>(_ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>) {
    lastConnection += 1
    connections[lastConnection] = stream.subscribe { property.value = $0 }
  }

  // Forgets a connection whose stream has finished (a tween a later motion superseded).
  func connect<Value>(
    _ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>,
    until end: ConnectionEnd
  ) {
    connect(stream, to: property)
    let id = lastConnection
    end.whenEnded { [weak self] in self?.connections.removeValue(forKey: id)?.unsubscribe() }
  }

  func add<I: Interaction>(_ interaction: I, to target: I.Target, constraints: I.Constraints?) {
    // Store first (RT-2): the interaction may look itself up, or add others.
    targets[ObjectIdentifier(target), default: (target, [])].interactions.append(interaction)
    interaction.add(to: target, runtime: self, constraints: constraints)
  }

  func interactions<I: Interaction>(ofType type: I.Type, for target: I.Target) -> [I] {
    targets[ObjectIdentifier(target)]?.interactions.compactMap { $0 as? I } ?? []
  }

  func attachment<Attached: AnyObject>(for object: AnyObject, make: () -> Attached) -> Attached {
    let key = [ObjectIdentifier(object), ObjectIdentifier(Attached.self)]
    if let cached = attachments[key]?.attached as? Attached { return cached }
    let attached = make()
    attachments[key] = (object, attached)
    return attached
  }
}
