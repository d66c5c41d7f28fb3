/// A one-line explanation a designer understands, with the rule it comes from.
public struct Note: Equatable, Hashable, Sendable, Codable {
    public var text: String
    /// A transition (T31), a decision (D4), a reference section (§6.3) or a seed (seed 001).
    public var source: String

    public init(_ text: String, _ source: String) {
        self.text = text
        self.source = source
    }

    /// "requestAlwaysAuthorization ignored: Always may be requested only once (T31)"; a note that
    /// rests on an approximate reading says so with its code: "… (D22 resume, DOC A4) ≈ approximate:
    /// D22 resume" (the codes come from `ApproximateReadings`, the one table of them).
    public var line: String { "\(text) (\(source))\(approximateMark)" }

    /// " ≈ approximate: D2" after the source when the note rests on approximate readings, else
    /// "": the one place the mark is made (the transcripts write `line`'s pieces themselves).
    public var approximateMark: String {
        let codes = ApproximateReadings.codes(in: source)
        return codes.isEmpty ? "" : " ≈ approximate: " + codes.joined(separator: ", ")
    }

    /// The approximate readings this note rests on (`ApproximateReadings`), empty for Apple's word.
    public var approximateCodes: [String] { ApproximateReadings.codes(in: source) }

    /// Notes joined as a transcript's single `note` (`"a (T1); b (D2)"`), or nil when there is none.
    public static func line(_ notes: [Note]) -> String? { notes.isEmpty ? nil : notes.map(\.line).joined(separator: "; ") }
}

/// Everything one step caused, as values: callbacks in delivery order, notes, console lines.
public struct StepOutcome: Equatable, Sendable {
    public var callbacks: [Callback] = []
    public var notes: [Note] = []
    /// Lines the real system would print to the Xcode console (missing purpose strings, §5.2).
    public var console: [String] = []
    /// What the step delivered to async sequences and handlers, in order (modern-apis.md §4,
    /// D44), as values; `Yield.text` prints them. Empty, with no allocation, outside an extended file.
    public var yields: [Yield] = []
    /// Whether the step records its callbacks, notes and console lines: `Simulation.advance`
    /// asks for none (the graph reads only the state). Yields are always recorded: building them
    /// updates the modern objects' last yield (D44), which is state.
    public let records: Bool

    /// An outcome that records everything (what `apply` returns).
    public init() { records = true }

    /// An outcome that records nothing but yields (`Simulation.advance`).
    init(recording: Bool) { records = recording }

    /// Adds a note, building its text only when the outcome records (`text` may interpolate).
    mutating func note(_ text: @autoclosure () -> String, _ source: @autoclosure () -> String) {
        if records { notes.append(Note(text(), source())) }
    }

    /// Adds a callback, built only when the outcome records.
    mutating func deliver(_ callback: @autoclosure () -> Callback) {
        if records { callbacks.append(callback()) }
    }

    /// Adds callbacks in order, built only when the outcome records.
    mutating func deliver(_ more: @autoclosure () -> [Callback]) {
        if records { callbacks += more() }
    }

    /// Adds a console line, built only when the outcome records.
    mutating func print(_ line: @autoclosure () -> String) {
        if records { console.append(line()) }
    }

    /// The notes joined into the transcript's single `note`, or nil when there is none.
    public var noteLine: String? { Note.line(notes) }
}
