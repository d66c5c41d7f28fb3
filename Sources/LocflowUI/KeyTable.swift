extension Command {
    /// The key table as Markdown, grouped like the help overlay; docs/explorer.md embeds it and a
    /// test keeps the two in sync.
    public static func markdownKeyTable() -> String {
        var lines = ["| Group | Keys | Does |", "|---|---|---|"]
        for group in CommandGroup.allCases {
            for entry in entries(allCases.filter { $0.group == group }) {
                let keys = entry.keys.replacing("|", with: "\\|")
                lines.append("| \(group.rawValue) | `\(keys)` | \(entry.help) |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
