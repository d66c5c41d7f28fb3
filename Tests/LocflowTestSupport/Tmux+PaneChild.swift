import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension Tmux {
    /// The process id of the program the pane's shell started (its child), waiting up to 15 s
    /// for the shell to start it; nil if it never did.
    public func paneChildPID() -> pid_t? {
        guard let shell = pid_t(display("#{pane_pid}")) else { return nil }
        // Under load the pane's shell may not have started it yet: poll, with a deadline.
        for _ in 0..<750 {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 1, pid_t(fields[1]) == shell { return pid }
            }
            usleep(20_000)
        }
        return nil
    }
}
