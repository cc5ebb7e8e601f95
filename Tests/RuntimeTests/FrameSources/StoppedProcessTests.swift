#if os(Linux)
  import Dispatch
  import Foundation
  import MotionRuntime
  import MotionStreams
  import MotionTween
  import Synchronization
  import Testing

  /// The real-time frame source in a process that is stopped and continued (issue 32;
  /// Docs/Decisions/0026): SIGSTOP, at least a second, SIGCONT. The source's clock (the default
  /// `MonotonicClock`, Swift's `ContinuousClock`) runs on while the process is stopped; its timer
  /// does not replay the ticks it missed; so the first frame after the continue lands at the
  /// clock's time, its delta from the frame before is the whole gap (not capped), and a tween
  /// that would have finished meanwhile shows its end and is at rest in that frame.
  ///
  /// Run in a child process (an exit test), which stops itself; a shell it starts waits until
  /// the kernel reports the child stopped, waits a second more, and continues it. Nothing is
  /// asserted on how long anything took beyond "the gap is at least the second the shell waited".
  @Suite("Clocks that misbehave: a stopped process", .timeLimit(.minutes(2)))
  struct StoppedProcessTests {
    @Test(
      "RT-7: after SIGSTOP and SIGCONT the next frame's delta is the gap, and the tween is at rest")
    func stopAndContinue() async {
      let result = await #expect(
        processExitsWith: .success, observing: [\.standardErrorContent]
      ) {
        StoppedProcessTests.child()
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(!message.contains("check failed"), "\(message)")
    }

    /// One frame as the child saw it.
    struct Frame: Sendable {
      var time: Double
      var value: Double
      var atRest: Bool
    }

    /// The child: frames at 60 Hz, a 0.5 s tween added just before the stop, the stop, then
    /// frames until 30 have followed the continue. Exits non-zero, naming the check, on a
    /// failure.
    static func child() {
      let source = RealTimeFrameSource(rate: .hz60)
      let frames = Mutex<[Frame]>([])
      let wanted = Mutex(10)
      let enough = DispatchSemaphore(value: 0)
      let x = Confined(ReactiveProperty(0.0, name: "x"))
      let runtime = Confined<FrameRuntime?>(nil)
      source.queue.sync {
        let made = FrameRuntime(frameSource: source)
        runtime.value = made
        // Weakly: the runtime keeps its after-frame observers, and the observation is never
        // ended (LeakSanitizer, in CI's AddressSanitizer step, reported the cycle at exit).
        _ = made.addAfterFrameObserver { [weak made] time in
          guard let made else { return }
          let frame = Frame(time: time, value: x.value.value, atRest: !made.isActive)
          let count = frames.withLock { frames in
            frames.append(frame)
            return frames.count
          }
          if count == wanted.withLock({ $0 }) { enough.signal() }
        }
      }
      source.start()
      check(enough.wait(timeout: .now() + 60) == .success, "no frames before the stop")
      source.queue.sync {
        guard let runtime = runtime.value,
          let tween = try? Tween(duration: 0.5, values: [0.0, 100])
        else { return }
        runtime.add(TweenInteraction(tween), to: x.value)
      }
      let before = frames.withLock { frames in frames.count }
      let helper = Process()
      helper.executableURL = URL(fileURLWithPath: "/bin/sh")
      helper.arguments = [
        "-c",
        """
        while [ "$(sed 's/.*) //' /proc/$1/stat | cut -c1)" != T ]; do sleep 0.01; done
        sleep 1
        kill -CONT $1
        """,
        "continue", "\(getpid())",
      ]
      check((try? helper.run()) != nil, "cannot start the shell that continues the process")
      wanted.withLock { $0 = before + 30 }
      raise(SIGSTOP)
      check(enough.wait(timeout: .now() + 60) == .success, "no frames after the continue")
      source.stop()
      helper.waitUntilExit()
      let log = frames.withLock { $0 }
      // The first frame after the stop: the first since `before` whose delta from the frame
      // before it is at least the second the shell waited (the stop lasted that long at least).
      let deltas = zip(log, log.dropFirst()).map { $1.time - $0.time }
      guard let gap = deltas.indices.first(where: { $0 + 1 >= before && deltas[$0] >= 1 }) else {
        let longest = deltas.max() ?? 0
        return check(false, "no frame delta after the stop is as long as it (longest \(longest) s)")
      }
      let after = log[gap + 1]
      check(after.atRest && after.value == 100, "the tween is not at rest after the gap: \(after)")
      check(log.allSatisfy { $0.value.isFinite }, "a value is not finite")
      check(zip(log, log.dropFirst()).allSatisfy { $1.time >= $0.time }, "frame times went back")
      // No burst of catch-up frames: the timer delivers missed ticks as one.
      let burst = log[(gap + 1)...].filter { $0.time < after.time + 0.05 }.count
      check(burst <= 10, "\(burst) frames within 50 ms of the continue")
      // Let go of the runtime on its queue, where it lives; every object the child made is freed.
      source.queue.sync { runtime.value = nil }
    }

    /// Exits the child with a message when `condition` is false.
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      guard !condition else { return }
      FileHandle.standardError.write(Data("stopped-process check failed: \(message())\n".utf8))
      exit(1)
    }
  }
#endif
