#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCore
import LocflowFiles
import LocflowScenario

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sessions in a journal directory, for `locflow sessions`, `--resume` and the explorer's
/// startup notice.
public struct SessionCatalog: Sendable {
    /// One session as `locflow sessions` lists it.
    public struct Item: Equatable, Sendable {
        /// The id `--resume` takes.
        public var id: String
        /// The journal file.
        public var path: String
        /// When the explorer started it.
        public var started: Date
        /// The iOS version at the current step (the latest install up to it).
        public var ios: String
        /// The iOS version the session started on (its first install); empty where only the
        /// current one was read (the startup notice's cache).
        public var firstIOS = ""
        /// "14 → 18" for a session that changed iOS on the way to its current step, else "18".
        public var iosSpan: String { firstIOS.isEmpty || firstIOS == ios ? ios : "\(firstIOS) \u{2192} \(ios)" }
        /// How many steps the session has up to its current one.
        public var steps: Int
        /// The explorer quit cleanly.
        public var finished: Bool
        /// A running explorer holds the journal.
        public var running: Bool
        /// The `--record` file, if any.
        public var record: String?
        /// What was lost reading the journal; empty when it read whole.
        public var losses: [String]

        /// Unfinished and not held by a running explorer: `--resume` may take it.
        public var resumable: Bool { !finished && !running }
        /// What a bare `--resume` takes (the newest of them): unfinished, not running, and with
        /// steps. A start that was opened and quit, or killed before a key, has nothing to bring
        /// back, and must not hide the crashed session behind it.
        public var offeredByResume: Bool { resumable && steps > 0 }
    }

    /// The sessions that could be read, newest first.
    public var items: [Item] = []
    /// Files that could not be read, one sentence each (never dropped silently).
    public var unreadable: [String] = []
    /// Why the directory itself could not be listed (not a directory, not readable, a link to
    /// nothing), or nil: then no session was read, which is not the same as there being none.
    public var directoryProblem: FileError?

    /// Reads every journal in `directory`, migrating an old single journal (`journal.yaml` in the
    /// state directory, format 1) into it first.
    public init(directory: String, legacy: String? = nil) {
        self.init(directory: directory, legacy: legacy) { _, _ in }
    }

    /// Reads every journal as `init(directory:legacy:)` does, showing `visit` each one read with
    /// its item (`--resume` keeps the one it takes instead of reading it again).
    init(directory: String, legacy: String?, visit: (Item, JournalContents) -> Void) {
        if let legacy { Self.migrate(legacy, into: directory, problems: &unreadable) }
        let names: [String]
        do {
            names = try Self.journalNames(in: directory)
        } catch {
            directoryProblem = error
            names = []
        }
        for name in names {
            do {
                let path = Journal.join(directory, name)
                let contents = try JournalContents.read(path)
                let item = Self.item(contents, path: path)
                visit(item, contents)
                items.append(item)
            } catch {
                unreadable.append(Self.unreadable(error))
            }
        }
        Self.sortNewestFirst(&items)
    }

    /// The journal files (`*.journal`) in `directory`; none when it does not exist yet (no
    /// explorer has kept a journal), an error when something there cannot be listed, so an
    /// unreadable directory never reads as one without sessions.
    static func journalNames(in directory: String) throws(FileError) -> [String] {
        if let names = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            return names.filter { $0.hasSuffix(".journal") }
        }
        var info = stat()
        if lstat(directory, &info) != 0, errno == ENOENT { return [] }
        guard let handle = opendir(directory) else {
            throw FileError(path: directory, reason: String(cString: strerror(errno)).lowercased() + "; the sessions in it cannot be listed")
        }
        closedir(handle)
        throw FileError(path: directory, reason: "cannot be listed")
    }

    /// The journal at `path` read whole and replayed: what `locflow sessions` lists for it.
    static func item(_ path: String) throws(FileError) -> Item {
        item(try JournalContents.read(path), path: path)
    }

    /// What `locflow sessions` lists for the journal at `path`, read as `contents`.
    static func item(_ contents: JournalContents, path: String) -> Item {
        let summary = contents.summary()
        return Item(
            id: contents.id, path: path, started: contents.header.started, ios: summary.ios.text,
            firstIOS: contents.header.setup.ios.text, steps: summary.steps, finished: contents.isFinished, running: JournalWriter.isHeld(path),
            record: contents.header.record, losses: contents.losses)
    }

    /// The sentence for a journal that cannot be read.
    static func unreadable(_ error: FileError) -> String { "\(error): not resumable" }

    /// Newest first; ids start with the local time, then the pid, so they break ties.
    static func sortNewestFirst(_ items: inout [Item]) {
        items.sort { ($0.started, $0.id) > ($1.started, $1.id) }
    }

    /// The session `--resume` takes: the one named (finished or not), or the newest unfinished one
    /// with steps that no running explorer holds (`Item.offeredByResume`), as README promises.
    public func resumable(_ id: String?) -> Result<Item, FileError> {
        if let directoryProblem { return .failure(directoryProblem) }
        guard let id else {
            guard let newest = items.first(where: \.offeredByResume) else {
                return .failure(FileError(
                    path: "--resume",
                    reason: "no unfinished session with steps to resume (locflow sessions lists them all; --resume ID brings back a finished one)"))
            }
            return .success(newest)
        }
        guard let item = items.first(where: { $0.id == id }) else {
            return .failure(FileError(path: "--resume \(id)", reason: "no such session (locflow sessions lists them)"))
        }
        if item.running {
            return .failure(FileError(path: "--resume \(id)", reason: "a running locflow is still writing this session"))
        }
        return .success(item)
    }

    /// Converts the old single journal (a scenario file of the whole session, no undo history)
    /// into a journal of this format, then renames it `journal.yaml.migrated`; one that cannot be
    /// read stays where it is and is reported.
    static func migrate(_ legacy: String, into directory: String, problems: inout [String]) {
        guard FileManager.default.fileExists(atPath: legacy) else { return }
        do {
            let session = try ScenarioParser.parse(try AtomicFile.read(legacy), file: legacy).session
            let modified = (try? FileManager.default.attributesOfItem(atPath: legacy)[.modificationDate] as? Date) ?? Date()
            let path = Journal.path(id: Journal.newID(now: modified, pid: 0), in: directory)
            let writer = try JournalWriter(path: path, header: JournalHeader(started: modified, pid: 0, setup: session.setup))
            try writer.append(session.steps.map { JournalEntry.step($0).line })
            try FileManager.default.moveItem(atPath: legacy, toPath: legacy + ".migrated")
        } catch {
            problems.append("\(legacy): an old journal locflow cannot read or convert (\(error)); left in place, not resumable")
        }
    }
}
