package import MotionPhysics
package import MotionStreams

/// Where things are on the demo's stage, how long each step takes, and the physics of the toss.
package enum DemoLayout {
  /// The stage, in points; the terminal view and the drags live in these coordinates.
  package static let stage = Size(width: 640, height: 360)
  /// Every card's and tile's size.
  package static let cardSize = Size(width: 120, height: 80)
  /// Where the dragged card, A, starts (its centre).
  package static let cardStart = Point(x: 110, y: 100)
  /// The slots the cards may settle into (centres), before the row moves.
  package static let slots = [Point(x: 110, y: 100), Point(x: 320, y: 100), Point(x: 530, y: 100)]
  /// The tiles' resting centres.
  package static let tileCenters = [
    Point(x: 110, y: 270), Point(x: 320, y: 270), Point(x: 530, y: 270),
  ]
  /// Seconds of release velocity projected to choose card A's slot.
  package static let projection = 0.25
  /// The settle tween's duration, in seconds.
  package static let settleDuration = 0.6

  /// Where the tossed card, B, waits (its centre): below the slots, in the middle.
  package static let tossStart = Point(x: 320, y: 270)
  /// The toss's spring: Material 3's Expressive default spatial spring (damping ratio 0.8,
  /// stiffness 380), for position; card A follows the slot row with the same spring.
  package static let tossSpring = SpringParameters.expressiveDefaultSpatial
  /// How the toss projects where a fling would coast, to choose a slot (PH-8): UIKit's fast
  /// deceleration (0.99 per ms), so a flick projects about a tenth of its speed in points, on
  /// the scale of the stage. (The normal rate, 0.998, projects half of it: past every slot.)
  package static let tossProjection = DecayParameters.fast
  /// How long after the toss's release the slot row moves, in seconds: the card is mid-flight.
  package static let retargetDelay = 0.06
  /// How far the slot row moves then (a layout change), in points.
  package static let slotShift = Point(x: 50, y: 80)
  /// How much of the toss the detailed chart shows after the retarget, in seconds.
  package static let tossDetailTail = 0.5
  /// About how long the toss takes from card A's rest to both cards' rest, in seconds.
  package static let tossDuration = 1.35

  /// The corners card A's arc heads for (centres, 10 pt in from the stage's edges): the top
  /// left one when the card rests right of the stage's middle, else the top right one.
  package static let arcCorners = [Point(x: 70, y: 50), Point(x: 570, y: 50)]
  /// The arc's length in time, in seconds, along Material's standard curve.
  package static let arcDuration = 0.6
  /// How far into the arc, in seconds, its direction is flipped: the card turns back just
  /// short of the corner (96 % of the way along the standard curve).
  package static let arcFlip = 0.45

  /// The bottom sheet's size.
  package static let sheetSize = Size(width: 600, height: 160)
  /// The sheet's centre when presented (the fore state): its bottom edge on the stage's.
  package static let sheetOpen = Point(x: 320, y: 280)
  /// The sheet's centre when dismissed (the back state): just below the stage.
  package static let sheetClosed = Point(x: 320, y: 460)
  /// The sheet's spring: Material 3's standard slow spatial spring (damping ratio 0.9,
  /// stiffness 300), the one for large elements, slow enough to see it turn.
  package static let sheetSpring = SpringParameters.standardSlowSpatial
  /// The scrim's opacity behind the presented sheet, and its fade's length in seconds.
  package static let scrimOpacity = 0.6
  package static let scrimDuration = 0.3
  /// How long the presented sheet rests before its dismissal starts, in seconds.
  package static let dismissDelay = 0.15

  /// How long the scene holds still after the sheet's dismissal ends, in seconds.
  package static let closingHold = 0.4
  /// About how long the transitions take, from the choreography's end to the sheet's rest, in
  /// seconds: the arc and its way back, the sheet presented, its dismissal dragged, flicked and
  /// re-opened.
  package static let transitionsDuration = 3.7
  /// About how long the scene runs, in seconds (for progress bars): the drag, the settle, the
  /// toss, the scrub, the choreography, the transitions and the closing hold.
  package static let expectedDuration =
    DemoTrace.downTime + DemoTrace.holdDuration + settleDuration + tossDuration + 2.9
    + DemoChoreography.length + transitionsDuration + closingHold
}
