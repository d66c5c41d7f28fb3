#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCore
import LocflowFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A journal as read back: its header, every entry that could be read, and what could not.
public struct JournalContents: Equatable, Sendable {
    /// The session id (the file name without `.journal`).
    public var id: String
    /// The file.
    public var path: String
    /// The first line.
    public var header: JournalHeader
    /// Every readable entry, in order, up to the first one that is not.
    public var entries: [JournalEntry]
    /// What was lost, one sentence each, for the person: empty when the whole file was read.
    public var losses: [String]
    /// The journal's readable part, each line ending in a newline: what a resumed explorer keeps
    /// before appending, so lost lines are not followed by new ones.
    public var validText: String

    /// A journal's contents, as read (or built by a test).
    public init(id: String, path: String, header: JournalHeader, entries: [JournalEntry], losses: [String] = [], validText: String = "") {
        self.id = id
        self.path = path
        self.header = header
        self.entries = entries
        self.losses = losses
        self.validText = validText
    }

    /// The explorer quit cleanly (`finished` is the last entry).
    public var isFinished: Bool {
        if case .finished = entries.last { return true }
        return false
    }

    /// Reads the journal at `path`. A bad header is an error (nothing can be resumed); a bad or
    /// cut-off line later ends the readable part there, and `losses` says so.
    public static func read(_ path: String) throws(FileError) -> JournalContents {
        let bytes = try JournalFileCheck.bytes(path)
        // A byte that is not UTF-8 (a crash inside a multi-byte character, a damaged disk) ends
        // the readable part at the start of its line: every line before it is kept.
        let (text, damage) = JournalFileCheck.readablePrefix(bytes)
        var lines = Self.lines(text)
        // The text after the last newline: empty when the file ends in one, else a line a crash
        // cut off mid-write (each line is one write ending in its newline).
        let tail = lines.removeLast()
        let id = PathText.removingExtension(PathText.lastComponent(of: path))
        guard let first = lines.first else {
            throw FileError(path: path, reason: tail.isEmpty ? "empty journal" : "the header line was cut off")
        }
        let header: JournalHeader
        do {
            header = try JournalHeader(line: String(first))
        } catch {
            throw FileError(path: path, reason: "line 1: \(error.message)")
        }
        var entries: [JournalEntry] = []
        var losses: [String] = []
        var validLines = 1
        for (offset, line) in lines.enumerated().dropFirst() {
            do {
                entries.append(try JournalEntry(line: String(line)))
                validLines += 1
            } catch {
                let after = lines.count - offset - 1 + (tail.isEmpty ? 0 : 1)
                losses.append(
                    "line \(offset + 1) cannot be read (\(error.message): \(Self.excerpt(line)))"
                        + (after > 0 ? "; it and the \(after) line\(after == 1 ? "" : "s") after it were not applied" : "; it was not applied"))
                break
            }
        }
        if !tail.isEmpty, losses.isEmpty {
            losses.append("line \(lines.count + 1) was cut off mid-write (\(Self.excerpt(tail))) and was not applied")
        }
        if let damage, losses.isEmpty { losses.append(damage) }
        let valid = lines.prefix(validLines).map { $0 + "\n" }.joined()
        return JournalContents(id: id, path: path, header: header, entries: entries, losses: losses, validText: valid)
    }

    /// `text` split at every line feed, as `split(separator: "\n", omittingEmptySubsequences: false)`
    /// splits it, found by its bytes: splitting by `Character` walks every grapheme cluster, which
    /// was a tenth of the `--resume` start's CPU before its first frame. Only a carriage return
    /// joins a line feed into another `Character` ("\r\n"), so text with one is split that way.
    static func lines(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        guard !utf8.contains(0x0D) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [Substring] = []
        var start = utf8.startIndex, index = start
        while index != utf8.endIndex {
            if utf8[index] == 0x0A {
                lines.append(text[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(text[start...])
        return lines
    }

    private static func excerpt(_ line: Substring) -> String {
        let short = line.count > 40 ? line.prefix(40) + "…" : line
        return "\u{201C}\(short)\u{201D}"
    }

    /// The timeline the entries lead to, counted the way the explorer's timeline counts them
    /// (a tree of steps; undo and jumps reach only the kept states, `undoDepth`): how many steps
    /// the session has up to its current one, and the iOS version there (the latest install or
    /// system update on the way to it).
    public func summary(undoDepth: Int = 1_000) -> (steps: Int, ios: IOSVersion) {
        // Per step, by id: its parent, the child redo goes to, its depth and the iOS version
        // after it. Step 0 is the header's install.
        var parent: [Int?] = [nil], preferred: [Int?] = [nil], depth = [0], ios = [header.setup.ios]
        var current = 0, firstMoment = 0
        func kept(_ node: Int) -> Bool { node >= firstMoment && node < parent.count }
        func add(_ step: Step, after from: Int) {
            let id = parent.count
            parent.append(from)
            preferred.append(nil)
            depth.append(depth[from] + 1)
            switch step {
            case .install(let setup): ios.append(setup.ios)
            case .action(.updateSystem(let version)): ios.append(version)
            case .action: ios.append(ios[from])
            }
            preferred[from] = id
            current = id
            // The timeline drops the oldest states in chunks of a hundred past `undoDepth`.
            if parent.count - firstMoment > undoDepth { firstMoment += parent.count - firstMoment - undoDepth + 100 }
        }
        func move(to node: Int) {
            var child = node
            while let up = parent[child] {
                preferred[up] = child
                child = up
            }
            current = node
        }
        for entry in entries {
            switch entry {
            case .step(let step): add(step, after: current)
            case .stepAfter(let from, let step):
                if from != current, kept(from) { move(to: from) }
                add(step, after: current)
            case .waitMerged: break
            case .undo: if let up = parent[current], kept(up) { move(to: up) }
            case .redo: if let next = preferred[current] { move(to: next) }
            case .jump(let node): if kept(node) { move(to: node) }
            case .resumed, .finished: break
            }
        }
        return (depth[current], ios[current])
    }
}

/// The open journal of this explorer process: lines are appended, one write(2) each, never
/// rewritten. Holds an exclusive lock (flock) while open, so `locflow sessions` can tell a
/// running explorer's journal from a crashed one's: the kernel drops the lock when the process dies.
public final class JournalWriter {
    /// The file.
    public let path: String
    private let fd: Int32
    /// The journal's length after the last whole append: a failed write (a full disk) is cut back
    /// to it, so a half line never has the next line glued to it.
    private(set) var length: off_t

    /// Creates a new journal at `path` with its header, or (with `resuming`) takes over an
    /// existing one, first rewriting it to its readable part if lines were lost. Fails if another
    /// running explorer holds it.
    ///
    /// A resumed journal is checked after locking: its name must still name the file opened, as
    /// `sessions --prune` (or a start's pruning) may have removed it between this explorer's
    /// reading it and locking it; writing on would put the session into a file with no name.
    /// `beforeLocking` runs between the open and the lock (tests).
    public init(path: String, header: JournalHeader?, resuming: JournalContents? = nil, beforeLocking: () -> Void = {}) throws(FileError) {
        self.path = path
        let directory = PathText.directory(of: path)
        do {
            try StateDirectory.create(directory)
        } catch {
            throw FileError(path: path, reason: "cannot create the directory \(directory)")
        }
        // A new journal in a directory others can write could be swapped or read by them.
        if let problem = StateDirectory.problem(directory) { throw FileError(path: path, reason: problem) }
        let flags = O_WRONLY | O_APPEND | O_CLOEXEC | (resuming == nil ? O_CREAT | O_EXCL : 0)
        fd = open(path, flags, 0o600)
        guard fd >= 0 else {
            let code = errno
            if resuming != nil, code == ENOENT { throw FileError(path: path, reason: Self.removedReason) }
            throw FileError(path: path, errno: code)
        }
        beforeLocking()
        guard Self.lock(fd, waiting: resuming != nil) else {
            close(fd)
            throw FileError(path: path, reason: "another running locflow is writing this session")
        }
        if resuming != nil, !Self.names(path, fd) {
            close(fd)
            throw FileError(path: path, reason: Self.removedReason)
        }
        if let resuming, !resuming.losses.isEmpty {
            // Later lines must not follow an unreadable one: keep the readable part only. The
            // journal is locflow's own file, not the person's work, so no --force is asked; but
            // it is cut in place, under the lock, never replaced (`UserFile.replace` renames a
            // new file over it: the lock taken here would then hold a file nobody reads, and a
            // second explorer resuming at the same time would lock the new one and write too).
            do {
                try Self.cut(path, to: resuming.validText)
            } catch {
                close(fd)
                throw error
            }
        }
        length = lseek(fd, 0, SEEK_END)
        if let header {
            do {
                try append([header.line])
            } catch {
                // A journal without its header cannot be resumed, nor even listed: none is left.
                unlink(path)
                throw error
            }
        }
    }

    deinit { close(fd) }

    /// Cuts the journal at `path` back to `valid`, its readable part, in place (same file, same
    /// mode, same lock): a truncation when the file still starts with those bytes, as it does
    /// unless it changed since it was read; otherwise `valid` is written over the start first.
    private static func cut(_ path: String, to valid: String) throws(FileError) {
        let bytes = Array(valid.utf8)
        let repair = open(path, O_RDWR | O_CLOEXEC)
        guard repair >= 0 else { throw FileError(path: path, errno: errno) }
        defer { close(repair) }
        var start = [UInt8](repeating: 0, count: bytes.count)
        let read = start.withUnsafeMutableBytes { pread(repair, $0.baseAddress, $0.count, 0) }
        if read != bytes.count || start != bytes {
            let written = bytes.withUnsafeBytes { pwrite(repair, $0.baseAddress, $0.count, 0) }
            guard written == bytes.count else { throw FileError(path: path, errno: written < 0 ? errno : EIO) }
        }
        guard ftruncate(repair, off_t(bytes.count)) == 0 else { throw FileError(path: path, errno: errno) }
    }

    /// Appends lines (each gets its newline) in one write, so a crash cuts at most the last one.
    public func append(_ lines: [String]) throws(FileError) {
        guard !lines.isEmpty else { return }
        let text = lines.joined(separator: "\n") + "\n"
        do {
            try UserFile.writeAll(fd, Array(text.utf8), path: path)
            length += off_t(text.utf8.count)
        } catch {
            _ = ftruncate(fd, length)
            throw error
        }
    }

    /// Takes the journal's exclusive lock. A resumed journal's lock is tried for up to two
    /// seconds: the catalog found it held by nobody, so a holder now is most likely a prune
    /// judging it (its lock lasts as long as its reading), after which the name check tells
    /// whether it went. A new journal's is tried once.
    private static func lock(_ fd: Int32, waiting: Bool) -> Bool {
        for _ in 0..<(waiting ? 40 : 1) {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK || errno == EINTR, waiting else { return false }
            usleep(50_000)
        }
        return false
    }

    /// Why a resumed journal cannot be taken over: its file went (or its name now names another).
    static let removedReason = "was removed while this explorer resumed it"

    /// Takes over `contents`' journal to resume it, as `init(path:header:resuming:)` does; when
    /// its file was removed meanwhile (pruned between this explorer's reading it and locking it),
    /// a new journal at `fresh` holding the same readable lines keeps the session instead.
    public static func resume(_ contents: JournalContents, orNewAt fresh: String, beforeLocking: () -> Void = {}) throws(FileError) -> JournalWriter {
        do {
            return try JournalWriter(path: contents.path, header: nil, resuming: contents, beforeLocking: beforeLocking)
        } catch where error.reason == removedReason {
            let writer = try JournalWriter(path: fresh, header: contents.header)
            try writer.append(contents.entries.map(\.line))
            return writer
        }
    }

    /// Whether the name `path` names the file open as `fd` (same device and inode, the name not
    /// followed through a link): false once the file was removed or another put in its place.
    static func names(_ path: String, _ fd: Int32) -> Bool {
        var opened = stat(), named = stat()
        guard fstat(fd, &opened) == 0, lstat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// Whether a running process holds the journal at `path` (its explorer is open).
    public static func isHeld(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if flock(fd, LOCK_SH | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }
}
