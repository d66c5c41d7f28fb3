import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension Tmux {
    /// Waits until the program in the pane has exited and returns its status (128 + signal for
    /// a death by signal), or nil on timeout.
    ///
    /// Works around a tmux 3.3a race: the pane goes dead, yet the server never reaps the exited
    /// process (it stays a zombie, so `pane_dead_status` stays empty) because the server's
    /// SIGCHLD was lost. Sending the server one more SIGCHLD makes it run its `waitpid` loop.
    public func waitForExit(timeout: Duration = .seconds(15)) -> Int32? {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var deadSince: ContinuousClock.Instant?
        while clock.now < deadline {
            let pane = paneStatus()
            if let status = pane.status { return status }
            if pane.dead {
                let since = deadSince ?? clock.now
                deadSince = since
                if clock.now - since > .milliseconds(100), let server = serverPID {
                    _ = Glibc.kill(server, SIGCHLD)
                    deadSince = clock.now
                }
            }
            usleep(20_000)
        }
        return nil
    }

    /// The tmux server's process id.
    private var serverPID: pid_t? {
        pid_t(display("#{pid}"))
    }
}
