import Foundation
import LocflowExport
import LocflowScenario
import LocflowUI

/// The files the explorer keeps its session in as it goes: the `--record` scenario, the journal
/// for `--resume`, and whatever the save key asks for.
///
/// Each is rewritten whole, through a temporary file and a rename, whenever the session changes
/// (a step, an undo, a redo), so a killed explorer leaves the last step on disk.
struct SessionFiles {
    /// The `--record` file, if any.
    let record: String?
    /// The journal, unless no state directory could be found.
    let journal: String?
    /// What each file holds now, so an unchanged session is not rewritten.
    private var recorded: Session?
    private var journaled: Session?
    /// The last write problem logged per file, so a full disk is reported once, not every key.
    private var recordProblem: String?
    private var journalProblem: String?

    /// Files for a session that starts as `initial`; the journal is first written at the first
    /// step, so opening and closing the explorer does not overwrite the session `--resume` would
    /// bring back.
    init(record: String?, journal: String?, initial: Session) {
        self.record = record
        self.journal = journal
        journaled = initial
    }

    /// Writes the `--record` file for the starting state: called before the explorer opens, so a
    /// path that cannot be written is a clear error (exit 2) instead of a surprise at the end.
    mutating func start(_ state: ExplorerState) throws(FileError) {
        guard let record else { return }
        let session = state.session
        try AtomicFile.write(ScenarioWriter.yaml(session), to: record)
        recorded = session
    }

    /// After each key: rewrites the files whose session changed, and serves a save request.
    mutating func sync(_ state: inout ExplorerState) {
        let session = state.session
        if let record, session != recorded {
            recordProblem = write(session, to: record, what: "the record file", lastProblem: recordProblem, state: &state)
            if recordProblem == nil { recorded = session }
        }
        if let journal, session != journaled {
            journalProblem = write(session, to: journal, what: "the journal", lastProblem: journalProblem, state: &state, createDirectories: true)
            if journalProblem == nil { journaled = session }
        }
        if state.saveRequested { save(session, &state) }
    }

    /// The save key: the `--record` file, or a new timestamped file in the current directory;
    /// an export from the save menu always goes to a new file.
    private mutating func save(_ session: Session, _ state: inout ExplorerState) {
        if let format = ExportFormat(rawValue: state.saveFormat.rawValue) {
            export(session, as: format, &state)
            return
        }
        let path = record ?? Self.newSessionPath()
        do {
            try AtomicFile.write(ScenarioWriter.yaml(session), to: path)
            if path == record { recorded = session }
            state.sessionSaved(to: path)
        } catch {
            state.sessionNotSaved(error.description)
        }
    }

    /// The save menu's exports: the session played as `locflow export` plays a file.
    private func export(_ session: Session, as format: ExportFormat, _ state: inout ExplorerState) {
        let path = Self.newSessionPath(suffix: state.saveFormat.fileSuffix)
        do {
            let scenario = try ScenarioParser.parse(ScenarioWriter.yaml(session), file: path)
            let text = format.render(ExportFlow.play(scenario), source: "the explorer's save menu (s)", bundle: nil)
            try AtomicFile.write(text, to: path)
            state.sessionSaved(to: path)
        } catch {
            state.sessionNotSaved("\(error)")
        }
    }

    /// Writes one file; returns the problem (logged if new) or nil.
    private func write(
        _ session: Session, to path: String, what: String, lastProblem: String?, state: inout ExplorerState,
        createDirectories: Bool = false
    ) -> String? {
        do {
            try AtomicFile.write(ScenarioWriter.yaml(session), to: path, createDirectories: createDirectories)
            return nil
        } catch {
            if error.description != lastProblem { state.report("cannot write \(what): \(error)") }
            return error.description
        }
    }

    /// `./locflow-session-YYYYMMDD-HHMMSS.yaml` (local time), made unique, as an absolute path.
    static func newSessionPath(now: Date = Date(), suffix: String = ".yaml") -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        let name = SessionFileName.timestamped(
            year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0,
            hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
        let directory = FileManager.default.currentDirectoryPath
        let exists = { FileManager.default.fileExists(atPath: directory + "/" + $0) }
        guard suffix != ".yaml" else { return directory + "/" + SessionFileName.unused(name, exists: exists) }
        // An export: the same stem with its own ending, numbered like the scenarios if taken.
        let stem = String(name.dropLast(".yaml".count))
        var candidate = stem + suffix, n = 2
        while exists(candidate) { candidate = "\(stem)-\(n)\(suffix)"; n += 1 }
        return directory + "/" + candidate
    }
}
