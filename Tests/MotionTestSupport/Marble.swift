public import MotionStreams

/// A compact marble-diagram helper for time-based operators, driven by a ``ManualScheduler``.
///
/// A diagram has one character per time step: a letter is a value emitted at that step, `-` is a
/// step with no value, and `(ab)` groups several values emitted at the same step (the group
/// occupies one step). `"a-b--c"` emits `a` at step 0, `b` at step 2 and `c` at step 5.
///
/// Shared by every test target; it imports no test framework: it returns diagrams, and the test
/// compares them with its own `#expect`.
public enum Marble {
  /// Parses a diagram into (step, value) events.
  public static func events(_ diagram: String) -> [(step: Int, value: String)] {
    var events: [(step: Int, value: String)] = []
    var step = 0
    var group: [String]?
    for character in diagram {
      switch character {
      case "(": group = []
      case ")":
        for value in group ?? [] { events.append((step, value)) }
        group = nil
        step += 1
      case "-": step += 1
      default:
        if group != nil {
          group?.append(String(character))
        } else {
          events.append((step, String(character)))
          step += 1
        }
      }
    }
    return events
  }

  /// A cold stream that emits the diagram's values, timed from the moment it is subscribed.
  public static func source(
    _ diagram: String, on scheduler: ManualScheduler, step: Double = 1
  ) -> MotionObservable<String> {
    MotionObservable { observer in
      let start = scheduler.now
      let subscriptions = events(diagram).map { event in
        scheduler.schedule(after: start + Double(event.step) * step - scheduler.now) {
          observer.next(event.value)
        }
      }
      return Subscription(combining: subscriptions)
    }
  }

  /// Subscribes to `stream` at the current time, advances `steps` steps, and returns what it
  /// emitted as a diagram of that many steps. With `unsubscribeAt`, unsubscribes just after that
  /// step's actions ran.
  public static func record(
    _ stream: MotionObservable<String>, on scheduler: ManualScheduler, steps: Int,
    step: Double = 1, unsubscribeAt: Int? = nil
  ) -> String {
    let start = scheduler.now
    var emitted: [Int: [String]] = [:]
    let subscription = stream.subscribe { value in
      let index = Int(((scheduler.now - start) / step).rounded())
      emitted[index, default: []].append(value)
    }
    for index in 0..<steps {
      if index > 0 { scheduler.advance(to: start + Double(index) * step) }
      if index == unsubscribeAt { subscription.unsubscribe() }
    }
    subscription.unsubscribe()
    return (0..<steps).map { index in
      let values = emitted[index] ?? []
      switch values.count {
      case 0: return "-"
      case 1: return values[0]
      default: return "(" + values.joined() + ")"
      }
    }.joined()
  }
}
