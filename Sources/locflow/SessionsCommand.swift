import ArgumentParser
import CellGrid
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCommandLine
import LocflowCore
import LocflowScenario
import LocflowSessions

/// `locflow sessions`: the explorer sessions in the journal directory, newest first.
struct Sessions: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the explorer's sessions, newest first; `locflow --resume [ID]` brings one back.",
        discussion: """
            Every explorer keeps a journal of its session in $XDG_STATE_HOME/locflow/sessions (or \
            ~/.local/state/locflow/sessions), a line per step, merged wait, undo, redo and jump. A session is finished when \
            its explorer quit with q (confirmed); a crashed or killed one is unfinished and `locflow --resume ID` \
            brings it back with its branches and undo history. docs/explorer.md describes the journal.

            The directory stays bounded: each explorer start removes finished and empty sessions \
            beyond the newest \(SessionCatalog.keptFinished); `--prune` removes them all now. An unfinished \
            session with steps is never removed.

            Examples:
              locflow sessions                      # the table, newest first
              locflow sessions --format json        # for scripts
              locflow sessions --prune              # remove finished and empty sessions now
              locflow --resume 20261128-041213-4242 # bring one back
            """
    )

    /// How the listing is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "text (a table) or json (an array of objects).")
    var format: Format = .text

    @Flag(help: "Remove every finished and every empty session now (an unfinished session with steps is kept), then list what is left. Each explorer start keeps the newest \(SessionCatalog.keptFinished) of them anyway.")
    var prune = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let directory = Journal.directory(environment: environment) else {
            Stderr.write("locflow: sessions: no journal directory: neither XDG_STATE_HOME nor HOME names an absolute directory")
            throw ExitCode(2)
        }
        if prune {
            let removed = SessionCatalog.prune(directory, keep: 0)
            // On stderr, so `--prune --format json` still prints only JSON.
            Stderr.write("locflow: sessions: removed \(removed.count) finished or empty session\(removed.count == 1 ? "" : "s")")
        }
        let catalog = SessionCatalog(directory: directory, legacy: Journal.stateDirectory(environment: environment).map { $0 + "/journal.yaml" })
        if let problem = catalog.directoryProblem {
            // Never "No sessions": an unfinished session may be in there.
            Stderr.write("locflow: sessions: \(problem)")
            throw ExitCode(2)
        }
        switch format {
        // Stdout checks the write: a full disk or a closed pipe is an error, not a silent 0.
        case .text: Stdout.write(Self.table(catalog, directory: directory) + "\n")
        case .json: Stdout.write(Self.json(catalog) + "\n")
        }
        // Unreadable journals are said on stderr too, so a script reading JSON still sees them.
        for problem in catalog.unreadable { Stderr.write("locflow: sessions: \(problem)") }
    }

    /// The table: id, when (local time), iOS, steps, state, record file; then what was lost.
    static func table(_ catalog: SessionCatalog, directory: String) -> String {
        guard !catalog.items.isEmpty else { return "No sessions in \(TextSanitizer.sanitize(directory))." }
        // A record path or a lost line may hold anything a journal was given: shown, never sent
        // to the terminal raw (ESC, BEL and the C1 controls made visible).
        let rows = [["ID", "STARTED", "IOS", "STEPS", "STATE", "RECORD"]] + catalog.items.map { item in
            [item.id, JournalTime.localDateTime(item.started), item.iosSpan, String(item.steps), state(item), item.record ?? "-"]
                .map { TextSanitizer.sanitize($0) }
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { $1 + String(repeating: " ", count: widths[$0] - $1.count) }
                .joined(separator: "  ").trimmingBlanks()
        }
        for item in catalog.items { lines += item.losses.map { "\(item.id): lost: \(TextSanitizer.sanitize($0))" } }
        // The id is the journal's file name, which anyone who can write the directory chose.
        if let newest = catalog.items.first(where: { !$0.running }) { lines.append("locflow --resume resumes \(TextSanitizer.sanitize(newest.id)).") }
        return lines.joined(separator: "\n")
    }

    private static func state(_ item: SessionCatalog.Item) -> String {
        if item.running { return "running" }
        if item.finished { return "finished" }
        return item.losses.isEmpty ? "unfinished" : "unfinished, damaged"
    }

    /// One object per session, newest first, keys in alphabetical order: `started` in ISO 8601
    /// (UTC), `iosFirst` the first install's version (`ios` is the current step's). Strings go
    /// through `JSONText`, locflow's one JSON string writer, so a file name or a record path
    /// holding C1 or bidi controls reaches a terminal that prints the JSON as `\u` escapes.
    static func json(_ catalog: SessionCatalog) -> String {
        guard !catalog.items.isEmpty else { return "[]" }
        let objects = catalog.items.map { item -> String in
            // `record` only when the session has one, as before.
            let fields: [(String, String)] = [
                ("finished", String(item.finished)), ("id", JSONText.quoted(item.id)), ("ios", JSONText.quoted(item.ios)),
                ("iosFirst", JSONText.quoted(item.firstIOS)),
                ("lost", item.losses.isEmpty ? "[]" : "[\n" + item.losses.map { "      " + JSONText.quoted($0) }.joined(separator: ",\n") + "\n    ]"),
                ("path", JSONText.quoted(item.path)), ("record", item.record.map(JSONText.quoted) ?? ""),
                ("resumable", String(item.resumable)), ("running", String(item.running)),
                ("started", JSONText.quoted(JournalTime.timestamp(item.started))), ("steps", String(item.steps)),
            ]
            return "  {\n" + fields.filter { !$0.1.isEmpty }.map { "    \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n") + "\n  }"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }
}
