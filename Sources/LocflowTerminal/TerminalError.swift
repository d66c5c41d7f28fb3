import CellGrid

/// Why the interactive terminal cannot start, with a one-line message fit for stderr.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input is not a terminal (piped or redirected).
    case stdinNotATerminal
    /// Standard output is not a terminal (piped or redirected).
    case stdoutNotATerminal
    /// `TERM` is unset or empty.
    case termUnset
    /// `TERM` names a terminal type that terminfo does not know.
    case termUnknown(String)
    /// `TERM` names a known terminal that cannot move its cursor (`dumb`, a printing terminal).
    case termNotAddressable(String)
    /// curses could not start for another reason.
    case startFailed(String)

    /// The one-line, human message; `TERM` values are sanitised since they are user data.
    public var message: String {
        switch self {
        case .stdinNotATerminal:
            "standard input is not a terminal; the explorer needs an interactive terminal"
        case .stdoutNotATerminal:
            "standard output is not a terminal; the explorer needs an interactive terminal"
        case .termUnset:
            "TERM is not set; set it to your terminal type, for example TERM=xterm-256color"
        case .termUnknown(let term):
            "TERM=\"\(TextSanitizer.sanitize(term))\" is unknown to terminfo; try TERM=xterm-256color"
        case .termNotAddressable(let term):
            "TERM=\"\(TextSanitizer.sanitize(term))\" is a terminal without cursor addressing; the explorer needs a full-screen terminal such as TERM=xterm-256color (locflow run works anywhere)"
        case .startFailed(let reason):
            "cannot start the terminal: \(TextSanitizer.sanitize(reason))"
        }
    }

    /// Same as `message`.
    public var description: String { message }
}
