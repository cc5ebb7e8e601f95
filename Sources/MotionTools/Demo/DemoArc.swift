package import MotionRuntime
package import MotionStreams
package import MotionTween

/// Card A's arc: a transition carries the card from its slot toward a corner of the stage along
/// Material's arc, and a flip of its direction just short of the corner sends it back along
/// the same arc (TR-3, TR-7).
///
/// Built as an app builds it:
///
/// 1. ``begin(runtime:card:)`` (the choreography has played): a `PathAnimation` along
///    `MotionPath.arc(from:to:)`, from where card A rests to the top corner on the far side of
///    the stage (``DemoLayout/arcCorners``), over ``DemoLayout/arcDuration`` along the standard
///    curve, is added to a forward `Transition` as a `TransitionTween`.
/// 2. ``DemoLayout/arcFlip`` into the arc the scene writes the direction backward: the card
///    goes back along the arc, the forward motion mirrored in time, its velocity handed over
///    within the transition's `handOff` without a jump.
/// 3. Back in its slot, the transition ends cancelled and ``onEnded`` is called.
package final class DemoArc {
  /// The motion along the arc, once begun.
  package private(set) var move: PathAnimation?
  /// The transition, once begun.
  package private(set) var transition: Transition?
  /// What has happened so far, in scene seconds.
  package private(set) var marks = DemoArcMarks()
  /// Called once when the card is back.
  package var onEnded: () -> Void = {}
  private let source: any FrameSource
  private let sceneStart: Double
  private var card: MotionElement?

  /// An arc not yet begun; scene time counts from `source`'s time now.
  package init(source: any FrameSource) {
    self.source = source
    sceneStart = source.now
  }

  /// The corner the arc heads for from `position`: the top one on the far side of the stage.
  package static func corner(from position: Point) -> Point {
    position.x > DemoLayout.stage.width / 2 ? DemoLayout.arcCorners[0] : DemoLayout.arcCorners[1]
  }

  /// Starts the arc now, from where `card` is.
  package func begin(runtime: FrameRuntime, card: MotionElement) {
    guard transition == nil else { return }
    let from = card.position.value
    let corner = Self.corner(from: from)
    guard let arc = try? MotionPath.arc(from: from, to: corner),
      let move = try? PathAnimation(
        along: arc, duration: DemoLayout.arcDuration, timingFunction: .standard),
      let tween = try? TransitionTween(move),
      let transition = try? Transition(in: runtime, initialDirection: .forward)
    else { return }
    (self.card, self.move) = (card, move)
    marks.start = now
    marks.from = from
    marks.corner = corner
    transition.add(tween, to: card.position)
    transition.addCompletionObserver { [unowned self] outcome in
      self.marks.ended = self.now
      self.marks.outcome = outcome
      self.onEnded()
    }
    self.transition = transition
  }

  /// After each frame: the flip, when it is due.
  package func frameEnded() {
    guard marks.flip == nil, let start = marks.start, let transition, let card,
      now >= start + DemoLayout.arcFlip - 1e-9
    else { return }
    marks.flip = now
    marks.flipPosition = card.position.value
    transition.direction.value = .backward
  }

  /// Where the forward motion shows the card `seconds` into the arc.
  package func position(atArcTime seconds: Double) -> Point? {
    move?.sample(atLocalTime: seconds, from: AnimationSample(value: .zero)).value
  }

  /// Scene time now, in seconds.
  private var now: Double { source.now - sceneStart }
}

/// The moments of card A's arc, in scene seconds (`nil` until they happen).
package struct DemoArcMarks {
  /// When the arc started, from where and toward which corner.
  package var start: Double?
  package var from: Point?
  package var corner: Point?
  /// When the direction was flipped, and where the card was then.
  package var flip: Double?
  package var flipPosition: Point?
  /// When the card was back where it started, and the transition's outcome.
  package var ended: Double?
  package var outcome: TransitionOutcome?
}
