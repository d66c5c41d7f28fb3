import LocflowCore

extension SchemaFile {
    /// The schema's `action` definition, written from the action table: every whole line of a
    /// row without a free argument in one `enum`, then a pattern per row with one. The checked-in
    /// schema carries exactly this text (`SchemaActionsTests`; `UPDATE_SCHEMA=1` rewrites it).
    public static func actionDefinition(indent: String = "    ") -> String {
        let inner = indent + "  "
        var out = indent + "\"action\": {\n"
        out += inner + "\"type\": \"string\",\n"
        out += inner + "\"description\": \"One action: a name and at most one argument (scenario contract \\\"Actions\\\", modern-apis.md §3).\",\n"
        out += inner + "\"anyOf\": [\n"
        var items: [String] = []
        let lines = ActionTable.rows.flatMap(\.lines)
        items.append(inner + "  {\n" + inner + "    \"enum\": [\n"
            + lines.map { inner + "      " + JSONText.quoted($0) }.joined(separator: ",\n") + "\n" + inner + "    ]\n" + inner + "  }")
        for row in ActionTable.rows {
            guard let pattern = row.schemaPattern else { continue }
            items.append(inner + "  {\n" + inner + "    \"pattern\": " + JSONText.quoted(pattern) + ",\n"
                + inner + "    \"description\": " + JSONText.quoted(row.summary) + "\n" + inner + "  }")
        }
        out += items.joined(separator: ",\n") + "\n" + inner + "]\n" + indent + "}"
        return out
    }
}
