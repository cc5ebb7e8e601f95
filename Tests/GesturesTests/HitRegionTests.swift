import MotionGestures
import MotionStreams
import Testing

@Suite("HitRegion coordinate systems")
struct HitRegionTests {
  @Test("GR-3: an element in root space converts by its frame's origin")
  func frameOrigin() {
    let card = HitRegion(frame: Rect(x: 100, y: 50, width: 200, height: 100))
    #expect(card.convertFromRoot(Point(x: 110, y: 60)) == Point(x: 10, y: 10))
    #expect(card.convertToRoot(Point(x: 10, y: 10)) == Point(x: 110, y: 60))
    #expect(card.contains(rootPoint: Point(x: 299, y: 149)))
    #expect(!card.contains(rootPoint: Point(x: 301, y: 60)))
  }

  @Test("GR-8: conversion goes through the parent chain and the transform about the center")
  func parentAndTransform() {
    let window = HitRegion(frame: Rect(x: 10, y: 20, width: 400, height: 400))
    // A 100×100 child at (100, 100) in the window, scaled ×2 about its center.
    let child = HitRegion(
      frame: Rect(x: 100, y: 100, width: 100, height: 100),
      transform: AffineTransform(scaleX: 2, y: 2), parent: window)
    // The child's center (50, 50) stays at (150, 150) in the window, (160, 170) in root space.
    #expect(child.convertToRoot(Point(x: 50, y: 50)) == Point(x: 160, y: 170))
    // Its top-left corner moves 50 further out: (50, 50) in the window.
    #expect(child.convertToRoot(.zero) == Point(x: 60, y: 70))
    #expect(close(child.convertFromRoot(Point(x: 60, y: 70)), .zero))
    #expect(close(HitRegion.convert(.zero, from: child, to: window), Point(x: 50, y: 50)))
    // Vectors only see the linear part: 20 root points are 10 child points.
    #expect(close(child.convertVectorFromRoot(Point(x: 20, y: 0)), Point(x: 10, y: 0)))
  }

  @Test("GR-8: a rotated element converts locations with the rotation")
  func rotated() {
    let element = HitRegion(
      frame: Rect(x: 0, y: 0, width: 100, height: 100),
      transform: AffineTransform(rotationAngle: .pi / 2))
    // Rotating a quarter turn about (50, 50) takes the local (100, 50) to (50, 100).
    #expect(close(element.convertToRoot(Point(x: 100, y: 50)), Point(x: 50, y: 100)))
    #expect(close(element.convertFromRoot(Point(x: 50, y: 100)), Point(x: 100, y: 50)))
  }

  @Test("GR-8: a singular transform gives NaN, not a wrong point")
  func singular() {
    let flat = HitRegion(
      frame: Rect(x: 0, y: 0, width: 10, height: 10), transform: AffineTransform(scaleX: 0, y: 1))
    let point = flat.convertFromRoot(Point(x: 1, y: 1))
    #expect(point.x.isNaN && point.y.isNaN)
    #expect(!flat.contains(rootPoint: Point(x: 5, y: 5)))
  }

  @Test("an affine transform and its inverse compose to the identity")
  func inverse() throws {
    let transform = AffineTransform(rotationAngle: 0.3)
      .concatenating(AffineTransform(scaleX: 2, y: 3))
      .concatenating(AffineTransform(translationX: 5, y: -7))
    let inverse = try #require(transform.inverted())
    let point = Point(x: 12, y: -4)
    #expect(close(inverse.apply(to: transform.apply(to: point)), point, 1e-12))
    #expect(AffineTransform(scaleX: 0, y: 0).inverted() == nil)
  }
}
