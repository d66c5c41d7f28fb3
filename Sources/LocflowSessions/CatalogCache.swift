import LocflowFiles
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

    /// The key from its seven fields in a cache line.
    init(fields: ArraySlice<ArraySlice<UInt8>>) throws(CatalogCache.Malformed) {
        let numbers = fields.dropFirst(2).map(CatalogCache.number)
        guard fields.count == 7, let device = CatalogCache.unsigned(fields[fields.startIndex]),
              let inode = CatalogCache.unsigned(fields[fields.startIndex + 1]), let size = numbers[0], let modified = numbers[1],
              let modifiedNanoseconds = numbers[2], let changed = numbers[3], let changedNanoseconds = numbers[4]
        else { throw CatalogCache.Malformed() }
        (self.device, self.inode, self.size) = (device, inode, size)
        (self.modified, self.modifiedNanoseconds, self.changed, self.changedNanoseconds) = (modified, modifiedNanoseconds, changed, changedNanoseconds)
    }

    var fields: [String] {
        [device, inode].map { String($0) } + [size, modified, modifiedNanoseconds, changed, changedNanoseconds].map { String($0) }
    }
}

/// What the last start learned of each journal by reading it whole, so the next start reads
/// whole only the journals that changed since (a key painted in 1 ms, not after every
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

        /// An entry from its cache line's fields after the name.
        init(fields: ArraySlice<ArraySlice<UInt8>>) throws(Malformed) {
            guard fields.count >= 8 else { throw Malformed() }
            let start = fields.startIndex
            key = try FileKey(fields: fields[start..<start + 7])
            let state = String(decoding: fields[start + 7], as: UTF8.self)
            switch state {
            case "finished" where fields.count == 8: unfinished = nil
            case "unfinished" where fields.count == 11:
                guard let started = CatalogCache.number(fields[start + 8]), let steps = CatalogCache.number(fields[start + 9]).flatMap(Int.init(exactly:)),
                      steps >= 0 else { throw Malformed() }
                let ios = String(decoding: fields[start + 10], as: UTF8.self)
                unfinished = Unfinished(started: Date(timeIntervalSince1970: Double(started)), steps: steps, ios: ios)
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
    /// Read as bytes, not `String`s: it runs before the first key.
    init(reading path: String) {
        // Only a regular file of the user's own in a private directory: a FIFO planted at the
        // name would hang the explorer, a file of someone else's could lie about journals.
        guard JournalFileCheck.problem(path) == nil, let bytes = try? JournalFileCheck.bytes(path) else { return }
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, first.elementsEqual(Self.firstLine.utf8) else { return }
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard let entry = try? Entry(fields: fields.dropFirst()) else { continue }
            entries[String(decoding: fields[0], as: UTF8.self)] = entry
        }
    }

    /// A decimal integer, optionally negative; nil for anything else or an overflow.
    static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        guard digits.first == UInt8(ascii: "-") else { return unsigned(digits).flatMap(Int64.init(exactly:)) }
        return unsigned(digits.dropFirst()).flatMap { $0 <= UInt64(Int64.max) ? -Int64($0) : nil }
    }

    /// Decimal digits; nil for anything else or an overflow.
    static func unsigned(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// Writes the cache to `path` whole (atomically); a failure is ignored, as the cache only
    /// saves reading.
    func write(to path: String) {
        let lines = entries.filter { !$0.key.contains(where: { $0 == "\t" || $0 == "\n" }) }
            .sorted { $0.key < $1.key }
            .map { $0.value.line(name: $0.key) }
        // 0600 like the journals it describes (JournalFile): what a person did is theirs to read.
        try? AtomicFile.write(([Self.firstLine] + lines).map { $0 + "\n" }.joined(), to: path, newFileMode: 0o600)
    }
}
