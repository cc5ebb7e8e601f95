import MotionRuntime
import MotionStreams
import Testing

// The example in ConnectionEnd's doc comment: a runtime's connect(_:to:until:) that forgets its
// record of a connection when the connection ends. The whole runtime it belongs to is
// Tests/RuntimeTests/Conformance/SmallRuntime.swift, whose ending connections CustomRuntimeBoundedMemoryTests
// drives through real tweens; here the method is compiled with the imports the comment shows.
private final class ConnectionLedger {
  var records: [Int: Subscription] = [:]
  var newestID = 0

  func connect<Value>(_ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>) {
    newestID += 1
    records[newestID] = stream.subscribe { property.value = $0 }
  }

  func connect<Value>(
    _ stream: MotionObservable<Value>, to property: ReactiveProperty<Value>,
    until end: ConnectionEnd
  ) {
    connect(stream, to: property)
    let id = newestID
    end.whenEnded { [weak self] in self?.records.removeValue(forKey: id)?.unsubscribe() }
  }
}

@Suite("Snippets: ConnectionEnd")
struct ConnectionEndDocCommentSnippets {
  @Test("ConnectionEnd: a connection made until an end writes and is kept while the end is open")
  func connectUntil() {
    let ledger = ConnectionLedger()
    let source = ReactiveProperty(1.0)
    let target = ReactiveProperty(0.0)
    let end = ConnectionEnd()
    ledger.connect(source.asStream(), to: target, until: end)
    source.value = 2
    #expect(target.value == 2)
    #expect(!end.isEnded)
    #expect(ledger.records.count == 1)
  }
}
