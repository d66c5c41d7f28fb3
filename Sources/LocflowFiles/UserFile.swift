import CellGrid
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file locflow writes for the user (casts, `--record`, the save key, the journal): the one way
/// every writer opens, rewrites and appends, so every output follows the same rules.
///
/// - An existing path is refused unless the caller was asked to replace it (`--force`), so a
///   typo never clobbers a file; the input being played is refused even then.
/// - With `--force` the write goes through a symlink to its target and keeps the target's mode
///   and (where permitted) owner; a 0600 file stays 0600.
/// - Only regular files are written: a device node, a FIFO or a directory is refused, never
///   replaced by a regular file.
/// - A new file is created with mode 0644 minus the umask, like any editor.
/// - Content is written to a temporary file with an unpredictable name made with `mkstemp` in
///   the target's directory (created exclusively, never through a link another user planted),
///   then put in place: renamed over the target when replacing was asked for, else linked in
///   only if the name is still free, so two writers racing for a new name never replace each
///   other's file.
/// - A dangling symlink is written as a live one would be: its target is created.
/// - Every write is checked; a failure names the path and the reason (strerror).
public final class UserFile {
    /// The path as the user gave it.
    public let path: String
    /// Streaming descriptor for `append`, opened at the first append.
    private var descriptor: Int32 = -1
    /// Whether the path existed when claimed (and may therefore be replaced).
    private let existed: Bool
    /// The user asked to replace an existing file (`--force`).
    private let replacing: Bool
    /// This writer has put the file in place already: rewriting it again replaces its own file.
    private var placed = false
    /// Whether a link at the path is followed to its target (the person's files) or replaced
    /// itself (locflow's own files in its private directories, which no link may redirect).
    private let followingLinks: Bool
    /// Where `append` writes when it replaces an existing file: a temporary put in place by
    /// `finish`, so the old file survives a failed recording.
    private var appendTemporary: String?

    /// Claims `path` for writing: nothing is written yet.
    ///
    /// `replacing` is the user's `--force`; `others` are paths this output must never be (the
    /// scenario being played, another output of the same run), each with how the user named it
    /// (`"--scenario"`).
    ///
    /// `followingLinks: false` is for locflow's own files: a link at the path is replaced by the
    /// new file, never written through.
    public init(
        _ path: String, replacing: Bool, others: [(path: String, role: String)] = [], createDirectories: Bool = false,
        followingLinks: Bool = true
    ) throws(FileError) {
        self.path = path
        self.replacing = replacing
        self.followingLinks = followingLinks
        for other in others where other.path != InputText.standardInputName && Self.same(path, other.path) {
            throw FileError(path: path, reason: "is also the \(other.role) file; write to another path")
        }
        if createDirectories {
            let directory = PathText.directory(of: path)
            if !directory.isEmpty, (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) == nil {
                throw FileError(path: path, reason: "cannot create the directory \(directory)")
            }
        }
        var link = stat()
        guard lstat(path, &link) == 0 else {
            guard errno == ENOENT else { throw FileError(path: path, errno: errno) }
            existed = false
            return
        }
        guard replacing else { throw FileError(path: path, reason: "already exists; pass --force to replace it") }
        var target = stat()
        if followingLinks ? stat(path, &target) == 0 : link.st_mode & S_IFMT != S_IFLNK && lstat(path, &target) == 0,
            let kind = Self.irregularKind(target.st_mode)
        {
            throw FileError(path: path, reason: "is \(kind), not a regular file; locflow writes only regular files")
        }
        existed = true
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Replaces the whole content at once: a temporary file beside the real target (symlinks
    /// resolved) is written, given the target's mode, and renamed over it, so a reader or a crash
    /// sees the old file or the new one, never half. No fsync: a killed process needs only the
    /// kernel's copy, and syncing each keypress would wait on the disk. Where the directory
    /// refuses a temporary file but the file itself is writable, the file is rewritten in place.
    /// A new file gets `newFileMode` (0644, or 0600 for what only its owner should read).
    public func replace(_ text: String, newFileMode: mode_t = 0o644) throws(FileError) {
        let target = followingLinks ? Self.resolved(path) : path
        var current = stat()
        // Not following links, a link at the path is a name to put the new file at, like a free one.
        let exists = followingLinks ? stat(target, &current) == 0 : lstat(target, &current) == 0 && current.st_mode & S_IFMT != S_IFLNK
        if exists, let kind = Self.irregularKind(current.st_mode) {
            throw FileError(path: path, reason: "is \(kind), not a regular file; locflow writes only regular files")
        }
        let (fd, temporary) = Self.makeTemporary(beside: target)
        guard fd >= 0 else {
            let code = errno
            if exists, code == EACCES || code == EROFS || code == EPERM { return try rewriteInPlace(target, text) }
            throw FileError(path: path, errno: code)
        }
        if exists {
            _ = fchmod(fd, current.st_mode & 0o7777)
            _ = fchown(fd, current.st_uid, current.st_gid)  // best effort: only root may give files away
        } else {
            _ = fchmod(fd, newFileMode & ~Self.umaskValue)
        }
        do {
            try Self.writeAll(fd, Array(text.utf8), path: path)
            try Self.closeChecked(fd, path: path)
        } catch {
            unlink(temporary)
            throw error
        }
        try Self.putInPlace(temporary, at: target, replacing: replacing || existed || placed || !followingLinks, path: path)
        placed = true
    }

    /// Moves a finished temporary to `target`: renamed over it when replacing, else linked in
    /// only if the name is still free (a file that appeared meanwhile is refused, not replaced).
    static func putInPlace(_ temporary: String, at target: String, replacing: Bool, path: String) throws(FileError) {
        defer { unlink(temporary) }
        if replacing {
            guard rename(temporary, target) == 0 else { throw FileError(path: path, errno: errno) }
            return
        }
        if link(temporary, target) == 0 { return }
        let code = errno
        if code == EEXIST { throw FileError(path: path, reason: "was created by someone else meanwhile; pass --force to replace it") }
        // A file system without hard links (some network and FAT mounts): the name was free when
        // claimed; rename is the best left.
        guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EXDEV else { throw FileError(path: path, errno: code) }
        guard rename(temporary, target) == 0 else { throw FileError(path: path, errno: errno) }
    }

    /// A new temporary file beside `target` with an unpredictable name (mkstemp: created
    /// exclusively with mode 0600, so no link planted at the name is followed); the descriptor
    /// (or -1, errno set) and the name.
    static func makeTemporary(beside target: String) -> (Int32, String) {
        let directory = PathText.directory(of: target)
        var template = Array(((directory.isEmpty ? "" : directory + "/") + ".\(PathText.lastComponent(of: target)).XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let name = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return (fd, name)
    }

    /// The process's umask. On Linux read from /proc/self/status without changing it: setting
    /// it and back is a window in which another thread's files get the wrong mode. Elsewhere (or
    /// without /proc) read by setting it back at once.
    static var umaskValue: mode_t {
        #if os(Linux)
        let fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        if fd >= 0 {
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0, let value = Self.umaskValue(inStatus: buffer[0..<count]) { return value }
        }
        #endif
        let value = umask(0o022)
        umask(value)
        return value
    }

    /// The octal value of the `Umask:` line of a /proc status text, or nil.
    static func umaskValue(inStatus text: ArraySlice<UInt8>) -> mode_t? {
        let key = Array("\nUmask:".utf8)
        guard let start = text.indices.first(where: { text[$0...].starts(with: key) }) else { return nil }
        var value: mode_t = 0, digits = 0
        for byte in text[(start + key.count)...] {
            if byte == 0x09 || byte == 0x20 { if digits == 0 { continue } else { break } }
            guard byte >= 0x30, byte <= 0x37 else { break }
            value = value * 8 + mode_t(byte - 0x30)
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// Appends `text`, opening the file at the first call (truncating a replaced file then, so
    /// its mode and owner stay). Each call reaches the kernel before returning: a killed
    /// recording keeps everything appended so far.
    public func append(_ text: String) throws(FileError) {
        if descriptor < 0, existed {
            // Replacing: the new content goes to a temporary that `finish` puts in place, so the
            // old file survives a recording that fails (a full disk) or is cut short.
            let target = Self.resolved(path)
            var current = stat()
            let (fd, temporary) = Self.makeTemporary(beside: target)
            guard fd >= 0 else { throw FileError(path: path, errno: errno) }
            if stat(target, &current) == 0 {
                _ = fchmod(fd, current.st_mode & 0o7777)
                _ = fchown(fd, current.st_uid, current.st_gid)
            }
            descriptor = fd
            appendTemporary = temporary
        }
        if descriptor < 0 {
            // O_NONBLOCK only for the open: a FIFO swapped in after the claim fails instead of hanging.
            let flags = O_WRONLY | O_CLOEXEC | O_NONBLOCK | O_CREAT | O_EXCL
            let fd = open(path, flags, 0o644)
            guard fd >= 0 else { throw FileError(path: path, errno: errno) }
            var info = stat()
            if fstat(fd, &info) == 0, let kind = Self.irregularKind(info.st_mode) {
                close(fd)
                throw FileError(path: path, reason: "is \(kind), not a regular file; locflow writes only regular files")
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            descriptor = fd
        }
        try Self.writeAll(descriptor, Array(text.utf8), path: path)
    }

    /// Closes an appended file, reporting a failure the kernel kept for the close (NFS, quotas).
    public func finish() throws(FileError) {
        guard descriptor >= 0 else { return }
        let fd = descriptor
        descriptor = -1
        do {
            try Self.closeChecked(fd, path: path)
        } catch {
            if let temporary = appendTemporary { unlink(temporary) }
            throw error
        }
        if let temporary = appendTemporary {
            appendTemporary = nil
            try Self.putInPlace(temporary, at: Self.resolved(path), replacing: true, path: path)
        }
    }

    /// Gives up an append that failed: a replacement's temporary is removed (the old file stays),
    /// a new file that received nothing is removed (no empty file left behind).
    public func abandon() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if let temporary = appendTemporary {
            unlink(temporary)
            appendTemporary = nil
        } else if !existed {
            var info = stat()
            if stat(path, &info) == 0, info.st_size == 0 { unlink(path) }
        }
    }

    // MARK: - Helpers

    /// write(2) until every byte is out; EINTR retried, anything else thrown.
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(FileError) {
        if let code = writeAll(fd, bytes) { throw FileError(path: path, errno: code) }
    }

    /// write(2) until every byte is out, EINTR retried; the errno of a failure, or nil. For
    /// descriptors that are not files, such as standard output.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    private static func closeChecked(_ fd: Int32, path: String) throws(FileError) {
        #if canImport(Glibc)
        let status = Glibc.close(fd)
        #else
        let status = Darwin.close(fd)
        #endif
        if status != 0, errno != EINTR { throw FileError(path: path, errno: errno) }
    }

    private func rewriteInPlace(_ target: String, _ text: String) throws(FileError) {
        let fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        do {
            try Self.writeAll(fd, Array(text.utf8), path: path)
        } catch {
            _ = try? Self.closeChecked(fd, path: path)
            throw error
        }
        try Self.closeChecked(fd, path: path)
    }

    /// write(2); inside this type `write` would not name it.
    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }

    /// "a directory", "a FIFO", "a device" for what is not a regular file; nil for a regular file.
    package static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a plain file"
        }
    }

    /// The path with symlinks resolved (the path itself when it does not exist yet). A dangling
    /// link resolves to the file it names, so `--force` creates that file as a live link would
    /// write it, instead of replacing the link.
    static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var current = path
        for _ in 0..<40 {  // ELOOP's limit
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let directory = PathText.directory(of: current)
            current = target.hasPrefix("/") || directory.isEmpty ? target : directory + "/" + target
        }
        return current
    }

    /// Whether two paths name one file: the same device and inode when both exist, else the same
    /// absolute path once symlinks in the existing part are resolved.
    public static func same(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        if stat(a, &first) == 0, stat(b, &second) == 0 {
            return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        }
        func absolute(_ p: String) -> String {
            URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return absolute(a) == absolute(b)
    }
}

/// Rewrites files locflow owns (the journal): always replaced, created with their directory.
public enum AtomicFile {
    /// Writes `text` to `path` whole, by `UserFile.replace` (atomic, symlinks and mode kept; a new
    /// file gets `newFileMode`).
    /// `followingLinks: false` replaces a link at `path` instead of writing through it, for a file
    /// in one of locflow's private directories.
    public static func write(
        _ text: String, to path: String, createDirectories: Bool = false, newFileMode: mode_t = 0o644, followingLinks: Bool = true
    ) throws(FileError) {
        try UserFile(path, replacing: true, createDirectories: createDirectories, followingLinks: followingLinks).replace(text, newFileMode: newFileMode)
    }

    /// Reads a file as UTF-8 text; the error names the path and why.
    public static func read(_ path: String) throws(FileError) -> String {
        let bytes = try InputText.bytes(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw FileError(path: path, reason: "not UTF-8 text") }
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
    package init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)).lowercased())
    }

    /// `path: reason`, with control characters in the path made visible.
    public var description: String { "\(TextSanitizer.sanitize(path)): \(reason)" }
}
