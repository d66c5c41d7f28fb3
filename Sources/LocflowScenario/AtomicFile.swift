import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's whole content at once: a reader (or a crash) sees the old file or the new
/// one, never half of either.
public enum AtomicFile {
    /// Writes `text` to a temporary file beside `path`, then renames it over `path`.
    ///
    /// rename(2) within one directory is atomic, so a process killed mid-write leaves the previous
    /// version intact. No fsync: the data is in the kernel once `write` returns, which is all a
    /// killed process needs, and syncing every step would make each keypress wait on the disk.
    /// Creates missing parent directories when `createDirectories` is set.
    public static func write(_ text: String, to path: String, createDirectories: Bool = false) throws(FileError) {
        let directory = (path as NSString).deletingLastPathComponent
        if createDirectories, !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw FileError(path: path, reason: "cannot create the directory \(directory)")
            }
        }
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\((path as NSString).lastPathComponent).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw FileError(path: path, errno: code)
            }
            bytes = bytes.dropFirst(written)
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(path: path, errno: code)
        }
    }

    /// write(2); the name `write` inside this type means the method above.
    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }

    /// Reads a file as UTF-8 text; the error names the path and why.
    public static func read(_ path: String) throws(FileError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw FileError(path: path, reason: exists ? "cannot be read (permissions?)" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw FileError(path: path, reason: "not UTF-8 text") }
        return text
    }
}

/// A file that could not be written or read, with the path and the reason.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file concerned.
    public var path: String
    /// Why, in a few words ("no such file or directory").
    public var reason: String

    /// An error with a reason in words.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// An error from a C call's `errno`.
    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)).lowercased())
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
