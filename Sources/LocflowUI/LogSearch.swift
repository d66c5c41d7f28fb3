import CellGrid

/// The `/` search: a small input line, then a filter on the delegate log (or the timeline)
/// with one match highlighted; `n`/`N` (or Enter) move between matches, Esc clears. In the
/// timeline the cursor follows the current match, so after Esc, Enter goes to that step.
public struct LogSearch: Equatable, Sendable {
    /// The text being typed.
    public var text = ""
    /// The input line is open and takes every key.
    public var editing = true
    /// The text the filter applies, once Enter applied it.
    public var applied: String?
    /// The highlighted match, counted from the newest (0) towards older ones.
    public var match = 0

    /// Whether `line` matches the applied text, ignoring case.
    public func matches(_ line: String) -> Bool {
        guard let applied, !applied.isEmpty else { return true }
        return line.containsIgnoringCase(applied)
    }
}

extension ExplorerState {
    /// How many log entries (or timeline rows, while the timeline is open) the search matches.
    var searchMatchCount: Int {
        guard let search, search.applied != nil else { return 0 }
        if timelineOpen { return TimelineView.Listing(timeline, cursor: timelineCursor).matches(search).count }
        return log.filter { search.matches($0.text) }.count
    }

    /// In the open timeline, puts the cursor on the current match (counted from the newest, as
    /// in the log), so the row highlighted is the step Enter goes to once the search is cleared.
    mutating func followTimelineMatch() {
        guard timelineOpen, let search, search.applied != nil else { return }
        let listing = TimelineView.Listing(timeline, cursor: timelineCursor)
        let matches = listing.matches(search)
        guard !matches.isEmpty else { return }
        timelineCursor = listing.shown[matches[matches.count - 1 - min(search.match, matches.count - 1)]]
    }

    /// A click on timeline row `node` while a search is applied: that row becomes the current match.
    mutating func matchTimelineRow(_ node: Int) {
        guard var open = search, open.applied != nil else { return }
        let listing = TimelineView.Listing(timeline, cursor: timelineCursor)
        let matches = listing.matches(open)
        guard let place = matches.firstIndex(where: { listing.shown[$0] == node }) else { return }
        open.match = matches.count - 1 - place
        search = open
    }

    /// Handles a key while the search line is open: typing, Backspace, Enter applies (again:
    /// the next match), Esc clears; Ctrl-C still quits at once.
    mutating func editSearch(_ key: Key, size: ScreenSize) {
        guard var open = search else { return }
        switch key {
        case .char(let character):
            open.text.append(character)
            search = open
        case .backspace:
            if !open.text.isEmpty { open.text.removeLast() }
            search = open
        case .enter:
            if open.text.isEmpty { search = nil; return }
            if open.applied == open.text { return moveSearchMatch(by: 1, size: size) }
            open.applied = open.text
            open.match = 0
            open.editing = false
            search = open
            logScroll = 0
            followTimelineMatch()
            if searchMatchCount == 0 { say("search: nothing matches \u{201C}\(open.text)\u{201D}") }
        case .escape: search = nil
        case .ctrl("c"): quitRequested = true
        default: break
        }
    }

    /// Moves the highlighted match `delta` places towards older entries, wrapping around.
    mutating func moveSearchMatch(by delta: Int, size: ScreenSize) {
        guard var open = search else { return }
        let count = searchMatchCount
        guard count > 0 else { return }
        open.match = ((open.match + delta) % count + count) % count
        search = open
        followTimelineMatch()
    }
}
