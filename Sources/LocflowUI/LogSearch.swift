import CellGrid

/// The `/` search, once applied: a filter on the delegate log (or the timeline) with one match
/// highlighted; `n`/`N` (or Enter) move between matches, Esc clears. In the timeline the cursor
/// follows the current match, so after Esc, Enter goes to that step. The text is typed in a
/// `TextEdit` (`.search`), with the same editing keys as every other field.
public struct LogSearch: Equatable, Sendable {
    /// The text the filter applies.
    public var applied: String
    /// The highlighted match, counted from the newest (0) towards older ones.
    public var match = 0

    /// A search for `applied`, its newest match highlighted.
    public init(applied: String, match: Int = 0) {
        self.applied = applied
        self.match = match
    }

    /// The keys that move between matches, as titles name them: a presented scenario keeps
    /// `n` for its next step, so its matches move with Enter.
    public static func moveKeys(inScenario: Bool) -> String {
        inScenario ? "Enter/N" : "n/N"
    }

    /// Whether `line` matches the applied text, ignoring case.
    public func matches(_ line: String) -> Bool {
        applied.isEmpty || line.containsIgnoringCase(applied)
    }
}

extension ExplorerState {
    /// How many log entries (or timeline rows, while the timeline is open) the search matches.
    var searchMatchCount: Int {
        guard let search = view.search else { return 0 }
        if view.timelineOpen { return TimelineView.Listing(timeline, cursor: view.timelineCursor).matches(search).count }
        return log.filter { search.matches($0.text) }.count
    }

    /// In the open timeline, puts the cursor on the current match (counted from the newest, as
    /// in the log), so the row highlighted is the step Enter goes to once the search is cleared.
    mutating func followTimelineMatch() {
        guard view.timelineOpen, let search = view.search else { return }
        let listing = TimelineView.Listing(timeline, cursor: view.timelineCursor)
        let matches = listing.matches(search)
        guard !matches.isEmpty else { return }
        view.timelineCursor = listing.shown[matches[matches.count - 1 - min(search.match, matches.count - 1)]]
    }

    /// A click on timeline row `node` while a search is applied: that row becomes the current match.
    mutating func matchTimelineRow(_ node: Int) {
        guard var open = view.search else { return }
        let listing = TimelineView.Listing(timeline, cursor: view.timelineCursor)
        let matches = listing.matches(open)
        guard let place = matches.firstIndex(where: { listing.shown[$0] == node }) else { return }
        open.match = matches.count - 1 - place
        view.search = open
    }

    /// `/`: opens the search line (a `TextEdit`), the search applied before cleared.
    mutating func startSearch() {
        view.search = nil
        view.textEdit = TextEdit(.search)
    }

    /// Enter on the search line: filters by `text` (an empty text, no search), the newest match
    /// highlighted and scrolled into view.
    mutating func applySearch(_ text: String) {
        guard !text.isEmpty else { return view.search = nil }
        view.search = LogSearch(applied: text)
        view.logScroll = 0
        followTimelineMatch()
        if searchMatchCount == 0 { say("search: nothing matches \u{201C}\(text)\u{201D}") }
    }

    /// Moves the highlighted match `delta` places towards older entries, wrapping around.
    mutating func moveSearchMatch(by delta: Int, size: ScreenSize) {
        guard var open = view.search else { return }
        let count = searchMatchCount
        guard count > 0 else { return }
        open.match = ((open.match + delta) % count + count) % count
        view.search = open
        followTimelineMatch()
    }
}
