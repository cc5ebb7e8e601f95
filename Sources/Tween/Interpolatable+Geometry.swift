public import MotionStreams

// The shared geometry of MotionStreams interpolates component-wise. Its arithmetic (`+`, `-`,
// `scaled(by:)`, `magnitudeSquared`, `isFinite`) is defined with the types in MotionStreams;
// these conformances only declare that it satisfies ``Interpolatable``.

extension Point: Interpolatable {}

extension Size: Interpolatable {}

extension Rect: Interpolatable {}
