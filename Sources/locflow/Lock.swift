#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`, for the process-wide graphs (`CoverageGraphs`).
///
/// Why not `NSLock`: it lives in Foundation, which with ICU is most of the static binary and of
/// its start-up (docs/performance.md), and the shipped modules import only
/// FoundationEssentials. Why not `Synchronization.Mutex`: it needs macOS 15 and the package
/// supports 13. The mutex is allocated once and never moves, as pthread requires.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
