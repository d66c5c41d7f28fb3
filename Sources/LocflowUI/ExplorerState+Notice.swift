import CellGrid

/// What the explorer says about things other than this session (an unfinished session left by
/// an earlier start, a journal it cannot read): once, over the footer until the first key, so
/// the delegate log starts with this session's own business.
extension ExplorerState {
    /// Shows `lines` over the footer until the next key (joined, newest concern first).
    public mutating func showNotice(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        view.notice = lines.joined(separator: " · ")
    }

    /// Says over the footer (until the first key) and in the log that this session has no
    /// journal, and why: a session `--resume` cannot bring back is never kept so in silence.
    public mutating func keepsNoJournal(_ reason: String) {
        showNotice([reason])
        say(reason, kind: .expectFailed)
    }

    /// Names this session's journal, so the quit question can say how to bring it back.
    public mutating func journalOpened(id: String?) {
        sessionID = id
    }

    /// The one-line status the designer view shows under the phone: the start-up notice, else
    /// what the latest key did in plain words (a save, an expectation, nothing happening); nil
    /// when the picture says it all.
    var designerStatus: String? {
        if let notice = view.notice { return notice }
        // The lines of the latest step: back to the newest action (or every line after a save).
        var failed: String?, passed: String?, explorer: String?, ignored: String?
        for entry in log.reversed() {
            switch entry.kind {
            case .expectFailed: failed = failed ?? entry.text
            case .expectPassed: passed = passed ?? entry.text
            case .explorer: explorer = explorer ?? entry.text
            case .note:
                // "X ignored: the app is suspended and runs no code … (D22)": the reason, no codes.
                if let reason = Self.ignoredReason(entry.text) { ignored = ignored ?? "Nothing happened: " + reason }
            case .action: return failed.map { "\u{2717} " + $0 } ?? explorer ?? passed.map { "\u{2713} " + $0 } ?? ignored
            default: break
            }
        }
        return failed.map { "\u{2717} " + $0 } ?? explorer ?? passed.map { "\u{2713} " + $0 } ?? ignored
    }

    /// The reason of an "X ignored: reason (codes)" or "X changes nothing: reason (codes)" note
    /// (an App Clip's `requestAlwaysAuthorization`: a clip never gets Always, D52), without the
    /// codes or an approximation mark.
    static func ignoredReason(_ note: String) -> String? {
        var chars = Array(note)
        if let mark = chars.firstIndex(of: "\u{2248}"), mark > 0, chars[mark - 1] == " " { chars = Array(chars[..<(mark - 1)]) }
        func find(_ marker: [Character]) -> Int? {
            guard chars.count >= marker.count else { return nil }
            return (0...(chars.count - marker.count)).first { chars[$0..<($0 + marker.count)].elementsEqual(marker) }.map { $0 + marker.count }
        }
        guard let start = find(Array(" ignored: ")) ?? find(Array(" changes nothing: ")) else { return nil }
        var reason = chars[start...]
        if reason.last == ")", let open = reason.lastIndex(of: "("), open > reason.startIndex, reason[open - 1] == " " { reason = reason[..<(open - 1)] }
        return String(reason)
    }
}
