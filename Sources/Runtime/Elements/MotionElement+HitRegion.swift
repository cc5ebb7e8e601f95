public import MotionGestures
import MotionStreams

extension MotionElement {
  /// The hit region that follows this element, if one is bound; see ``bind(_:)``.
  public var hitRegion: HitRegion? { hitRegionBinding?.region }

  /// Creates a hit region in `parent` (root space when `nil`), binds it to this element and
  /// returns it: the region recognizers should be created on, so that what is hit is what is
  /// drawn.
  ///
  /// ```swift
  /// import MotionGestures
  /// import MotionRuntime
  /// import MotionStreams
  ///
  /// let card = MotionElement(
  ///   name: "card", position: Point(x: 100, y: 100), size: Size(width: 80, height: 120))
  /// let pan = PanGestureRecognizer(element: card.makeHitRegion())
  /// runtime.add(Draggable(pan), to: card)  // the region moves with the card
  /// ```
  @discardableResult
  public func makeHitRegion(in parent: HitRegion? = nil) -> HitRegion {
    let region = HitRegion(parent: parent, name: name)
    bind(region)
    return region
  }

  /// Keeps `region` on this element from now on: every write of ``position``, ``size``,
  /// ``rotation`` or ``scale`` updates the region's `frame` and `transform` within that write's
  /// delivery (an observer added after the binding already sees the region moved), so
  /// hit-testing, `location(in:)` and gesture centroids always match what is drawn. The region
  /// is placed at once as well.
  ///
  /// The mapping (the element's anchor is its center, as a renderer draws it):
  /// - `frame` is the rectangle of `size` centred on `position`, in the region's parent's
  ///   coordinates: origin `position − size / 2`;
  /// - `transform` is the rotation by `rotation` and the uniform scale by `scale`, which the
  ///   region applies about its frame's center (that is, about `position`).
  ///
  /// An element follows one region at a time: binding another region stops updating the first
  /// (which keeps its last frame and transform). The element holds the region strongly; the
  /// region knows nothing of the element. A non-finite value written to the element is passed
  /// on as is (the region then hits nothing and converts to NaN, rather than a wrong place).
  public func bind(_ region: HitRegion) {
    unbindHitRegion()
    // Weakly, and the region read from the binding: a property can outlive its element (an
    // app may keep `card.position`), and must then keep neither the element nor the region.
    let update: () -> Void = { [weak self] in
      guard let self, let region = self.hitRegion else { return }
      self.place(region)
    }
    let subscriptions = [
      position.asStream().subscribe { _ in update() },
      size.asStream().subscribe { _ in update() },
      rotation.asStream().subscribe { _ in update() },
      scale.asStream().subscribe { _ in update() },
    ]
    hitRegionBinding = (region, subscriptions)
    place(region)
  }

  /// Stops updating the bound hit region, which keeps its last frame and transform. Does
  /// nothing when no region is bound.
  public func unbindHitRegion() {
    guard let binding = hitRegionBinding else { return }
    hitRegionBinding = nil
    for subscription in binding.subscriptions { subscription.unsubscribe() }
  }

  /// Writes the element's geometry to `region`. O(1).
  private func place(_ region: HitRegion) {
    let center = position.value
    let size = size.value
    region.frame = Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    let scale = scale.value
    region.transform = AffineTransform(scaleX: scale, y: scale)
      .concatenating(AffineTransform(rotationAngle: rotation.value))
  }
}
