public import MotionStreams

/// A source under test, as the stream kit runs it: a factory of fresh instances, so that every
/// scenario starts from nothing.
///
/// ```swift
/// import MotionStreams
/// import MotionStreamsConformance
///
/// let harness = SourceHarness<Int>("property") {
///   let property = ReactiveProperty(0)
///   return SourceUnderTest(
///     property.asStream(), objects: [property], connections: { property.observerCount }
///   ) { step in property.value = step + 1 }
/// }
/// let failures = StreamConformance.check(source: harness)
/// ```
///
/// The kit compares runs of fresh instances with each other, so a source must behave the same
/// way each time it is made and driven the same way (a deterministic source: a manual scheduler,
/// not the wall clock).
public struct SourceHarness<Value: Equatable> {
  /// The source's name, used in failures.
  public let name: String
  /// How many times the kit drives each instance (at least four).
  public let steps: Int
  /// Whether the source shares one connection among its subscribers on purpose (a remembered
  /// or multicast stream): MO-3's explicit sharing. The kit then expects the first subscription
  /// to connect and the others to join it.
  public let sharesSubscriptions: Bool
  /// Makes a fresh instance.
  public let make: () -> SourceUnderTest<Value>

  /// Describes a source for ``StreamConformance/check(source:only:)``.
  ///
  /// - Parameters:
  ///   - name: The source's name, for failures.
  ///   - steps: How many times to drive each instance: six by default, at least four.
  ///   - sharesSubscriptions: Whether the source shares its connection on purpose.
  ///   - make: Makes a fresh instance of the source and says how to drive it.
  public init(
    _ name: String, steps: Int = 6, sharesSubscriptions: Bool = false,
    _ make: @escaping () -> SourceUnderTest<Value>
  ) {
    self.name = name
    self.steps = max(steps, 4)
    self.sharesSubscriptions = sharesSubscriptions
    self.make = make
  }
}

/// One fresh instance of a source: its stream, how to make it produce, and what to watch.
public struct SourceUnderTest<Value> {
  /// The stream under test.
  public let stream: MotionObservable<Value>
  /// Makes the source produce: write the property behind it, advance its scheduler, hand its
  /// recognizer an event. Called with the step number, from 0; the kit may call it from inside a
  /// delivery (MO-7).
  public let drive: (Int) -> Void
  /// How many subscriptions the source is serving, as its environment shows it (a property's
  /// `observerCount`, a scheduler's `pendingCount`); `nil` when it cannot be seen, and then the
  /// kit checks MO-1 and the connection half of MO-2 only through what subscribers receive.
  public let connections: (() -> Int)?
  /// The objects behind the source (the property, the scheduler), which must be freed once every
  /// subscription is gone and the kit drops the instance (MO-8).
  public let objects: [AnyObject]

  /// Creates an instance to test.
  ///
  /// - Parameters:
  ///   - stream: The source's stream.
  ///   - objects: The objects behind it, checked to be freed at the end (MO-8).
  ///   - connections: Counts the subscriptions it serves, if that can be seen.
  ///   - drive: Makes it produce; called with the step number.
  public init(
    _ stream: MotionObservable<Value>,
    objects: [AnyObject] = [],
    connections: (() -> Int)? = nil,
    drive: @escaping (Int) -> Void
  ) {
    self.stream = stream
    self.objects = objects
    self.connections = connections
    self.drive = drive
  }
}
