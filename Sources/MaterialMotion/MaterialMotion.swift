// The umbrella module: `import MaterialMotion` brings in every module of the library.
@_exported public import MotionGestures
@_exported public import MotionRuntime
@_exported public import MotionStreams
@_exported public import MotionTimeline
@_exported public import MotionTween
