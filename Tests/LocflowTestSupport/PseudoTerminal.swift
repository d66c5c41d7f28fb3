import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `locflow` on a pseudo-terminal of its own, not under tmux: the test reads every byte the
/// explorer sends, in order (tmux would interpret them), and can close the terminal under it.
///
/// The pty is not the process's controlling terminal, so closing the master gives the explorer
/// end of file / EIO on read and no SIGHUP.
public final class PseudoTerminal {
    /// The test's end: what the explorer writes is read here, keys are written here.
    public let master: Int32
    /// The explorer, running.
    public let process: Process
    /// Everything read from `master` so far.
    public private(set) var received = [UInt8]()

    /// Starts `locflow arguments` on a new `rows`×`cols` pty with a minimal environment
    /// (`TERM=xterm-256color`, a UTF-8 locale, no Swift backtracer) plus `environment`.
    public init(_ arguments: [String] = [], rows: UInt16 = 30, cols: UInt16 = 100, environment: [String: String]) throws {
        // posix_openpt and friends are hidden by the Glibc module; these are their ioctls.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431) /* TIOCSPTLCK */, &unlock) == 0,
              ioctl(master, UInt(0x8004_5430) /* TIOCGPTN */, &number) == 0
        else { throw CocoaError(.fileNoSuchFile) }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw CocoaError(.fileNoSuchFile)
        }
        var size = winsize(ws_row: rows, ws_col: cols, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: locflowBinary!)
        process.arguments = arguments
        process.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]
            .merging(environment) { $1 }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        defer { close(slave) }
        try process.run()
        self.master = master
        self.process = process
    }

    /// Reads until the received text contains `text`, for up to `seconds`; whether it did.
    @discardableResult
    public func read(until text: String, seconds: Double = 15) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(seconds)
        while !String(decoding: received, as: UTF8.self).contains(text), Date() < deadline {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 50) > 0 else { continue }
            let count = Glibc.read(master, &buffer, buffer.count)
            if count > 0 { received += buffer[0..<count] } else if count == 0 { break }
        }
        return String(decoding: received, as: UTF8.self).contains(text)
    }

    /// Sends `keys` as typed.
    public func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Closes the test's end: the explorer's terminal is gone.
    public func hangUp() {
        close(master)
    }

    /// Waits up to `seconds` for the explorer to end, then kills it if it has not; whether it
    /// ended by itself.
    public func waitForExit(seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            return false
        }
        return true
    }
}
