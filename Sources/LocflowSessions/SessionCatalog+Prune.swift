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
    ///
    /// Each journal is judged and removed under its own exclusive lock, the one an explorer
    /// takes to write it, and only while its name still names the file locked: a `--resume` that
    /// read the journal meanwhile then either finds it locked, or (once the lock is gone) finds
    /// its name gone or naming another file, and never writes a session into a removed file.
    /// `beforeRemoving` runs in the window between the judgement and the removal (tests).
    @discardableResult
    public static func prune(_ directory: String, keep: Int = keptFinished, beforeRemoving: (String) -> Void = { _ in }) -> [String] {
        let names = ((try? journalNames(in: directory)) ?? []).sorted(by: >)
        guard names.count > keep else { return [] }
        var kept = 0
        var removed: [String] = []
        for name in names {
            let path = Journal.join(directory, name)
            // O_NOFOLLOW and O_NONBLOCK: a link or a FIFO planted at the name is never followed or waited on.
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard fd >= 0 else { continue }
            defer { close(fd) }  // the lock goes with it, after the removal
            guard flock(fd, LOCK_EX | LOCK_NB) == 0, JournalWriter.names(path, fd),
                let item = try? Self.item(path), item.finished || item.steps == 0
            else { continue }
            kept += 1
            if kept <= keep { continue }
            beforeRemoving(path)
            // Still the file judged: a name swapped meanwhile is left alone.
            guard JournalWriter.names(path, fd), unlink(path) == 0 else { continue }
            removed.append(item.id)
        }
        return removed.reversed()
    }
}
