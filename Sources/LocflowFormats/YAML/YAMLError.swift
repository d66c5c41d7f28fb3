/// A place in YAML text as libyaml (and so Yams) counts it: lines and columns from 1, columns in
/// Unicode scalars, so that `file:line:col` errors read the same as before locflow had its own reader.
struct YAMLMark: Equatable, Sendable {
    var line: Int
    var column: Int
}

/// Why a YAML text could not be read, and where.
struct YAMLError: Error, Sendable {
    var mark: YAMLMark
    /// The problem, in libyaml's words where libyaml has words for it (users and tests know them).
    var problem: String
    /// What was being read when it happened, e.g. "while parsing a flow sequence" and where that began.
    var context: (text: String, line: Int)?
    /// True for locflow's own limits, whose messages stand alone.
    var ownWords = false

    init(_ problem: String, at mark: YAMLMark, while context: String? = nil, from start: YAMLMark? = nil) {
        self.mark = mark
        self.problem = problem
        if let context, let start { self.context = (context, start.line) }
    }

    /// The message after `file:line:col: error: `, shaped like the Yams-era one:
    /// `not valid YAML: <problem> (<context> at line N)`.
    var message: String {
        if ownWords { return problem }
        return "not valid YAML: \(problem)" + (context.map { " (\($0.text) at line \($0.line))" } ?? "")
    }
}

/// The part of YAML locflow deliberately does not read: named in the error, never guessed at.
enum YAMLUnsupported {
    static func error(_ feature: String, at mark: YAMLMark) -> YAMLError {
        YAMLError("\(feature) is not supported by locflow's YAML reader", at: mark)
    }
}
