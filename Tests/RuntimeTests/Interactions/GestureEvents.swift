import MotionGestures
import MotionStreams

/// Whether two points are within `tolerance` of each other.
func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  a.distance(to: b) <= tolerance
}
