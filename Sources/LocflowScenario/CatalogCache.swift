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

/// A file's identity and state as stat(2) gives them: device, inode, size, modification and
/// status-change times to the nanosecond. Any write to the file, a rename over it or a `touch`
/// changes one of them (the status-change time cannot be set back by anyone).
struct FileKey: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64, modifiedNanoseconds: Int64
    var changed: Int64, changedNanoseconds: Int64

    /// The key of the regular file at `path`; nil if it cannot be stat'ed or is not a file.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (modified, modifiedNanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        (changed, changedNanoseconds) = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
        #else
        (modified, modifiedNanoseconds) = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        (changed, changedNanoseconds) = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
        #endif
    }

    init(fields: ArraySlice<Substring>) throws(CatalogCache.Malformed) {
        let numbers = fields.map { Int64($0) }
        guard numbers.count == 7, let device = numbers[0].flatMap(UInt64.init(exactly:)),
              let inode = numbers[1].flatMap(UInt64.init(exactly:)), let size = numbers[2], let modified = numbers[3],
              let modifiedNanoseconds = numbers[4], let changed = numbers[5], let changedNanoseconds = numbers[6]
        else { throw CatalogCache.Malformed() }
        (self.device, self.inode, self.size) = (device, inode, size)
        (self.modified, self.modifiedNanoseconds, self.changed, self.changedNanoseconds) = (modified, modifiedNanoseconds, changed, changedNanoseconds)
    }

    var fields: [String] {
        [device, inode].map { String($0) } + [size, modified, modifiedNanoseconds, changed, changedNanoseconds].map { String($0) }
    }
}

/// What the last start learned of each journal by reading it whole, so the next start reads
/// whole only the journals that changed since (issue 14: a key painted in 1 ms, not after every
/// journal of months of sessions). `.catalog` in the sessions directory, a line per journal:
///
///     locflow-catalog 1
///     20261123-130211-4242.journal<TAB>dev ino size mtime mtime-ns ctime ctime-ns (tabs)<TAB>finished
///     20261123-140000-4300.journal<TAB>…<TAB>unfinished<TAB>started (Unix seconds)<TAB>steps<TAB>iOS
///
/// It is only ever a shortcut: an entry counts only while its journal's `FileKey` is the same,
/// unreadable journals are never cached (they are read again and reported every time), and a
/// cache that is missing or cannot be read is as if empty.
struct CatalogCache: Equatable, Sendable {
    /// The file's name in the sessions directory (not a `.journal`, so never listed as one).
    static let fileName = ".catalog"
    private static let firstLine = "locflow-catalog 1"

    /// A line that is not an entry.
    struct Malformed: Error {}

    /// An unfinished session's summary, as the notice says it.
    struct Unfinished: Equatable, Sendable {
        var started: Date
        var steps: Int
        var ios: String
    }

    /// One journal: its key when it was read, and nil for a finished session.
    struct Entry: Equatable, Sendable {
        var key: FileKey
        var unfinished: Unfinished?

        /// The entry for a journal read whole; nil when its iOS text could not be written on a line.
        init?(key: FileKey, item: SessionCatalog.Item) {
            self.key = key
            guard !item.finished else { return }
            guard !item.ios.contains(where: { $0 == "\t" || $0 == "\n" }) else { return nil }
            unfinished = Unfinished(started: item.started, steps: item.steps, ios: item.ios)
        }

        /// A finished session's entry.
        init(finished key: FileKey) { self.key = key }

        init(line: Substring) throws(Malformed) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 9 else { throw Malformed() }
            key = try FileKey(fields: fields[1..<8])
            switch fields[8] {
            case "finished" where fields.count == 9: unfinished = nil
            case "unfinished" where fields.count == 12:
                guard let started = Int64(fields[9]), let steps = Int(fields[10]), steps >= 0 else { throw Malformed() }
                unfinished = Unfinished(started: Date(timeIntervalSince1970: Double(started)), steps: steps, ios: String(fields[11]))
            default: throw Malformed()
            }
        }

        func line(name: String) -> String {
            var fields = [name] + key.fields
            if let unfinished {
                fields += ["unfinished", String(Int64(unfinished.started.timeIntervalSince1970)), String(unfinished.steps), unfinished.ios]
            } else {
                fields.append("finished")
            }
            return fields.joined(separator: "\t")
        }
    }

    /// The entries by journal file name.
    var entries: [String: Entry] = [:]

    /// An empty cache.
    init() {}

    /// The cache at `path`; lines that cannot be read are skipped (their journals are read whole).
    init(reading path: String) {
        guard let text = try? AtomicFile.read(path) else { return }
        var lines = text.split(separator: "\n")
        guard lines.first == Substring(Self.firstLine) else { return }
        lines.removeFirst()
        for line in lines {
            guard let name = line.split(separator: "\t", maxSplits: 1).first, let entry = try? Entry(line: line) else { continue }
            entries[String(name)] = entry
        }
    }

    /// Writes the cache to `path` whole (atomically); a failure is ignored, as the cache only
    /// saves reading.
    func write(to path: String) {
        let lines = entries.filter { !$0.key.contains(where: { $0 == "\t" || $0 == "\n" }) }
            .sorted { $0.key < $1.key }
            .map { $0.value.line(name: $0.key) }
        try? AtomicFile.write(([Self.firstLine] + lines).map { $0 + "\n" }.joined(), to: path)
    }
}
