import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The terminal goes away without a SIGHUP (issue 13: 100 % CPU for ever): the explorer runs
/// on a pseudo-terminal that is not its controlling terminal, so closing the other end gives
/// only end of file / EIO on read. The explorer must end, keeping its journal.
@Suite(.timeLimit(.minutes(1)), .locflowBuilt)
struct TerminalGoneTests {
    @Test("EOF/EIO on the terminal ends the session instead of spinning")
    func terminalGone() throws {
        // posix_openpt and friends are hidden by the Glibc module; these are their ioctls.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        try #require(master >= 0 && ioctl(master, UInt(0x4004_5431) /* TIOCSPTLCK */, &unlock) == 0 && ioctl(master, UInt(0x8004_5430) /* TIOCGPTN */, &number) == 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        let state = NSTemporaryDirectory() + "locflow-gone-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: locflowBinary!)
        process.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "XDG_STATE_HOME": state, "SWIFT_BACKTRACE": "enable=no"]
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        close(slave)
        // Wait for the first frame, then press a key so there is a journal to keep.
        var seen = "", buffer = [UInt8](repeating: 0, count: 65_536)
        for _ in 0..<300 where !seen.contains("Delegate log") {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 50) > 0 {
                let count = read(master, &buffer, buffer.count)
                if count > 0 { seen += String(decoding: buffer[0..<count], as: UTF8.self) }
            }
        }
        #expect(seen.contains("Delegate log"), "the explorer never drew")
        _ = write(master, "w", 1)
        // The session's own journal, with the request's line in it.
        let journaled = {
            let directory = state + "/locflow/sessions"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.contains { name in
                ((try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? "").contains("action requestWhenInUseAuthorization\n")
            }
        }
        for _ in 0..<300 where !journaled() { usleep(10_000) }
        close(master)
        for _ in 0..<500 where process.isRunning { usleep(20_000) }
        let ended = !process.isRunning
        if !ended { process.terminate() }
        #expect(ended, "the explorer kept running after its terminal went away")
        #expect(journaled(), "the journal was not kept")
    }
}
