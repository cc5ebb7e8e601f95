import MotionGestures
import MotionStreams
import MotionStreamsConformance

extension GestureConformance {
  static func location<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ gestures: [GestureScript], _ log: FailureLog
  ) {
    for script in gestures {
      guard let run = RecognizerRun.make(harness, log) else { return }
      let writes = run.observe("O")
      var problem = check(run, when: "before any event")
      run.play(script) { step in
        guard problem == nil else { return }
        problem = check(run, when: "after \(step)")
        // With one pointer, the centroid is that pointer, and where it lifted once it has.
        guard problem == nil, script.usesOnePointer,
          let expected = step.pointersDown.values.first ?? step.lastLift
        else { return }
        let location = run.recognizer.location(in: nil)
        if !close(location, expected) {
          problem =
            "\(location) after \(step), where the pointer "
            + (step.pointersDown.isEmpty ? "lifted at" : "is down at") + " \(expected)"
        }
      }
      writes.unsubscribe()
      if problem == nil, let write = writes.writes.first(where: { !$0.location.isFinite }) {
        problem = "\(write.location) read inside the call that told \(write.state)"
      }
      if problem == nil,
        let write = writes.writes.first(where: {
          !close($0.elementLocation, HitRegion.convert($0.location, from: nil, to: run.element))
        })
      {
        problem =
          "\(write.elementLocation) in the element, read inside the call that told "
          + "\(write.state), for \(write.location) in root space"
      }
      log.expect(
        problem == nil, expected: "a location that keeps the rule during \(script)",
        actual: problem ?? "")
    }
  }

  /// What is wrong with the location now, or `nil`.
  private static func check<Recognizer>(_ run: RecognizerRun<Recognizer>, when: String) -> String? {
    let root = run.recognizer.location(in: nil)
    let inElement = run.recognizer.location(in: run.element)
    guard root.isFinite else { return "\(root) \(when), in \(run.recognizer.state)" }
    let converted = HitRegion.convert(root, from: nil, to: run.element)
    guard close(inElement, converted) else {
      return "\(inElement) in the element \(when), where \(root) in root space is \(converted)"
    }
    return nil
  }

  static func release<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ gestures: [GestureScript], _ log: FailureLog
  ) {
    weak var weakRecognizer: Recognizer?
    weak var weakObserver: WriteLog?
    weak var weakStreamObserver: WriteLog?
    do {
      guard let run = RecognizerRun.make(harness, log) else { return }
      weakRecognizer = run.recognizer
      do {
        let observer = run.observe("O")
        let streamObserver = WriteLog("stream")
        let subscription = run.recognizer.asStream().subscribe { _ in
          withExtendedLifetime(streamObserver) {}
        }
        (weakObserver, weakStreamObserver) = (observer, streamObserver)
        var offset = 0.0
        for script in gestures {
          run.play(script.shifted(by: offset))
          offset += (script.events.last?.timestamp ?? 0) + 2
        }
        observer.unsubscribe()
        subscription.unsubscribe()
      }
      let held = [
        weakObserver.map { _ in "the observer" },
        weakStreamObserver.map { _ in "the stream subscriber" },
      ]
      .compactMap { $0 }
      log.expect(
        held.isEmpty,
        expected: "an observer and a stream subscriber released once unsubscribed, while the "
          + "recognizer lives",
        actual: "\(held.joined(separator: " and ")) still held")
    }
    log.expect(
      weakRecognizer == nil, expected: "the recognizer freed once dropped",
      actual: "it is still alive")
  }
}
