#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deliberate faults, for the end-to-end tests that prove the terminal survives them.
///
/// `LOCFLOW_CRASH_AFTER_FIRST_FRAME=1` makes the explorer crash (a Swift runtime trap, SIGILL or
/// SIGTRAP) right after it has drawn its first frame, with curses fully active: the crash path
/// of `TerminalGuard` must then give the terminal back. Documented in docs/reliability.md.
enum FaultInjection {
    /// Whether the crash was asked for; read once. With `getenv`: `ProcessInfo`'s environment
    /// copied every variable into a `[String: String]` whose first growth scanned all conformance
    /// records, 0.6 M instructions between the first frame and the first key.
    static let crashAfterFirstFrame = getenv("LOCFLOW_CRASH_AFTER_FIRST_FRAME").map { String(cString: $0) } == "1"

    /// Crashes if `LOCFLOW_CRASH_AFTER_FIRST_FRAME=1`.
    static func crashIfAsked() {
        if crashAfterFirstFrame { fatalError("LOCFLOW_CRASH_AFTER_FIRST_FRAME=1: crashing on purpose after the first frame") }
    }
}
