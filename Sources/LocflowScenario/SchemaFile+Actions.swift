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
            + lines.map { inner + "      " + quoted($0) }.joined(separator: ",\n") + "\n" + inner + "    ]\n" + inner + "  }")
        for row in ActionTable.rows {
            guard let pattern = row.schemaPattern else { continue }
            items.append(inner + "  {\n" + inner + "    \"pattern\": " + quoted(pattern) + ",\n"
                + inner + "    \"description\": " + quoted(row.summary) + "\n" + inner + "  }")
        }
        out += items.joined(separator: ",\n") + "\n" + inner + "]\n" + indent + "}"
        return out
    }

    /// A JSON string: the table's texts hold backslashes (patterns) and quotes, nothing else to escape.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
