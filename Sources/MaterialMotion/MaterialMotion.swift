// The umbrella module: `import MaterialMotion` brings in every library module, whole, so that
// their extension members (the stream operators) come along; the conformance kit is imported on
// its own. The decision is recorded in Docs/Architecture.md.
@_exported public import MotionGestures
@_exported public import MotionPhysics
@_exported public import MotionRuntime
@_exported public import MotionStreams
@_exported public import MotionTimeline
@_exported public import MotionTween
