import CellGrid

extension ExplorerState {
    /// Recomputes the coverage panel's summary while it is open; clears it while closed.
    ///
    /// Why a snapshot in the state rather than computing in `render`: `render` is called for
    /// every frame and must stay a cheap pure function, and the first summary of a rule set
    /// enumerates its graph (1.3 s in a debug build, 0.17 s in release, for iOS 14+). So the
    /// summary is computed here, once per command, from the timeline (the session's only
    /// history) by the executable's `support.coverage`, with the graph cached once per rule set
    /// in its `CoverageGraphs`, outside the state.
    /// The snapshot is a function of the timeline and the setup on screen, so two states that
    /// are otherwise equal have equal snapshots and `==` keeps its meaning. After the first
    /// time, a refresh replays the kept steps' recorded states against the graph: about 30 µs a
    /// step in a debug build, nothing the person notices.
    mutating func refreshCoverage() {
        coverage = view.coverageOpen ? support.coverage(self) : nil
    }

    /// While the coverage panel is open, PgUp and PgDn page its lists instead of the log (the
    /// log's keys again once it is closed; the mouse wheel still scrolls the log). True when the
    /// key was taken.
    mutating func scrollCoverage(_ key: Key, size: ScreenSize) -> Bool {
        guard let summary = coverage, key == .pageUp || key == .pageDown else { return false }
        let range = CoverageView.scrollRange(summary, size: size)
        let start = min(view.coverageScroll, range.last)
        view.coverageScroll = max(0, min(range.last, start + (key == .pageDown ? range.page : -range.page)))
        return true
    }
}
