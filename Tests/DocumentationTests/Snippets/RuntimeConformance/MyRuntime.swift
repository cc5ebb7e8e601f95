import MotionRuntime

/// "Your runtime" of the conformance kit's examples: the shipped one, under the name the
/// examples use.
typealias MyRuntime = FrameRuntime
