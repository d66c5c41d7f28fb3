import CNCursesW
import Glibc

/// Redirects a file descriptor (stderr) into an anonymous memory file (or an unlinked temp file),
/// and later puts it back and replays what was captured.
///
/// While curses owns the screen, anything written to stderr (a stray diagnostic, the runtime's
/// "Fatal error: …" line) would land in the alternate screen and vanish at `endwin`. htop does
/// the same dance. The file has no name (a temp file is unlinked at once), so nothing is left
/// behind even on a crash.
struct FileDescriptorCapture {
    /// The descriptor being captured (2 for stderr).
    let target: Int32
    /// A duplicate of the original `target`, restored at the end.
    let original: Int32
    /// The unlinked temp file now behind `target`.
    let file: Int32

    /// Starts capturing `target`; `nil` if no temp file could be made (then nothing changes).
    init?(redirecting target: Int32) {
        // An anonymous memory file where the kernel has them: creating and unlinking a file in
        // /tmp was a directory entry written and removed on disk before every first frame
        //. Otherwise, or if it fails, the unlinked temp file.
        let file = Self.memoryFile() ?? Self.unlinkedTempFile()
        guard file >= 0 else { return nil }
        let original = fcntl(target, F_DUPFD_CLOEXEC, 3)
        guard original >= 0, dup2(file, target) >= 0 else {
            close(file)
            if original >= 0 { close(original) }
            return nil
        }
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        self.target = target
        self.original = original
        self.file = file
    }

    /// A `memfd_create` file, or nil where there is none (not Linux, an old kernel).
    private static func memoryFile() -> Int32? {
        let file = cnc_memory_file("locflow-stderr")
        return file >= 0 ? file : nil
    }

    /// A temp file in `TMPDIR` (or /tmp), unlinked at once; -1 if none could be made.
    private static func unlinkedTempFile() -> Int32 {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/locflow-stderr-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if file >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        return file
    }

    /// Restores `target`, writes the captured bytes to it when `replay` is set, and returns them.
    @discardableResult
    func finish(replay: Bool = true) -> [UInt8] {
        _ = dup2(original, target)
        close(original)
        var captured: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var offset: off_t = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { pread(file, $0.baseAddress, $0.count, offset) }
            if n <= 0 { break }
            captured.append(contentsOf: buffer[0..<n])
            offset += off_t(n)
        }
        close(file)
        if replay { writeAll(target, captured) }
        return captured
    }
}

/// Writes every byte, retrying short writes and EINTR; gives up silently on other errors.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
        var done = 0
        while done < raw.count {
            let n = write(fd, raw.baseAddress! + done, raw.count - done)
            if n > 0 {
                done += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
