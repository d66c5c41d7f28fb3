import Foundation
import LocflowExport
import LocflowScenario
import LocflowUI

/// The files the explorer keeps its session in as it goes: the `--record` scenario, the journal
/// for `--resume`, and whatever the save key asks for; all written through `UserFile`.
///
/// Each is rewritten whole, through a temporary file and a rename, whenever the session changes
/// (a step, an undo, a redo), so a killed explorer leaves the last step on disk.
struct SessionFiles {
    /// The `--record` file, claimed by `start`.
    private var record: UserFile?
    private let recordPath: String?
    /// Whether `--force` allows `--record` to replace an existing file.
    private let force: Bool
    /// Paths `--record` must never be (the `--scenario` played, the `--cast`).
    private let others: [(path: String, role: String)]
    /// The journal, unless no state directory could be found.
    let journal: String?
    /// What each file holds now, so an unchanged session is not rewritten.
    private var recorded: Session?
    private var journaled: Session?
    /// The current write problem per file; shown on screen until it clears.
    private var recordProblem: String?
    private var journalProblem: String?

    /// What is wrong with the session files now, if anything: the explorer reports it at exit
    /// and exits with status 2, because the session on disk is not the one on screen.
    var problem: String? {
        let problems = [recordProblem, journalProblem].compactMap { $0 }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Files for a session that starts as `initial`; the journal is first written at the first
    /// step, so opening and closing the explorer does not overwrite the session `--resume` would
    /// bring back.
    init(record: String?, force: Bool, others: [(path: String, role: String)], journal: String?, initial: Session) {
        recordPath = record
        self.force = force
        self.others = others
        self.journal = journal
        journaled = initial
    }

    /// Claims and writes the `--record` file for the starting state: called before the explorer
    /// opens, so an existing file (without `--force`) or one that cannot be written is a clear
    /// error (exit 2) instead of a surprise at the end.
    mutating func start(_ state: ExplorerState) throws(FileError) {
        guard let recordPath else { return }
        let file = try UserFile(recordPath, replacing: force, others: others)
        let session = state.session
        try file.replace(ScenarioWriter.yaml(session))
        record = file
        recorded = session
    }

    /// After each key: rewrites the files whose session changed, and serves a save request.
    mutating func sync(_ state: inout ExplorerState) {
        let session = state.session
        if let record, session != recorded || recordProblem != nil {
            recordProblem = Self.write { () throws(FileError) in try record.replace(ScenarioWriter.yaml(session)) }.map { "cannot write the record file \($0)" }
            if recordProblem == nil { recorded = session }
        }
        if let journal, session != journaled || journalProblem != nil {
            journalProblem = Self.write { () throws(FileError) in try AtomicFile.write(ScenarioWriter.yaml(session), to: journal, createDirectories: true) }
                .map { "cannot write the journal \($0); --resume will not have this session" }
            if journalProblem == nil { journaled = session }
        }
        if state.fileProblem != problem { state.setFileProblem(problem) }
        if state.saveRequested { save(state.sessionToSave, &state) }
    }

    /// The save key: the `--record` file (for the current branch), or a new timestamped file in
    /// the current directory;
    /// an export from the save menu always goes to a new file.
    private mutating func save(_ session: Session, _ state: inout ExplorerState) {
        if let format = ExportFormat(rawValue: state.saveFormat.rawValue) {
            export(session, as: format, &state)
            return
        }
        do {
            // Another branch goes to a file of its own: the --record file follows the current one.
            if let record, state.saveTarget.branchThrough == nil {
                try record.replace(ScenarioWriter.yaml(session))
                recorded = session
                state.sessionSaved(to: record.path)
            } else {
                let path = Self.newSessionPath()
                try UserFile(path, replacing: false).replace(ScenarioWriter.yaml(session))
                state.sessionSaved(to: path)
            }
        } catch {
            state.sessionNotSaved(error.description)
        }
    }

    /// The save menu's exports: the session played as `locflow export` plays a file, always
    /// to a new file (never over an existing one).
    private func export(_ session: Session, as format: ExportFormat, _ state: inout ExplorerState) {
        let path = Self.newSessionPath(suffix: state.saveFormat.fileSuffix)
        do {
            let scenario = try ScenarioParser.parse(ScenarioWriter.yaml(session), file: path)
            let text = format.render(ExportFlow.play(scenario), source: "the explorer's save menu (s)", bundle: nil)
            try UserFile(path, replacing: false).replace(text)
            state.sessionSaved(to: path)
        } catch {
            state.sessionNotSaved("\(error)")
        }
    }

    /// Runs one write; the failure's description, or nil.
    private static func write(_ body: () throws(FileError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
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
