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

/// The session journals: one file per explorer process, appended to a line per step, so
/// `--resume` can bring a session back after a crash or a kill (XDG Base Directory: state data).
///
/// A journal is a header line, then one line per timeline event, then `finished` on a clean quit:
///
///     {"locflowJournal":2,"pid":4242,"record":null,"setup":{…},"started":"2026-11-23T13:02:11Z"}
///     action requestWhenInUseAuthorization
///     action wait 1m
///     merge wait 1m
///     install {"app":{…},"device":{…},"ios":{…},"options":{…}}
///     undo
///     action tap Allow Once
///     redo
///     jump 2
///     after 1 action tap Don't Allow
///     resumed {"at":"2026-11-23T14:00:00Z","pid":4300}
///     finished 2026-11-23T14:05:09Z
///
/// The lines are the timeline's events (`Timeline.Event` in LocflowUI), so the whole tree comes
/// back, branches included: `action`/`install` is a step taken after the current one (`after N`
/// first when it was taken after step N instead), `merge` a wait merged into the current step,
/// `undo` goes to the current step's parent, `redo` to its child last visited, `jump N` to step
/// N. Steps are numbered in the order they were taken, 0 being the header's install, so a
/// replay makes the same numbers.
///
/// Actions use the scenario vocabulary (`Action.text`, parsed back by `Action(parsing:)`);
/// installs and the header's setup are `Setup`'s compact JSON. Each line is one write(2) ending in
/// a newline, so a line without one was cut off by a crash and is not trusted.
public enum Journal {
    /// The journal format written by this version; version 1 was the single `journal.yaml`.
    public static let formatVersion = 2

    /// `$XDG_STATE_HOME/locflow`, or `$HOME/.local/state/locflow`; nil when neither gives an
    /// absolute directory.
    ///
    /// The XDG spec says a relative `XDG_STATE_HOME` is invalid and must be ignored, as must an
    /// empty one; the same goes for HOME here, so journals never land relative to wherever the
    /// explorer happened to start.
    public static func stateDirectory(environment: [String: String]) -> String? {
        stateDirectory { environment[$0] }
    }

    /// `stateDirectory(environment:)` with each variable read by `variable` (the explorer's start
    /// passes getenv: no dictionary of the whole environment before the first frame).
    public static func stateDirectory(variable: (String) -> String?) -> String? {
        if let state = variable("XDG_STATE_HOME"), state.hasPrefix("/") { return join(state, "locflow") }
        if let home = variable("HOME"), home.hasPrefix("/") { return join(home, ".local/state/locflow") }
        return nil
    }

    /// Where the journals are: `sessions/` in the state directory.
    public static func directory(environment: [String: String]) -> String? {
        directory { environment[$0] }
    }

    /// `directory(environment:)` with each variable read by `variable`.
    public static func directory(variable: (String) -> String?) -> String? {
        stateDirectory(variable: variable).map { join($0, "sessions") }
    }

    /// A new session's id: local date and time, then the process id (`20261123-130211-4242`),
    /// so ids sort by time and two explorers started in the same second differ.
    public static func newID(now: Date = Date(), pid: Int32 = getpid()) -> String {
        "\(JournalTime.localStamp(now))-\(pid)"
    }

    /// The file of session `id` in `directory`.
    public static func path(id: String, in directory: String) -> String { join(directory, id + ".journal") }

    static func join(_ directory: String, _ rest: String) -> String {
        (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/" + rest
    }

    /// ISO 8601 in UTC, to the second: how journals write times.
    static func timestamp(_ date: Date) -> String { JournalTime.timestamp(date) }

    static func date(_ text: String) -> Date? { JournalTime.date(text) }
}

/// The first line of a journal: what the session started from and who wrote it.
public struct JournalHeader: Equatable, Sendable {
    /// When the explorer started.
    public var started: Date
    /// The explorer's process id.
    public var pid: Int32
    /// The first install: the session's entry 0.
    public var setup: Setup
    /// The `--record` file the explorer was writing, as an absolute path, if any.
    public var record: String?

    /// The session started in the designer view (`--designer`): `--resume` opens it there too.
    public var designer: Bool

    /// The `--scenario` file being presented, as an absolute path, if any: `--resume` loads it
    /// again, so `n` goes on from where the demo was.
    public var scenario: String?

    /// A header for a session starting now.
    public init(
        started: Date = Date(), pid: Int32 = getpid(), setup: Setup, record: String? = nil, designer: Bool = false, scenario: String? = nil
    ) {
        // Whole seconds: what the line keeps, so a header reads back equal.
        self.started = Date(timeIntervalSince1970: started.timeIntervalSince1970.rounded(.down))
        self.pid = pid
        self.setup = setup
        self.record = record
        self.designer = designer
        self.scenario = scenario
    }

    private struct Line: Codable {
        var locflowJournal: Int
        var started: String
        var pid: Int32
        var setup: Setup
        var record: String?
        /// Written only when true, so other headers read as before.
        var designer: Bool?
        /// Written only with `--scenario`, so other headers read as before.
        var scenario: String?
    }

    /// The header as its journal line (no newline).
    public var line: String {
        let line = Line(locflowJournal: Journal.formatVersion, started: Journal.timestamp(started), pid: pid, setup: setup, record: record,
                        designer: designer ? true : nil, scenario: scenario)
        return JournalJSON.text(line)
    }

    /// Reads a header line; the error says what is wrong with it.
    public init(line: String) throws(JournalLineError) {
        guard let parsed = JournalJSON.value(Line.self, line) else {
            throw JournalLineError("not a locflow journal header")
        }
        guard parsed.locflowJournal == Journal.formatVersion else {
            throw JournalLineError("journal format \(parsed.locflowJournal); this locflow reads format \(Journal.formatVersion)")
        }
        guard let started = Journal.date(parsed.started) else { throw JournalLineError("bad start time \(parsed.started)") }
        self.init(
            started: started, pid: parsed.pid, setup: parsed.setup, record: parsed.record, designer: parsed.designer ?? false,
            scenario: parsed.scenario)
    }
}

/// One line after the header.
public enum JournalEntry: Equatable, Sendable {
    /// A step taken after the current one (another branch if the current one had steps after it).
    case step(Step)
    /// A step taken after step `parent`, which was not the current one.
    case stepAfter(parent: Int, Step)
    /// A wait of `seconds` merged into the current step, itself a wait.
    case waitMerged(seconds: Int)
    /// Undo went to the current step's parent.
    case undo
    /// Redo went to the current step's child last visited.
    case redo
    /// The explorer went to step `node` (the timeline's Enter, or a branch switch).
    case jump(to: Int)
    /// Another explorer process took the session over with `--resume`.
    case resumed(pid: Int32, at: Date)
    /// The explorer quit cleanly: nothing to resume.
    case finished(at: Date)

    private struct Resumed: Codable {
        var pid: Int32
        var at: String
    }

    /// The entry as its journal line (no newline).
    public var line: String {
        switch self {
        case .step(let step): Self.text(step)
        case .stepAfter(let parent, let step): "after \(parent) " + Self.text(step)
        case .waitMerged(let seconds): "merge " + Action.wait(seconds: seconds).text
        case .undo: "undo"
        case .redo: "redo"
        case .jump(let node): "jump \(node)"
        case .resumed(let pid, let at): "resumed " + JournalJSON.text(Resumed(pid: pid, at: Journal.timestamp(at)))
        case .finished(let at): "finished " + Journal.timestamp(at)
        }
    }

    private static func text(_ step: Step) -> String {
        switch step {
        case .action(let action): "action " + action.text
        case .install(let setup): "install " + JournalJSON.text(setup)
        }
    }

    /// Reads a line; the error says what is wrong with it.
    public init(line: String) throws(JournalLineError) {
        let word = line.prefix { $0 != " " }
        let rest = String(line.dropFirst(word.count + 1))
        switch word {
        case "action", "install":
            self = .step(try Self.step(word, rest))
        case "after":
            let number = rest.prefix { $0 != " " }
            guard let parent = Int(number), parent >= 0 else { throw JournalLineError("not a step number: \(number)") }
            let step = String(rest.dropFirst(number.count + 1))
            let kind = step.prefix { $0 != " " }
            guard kind == "action" || kind == "install" else { throw JournalLineError("not a step after \(parent)") }
            self = .stepAfter(parent: parent, try Self.step(kind, String(step.dropFirst(kind.count + 1))))
        case "merge":
            guard case .wait(let seconds)? = try? Action(parsing: rest) else { throw JournalLineError("not a wait to merge") }
            self = .waitMerged(seconds: seconds)
        case "undo" where rest.isEmpty: self = .undo
        case "redo" where rest.isEmpty: self = .redo
        case "jump":
            guard let node = Int(rest), node >= 0 else { throw JournalLineError("not a step number: \(rest)") }
            self = .jump(to: node)
        case "resumed":
            guard let value = Self.resumedByHand(rest) ?? JournalJSON.value(Resumed.self, rest).map({ ($0.pid, $0.at) }),
                  let at = Journal.date(value.at) else {
                throw JournalLineError("not a resume record")
            }
            self = .resumed(pid: value.pid, at: at)
        case "finished":
            guard let at = Journal.date(rest) else { throw JournalLineError("bad time \(rest)") }
            self = .finished(at: at)
        default:
            throw JournalLineError("unknown line")
        }
    }

    /// A resume record exactly as `line` writes it, `{"at":"…","pid":N}`, read by hand; nil for
    /// any other spelling, which `JSONDecoder` reads. A journal gains one each time it is resumed,
    /// and `--resume` reads them all before its first frame: through the decoder each cost as
    /// much as a step.
    static func resumedByHand(_ text: String) -> (pid: Int32, at: String)? {
        let prefix = #"{"at":""#, middle = #"","pid":"#
        guard text.hasPrefix(prefix), text.hasSuffix("}") else { return nil }
        let body = text.utf8.dropFirst(prefix.utf8.count).dropLast()
        guard let quote = body.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let at = body[..<quote]
        // A backslash would be an escape: the decoder's to read.
        guard !at.contains(UInt8(ascii: "\\")), body[quote...].starts(with: middle.utf8) else { return nil }
        let digits = body[quote...].dropFirst(middle.utf8.count)
        let unsigned = digits.first == UInt8(ascii: "-") ? digits.dropFirst() : digits
        guard !unsigned.isEmpty, unsigned.count == 1 || unsigned.first != UInt8(ascii: "0"),
              unsigned.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let pid = Int32(String(decoding: digits, as: UTF8.self)) else { return nil }
        return (pid, String(decoding: at, as: UTF8.self))
    }

    private static func step(_ word: Substring, _ rest: String) throws(JournalLineError) -> Step {
        if word == "install" {
            guard let setup = JournalJSON.value(Setup.self, rest) else { throw JournalLineError("not a setup") }
            return .install(setup)
        }
        do {
            return .action(try Action(parsing: rest))
        } catch {
            throw JournalLineError(error.message)
        }
    }
}

/// Why a journal line could not be read.
public struct JournalLineError: Error, Equatable, Sendable {
    /// In a few words.
    public var message: String

    /// An error with a message.
    public init(_ message: String) { self.message = message }
}

/// Compact, key-sorted JSON on one line: how journals write setups.
enum JournalJSON {
    static func text<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain Codable structs of strings, numbers and bools cannot fail.
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static func value<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
