#if canImport(Glibc)
import Glibc
#endif

/// How a cost grows with its input: the time of a run on an input twice as large, divided by
/// the time on the smaller one. Linear work gives about 2, quadratic about 4.
///
/// Each size runs `repeats` times and the fastest run counts, timed in the thread's own CPU time,
/// so a busy machine (other builds, other tests) does not tip the ratio; the bound is on the
/// ratio, never on an absolute time.
public enum LinearCost {
    /// `work` timed at `size` and `2 × size`; the larger's best time over the smaller's.
    public static func doublingRatio(size: Int, repeats: Int = 3, _ work: (Int) -> Void) -> Double {
        work(size)  // warm-up: first-use costs (metadata, caches) are not the input's
        let small = best(of: repeats) { work(size) }
        let large = best(of: repeats) { work(2 * size) }
        return large / max(small, 1e-6)
    }

    /// The fastest of `repeats` runs of `body`, in seconds of this thread's CPU time: other
    /// processes and other tests running meanwhile do not count, as wall-clock time would.
    public static func best(of repeats: Int, _ body: () -> Void) -> Double {
        var fastest = Double.infinity
        for _ in 0..<max(1, repeats) {
            let start = threadCPUTime()
            body()
            fastest = min(fastest, threadCPUTime() - start)
        }
        return fastest
    }

    /// The CPU time the calling thread has used, in seconds.
    private static func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
