import LocflowFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The explorer's start-up notice (a crashed session is never lost by opening the tool),
/// found without reading every journal whole (the first key waited for all of them).
extension SessionCatalog {
    /// The unfinished sessions and the unreadable journals in `directory`, for the explorer's
    /// notice, reading whole only the journals that changed since the last start.
    ///
    /// Gives the same `notice(except:)` as `init(directory:legacy:)`: every journal is either read
    /// whole and replayed exactly as there, or its outcome is taken from `directory`'s
    /// `CatalogCache`, kept only for journals no running explorer held and found again only
    /// while the file's identity, size and times are unchanged (any write to it changes them).
    /// Finished sessions are left out of `items`; the unfinished ones carry no `record` or
    /// `losses` when they come from the cache (the notice says neither; `locflow sessions` and
    /// `--resume` read journals whole). `now` is the start's clock, injected by tests: a file
    /// changed in the last two seconds is not cached, as its times might not change again on the
    /// next write within the filesystem's time granularity. The journal at `own`, this explorer's
    /// (held while it runs, so never offered), is not read at all.
    public init(unfinishedIn directory: String, legacy: String? = nil, skipping own: String? = nil, now: Date = Date()) {
        if let legacy { Self.migrate(legacy, into: directory, problems: &unreadable) }
        let names: [String]
        do {
            names = try Self.journalNames(in: directory)
        } catch {
            // Said in the notice: a directory that cannot be listed may hide an unfinished session.
            unreadable.append("\(error)")
            names = []
        }
        let cachePath = Journal.join(directory, CatalogCache.fileName)
        let old = CatalogCache(reading: cachePath)
        var new = CatalogCache()
        let settled = Int(now.timeIntervalSince1970) - 2
        for name in names {
            let path = Journal.join(directory, name)
            if path == own { continue }
            let key = FileKey(path)
            if let key, let entry = old.entries[name], entry.key == key {
                new.entries[name] = entry
                if let outcome = entry.unfinished {
                    items.append(Item(
                        id: PathText.removingExtension(name), path: path, started: outcome.started, ios: outcome.ios,
                        steps: outcome.steps, finished: false, running: JournalWriter.isHeld(path), record: nil, losses: []))
                }
                continue
            }
            let item: Item
            do {
                item = try Self.item(path)
            } catch {
                unreadable.append(Self.unreadable(error))
                continue
            }
            if !item.finished { items.append(item) }
            // Cached only if nothing wrote it while it was read, nobody holds it, and it settled.
            if let key, !item.running, key.changed < settled, FileKey(path) == key,
               let entry = CatalogCache.Entry(key: key, item: item) {
                new.entries[name] = entry
            }
        }
        Self.sortNewestFirst(&items)
        // The cache only saves reading; one that cannot be written is rebuilt by the next start.
        if new != old { new.write(to: cachePath) }
    }

    /// The explorer's start-up notice, one log line each: the newest session a bare `--resume`
    /// takes (not `id`, this explorer's own) and how many there are, then every journal that could
    /// not be read; empty when there is nothing to say. The command with the id comes first, so
    /// it is whole at 80 columns however the rest is cut.
    public func notice(except id: String?) -> [String] {
        let waiting = items.filter { $0.offeredByResume && $0.id != id }
        var lines: [String] = []
        if let newest = waiting.first {
            let more = waiting.count > 1 ? "; \(waiting.count) unfinished, locflow sessions lists them" : ""
            lines.append("unfinished session: locflow --resume \(newest.id) brings it back (iOS \(newest.ios), \(newest.steps) steps\(more))")
        }
        return lines + unreadable.map { "journal: \($0)" }
    }
}

extension JournalWriter {
    /// Appends `finished` (the explorer quit cleanly) and puts the journal in its directory's
    /// `CatalogCache` as finished, so the next start does not read a long session whole just to
    /// learn it has nothing to resume (the first key flat with session length).
    ///
    /// Cached only while the file is exactly this writer's: its size is what this writer left
    /// (every line appended is a `JournalEntry.line`, which reads back; a resumed journal was cut
    /// to its readable part first), so no other process wrote to it meanwhile.
    public func finish(at date: Date = Date()) throws(FileError) {
        try append([JournalEntry.finished(at: date).line])
        guard let key = FileKey(path), key.size == Int64(length) else { return }
        let directory = PathText.directory(of: path)
        let cachePath = Journal.join(directory, CatalogCache.fileName)
        var cache = CatalogCache(reading: cachePath)
        let name = PathText.lastComponent(of: path)
        cache.entries[name] = CatalogCache.Entry(finished: key)
        cache.write(to: cachePath)
    }
}
