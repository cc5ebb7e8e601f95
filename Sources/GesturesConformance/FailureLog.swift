import MotionStreamsConformance

extension GestureConformanceFailure: KitFailure {}

/// The gesture kit's log: the stream kit's, making ``GestureConformanceFailure``s.
typealias FailureLog = KitFailureLog<GestureConformanceFailure>
