// The `motion` command: the commands and their arguments. Everything they read, compute and
// draw lives in the MotionTools target (Sources/MotionTools), which has its own unit tests.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Motion.main(Array(CommandLine.arguments.dropFirst())))
