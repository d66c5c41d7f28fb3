import LocflowCore

/// What iOS did against what a test expected, as lines a person reads in a failed `#expect`.
extension SimulatedPhone {
    /// nil when the callbacks delivered since `mark` are `expected` (canonical names, as
    /// `locflow run` prints them: `didChangeAuthorization(authorizedWhenInUse)`); otherwise a
    /// readable diff with the steps that caused them. Use as `#expect(phone.callbackDiff([…]) == nil)`.
    public func callbackDiff(_ expected: [String], since mark: Int = 0) -> String? {
        let slice = delivered[checked(mark, "callbackDiff(_:since:)")...]
        let actual = slice.map(\.canonical)
        guard actual != expected else { return nil }
        var lines = ["callbacks differ on iOS \(simulation.setup.ios.text) (rule set \(ruleSet.rawValue)); - expected, + iOS did:"]
        lines += Self.diff(expected, actual).map { "  " + $0 }
        lines.append("steps:")
        let first = slice.first?.step ?? steps.count - 1
        for step in steps where step.number >= max(0, min(first, steps.count - 1)) {
            let told = step.callbacks.map(\.canonical)
            lines.append("  \(step.number). \(step.text)" + (told.isEmpty ? "" : " → " + told.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n")
    }

    /// nil when the prompt on screen is of `kind` with `buttons` (when given; a curly apostrophe
    /// is a straight one, as for `tap`); otherwise what is on screen. `kind` nil asks for no prompt.
    public func promptDiff(_ kind: Prompt.Kind?, buttons: [String]? = nil) -> String? {
        let shown = prompt
        func plain(_ labels: [String]?) -> [String]? { labels?.map { String($0.map { $0 == "\u{2019}" ? "'" : $0 }) } }
        if shown?.kind == kind && (buttons == nil || plain(shown?.labels) == plain(buttons)) { return nil }
        let want = kind.map { "\($0.rawValue)" + (buttons.map { " \($0)" } ?? "") } ?? "no prompt"
        let have = shown.map { "\($0.kind.rawValue) “\($0.title)” \($0.labels)" } ?? "no prompt"
        let why = steps.last.map { "after `\($0.text)`" + (Note.line($0.notes).map { ": \($0)" } ?? "") } ?? ""
        return "prompt differs on iOS \(simulation.setup.ios.text): expected \(want), on screen \(have) \(why)"
    }

    /// A line diff by longest common subsequence: `  same`, `- expected only`, `+ actual only`.
    static func diff(_ expected: [String], _ actual: [String]) -> [String] {
        let n = expected.count, m = actual.count
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && expected[i] == actual[j] {
                out.append("  \(expected[i])"); i += 1; j += 1
            } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
                out.append("+ \(actual[j])"); j += 1
            } else {
                out.append("- \(expected[i])"); i += 1
            }
        }
        if expected.isEmpty && actual.isEmpty { out.append("  (none)") }
        return out
    }
}

extension SimulatedPhone {
    /// Every step so far as lines a person reads when a test fails: the step as a scenario line
    /// (`(app)` for the app's own calls), the callbacks it caused, the prompt it left up and the
    /// model's notes with their rules. `print(phone.transcript)`, or attach it to an `#expect`.
    public var transcript: String {
        var lines: [String] = []
        var shown: Prompt?
        for step in steps {
            let told = step.callbacks.map(\.canonical)
            lines.append("\(step.number). \(step.text)\(step.appsOwn ? " (app)" : "")" + (told.isEmpty ? "" : " → " + told.joined(separator: ", ")))
            if step.prompt != shown {
                lines.append("   prompt: " + (step.prompt.map { "\($0.kind.rawValue) \($0.labels)" } ?? "none"))
                shown = step.prompt
            }
            for note in step.notes { lines.append("   note: \(note.line)") }
        }
        return lines.joined(separator: "\n")
    }
}
