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

    /// The reason of an "X ignored: reason (codes)" note, without the codes.
    static func ignoredReason(_ note: String) -> String? {
        let marker = Array(" ignored: ")
        let chars = Array(note)
        guard let start = (0...max(0, chars.count - marker.count)).first(where: { chars[$0..<min(chars.count, $0 + marker.count)].elementsEqual(marker) }) else { return nil }
        var reason = chars[(start + marker.count)...]
        if reason.last == ")", let open = reason.lastIndex(of: "("), open > reason.startIndex, reason[open - 1] == " " { reason = reason[..<(open - 1)] }
        return String(reason)
    }
}
