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
import LocflowCore
import LocflowDesigner
import LocflowExport
import LocflowFiles
import LocflowScenario
import LocflowSessions
import LocflowUI

/// The files the explorer keeps its session in as it goes: the `--record` scenario, this
/// process's journal for `--resume`, and whatever the save key asks for.
///
/// Both follow the timeline's events (`Timeline.events(since:)`), so a key costs the same at
/// step 20,000 as at step 10: the journal gets a line per step, merged wait, undo, redo or jump
/// (`JournalFollower`), appended and never rewritten (`JournalWriter`); the `--record` file is written whole through `UserFile` (it is the
/// person's scenario, read by `locflow run`) from step texts kept as they were made
/// (`ScenarioRecording`), never by replaying the session.
struct SessionFiles {
    /// The `--record` file, claimed by `start`.
    private var record: UserFile?
    private let recordPath: String?
    /// Whether `--force` allows `--record` to replace an existing file.
    private let force: Bool
    /// Paths `--record` must never be (the `--scenario` played, the `--cast`).
    private let others: [(path: String, role: String)]
    /// This process's journal; nil without a state directory, or when it could not be opened.
    private(set) var journal: JournalWriter?
    /// The `--record` file's text, kept step by step.
    private var recording: ScenarioRecording?
    /// What the journal has been told of the timeline so far.
    private var follower: JournalFollower?
    /// The current write problem per file; shown on screen until it clears.
    private var recordProblem: String?
    private var journalProblem: String?
    /// The file the first write of `--record` replaced, held until the first frame is on screen
    /// (`releaseReplaced`), so its blocks are not freed before it (`HeldFile`).
    private(set) var replaced = HeldFile()

    /// What is wrong with the session files now, if anything: the explorer reports it at exit
    /// and exits with status 2, because the session on disk is not the one on screen.
    var problem: String? {
        let problems = [recordProblem, journalProblem].compactMap { $0 }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Files for an explorer; `start` opens them.
    init(record: String?, force: Bool, others: [(path: String, role: String)]) {
        recordPath = record
        self.force = force
        self.others = others
    }

    /// Before the explorer opens: claims and writes the `--record` file for the state it starts
    /// in (so an existing file without `--force`, or one that cannot be written, is a clear error,
    /// exit 2, instead of a surprise at the end; a resumed session's own file is replaced), and
    /// opens the journal: a new one in `directory`, or `resuming` the one the session came from.
    mutating func start(_ state: inout ExplorerState, journalIn directory: String?, resuming: JournalContents?) throws(FileError) {
        let timeline = state.timeline
        follower = JournalFollower(timeline)
        guard case .install = timeline.entries.first?.step else { return }
        if let recordPath {
            let file = try UserFile(recordPath, replacing: force || resuming?.header.record == Self.absolute(recordPath), others: others)
            let recording = ScenarioRecording(state)
            replaced = HeldFile(recordPath)
            try file.replace(recording.text)
            record = file
            self.recording = recording
        }
        openJournal(&state, in: directory, resuming: resuming)
    }

    /// Frees the file the first `--record` write replaced: the explorer calls it once its first
    /// frame is on screen.
    mutating func releaseReplaced() {
        replaced.release()
    }

    /// Opens the journal: a new one in `directory`, or `resuming` the one the session came from.
    /// The explorer calls it once its first frame is on screen, before the first key;
    /// a failure is shown on screen, never fatal.
    mutating func openJournal(_ state: inout ExplorerState, in directory: String?, resuming: JournalContents?) {
        let timeline = state.timeline
        guard let directory, case .install(let setup) = timeline.entries.first?.step else { return }
        do {
            if let resuming {
                // A journal pruned between its reading and its locking: the session goes on in a new one.
                let writer = try JournalWriter.resume(resuming, orNewAt: Journal.path(id: Journal.newID(), in: directory))
                try writer.append([JournalEntry.resumed(pid: getpid(), at: Date()).line])
                journal = writer
            } else {
                let path = Journal.path(id: Journal.newID(), in: directory)
                // Standard input cannot be read again: a demo read from it resumes without its file.
                let scenario = state.scenario == nil ? nil : others.first { $0.role == "--scenario" && $0.path != "-" }.map { Self.absolute($0.path) }
                let header = JournalHeader(setup: setup, record: recordPath.map(Self.absolute), designer: state.view.designerOpen, scenario: scenario)
                let writer = try JournalWriter(path: path, header: header)
                // The session the explorer starts with (a resumed scenario file) is one branch,
                // played step by step, so its steps are numbered as the live timeline's are.
                try writer.append(timeline.entries.dropFirst().map { JournalEntry.step($0.step).line })
                journal = writer
            }
        } catch {
            journalProblem = "cannot write the journal \(error); --resume will not have this session"
            state.setFileProblem(problem)
        }
    }

    /// After each key: appends the timeline's events to the journal, rewrites the `--record`
    /// file if the session changed (or its last write failed), and carries out the key's
    /// effects: a save is written, a quit marks the journal finished.
    mutating func sync(_ state: inout ExplorerState, _ effects: [ExplorerEffect] = []) {
        let changed = state.timeline.eventCount != recording?.seen
        recording?.follow(state)
        if let journal, var follower {
            if let entries = follower.entries(state.timeline) {
                self.follower = follower
                if !entries.isEmpty {
                    journalProblem = Self.write { () throws(FileError) in try journal.append(entries.map(\.line)) }
                        .map { "cannot write the journal \($0); --resume will not have this session past this step" }
                }
            } else {
                journalProblem = "the journal missed steps (more than \(Timeline.eventMemory) in one key); --resume will not have this session past this step"
            }
            // A journal with a step missing would resume to another state: stop it here.
            if journalProblem != nil { self.journal = nil }
        }
        if let record, let recording, changed || recordProblem != nil {
            recordProblem = Self.write { () throws(FileError) in try record.replace(recording.text) }.map { "cannot write the record file \($0)" }
        }
        if state.view.fileProblem != problem { state.setFileProblem(problem) }
        for effect in effects {
            switch effect {
            case .quit: if let journal { try? journal.finish() }
            case .save(let request): save(request, &state)
            }
        }
    }

    /// `path` made absolute against the current directory, for the journal's header.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The save key: the `--record` file (for the current branch), or a new timestamped file in
    /// the current directory;
    /// an export or a storyboard from the save menu always goes to a new file.
    private mutating func save(_ request: SaveRequest, _ state: inout ExplorerState) {
        let session = request.session
        if let format = ExportFormat(rawValue: request.format.rawValue) {
            // The session played as `locflow export` plays a file.
            return saveToNewFile(request, &state) { path in
                let scenario = try ScenarioParser.parse(ScenarioWriter.yaml(session), file: path)
                let flow = ExportFlow.play(scenario)
                if let refusal = format.refusal(flow) { throw refusal }
                return format.render(flow, source: "the explorer's save menu (s)", bundle: nil)
            }
        }
        if let board = request.format.board {
            // The page `locflow storyboard` makes of the session saved as a scenario, with the
            // app's copy as the session has it (`BoardFormat.page(of:file:)`).
            return saveToNewFile(request, &state) { _ in try board.page(of: session, file: Self.boardSource) }
        }
        do {
            // Another branch goes to a file of its own: the --record file follows the current one.
            if let record, request.currentBranch {
                try record.replace(ScenarioWriter.yaml(session))
                state.sessionSaved(request, to: record.path)
            } else {
                let path = Self.newSessionPath()
                try UserFile(path, replacing: false).replace(ScenarioWriter.yaml(session))
                state.sessionSaved(request, to: path)
            }
        } catch {
            state.sessionNotSaved(error.description)
        }
    }

    /// What a storyboard saved from the explorer says it was made from.
    static let boardSource = "the explorer's session"

    /// Writes the save menu's export or storyboard, made by `text` for its path, to a new file
    /// (never over an existing one).
    private func saveToNewFile(_ request: SaveRequest, _ state: inout ExplorerState, _ text: (String) throws -> String) {
        let path = Self.newSessionPath(suffix: request.format.fileSuffix)
        do {
            try UserFile(path, replacing: false).replace(try text(path))
            state.sessionSaved(request, to: path)
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

    /// `./locflow-session-YYYYMMDD-HHMMSS.yaml` (local time; in `directory`, the current one by
    /// default), made unique, as an absolute path.
    static func newSessionPath(now: Date = Date(), suffix: String = ".yaml", in directory: String = FileManager.default.currentDirectoryPath) -> String {
        let parts = JournalTime.local(now)
        let name = SessionFileName.timestamped(
            year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second)
        // A name is taken when anything is there, a dangling link included: `fileExists` follows
        // links, so it called a dangling one free and the save then refused it, advising a
        // `--force` no key passes.
        let exists = { (name: String) -> Bool in
            var info = stat()
            return lstat(directory + "/" + name, &info) == 0
        }
        guard suffix != ".yaml" else { return directory + "/" + SessionFileName.unused(name, exists: exists) }
        // An export: the same stem with its own ending, numbered like the scenarios if taken.
        let stem = String(name.dropLast(".yaml".count))
        var candidate = stem + suffix, n = 2
        while exists(candidate) { candidate = "\(stem)-\(n)\(suffix)"; n += 1 }
        return directory + "/" + candidate
    }
}
