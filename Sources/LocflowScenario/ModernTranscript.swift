import LocflowCore

/// The extended transcript of modern-apis.md §4 (D38): JSONL keys and text lines.
extension JSONTranscript {
    static func modernFields(_ m: ModernSnapshot, yields: [String], _ w: inout JSONWriter) {
        func diagnostics(_ d: Diagnostics) -> JSONValue { .strings(d.ordered.map(\.rawValue)) }
        func object(_ o: ModernSnapshot.Object?) -> JSONValue {
            o.map { .object([("state", .string($0.state)), ("diagnostics", diagnostics($0.diagnostics))]) } ?? .null
        }
        w.field("sessions", .array(m.sessions.map {
            .object([
                ("id", .int($0.id)), ("goal", .string($0.goal.rawValue)),
                ("fullAccuracy", $0.fullAccuracy.map(JSONValue.string) ?? .null),
                ("state", .string($0.state.rawValue)), ("diagnostics", diagnostics($0.diagnostics)),
            ])
        }))
        w.field("updates", object(m.updates))
        w.field("monitor", m.monitor.isEmpty ? .null : .object(m.monitor.map {
            ($0.id, .object([("type", .string($0.type.rawValue)), ("state", .string($0.state.rawValue)), ("diagnostics", diagnostics($0.diagnostics))]))
        }))
        w.field("backgroundActivity", object(m.backgroundActivity))
        w.field("locationButtonApproved", .bool(m.locationButtonApproved))
        w.field("yields", .strings(yields))
    }
}

extension TextTranscript {
    /// `yields:` every step that has some; `sessions:`, `updates:`, `monitor:` and `background
    /// activity:` when not empty and changed since the previous step (§4).
    static func modernLines(_ m: ModernSnapshot, previous: ModernSnapshot?, yields: [String]) -> [String] {
        var lines: [String] = []
        if !yields.isEmpty { lines.append("yields: " + yields.joined(separator: ", ")) }
        func flags(_ d: Diagnostics) -> String { d.isEmpty ? "" : " [\(d.text)]" }
        let sessions = m.sessions.map { s in
            "#\(s.id) \(s.goal.rawValue)\(s.fullAccuracy.map { " fullAccuracy \($0)" } ?? "") \(s.state.rawValue)\(flags(s.diagnostics))"
        }.joined(separator: "; ")
        let updates = m.updates.map { "\($0.state)\(flags($0.diagnostics))" } ?? ""
        let monitor = m.monitor.map { "\($0.id) (\($0.type.rawValue)) \($0.state.rawValue)\(flags($0.diagnostics))" }.joined(separator: "; ")
        let background = m.backgroundActivity.map { "\($0.state)\(flags($0.diagnostics))" } ?? ""
        func changed(_ f: (ModernSnapshot) -> Bool) -> Bool { previous.map { !f($0) } ?? true }
        if !sessions.isEmpty && changed({ $0.sessions == m.sessions }) { lines.append("sessions: " + sessions) }
        if !updates.isEmpty && changed({ $0.updates == m.updates }) { lines.append("updates: " + updates) }
        if !monitor.isEmpty && changed({ $0.monitor == m.monitor }) { lines.append("monitor: " + monitor) }
        if !background.isEmpty && changed({ $0.backgroundActivity == m.backgroundActivity }) { lines.append("background activity: " + background) }
        return lines
    }

    /// The modern keys of an expectation, in §5's order.
    static func describe(_ e: ModernExpectation) -> [String] {
        var parts: [String] = []
        if let v = e.yields { parts.append("yields: [\(v.joined(separator: ", "))]") }
        if let v = e.sessions { parts.append("sessions: \(v.count)") }
        if let v = e.updates { parts.append("updates: \(v.check.map { $0.state ?? "…" } ?? "none")") }
        if let v = e.monitor { parts.append("monitor: \(v.map { $0.map(\.id).joined(separator: ", ") } ?? "none")") }
        if let v = e.backgroundActivity { parts.append("backgroundActivity: \(v.check.map { $0.state ?? "…" } ?? "none")") }
        if let v = e.locationButtonApproved { parts.append("locationButtonApproved: \(v)") }
        return parts
    }
}
