import LocflowCore

/// The "≈ approximate: CODE" marks of notes, kept by their source for the writer that asks:
/// reading the codes out of a note's source (`Note.approximateMark`) split and trimmed strings,
/// a fifth of a long run's instructions, while a run's notes have a few dozen sources at most.
/// The marks are `Note.approximateMark`'s own; bounded, cleared when full.
struct ApproximateMarks {
    private var marks: [String: String] = [:]

    /// The mark of `note`, from the cache when its source was seen.
    mutating func mark(_ note: Note) -> String {
        if let known = marks[note.source] { return known }
        let mark = note.approximateMark
        if marks.count >= 256 { marks.removeAll(keepingCapacity: true) }
        marks[note.source] = mark
        return mark
    }
}
