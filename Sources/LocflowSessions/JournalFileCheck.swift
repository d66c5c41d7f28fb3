import LocflowFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What locflow checks before it trusts a journal: a regular file (never a FIFO that would hang
/// the reader, a device that never ends or a link to either), owned by the person running
/// locflow, in a directory nobody else can write; and which of its bytes are readable text.
public enum JournalFileCheck {
    /// The journal's bytes, refused (with the reason) when it is not a regular file of the user's
    /// own, not a link, or larger than `InputText.maximumBytes`.
    public static func bytes(_ path: String) throws(FileError) -> [UInt8] {
        // O_NONBLOCK: a FIFO planted at the name answers at once instead of waiting for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP { throw FileError(path: path, reason: "is a symbolic link; a journal is locflow's own regular file, not resumable") }
            throw FileError(path: path, errno: code)
        }
        defer { close(fd) }
        // The file opened is the file checked and read: a name swapped for a link or a FIFO
        // between a check by name and a read by name would be read unchecked.
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, errno: errno) }
        if let problem = problem(info) ?? StateDirectory.problem(PathText.directory(of: path)) {
            throw FileError(path: path, reason: problem)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)  // a regular file: read it whole
        return try InputText.bytes(of: fd, path: path)
    }

    /// Why the journal at `path` is not to be trusted, or nil.
    public static func problem(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return problem(info) ?? StateDirectory.problem(PathText.directory(of: path))
    }

    /// Why a file with this status is not to be trusted as a journal (its kind and owner), or nil.
    static func problem(_ info: stat) -> String? {
        if let kind = UserFile.irregularKind(info.st_mode) {
            return (info.st_mode & S_IFMT) == S_IFLNK ? "is a symbolic link; not resumable" : "is \(kind), not a journal; not resumable"
        }
        if info.st_uid != getuid() {
            return "belongs to another user (uid \(info.st_uid)); locflow resumes only your own sessions"
        }
        return nil
    }

    /// The longest prefix of whole lines that is UTF-8 text, and, when bytes were left out, the
    /// loss to report.
    public static func readablePrefix(_ bytes: [UInt8]) -> (text: String, loss: String?) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
        var start = 0, line = 1
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A)
            let slice = bytes[start..<(end ?? bytes.count)]
            if String(validating: slice, as: UTF8.self) == nil {
                let kept = String(decoding: bytes[..<start], as: UTF8.self)
                let after = bytes[(end ?? bytes.count)...].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } - (end == nil ? 0 : 1)
                let loss = end == nil
                    ? "line \(line) was cut off mid-write, inside a character, and was not applied"
                    : "line \(line) is not UTF-8 text"
                        + (after > 0 ? "; it and the \(after) line\(after == 1 ? "" : "s") after it were not applied" : "; it was not applied")
                return (kept, loss)
            }
            guard let end else { break }
            start = end + 1
            line += 1
        }
        return (String(decoding: bytes, as: UTF8.self), nil)
    }
}
