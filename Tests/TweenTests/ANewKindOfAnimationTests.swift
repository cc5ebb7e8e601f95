import Foundation
import MotionAnimationConformance
import MotionTimeline
import MotionTween
import Testing

// The Swift blocks of AnimationConformance.docc/ANewKindOfAnimation.md, compiled and run
// (Docs/Testing.md, "Documentation snippets").

/// Approaches `destination` exponentially from the value showing at its start: the distance
/// left shrinks by a factor e every `timeConstant` seconds.
struct Approach: Animation {
  /// The value it approaches.
  let destination: Double
  /// The time, in seconds, in which the distance left shrinks by a factor e.
  let timeConstant: Double
  /// The local time it starts at.
  let delay: Double

  var timeline: Timeline? { nil }
  var startSeconds: Double { delay }
  // It starts from the value showing and takes no velocity: its own is −offset / τ.
  var startsFromShowing: Bool { true }

  // At rest once within a thousandth of a unit of the destination.
  func endSeconds(from start: AnimationSample<Double>) -> Double {
    let distance = abs(start.value - destination)
    return distance <= 0.001 ? delay : delay + timeConstant * log(distance / 0.001)
  }

  func sample(atLocalTime time: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    guard time >= delay else { return AnimationSample(value: start.value) }
    guard time < endSeconds(from: start) else { return AnimationSample(value: destination) }
    let offset = start.value - destination
    let decay = exp(-(time - delay) / timeConstant)
    return AnimationSample(
      value: destination + offset * decay, velocity: -offset / timeConstant * decay)
  }
}

/// The approach with the slip the article warns of: a velocity that forgets to divide by τ.
struct SlippedApproach: Animation {
  let approach: Approach
  var timeline: Timeline? { nil }
  var startSeconds: Double { approach.startSeconds }
  var startsFromShowing: Bool { true }
  func endSeconds(from start: AnimationSample<Double>) -> Double {
    approach.endSeconds(from: start)
  }
  func sample(atLocalTime time: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    var sample = approach.sample(atLocalTime: time, from: start)
    sample.velocity *= approach.timeConstant
    return sample
  }
}

@Suite("Snippets: a new kind of animation")
struct ANewKindOfAnimationTests {
  @Test("TW-4, TW-6, PH-4, PH-6, PH-10: the article's exponential approach passes the kit")
  func approachConforms() {
    let approach = Approach(destination: 100, timeConstant: 0.08, delay: 0.05)
    let starts = [AnimationSample(value: 0.0), AnimationSample(value: 250, velocity: -900)]
    let failures = AnimationConformance.check(approach, starts: starts)
    #expect(failures.isEmpty, "\(failures)")
    #expect(AnimationConformance.check(approach, starts: starts, takes: .value).isEmpty)
  }

  @Test("PH-6: the slip the article warns of is reported as a velocity that is not the derivative")
  func slipIsCaught() {
    let approach = Approach(destination: 100, timeConstant: 0.08, delay: 0.05)
    let starts = [AnimationSample(value: 0.0), AnimationSample(value: 250, velocity: -900)]
    let failures = AnimationConformance.check(SlippedApproach(approach: approach), starts: starts)
    #expect(Set(failures.map(\.scenario)) == ["PH-6 velocity is the derivative"])
  }
}
