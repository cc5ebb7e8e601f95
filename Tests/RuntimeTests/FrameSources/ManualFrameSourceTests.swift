import MotionRuntime
import MotionStreams
import Testing

@Suite("ManualFrameSource")
struct ManualFrameSourceTests {
  @Test("RT-7: whole frames arrive one interval apart, with now at the frame's time")
  func wholeFrames() throws {
    let source = ManualFrameSource(now: 1, rate: .hz60)
    var times: [Double] = []
    var nows: [Double] = []
    let subscription = source.addFrameObserver { time in
      times.append(time)
      nows.append(source.now)
    }
    source.advance(frames: 3)
    let interval = 1.0 / 60
    let expected: [Double] = [1 + interval, 1 + 2 * interval, 1 + 3 * interval]
    #expect(times == expected)
    #expect(nows == times)
    #expect(source.frameCount == 3)
    subscription.unsubscribe()
    source.advance(frames: 1)
    #expect(times.count == 3)
  }

  @Test("RT-7: frame n of a run of whole frames lands at start + n × interval, across calls")
  func exactWholeFrames() {
    let source = ManualFrameSource(now: 0.3, rate: .hz60)
    var times: [Double] = []
    let subscription = source.addFrameObserver { times.append($0) }
    for _ in 0..<600 { source.advance(frames: 1) }
    source.advance(frames: 400)
    let interval = 1.0 / 60
    #expect(times == (1...1000).map { 0.3 + Double($0) * interval })
    // Time moved otherwise: a new run starts where it stands.
    source.advance(by: 0.001)
    source.step(to: 40)
    times = []
    source.advance(frames: 2)
    source.advance(frames: 1)
    #expect(times == [40 + interval, 40 + 2 * interval, 40 + 3 * interval])
    source.advance(by: 0.001)
    let start = source.now
    times = []
    source.advance(frames: 2)
    #expect(times == [start + interval, start + 2 * interval])
    subscription.unsubscribe()
  }

  @Test("advancing by a duration steps at the frame rate and lands exactly on the end")
  func duration() {
    let source = ManualFrameSource(rate: .hz120)
    var times: [Double] = []
    let subscription = source.addFrameObserver { times.append($0) }
    source.advance(by: 0.05)
    #expect(times.count == 6)
    #expect(times.last == 0.05)
    #expect(zip(times, times.dropFirst()).allSatisfy { $1 > $0 })
    source.advance(by: 0.001)
    #expect(times.last == 0.05 + 0.001)
    subscription.unsubscribe()
  }

  @Test("a host loop steps to its own times, the same one again too; earlier, NaN, nested refused")
  func hostSteps() {
    let source = ManualFrameSource()
    var times: [Double] = []
    var nested = true
    let subscription = source.addFrameObserver { time in
      times.append(time)
      nested = source.step(to: time + 1)
    }
    #expect(source.step(to: 0.5))
    #expect(!nested)
    #expect(!source.step(to: 0.25))
    #expect(!source.step(to: .nan))
    #expect(!source.step(to: .infinity))
    source.advance(by: -1)
    source.advance(by: .nan)
    source.advance(frames: -2)
    #expect(times == [0.5])
    #expect(source.now == 0.5)
    // A step to the time it is at is a frame (a host loop whose clock did not move).
    #expect(source.step(to: 0.5))
    #expect(times == [0.5, 0.5] && source.frameCount == 2)
    subscription.unsubscribe()
  }

  @Test("observers run in order; added mid-frame start next frame; removed mid-frame stop at once")
  func orderAndReentrancy() {
    let source = ManualFrameSource()
    var log: [String] = []
    var second = Subscription()
    var late = Subscription()
    let first = source.addFrameObserver { _ in
      log.append("first")
      second.unsubscribe()
      if log.count == 1 { late = source.addFrameObserver { _ in log.append("late") } }
    }
    second = source.addFrameObserver { _ in log.append("second") }
    source.advance(frames: 2)
    #expect(log == ["first", "first", "late"])
    first.unsubscribe()
    late.unsubscribe()
    #expect(source.observerCount == 0)
  }

  @Test("frame rates are validated with a typed error")
  func frameRates() throws {
    #expect(FrameRate.hz60.interval == 1.0 / 60)
    #expect(try FrameRate(framesPerSecond: 90).framesPerSecond == 90)
    for bad in [0, -60, .nan, .infinity, 0.5, 5000] as [Double] {
      #expect(throws: FrameSourceError.self) { try FrameRate(framesPerSecond: bad) }
    }
    let error = FrameSourceError.invalidFrameRate(0)
    #expect(error.description.contains("invalid frame rate 0"))
  }
}
