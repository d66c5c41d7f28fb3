/// Which sample app the app-code lens reads.
public enum LensSample: Equatable, Sendable {
    /// Apple's Listings 1 and 3 and the blog's helper (seeds 000, 003): the delegate API.
    case delegate
    /// "Nearby", locflow's SwiftUI/async sample (`ModernSample`): the modern APIs.
    case modern
}

extension ExplorerState {
    /// The sample the lens shows: the one chosen with `L`, else the one the flow calls for —
    /// the SwiftUI/async sample once the flow uses the modern APIs (it is extended, C2), the
    /// delegate samples before.
    public var shownLensSample: LensSample {
        view.lensSample ?? (config.extended ? .modern : .delegate)
    }
}
