#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Keeps the journal directory bounded: every start (and every start that is killed) leaves a
/// journal, so finished and empty sessions beyond a limit go, oldest first. A session with steps
/// that did not finish is never removed: it is somebody's unsaved work (`--resume` takes it).
extension SessionCatalog {
    /// How many finished or empty journals a start keeps; older ones are removed (docs/explorer.md).
    public static let keptFinished = 50

    /// Removes the finished and empty journals of `directory` beyond the newest `keep` of them
    /// (never one a running explorer holds, nor an unfinished one with steps) and returns the
    /// removed sessions' ids, oldest first. A directory of at most `keep` journals costs its
    /// listing only; a larger one is read, newest first, to learn which are finished or empty.
    @discardableResult
    public static func prune(_ directory: String, keep: Int = keptFinished) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".journal") }.sorted(by: >)
        guard names.count > keep else { return [] }
        var kept = 0
        var removed: [String] = []
        for name in names {
            let path = Journal.join(directory, name)
            guard !JournalWriter.isHeld(path), let item = try? Self.item(path), item.finished || item.steps == 0 else { continue }
            kept += 1
            if kept <= keep { continue }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(item.id) }
        }
        return removed.reversed()
    }
}
