/// The session journal: where the explorer keeps its history as it goes, so `--resume` can bring
/// a session back after a crash or a kill (XDG Base Directory: state data).
public enum Journal {
    /// The journal file for an environment: `$XDG_STATE_HOME/locflow/journal.yaml`, or
    /// `$HOME/.local/state/locflow/journal.yaml`; nil when neither gives an absolute directory.
    ///
    /// The XDG spec says a relative `XDG_STATE_HOME` is invalid and must be ignored, as must an
    /// empty one; the same goes for HOME here, so the journal never lands relative to wherever
    /// the explorer happened to start.
    public static func path(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return join(state, "locflow/journal.yaml")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return join(home, ".local/state/locflow/journal.yaml")
        }
        return nil
    }

    /// Reads the journal at `path` back into a session: one line of explanation when it is
    /// missing or cannot be parsed.
    public static func load(_ path: String) throws(ScenarioError) -> Session {
        let bytes: [UInt8]
        do {
            bytes = try InputText.bytes(path)
        } catch {
            throw ScenarioError(file: path, message: "no session to resume: the journal: \(error.reason)")
        }
        let text = try InputText.decode(bytes, file: path)
        return try ScenarioParser.parse(text, file: path).session
    }

    private static func join(_ directory: String, _ rest: String) -> String {
        (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/" + rest
    }
}
