import MotionRuntime
import MotionStreams

extension FrameSourceConformance {
  /// Lets frames pass until `frames()` (read where the source lives) reaches `count`, one frame
  /// interval at a time: a real-time source may merge late ticks, so time alone does not promise
  /// a number of frames. Gives up after `4 × count` steps.
  static func advance(
    _ harness: any FrameSourceHarness, untilFrame count: Int, frames: @escaping () -> Int
  ) async {
    let interval = await harness.perform { harness.frameSource.frameInterval }
    for _ in 0..<(4 * count) {
      if await harness.perform(frames) >= count { return }
      await harness.advance(by: interval)
    }
  }

  /// `pattern` repeated to `calls`'s length, when that is a whole number of repetitions.
  static func repeats(_ pattern: [String], in calls: [String]) -> Bool {
    !calls.isEmpty && calls.count.isMultiple(of: pattern.count)
      && calls.indices.allSatisfy { calls[$0] == pattern[$0 % pattern.count] }
  }

  static func observerOrder(_ harness: any FrameSourceHarness, _ check: ScenarioRecorder) async {
    var calls: [String] = []
    var subscriptions: [Subscription] = []
    await harness.perform {
      let source = harness.frameSource
      subscriptions = ["A", "B", "C"].map { label in
        source.addFrameObserver { _ in calls.append(label) }
      }
    }
    await advance(harness, untilFrame: 2) { calls.count / 3 }
    await harness.perform {
      check.expect(
        repeats(["A", "B", "C"], in: calls), "Added A, B, C; the frames called \(calls).")
      calls = []
      subscriptions[1].unsubscribe()
      subscriptions.append(harness.frameSource.addFrameObserver { _ in calls.append("D") })
    }
    await advance(harness, untilFrame: 2) { calls.count / 3 }
    await harness.perform {
      check.expect(
        repeats(["A", "C", "D"], in: calls),
        "After removing B and adding D, the frames called \(calls).")
      for subscription in subscriptions { subscription.unsubscribe() }
    }
  }

  static func addDuringFrame(_ harness: any FrameSourceHarness, _ check: ScenarioRecorder) async {
    var frame = 0
    var addedIn: Int?
    var lateFrames: [Int] = []
    var subscriptions: [Subscription] = []
    await harness.perform {
      let source = harness.frameSource
      subscriptions.append(
        // Weakly, here and in every scenario: a broken source that keeps an observer must
        // still be freed.
        source.addFrameObserver { [weak source] _ in
          frame += 1
          guard addedIn == nil, let source else { return }
          addedIn = frame
          subscriptions.append(source.addFrameObserver { _ in lateFrames.append(frame) })
        })
    }
    await advance(harness, untilFrame: 3) { frame }
    await harness.perform {
      if let addedIn {
        check.expect(
          lateFrames == Array((addedIn + 1)...max(addedIn + 1, frame)),
          "The observer added during frame \(addedIn) was called in frames \(lateFrames) of 1…\(frame)."
        )
      } else {
        check.expect(false, "No frame was delivered.")
      }
      for subscription in subscriptions { subscription.unsubscribe() }
    }
  }

  static func removeDuringFrame(_ harness: any FrameSourceHarness, _ check: ScenarioRecorder) async
  {
    var frame = 0
    var calls: [String: [Int]] = [:]
    var subscriptions: [Subscription] = []
    await harness.perform {
      let source = harness.frameSource
      subscriptions = [
        source.addFrameObserver { _ in frame += 1 },
        source.addFrameObserver { _ in
          calls["A", default: []].append(frame)
          if frame == 2 {
            subscriptions[3].unsubscribe()  // C, later in this frame
            subscriptions[1].unsubscribe()  // A itself
          }
        },
        source.addFrameObserver { _ in calls["B", default: []].append(frame) },
        source.addFrameObserver { _ in calls["C", default: []].append(frame) },
      ]
    }
    await advance(harness, untilFrame: 4) { frame }
    await harness.perform {
      check.expect(frame >= 3, "Only \(frame) frame(s) were delivered.")
      check.expect(
        calls["A"] == [1, 2],
        "A removed itself during frame 2 and was called in frames \(calls["A"] ?? [])."
      )
      check.expect(
        calls["C"] == [1],
        "A removed C during frame 2 and C was called in frames \(calls["C"] ?? [])."
      )
      check.expect(
        calls["B"] == Array(1...max(1, frame)),
        "B, never removed, was called in frames \(calls["B"] ?? []) of 1…\(frame).")
      for subscription in subscriptions { subscription.unsubscribe() }
    }
  }

  /// Something an observer holds, to see whether the source still holds the observer.
  final class Token {}

  static func unsubscribe(_ harness: any FrameSourceHarness, _ check: ScenarioRecorder) async {
    var (aCalls, bCalls) = (0, 0)
    var a = Subscription()
    var b = Subscription()
    weak var weakToken: Token?
    await harness.perform {
      let token = Token()
      weakToken = token
      a = harness.frameSource.addFrameObserver { _ in
        withExtendedLifetime(token) { aCalls += 1 }
      }
      b = harness.frameSource.addFrameObserver { _ in bCalls += 1 }
    }
    await advance(harness, untilFrame: 1) { bCalls }
    let (aBefore, bBefore) = await harness.perform {
      a.unsubscribe()
      a.unsubscribe()
      check.expect(weakToken == nil, "The source still holds an observer that was unsubscribed.")
      return (aCalls, bCalls)
    }
    await advance(harness, untilFrame: bBefore + 1) { bCalls }
    await harness.perform {
      check.expect(
        aCalls == aBefore, "An unsubscribed observer was called \(aCalls - aBefore) more time(s).")
      check.expect(
        bCalls > bBefore, "Unsubscribing A twice stopped B, which was never unsubscribed.")
      b.unsubscribe()
    }
  }
}
