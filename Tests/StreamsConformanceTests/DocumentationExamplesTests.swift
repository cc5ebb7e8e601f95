import MotionStreams
import MotionStreamsConformance
import Testing

/// The examples of the stream kit's doc comments, verbatim, run.
@Suite("Stream kit: documentation examples")
struct StreamKitDocumentationExamplesTests {
  @Test("MO-1…MO-8: the OperatorHarness and StreamConformance examples pass for dedupe")
  func operatorExamples() {
    let harness = OperatorHarness("dedupe", inputs: [1, 1, 2, 2, 3, 1]) { $0.dedupe() }
    let failures = StreamConformance.check(operator: harness)
    #expect(failures.isEmpty)
    var printed: [String] = []
    func print(_ failure: StreamConformanceFailure) { printed.append(failure.description) }
    do {
      let failures = StreamConformance.check(
        operator: OperatorHarness("dedupe", inputs: [1, 1, 2, 2, 3, 1]) { $0.dedupe() })
      for failure in failures { print(failure) }
    }
    #expect(printed.isEmpty)
  }

  @Test("MO-1…MO-8: the SourceHarness example passes for a property")
  func sourceExample() {
    let harness = SourceHarness<Int>("property") {
      let property = ReactiveProperty(0)
      return SourceUnderTest(
        property.asStream(), objects: [property], connections: { property.observerCount }
      ) { step in property.value = step + 1 }
    }
    let failures = StreamConformance.check(source: harness)
    #expect(failures.isEmpty)
  }

  /// Throws the first failure, as the StreamConformanceFailure example does.
  func throwFirst(_ harness: OperatorHarness<Double, Double>) throws {
    let failures = StreamConformance.check(operator: harness)
    if let first = failures.first { throw first }
  }

  @Test("MO-5: a failure is an Error a test can throw, described as [subject] scenario: rule")
  func failureIsAnError() {
    let shared = ReactiveProperty(0.0)
    let sharingByMistake = OperatorHarness("shares state", inputs: [1, 2, 3]) { stream in
      stream.map { value in
        shared.value += value
        return shared.value
      }
    }
    #expect(throws: StreamConformanceFailure.self) { try throwFirst(sharingByMistake) }
    #expect(throws: Never.self) {
      try throwFirst(OperatorHarness("offset", inputs: [1, 2, 3]) { $0.offset(by: 1) })
    }
    let failure = StreamConformance.check(operator: sharingByMistake, only: "MO-5").first
    #expect(failure?.requirement == "MO-5")
    #expect(
      failure?.description
        == "[shares state] MO-5 per-subscription state: \(failure?.rule ?? "") Expected "
        + "\(failure?.expected ?? ""); got \(failure?.actual ?? "").")
  }
}
