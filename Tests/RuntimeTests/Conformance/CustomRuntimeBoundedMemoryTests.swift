import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// Implements only `connect(_:to:)`: the shipped animations reach it through the protocol's
/// default `connect(_:to:until:)`.
final class PlainRuntime: InteractionRuntime {
  let frameSource: any FrameSource
  private let frameObservers = FrameObserverList()
  private var frameSubscription = Subscription()
  private(set) var connections: [Subscription] = []
  private var attachments: [[ObjectIdentifier]: (object: AnyObject, attached: AnyObject)] = [:]

  init(frameSource: any FrameSource) {
    self.frameSource = frameSource
    frameSubscription = frameSource.addFrameObserver { [weak self] time in
      self?.frameObservers.deliver(time)
    }
  }

  deinit {
    frameSubscription.unsubscribe()
    for connection in connections { connection.unsubscribe() }
  }

  var now: Double { frameSource.now }

  private(set) lazy var frames = MotionObservable<Double>(
    metadata: StreamMetadata("frames")
  ) { [weak self] observer in
    self?.frameObservers.add(observer.next) ?? Subscription()
  }

  func connect<Value>(_ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>) {
    connections.append(stream.subscribe { property.value = $0 })
  }

  func add<I: Interaction>(_ interaction: I, to target: I.Target, constraints: I.Constraints?) {
    interaction.add(to: target, runtime: self, constraints: constraints)  // lists nothing
  }

  func interactions<I: Interaction>(ofType type: I.Type, for target: I.Target) -> [I] { [] }

  func attachment<Attached: AnyObject>(for object: AnyObject, make: () -> Attached) -> Attached {
    let key = [ObjectIdentifier(object), ObjectIdentifier(Attached.self)]
    if let cached = attachments[key]?.attached as? Attached { return cached }
    let attached = make()
    attachments[key] = (object, attached)
    return attached
  }
}

/// Issue 11: releasing a finished connection is part of the runtime protocol
/// (`connect(_:to:until:)` and `ConnectionEnd`), so a runtime that implements only
/// `InteractionRuntime` frees finished motions too, not only `FrameRuntime`.
@Suite("Bounded memory on custom runtimes")
struct CustomRuntimeBoundedMemoryTests {
  /// Runs 1,000 sequential short tweens on one property of `runtime`; returns the names of the
  /// motions and per-subscription stream states still alive, and the property's final value.
  static func tweenPerTap(on runtime: some InteractionRuntime, source: ManualFrameSource) throws
    -> (motions: [String], tokens: [String], value: Double)
  {
    let property = ReactiveProperty(-1.0, name: "x")
    let motions = WeakSet()
    let tokens = WeakSet()
    for index in 0..<1_000 {
      let tween = try linear([Double(index), Double(index) + 1], over: 0.05)
      runtime.add(
        tween, to: property, constraints: keepingToken { tokens.watch("token \(index)", $0) })
      let arbiter = PropertyArbiter.of(property, in: runtime)
      if let motion = arbiter.motions.last { motions.watch("motion \(index)", motion) }
      source.advance(by: 0.1)
      #expect(arbiter.motions.count <= 3)
    }
    return (motions.alive, tokens.alive, property.value)
  }

  @Test(
    "RT-1, issue 11: the small runtime frees every finished motion and stream, and forgets their connections"
  )
  func smallRuntime() throws {
    let source = ManualFrameSource()
    let runtime = SmallRuntime(frameSource: source)
    let result = try Self.tweenPerTap(on: runtime, source: source)
    #expect(result.motions == ["motion 999"])
    // The arbiter's record of tween 998's last value still writes through its connection.
    #expect(result.tokens == ["token 998", "token 999"])
    #expect(result.value == 1_000)
    #expect(runtime.connectionCount == 2)
  }

  @Test(
    "RT-1, issue 11: through the default connect(_:to:until:), finished streams are unsubscribed and freed"
  )
  func defaultImplementation() throws {
    let source = ManualFrameSource()
    let runtime = PlainRuntime(frameSource: source)
    let result = try Self.tweenPerTap(on: runtime, source: source)
    #expect(result.motions == ["motion 999"])
    #expect(result.tokens == ["token 998", "token 999"])
    #expect(result.value == 1_000)
    // What the runtime itself stored per connection stays: an unsubscribed `Subscription`.
    #expect(runtime.connections.count == 1_000)
  }

  @Test("a connection end runs its runtime's handler once, when its last claim and hold are gone")
  func endLifecycle() {
    let end = ConnectionEnd()
    var calls = 0
    end.whenEnded { calls += 1 }
    end.endIfUnused()
    #expect(!end.isEnded)  // never claimed: a stream that registers no motion never ends
    #expect(end.claim() && end.claim())
    end.hold()
    end.motionGone()
    end.motionGone()
    #expect(!end.isEnded && calls == 0)  // held
    end.release()
    #expect(end.isEnded && calls == 1)
    #expect(!end.claim())  // a motion registered after the end claims nothing
    end.hold()
    end.release()
    end.motionGone()
    var late = 0
    end.whenEnded { late += 1 }
    #expect(calls == 1 && late == 1)  // at once, once
  }
}
