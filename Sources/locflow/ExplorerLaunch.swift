import ArgumentParser
import LocflowCommandLine
import LocflowCore
import LocflowFiles
import LocflowScenario
import LocflowSessions
import LocflowTerminal
import LocflowUI

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The explorer's start, from plain values: `locflow explore` fills them from its options
/// (`ExploreOptions.launch`), and the common starts (plain `locflow`, `--ios`, `--preset`,
/// `--resume` …) are read by hand (`ExplorerArguments`) without asking ArgumentParser, whose parse
/// builds the option set by reflection (10–16 % of the time to the first frame; docs/performance.md).
struct ExplorerLaunch: Equatable {
    var ios: String?
    var appName: String?
    var scenario: String?
    var preset: String?
    var record: String?
    var resume = false
    var sessionID: String?
    var cast: String?
    var castFormat: CastFormat = .v2
    var theme: Theme = .standard
    var designer = false
    /// `--app-clip`: the app is an App Clip (D52).
    var appClip = false
    /// `--info-plist`.
    var infoPlist: String?
    /// `--purpose KEY=TEXT`, in the order given.
    var purposes: [String] = []
    var force = false

    func run() throws {
        var config = Setup()
        var progress: ScenarioProgress?
        if let scenario {
            let parsed: Scenario
            do {
                parsed = try loadScenario(scenario)
            } catch {
                Stderr.write("\(error)")
                throw ExitCode(2)
            }
            config = parsed.setup
            progress = ScenarioProgress(parsed)
        }
        if let version = ios.flatMap(IOSVersion.init) {
            // Not on stderr, as `run` says it: written before the screen opens, the line showed
            // only after quitting. The install's log line on screen says it (D37).
            config.ios = version
        }
        if infoPlist != nil || !purposes.isEmpty {
            // The one reading of the app's copy, the storyboard's too, from plain values: no
            // `CopyOptions` is made, so ArgumentParser's option wrappers stay out of the start.
            try CopyOptions.apply(infoPlist: infoPlist, purposes: purposes, to: &config.app, keepName: appName != nil)
        }
        if let appName { config.app.name = appName }
        if appClip { config.app.appClip = true }
        // The variables the journal's place depends on, read with getenv: ProcessInfo's
        // environment copies every variable into a `[String: String]` first, whose first use
        // scans all conformance records (~5 % of the CPU before the first frame).
        let variable: (String) -> String? = { getenv($0).map { String(cString: $0) } }
        let journals = Journal.directory(variable: variable)
        let legacy = Journal.stateDirectory(variable: variable).map { $0 + "/journal.yaml" }
        // Only --resume needs the catalog before the first frame; otherwise reading every journal
        // waits until the screen is up (the first frame no slower than dialog's).
        // The journal --resume takes is kept from the catalog's reading, not read again.
        let found = resume ? journals.map { SessionCatalog.resuming(sessionID, directory: $0, legacy: legacy) } : nil
        let catalog = found?.catalog
        var resuming: JournalContents?
        var initial: ExplorerState
        // The scenario a resumed demo was presenting, loaded again so `n` goes on from there.
        var resumedScenario: String?
        if resume {
            let journal = try resumed(found?.journal)
            resuming = journal
            resumedScenario = journal.header.scenario
            let script = resumedScenario.map(Self.loadResumed)
            initial = ExplorerState(resuming: journal, scenario: script?.progress)
            if let problem = script?.problem { initial.report(problem) }
        } else {
            initial = preset.flatMap(Preset.named).map { ExplorerState(config: config, preset: $0) }
                ?? ExplorerState(config: config, scenario: progress)
        }
        // Coverage and the designer's words, which LocflowUI does not compute itself.
        initial.support = .standard
        // A designer's session comes back in the view it was started in.
        if designer || resuming?.header.designer == true { initial.showDesignerView() }
        // The files being played; the outputs must never be one of them, even with --force.
        let inputs = [(scenario ?? resumedScenario, "--scenario"), (resuming?.path, "journal"), (infoPlist, "--info-plist")]
            .compactMap { path, role in path.map { ($0, role) } }
        // A resumed session keeps writing the --record file it had.
        let recordPath = record ?? resuming?.header.record
        // Before curses: a pipe or an unknown TERM gets one clear line, not a broken screen, and
        // before any file is written. Without --record or --cast nothing is written before the
        // screen starts, which refuses the same TERMs with the same lines from the entry it reads
        // anyway: the entry is then read once, not twice.
        if let problem = Terminal.preflight(probing: recordPath != nil || cast != nil) {
            Stderr.write("locflow: \(problem.message)")
            throw ExitCode(2)
        }
        let castOthers = inputs + (recordPath.map { [($0, "--record")] } ?? [])
        var files = SessionFiles(record: recordPath, force: force, others: inputs)
        do {
            // Both outputs are checked before either is written, so a refused --cast leaves no
            // new --record file behind (and the other way round).
            if let cast { _ = try UserFile(cast, replacing: force, others: castOthers) }
            // The journal is opened after the first frame (below).
            try files.start(&initial, journalIn: nil, resuming: resuming)
        } catch {
            Stderr.write("locflow: \(cast.map { error.path == $0 ? "--cast" : "--record" } ?? "--record"): cannot write \(error)")
            throw ExitCode(2)
        }
        var recorder: LiveCast?
        var castFile: CastFile?
        if let cast {
            do {
                let file = try CastFile(path: cast, force: force, others: castOthers)
                let timestamp = Int(Date().timeIntervalSince1970)
                recorder = LiveCast(timestamp: timestamp, colors: !CastOptions.noColor, format: castFormat, emit: file.write)
                castFile = file
            } catch {
                Stderr.write("locflow: --cast: cannot write \(error)")
                throw ExitCode(2)
            }
        }
        // A presented scenario's audience does not need to hear of other sessions, resumed or not.
        if let catalog, scenario == nil, resumedScenario == nil { Self.announce(catalog, except: resuming?.id, in: &initial) }
        // What the first frame does not need waits until it is on screen, and is done before the
        // first key is read: freeing the file `--record` replaced, creating this session's
        // journal (directories, a file, the header's JSON) and, when not resuming, reading every
        // other journal for the notice.
        let afterFirstPaint: (inout ExplorerState) -> Bool = { state in
            files.releaseReplaced()
            let before = files.problem
            files.openJournal(&state, in: journals, resuming: resuming)
            state.journalOpened(id: files.journal.map { PathText.removingExtension(PathText.lastComponent(of: $0.path)) })
            var changed = files.problem != before
            if journals == nil, case .install = state.timeline.entries.first?.step {
                // Never a session kept nowhere in silence: the person learns it before the first key.
                let line = "no journal: neither XDG_STATE_HOME nor HOME names an absolute directory; --resume will not have this session"
                state.keepsNoJournal(line)
                changed = true
            }
            // The directory stays bounded: finished and empty sessions beyond the limit go.
            if let journals { SessionCatalog.prune(journals) }
            if catalog == nil, scenario == nil, let journals {
                // Only what changed since the last start is read whole (CatalogCache). This
                // session's journal is held, so never offered: not read at all.
                let others = SessionCatalog(unfinishedIn: journals, legacy: legacy, skipping: files.journal?.path)
                changed = Self.announce(others, except: nil, in: &state) || changed
            }
            return changed
        }
        var status = ExplorerLoop.run(initial, recorder: recorder, theme: theme, afterFirstPaint: afterFirstPaint) { files.sync(&$0, $1) }
        // Read once the terminal is restored: a signal that came as the loop ended counts too.
        if let signalled = TerminalGuard.signalExitStatus { status = max(status, signalled) }
        if let failure = castFile?.finish() {
            Stderr.write("locflow: --cast: cannot write \(failure)")
            status = max(status, 2)
        }
        if let problem = files.problem {
            Stderr.write("locflow: \(problem)")
            status = max(status, 2)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The checks every start passes, whichever reader filled it (ArgumentParser calls this from
    /// `ExploreOptions.validate`, `ExplorerArguments` before it accepts a start): a usage error,
    /// exit status 2.
    func validate() throws {
        if resume, scenario != nil || ios != nil || appName != nil || preset != nil || appClip || infoPlist != nil || !purposes.isEmpty {
            throw ValidationError("--resume restores the journal's iOS version, app and steps; it takes no --scenario, --ios, --app-name, --preset, --app-clip, --info-plist or --purpose")
        }
        if let record, let cast, UserFile.same(record, cast) {
            throw ValidationError("--record and --cast name the same file; give each its own")
        }
        _ = try IOSOption.version(ios)
        try validatePreset()
    }

    /// Says over the footer, until the first key, when an unfinished session could be resumed
    /// (and how), and what could not be read, so a crashed session is never lost by opening the
    /// tool, and the delegate log starts with this session's own lines.
    /// Returns whether it reported anything.
    @discardableResult
    static func announce(_ catalog: SessionCatalog, except id: String?, in state: inout ExplorerState) -> Bool {
        let lines = catalog.notice(except: id)
        state.showNotice(lines)
        return !lines.isEmpty
    }

    /// The journal `--resume` names (or the newest unfinished one), read; a missing or unreadable
    /// one is one line on stderr and exit status 2.
    private func resumed(_ journal: Result<JournalContents, FileError>?) throws -> JournalContents {
        guard let journal else {
            Stderr.write("locflow: --resume: no journal: neither XDG_STATE_HOME nor HOME names an absolute directory")
            throw ExitCode(2)
        }
        do {
            return try journal.get()
        } catch {
            Stderr.write("locflow: \(error)")
            throw ExitCode(2)
        }
    }

    private func loadScenario(_ file: String) throws -> Scenario {
        try ScenarioParser.parse(try InputText.read(file), file: file)
    }

    /// The `--scenario` file a resumed journal names, read again; one that is gone or no longer
    /// reads leaves the session resumed without it, and the log says why.
    private static func loadResumed(_ file: String) -> (progress: ScenarioProgress?, problem: String?) {
        do {
            return (ScenarioProgress(try ScenarioParser.parse(try InputText.read(file), file: file)), nil)
        } catch {
            return (nil, "the scenario this session presented cannot be read now (\(error)); resumed without it")
        }
    }
}

