import LocflowCore

extension Simulation {
    /// The modern objects' invariants (for `brokenInvariants`).
    var brokenModernInvariants: [String] {
        var broken: [String] = []
        func require(_ ok: Bool, _ what: String) { if !ok { broken.append(what) } }
        let ids = modern.sessions.map(\.id)
        require(ids == ids.sorted() && Set(ids).count == ids.count && ids.allSatisfy { $0 < modern.nextSession }, "sessions are numbered in creation order, never reused")
        require(ruleSet >= .iOS18 || modern.sessions.isEmpty, "sessions exist from iOS 18")
        require(ruleSet >= .iOS17 || (modern.updates == nil && modern.conditions.isEmpty && modern.backgroundActivity == nil), "the iOS 17 objects exist from iOS 17")
        let terminated = lifecycle == .terminated
        require(!terminated || modern.sessions.allSatisfy { $0.state == .outstanding }, "a terminated app's sessions are outstanding")
        require(terminated || modern.sessions.allSatisfy { $0.state != .outstanding }, "a running app re-created or ended its sessions")
        require(!terminated || (modern.sessions.allSatisfy { diagnostics(of: $0).isEmpty } && updatesDiagnostics.isEmpty), "no diagnostics while terminated")
        require(hasDiagnostics || (modern.sessions.isEmpty && updatesDiagnostics.isEmpty && backgroundActivityDiagnostics.isEmpty), "no diagnostics before iOS 18")
        require(Set(modern.conditions.map(\.id)).count == modern.conditions.count, "condition IDs are unique")
        return broken
    }
}
