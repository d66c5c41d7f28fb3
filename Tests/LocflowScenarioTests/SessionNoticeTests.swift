import Foundation
import LocflowCore
import PropertyBased
import Testing
@testable import LocflowFiles
@testable import LocflowScenario
@testable import LocflowSessions

/// The explorer's start-up notice from `SessionCatalog(unfinishedIn:)`, which reads whole only the
/// journals that changed since the last start, says exactly what the full catalog says
/// (nothing a person did is lost).
@Suite struct SessionNoticeTests {
    /// Long after every file written here: everything may be cached.
    static let later = Date().addingTimeInterval(3_600)

    /// Over many directories of finished, unfinished, cut-off, damaged, unreadable and legacy
    /// journals, the cheap notice equals the full one: cold (no cache), warm (all cached), and
    /// after journals were appended to, finished, damaged in place at the same size, or removed.
    @Test func theCheapNoticeEqualsTheFullOne() async throws {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000).array(of: 0...10)) { recipe in
            let state = Self.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: state) }
            let directory = state + "/sessions"
            let legacy = state + "/journal.yaml"
            for (index, seed) in recipe.enumerated() { Self.writeJournal(seed, index: index, in: directory) }
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if let first = recipe.first, first % 3 == 0 {
                let text = first % 2 == 0
                    ? ScenarioWriter.yaml(Session(setup: JournalTests.setup, steps: [.action(.requestAlwaysAuthorization)]))
                    : "ios: \"18\"\nsteps:\n  - requestAlways\n"
                try? AtomicFile.write(text, to: legacy)
            }
            // Whichever reads first migrates the legacy journal; an unreadable one both report.
            let cheapFirst = (recipe.last ?? 0) % 2 == 0
            let first = cheapFirst ? SessionCatalog(unfinishedIn: directory, legacy: legacy, now: Self.later).notice(except: nil) : nil
            let full = SessionCatalog(directory: directory, legacy: legacy).notice(except: nil)
            let cold = first ?? SessionCatalog(unfinishedIn: directory, legacy: legacy, now: Self.later).notice(except: nil)
            #expect(cold == full, "cold cache")
            let warm = SessionCatalog(unfinishedIn: directory, legacy: legacy, now: Self.later)
            #expect(warm.notice(except: nil) == full, "warm cache")
            #expect(warm.items.allSatisfy { !$0.finished })
            for (index, seed) in recipe.enumerated() { Self.change(seed, index: index, in: directory) }
            let fullAfter = SessionCatalog(directory: directory, legacy: legacy).notice(except: nil)
            #expect(SessionCatalog(unfinishedIn: directory, legacy: legacy, now: Self.later).notice(except: nil) == fullAfter, "after changes")
            // The explorer's own journal (readable: it has just written it) is skipped unread.
            let own = SessionCatalog(directory: directory).items.first
            #expect(SessionCatalog(unfinishedIn: directory, skipping: own?.path, now: Self.later).notice(except: own?.id)
                == SessionCatalog(directory: directory).notice(except: own?.id), "skipping \(own?.id ?? "-")")
        }
    }

    /// A journal changed within the filesystem's time granularity might keep its times: one
    /// changed in the last seconds is never cached, so damage at the same size is still seen.
    @Test func aJournalJustWrittenIsNotCached() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/a.journal"
        let header = JournalHeader(started: Date(timeIntervalSince1970: 1_800_000_000), pid: 1, setup: JournalTests.setup).line
        try AtomicFile.write(header + "\naction background\naction foreground\n", to: path)
        let before = SessionCatalog(unfinishedIn: directory)
        #expect(before.items.map(\.steps) == [2])
        #expect(CatalogCache(reading: directory + "/" + CatalogCache.fileName).entries.isEmpty)
        Self.rewrite(path, header + "\naction background\nXction foreground\n")
        #expect(SessionCatalog(unfinishedIn: directory).items.map(\.steps) == [1])
    }

    /// A settled journal is cached; the next start takes it from the cache (no `record`, which
    /// only a whole read gives) and reads it again once it changes.
    @Test func aSettledJournalComesFromTheCacheUntilItChanges() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/a.journal"
        let header = JournalHeader(started: Date(timeIntervalSince1970: 1_800_000_000), pid: 1, setup: JournalTests.setup, record: "/r.yaml").line
        try AtomicFile.write(header + "\naction background\n", to: path)
        #expect(SessionCatalog(unfinishedIn: directory, now: Self.later).items.map(\.record) == ["/r.yaml"])
        let cached = SessionCatalog(unfinishedIn: directory, now: Self.later)
        #expect(cached.items.map(\.record) == [nil] && cached.items.map(\.steps) == [1])
        try JournalWriter(path: path, header: nil, resuming: try JournalContents.read(path))
            .append([JournalEntry.finished(at: Date(timeIntervalSince1970: 1_800_000_100)).line])
        #expect(SessionCatalog(unfinishedIn: directory, now: Self.later).items.isEmpty)
        #expect(SessionCatalog(unfinishedIn: directory, now: Self.later).items.isEmpty)
        // A cache that cannot be read is as if empty.
        try AtomicFile.write("locflow-catalog 1\na.journal\t1\tx\n", to: directory + "/" + CatalogCache.fileName)
        #expect(SessionCatalog(unfinishedIn: directory, now: Self.later).notice(except: nil).isEmpty)
    }

    /// A clean quit puts the journal in the cache as finished, unless another process wrote to it.
    @Test func aCleanQuitCachesItsJournalAsFinished() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let header = JournalHeader(started: Date(timeIntervalSince1970: 1_800_000_000), pid: 1, setup: JournalTests.setup)
        let mine = try JournalWriter(path: directory + "/a.journal", header: header)
        try mine.append(["action background"])
        try mine.finish()
        let other = try JournalWriter(path: directory + "/b.journal", header: header)
        try other.append(["action background"])
        Self.rewrite(directory + "/b.journal", try AtomicFile.read(directory + "/b.journal") + "action foreground\n")
        try other.finish()
        let cache = CatalogCache(reading: directory + "/" + CatalogCache.fileName)
        #expect(cache.entries["a.journal"] == CatalogCache.Entry(finished: try #require(FileKey(directory + "/a.journal"))))
        #expect(cache.entries["b.journal"] == nil)
        #expect(SessionCatalog(unfinishedIn: directory).notice(except: nil) == SessionCatalog(directory: directory).notice(except: nil))
    }

    /// A cache entry reads back as written, into a file only its owner can read.
    @Test func cacheEntriesRoundTrip() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFile.write("x\n", to: directory + "/a.journal")
        let key = try #require(FileKey(directory + "/a.journal"))
        var cache = CatalogCache()
        cache.entries["a.journal"] = CatalogCache.Entry(key: key, item: .init(
            id: "a", path: "", started: Date(timeIntervalSince1970: 1_800_000_000), ios: "17.4", steps: 12,
            finished: false, running: false, record: nil, losses: []))
        cache.entries["b.journal"] = CatalogCache.Entry(key: key, item: .init(
            id: "b", path: "", started: Date(), ios: "18", steps: 1, finished: true, running: false, record: nil, losses: []))
        cache.write(to: directory + "/c")
        #expect(CatalogCache(reading: directory + "/c") == cache)
        // Only its owner may read it, like the journals it describes.
        let mode = try FileManager.default.attributesOfItem(atPath: directory + "/c")[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(FileKey(directory) == nil)
    }

    // MARK: - Generated journals

    private static func date(_ seed: Int) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + Double(seed % 4) * 60) }

    /// One journal of the kind `seed` picks: finished or not, cut off, damaged, unreadable.
    private static func writeJournal(_ seed: Int, index: Int, in directory: String) {
        let name = "2027011\(seed % 3)-0800\(index % 10)0-\(index).journal"
        let setup = Setup(ruleSet: [.iOS14, .iOS16, .iOS17][seed % 3], app: AppConfig(name: "App \(index)"))
        let header = JournalHeader(started: date(seed / 7), pid: Int32(index), setup: setup, record: seed % 5 == 0 ? "/r\(index).yaml" : nil).line
        var lines = [header] + entries(seed, count: (seed / 11) % 25).map(\.line)
        let kind = seed % 9
        if [0, 3, 7].contains(kind) { lines.append(JournalEntry.finished(at: date(seed)).line) }
        var text = lines.map { $0 + "\n" }.joined()
        switch kind {
        case 2, 7: text += "action tap Allow Whi"  // cut off by a crash
        case 3 where lines.count > 2, 4 where lines.count > 2: text = damaged(text, line: 1 + (seed / 13) % (lines.count - 1))
        case 5: text = "{\"locflowJournal\":9}\n" + text
        case 6: text = seed % 2 == 0 ? "" : "{\"locflowJournal\":2,\"pid\""
        case 8: text = lines.dropFirst().map { $0 + "\n" }.joined()
        default: break
        }
        try? AtomicFile.write(text, to: directory + "/" + name, createDirectories: true)
        settle(directory + "/" + name, index: index, phase: 0)
    }

    /// Changes some journals after they were cached, each with a new modification time.
    private static func change(_ seed: Int, index: Int, in directory: String) {
        guard let name = try? FileManager.default.contentsOfDirectory(atPath: directory).first(where: { $0.hasSuffix("-\(index).journal") }),
              let text = try? AtomicFile.read(directory + "/" + name) else { return }
        let path = directory + "/" + name
        switch (seed / 17) % 6 {
        case 0: rewrite(path, text + "action background\n")
        case 1: rewrite(path, text + JournalEntry.finished(at: date(seed)).line + "\n")
        case 2:
            let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
            guard count > 2 else { return }
            rewrite(path, damaged(text, line: 1 + seed % (count - 2)))
        case 3: try? FileManager.default.removeItem(atPath: path)
        default: return
        }
        settle(path, index: index, phase: 1)
    }

    /// Writes `text` over the file in place (same inode, as an editor saving in place or a disk
    /// error might).
    static func rewrite(_ path: String, _ text: String) {
        guard let file = FileHandle(forUpdatingAtPath: path) else { return }
        try? file.truncate(atOffset: 0)
        try? file.write(contentsOf: Data(text.utf8))
        try? file.close()
    }

    /// Line `line` (0 the header) made unreadable at the same size.
    private static func damaged(_ text: String, line: Int) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line < lines.count, !lines[line].isEmpty else { return text }
        lines[line] = "X" + lines[line].dropFirst()
        return lines.joined(separator: "\n")
    }

    /// Sets the modification time to a past one of its own, as a file settled long ago; another
    /// after a change, so the change is seen however fast it came.
    private static func settle(_ path: String, index: Int, phase: Int) {
        let time = Date(timeIntervalSince1970: 1_700_000_000 + Double(phase * 1_000 + index))
        try? FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: path)
    }

    /// Entries of every kind the summary counts: steps, installs, system updates, undo, redo, jumps.
    private static func entries(_ seed: Int, count: Int) -> [JournalEntry] {
        var value = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        return (0..<count).map { index in
            value ^= value << 13; value ^= value >> 7; value ^= value << 17
            switch value % 9 {
            case 0: return .undo
            case 1: return .redo
            case 2: return .jump(to: Int(value / 9 % UInt64(index + 1)))
            case 3: return .step(.install(Setup(ios: IOSVersion("17.4")!, app: AppConfig(name: "Next"))))
            case 4: return .step(.action(.updateSystem(to: IOSVersion("18")!)))
            case 5: return .stepAfter(parent: Int(value / 9 % UInt64(index + 1)), .action(.background))
            case 6: return .waitMerged(seconds: 60)
            case 7: return .resumed(pid: 3, at: date(seed))
            default: return .step(.action(.requestWhenInUseAuthorization))
            }
        }
    }

    private static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "locflow-notice-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
