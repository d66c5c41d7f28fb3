/// How a cost grows with its input: the time of a run on an input twice as large, divided by
/// the time on the smaller one. Linear work gives about 2, quadratic about 4.
///
/// Each size runs `repeats` times and the fastest run counts, so a busy machine (other builds,
/// other tests) slows a measurement without tipping the ratio; the bound is on the ratio, never
/// on an absolute time.
public enum LinearCost {
    /// `work` timed at `size` and `2 × size`; the larger's best time over the smaller's.
    public static func doublingRatio(size: Int, repeats: Int = 3, _ work: (Int) -> Void) -> Double {
        work(size)  // warm-up: first-use costs (metadata, caches) are not the input's
        let small = best(of: repeats) { work(size) }
        let large = best(of: repeats) { work(2 * size) }
        return large / max(small, 1e-6)
    }

    /// The fastest of `repeats` runs of `body`, in seconds.
    public static func best(of repeats: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var fastest = Double.infinity
        for _ in 0..<max(1, repeats) {
            let elapsed = clock.measure(body).components
            fastest = min(fastest, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
        return fastest
    }
}
