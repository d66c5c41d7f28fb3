import LocflowCore

/// The extended transcript of modern-apis.md §4 (D38): JSONL keys and text lines.
extension JSONTranscript {
    static func modernFields(_ m: ModernSnapshot, yields: [Yield], _ w: inout JSONWriter, into out: inout [UInt8]) {
        func diagnostics(_ key: String, _ d: Diagnostics, _ o: inout JSONWriter) {
            o.key(key, into: &out)
            out += "[" + d.ordered.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "]"
        }
        func object(_ key: String, _ value: ModernSnapshot.Object?) {
            w.key(key, into: &out)
            guard let value else { out += "null"; return }
            var o = JSONWriter(into: &out)
            o.field("state", word: value.state, into: &out)
            diagnostics("diagnostics", value.diagnostics, &o)
            o.finish(into: &out)
        }
        // §4's order, from the one list of the modern keys; the switch covers every key.
        for field in ModernField.transcriptOrder {
            let key = field.key
            switch field {
            case .sessions:
                w.key(key, into: &out)
                out += "["
                for (i, session) in m.sessions.enumerated() {
                    if i > 0 { out += "," }
                    var o = JSONWriter(into: &out)
                    o.field("id", session.id, into: &out)
                    o.field("goal", word: session.goal.rawValue, into: &out)
                    o.field("fullAccuracy", session.fullAccuracy, into: &out)
                    o.field("state", word: session.state.rawValue, into: &out)
                    diagnostics("diagnostics", session.diagnostics, &o)
                    o.finish(into: &out)
                }
                out += "]"
            case .updates: object(key, m.updates)
            case .monitor:
                w.key(key, into: &out)
                if m.monitor.isEmpty {
                    out += "null"
                } else {
                    // Condition IDs come from the file: quoted (escaped) as keys.
                    out += "{"
                    for (i, condition) in m.monitor.enumerated() {
                        if i > 0 { out += "," }
                        JSONValue.quote(condition.id, into: &out)
                        out += ":"
                        var o = JSONWriter(into: &out)
                        o.field("type", word: condition.type.rawValue, into: &out)
                        o.field("state", word: condition.state.rawValue, into: &out)
                        diagnostics("diagnostics", condition.diagnostics, &o)
                        o.finish(into: &out)
                    }
                    out += "}"
                }
            case .backgroundActivity: object(key, m.backgroundActivity)
            case .locationButtonApproved: w.field(key, m.locationButtonApproved, into: &out)
            case .yields:
                // Each yield's text (`Yield.text`, the one printer), quoted as the file's IDs may need.
                w.key(key, into: &out)
                out += "["
                for (i, element) in yields.enumerated() {
                    if i > 0 { out += "," }
                    JSONValue.quote(element.text, into: &out)
                }
                out += "]"
            }
        }
    }
}

extension TextTranscript {
    /// `yields:` every step that has some; `sessions:`, `updates:`, `monitor:` and `background
    /// activity:` when not empty and changed since the previous step (§4).
    static func modernLines(_ m: ModernSnapshot, previous: ModernSnapshot?, yields: [Yield]) -> [String] {
        var lines: [String] = []
        func label(_ field: ModernField) -> String { (field.textLabel ?? field.key) + ": " }
        if !yields.isEmpty { lines.append(label(.yields) + yields.map(\.text).joined(separator: ", ")) }
        func flags(_ d: Diagnostics) -> String { d.isEmpty ? "" : " [\(d.text)]" }
        let sessions = m.sessions.map { s in
            "#\(s.id) \(s.goal.rawValue)\(s.fullAccuracy.map { " fullAccuracy \($0)" } ?? "") \(s.state.rawValue)\(flags(s.diagnostics))"
        }.joined(separator: "; ")
        let updates = m.updates.map { "\($0.state)\(flags($0.diagnostics))" } ?? ""
        let monitor = m.monitor.map { "\($0.id) (\($0.type.rawValue)) \($0.state.rawValue)\(flags($0.diagnostics))" }.joined(separator: "; ")
        let background = m.backgroundActivity.map { "\($0.state)\(flags($0.diagnostics))" } ?? ""
        func changed(_ f: (ModernSnapshot) -> Bool) -> Bool { previous.map { !f($0) } ?? true }
        if !sessions.isEmpty && changed({ $0.sessions == m.sessions }) { lines.append(label(.sessions) + sessions) }
        if !updates.isEmpty && changed({ $0.updates == m.updates }) { lines.append(label(.updates) + updates) }
        if !monitor.isEmpty && changed({ $0.monitor == m.monitor }) { lines.append(label(.monitor) + monitor) }
        if !background.isEmpty && changed({ $0.backgroundActivity == m.backgroundActivity }) { lines.append(label(.backgroundActivity) + background) }
        return lines
    }

    /// The modern keys of an expectation, in §5's order.
    static func describe(_ e: ModernExpectation) -> [String] {
        var parts: [String] = []
        for field in ModernField.allCases where e.asks(field) {
            let value: String
            switch field {
            case .yields: value = "[\((e.yields ?? []).joined(separator: ", "))]"
            case .sessions: value = "\(e.sessions?.count ?? 0)"
            case .updates: value = e.updates?.check.map { $0.state ?? "…" } ?? "none"
            case .monitor: value = (e.monitor ?? nil).map { $0.map(\.id).joined(separator: ", ") } ?? "none"
            case .backgroundActivity: value = e.backgroundActivity?.check.map { $0.state ?? "…" } ?? "none"
            case .locationButtonApproved: value = "\(e.locationButtonApproved ?? false)"
            }
            parts.append(field.key + ": " + value)
        }
        return parts
    }
}
