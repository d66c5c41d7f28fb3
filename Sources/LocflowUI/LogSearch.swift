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

extension LogSearch {
    /// What the search is told. The feature's state is `LogSearch?`: nil while no search is applied.
    enum Event: Equatable {
        /// `/`: the search applied before is cleared, and a new one is typed.
        case open
        /// Enter on the search line, with the text typed (empty: no search).
        case apply(String)
        /// `n`/`N` (or Enter): the highlighted match moves `by` places towards older entries,
        /// wrapping around the `among` matches the parent's panel shows.
        case move(by: Int, among: Int)
        /// The match a click picked, counted from the newest.
        case pick(Int)
        /// The panel searched changed (the timeline opened or closed): its newest match again.
        case restart
        /// Esc, or a presented scenario's `n`: no search.
        case clear
    }

    /// What the parent must do after an event.
    enum Outcome: Equatable {
        /// Open the search line (a `TextEdit`, `.search`).
        case openLine
        /// A search was applied: scroll to the newest entry, bring its match into view, and say
        /// when nothing matches.
        case showNewest
        /// The highlighted match changed: bring it into view.
        case showMatch
    }

    /// Applies `event` to `search`; returns what the parent must do, if anything. Pure: the
    /// matches are the parent's to count, and come in the event.
    static func update(_ search: inout LogSearch?, _ event: Event) -> Outcome? {
        switch event {
        case .open:
            search = nil
            return .openLine
        case .apply(let text):
            guard !text.isEmpty else {
                search = nil
                return nil
            }
            search = LogSearch(applied: text)
            return .showNewest
        case .move(let delta, let count):
            guard var open = search, count > 0 else { return nil }
            open.match = ((open.match + delta) % count + count) % count
            search = open
            return .showMatch
        case .pick(let match):
            search?.match = match
            return nil
        case .restart:
            guard search != nil else { return nil }
            search?.match = 0
            return .showMatch
        case .clear:
            search = nil
            return nil
        }
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
        guard let open = view.search else { return }
        let listing = TimelineView.Listing(timeline, cursor: view.timelineCursor)
        let matches = listing.matches(open)
        guard let place = matches.firstIndex(where: { listing.shown[$0] == node }) else { return }
        search(.pick(matches.count - 1 - place))
    }

    /// `/`: opens the search line (a `TextEdit`), the search applied before cleared.
    mutating func startSearch() {
        search(.open)
    }

    /// Enter on the search line: filters by `text` (an empty text, no search), the newest match
    /// highlighted and scrolled into view.
    mutating func applySearch(_ text: String) {
        guard search(.apply(text)) == .showNewest, searchMatchCount == 0 else { return }
        say("search: nothing matches \u{201C}\(text)\u{201D}")
    }

    /// Moves the highlighted match `delta` places towards older entries, wrapping around.
    mutating func moveSearchMatch(by delta: Int, size: ScreenSize) {
        guard view.search != nil else { return }
        search(.move(by: delta, among: searchMatchCount))
    }

    /// Hands an event to the search feature and does what it asks (the line, the log's scroll,
    /// the timeline's cursor); returns what it asked.
    @discardableResult
    mutating func search(_ event: LogSearch.Event) -> LogSearch.Outcome? {
        let outcome = LogSearch.update(&view.search, event)
        switch outcome {
        case .openLine: view.textEdit = TextEdit(.search)
        case .showNewest:
            view.logScroll = 0
            followTimelineMatch()
        case .showMatch: followTimelineMatch()
        case nil: break
        }
        return outcome
    }
}
