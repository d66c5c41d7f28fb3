import CellGrid
import LocflowFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// Checked writes to standard output and standard error: a failed write (ENOSPC from a full disk
/// or /dev/full, EBADF from a closed descriptor, EPIPE on standard error) ends the process with
/// status 2 and one line on whichever stream still works, never a crash and never an exit status
/// of 0 after lost output. A closed pipe on standard output ends it by SIGPIPE, quietly, as `cat`.
/// Shared by `locflow` and `locflow-stress`.
public enum StandardStreams {
    /// Call first in `main`: SIGPIPE is ignored so a closed pipe is an EPIPE we report, SIGXFSZ
    /// so a write past the file size limit (`ulimit -f`) is an EFBIG the writer reports and
    /// cleans up after (a temporary removed, a journal's cut line taken back) instead of a
    /// process killed mid-write, and a closed descriptor 0, 1 or 2 is held by /dev/null opened the wrong way, so the next file we
    /// open cannot take its number (a transcript would land in the cast file) and writes to it
    /// still fail with EBADF.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        for fd: Int32 in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if placeholder >= 0, placeholder != fd {
                _ = dup2(placeholder, fd)
                close(placeholder)
            }
        }
    }

    /// Writes all of `text` to `fd`; the errno of the failure, or nil.
    static func write(_ text: String, to fd: Int32) -> Int32? {
        UserFile.writeAll(fd, Array(text.utf8))
    }

    /// The name failures are reported under (`locflow: cannot write …`); `locflow-stress` sets its own.
    /// Shared mutable state: the two programs that link this module differ in it, so it cannot be a
    /// `let`; each sets it once, on its first line, before anything is written.
    nonisolated(unsafe) public static var program = "locflow"

    /// Reports that `stream` failed on the other stream, if it works, and exits 2. A reader that
    /// closed standard output (`locflow run … | head -1`) wanted no more: the process ends
    /// quietly by SIGPIPE, as `cat` does (status 141 in the shell), with no message.
    static func fail(_ stream: String, _ code: Int32, other: Int32) -> Never {
        if code == EPIPE, other == STDERR_FILENO {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            exit(128 + SIGPIPE)  // not reached: SIGPIPE's default action ends the process
        }
        let reason = String(cString: strerror(code)).lowercased()
        _ = write("\(program): cannot write \(stream): \(reason)\n", to: other)
        exit(2)
    }
}

/// Standard output, checked (see `StandardStreams`).
public enum Stdout {
    /// Writes `text` as is; on failure reports and exits 2.
    public static func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }

    /// Writes `bytes` as they are; on failure reports and exits 2.
    public static func write(bytes: [UInt8]) {
        if let code = UserFile.writeAll(STDOUT_FILENO, bytes) {
            StandardStreams.fail("standard output", code, other: STDERR_FILENO)
        }
    }
}

/// Standard error, one line at a time, checked (see `StandardStreams`).
public enum Stderr {
    /// Writes one line (a usage message may hold several); text from scenario files and
    /// arguments is in it, so control characters other than the line breaks are made visible.
    public static func write(_ line: String) {
        let safe = line.split(separator: "\n", omittingEmptySubsequences: false).map { TextSanitizer.sanitize(String($0)) }
        if let code = StandardStreams.write(safe.joined(separator: "\n") + "\n", to: STDERR_FILENO) {
            StandardStreams.fail("standard error", code, other: STDOUT_FILENO)
        }
    }
}

/// Buffers standard output so that a long transcript is written in large chunks.
public final class OutputBuffer {
    /// Bytes not yet written; transcript writers append to it directly (bytes, not a
    /// `String`, so that no append re-checks the text and no flush copies it).
    public var buffer: [UInt8] = []

    public init() { buffer.reserveCapacity(1 << 17) }

    /// Writes the buffer once it holds 64 KiB or more.
    @inlinable public func flushIfFull() {
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes `bytes`, a buffer borrowed from an `OutputBuffer` for a long loop, once it holds
    /// 64 KiB or more (the same writes as `flushIfFull`).
    public static func flushIfFull(_ bytes: inout [UInt8]) {
        guard bytes.count >= 1 << 16 else { return }
        Stdout.write(bytes: bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        flushIfFull()
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        Stdout.write(bytes: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
