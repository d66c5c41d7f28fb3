/// What each key does while a `--scenario` is presented: the demo guide's stray-key table,
/// from the command table, so a new key cannot be missing from it (`StrayKeyTests`).
public enum ScenarioEffect: String, CaseIterable, Sendable {
    /// `n`: plays the file.
    case plays = "plays the next action and the expectations after it; after a stray step, goes back to the file first and says so"
    /// The rewind key.
    case rewinds = "rewinds: a fresh install of the file's setup, the pointer at step 1"
    /// Undo and redo: the pointer goes with the state.
    case history = "undo / redo the last step, the file's pointer with it (a stray step undone puts the screen back on the file)"
    /// A step the file does not contain.
    case offScript = "takes a step the file does not contain: the header says `off script after ‘KEY’: n goes back`, and the next `n` returns to where the file was before it plays on (the stray step stays in the timeline)"
    /// A menu whose rows install something fresh the file does not contain.
    case setsAside = "opens a menu (`n` closes it and plays on); a row chosen in it is a fresh install the file does not contain: the scenario is set aside with a log line, `n` only says how to rewind, the rewind key brings it back"
    /// The quit question, from `q` or Ctrl-C.
    case asks = "asks first: `q`, `y` or `^C` quits (`^C` with status 130), `n` stays and plays on, any other key stays and does nothing else"
    /// Panels, overlays, search, scrolling: the simulation is untouched.
    case view = "changes only what is shown (a panel, an overlay, the log's scroll or search): the file's place is kept, and `n` closes any overlay or search and plays on"
}

extension Command {
    /// What the command does while a `--scenario` is presented.
    public var duringScenario: ScenarioEffect { if let index = ordinal { Self.rows[index].duringScenario } else { definition.duringScenario } }

    /// The stray-key table as Markdown: every key, by what it does to a presented scenario;
    /// docs/demo-guide.md embeds it and a test keeps the two in sync.
    public static func markdownStrayKeyTable() -> String {
        var lines = ["| Keys while a scenario is presented | What happens |", "|---|---|"]
        for effect in ScenarioEffect.allCases {
            let keys = entries(allCases.filter { $0.duringScenario == effect }).map { "`\($0.keys.replacing("|", with: "\\|"))`" }
            lines.append("| \(keys.joined(separator: " ")) | \(effect.rawValue) |")
        }
        lines.append("| a mouse click | what the key of the row or button clicked does; a click on a prompt button, a Settings row or a services row is a stray step |")
        return lines.joined(separator: "\n")
    }
}
