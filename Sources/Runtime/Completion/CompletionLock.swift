#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock for the little state a ``MotionCompletion`` shares between the
/// runtime's thread and the tasks that await it. Taken only when the completion changes or is
/// read (never per frame).
final class CompletionLock: @unchecked Sendable {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  init() {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    #endif
  }

  deinit {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    #endif
  }

  /// Runs `body` with the lock held.
  func withLock<Result>(_ body: () -> Result) -> Result {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
    #endif
    return body()
  }
}
