/// Reads YAML or JSON text into a `Located` tree, with positions.
public enum DocumentLoader {
    /// Parses `text`; the format follows the file name (`.json` is JSON, anything else YAML).
    public static func load(_ text: String, file: String) throws(ScenarioError) -> Located {
        if file.lowercased().hasSuffix(".json") { return try loadJSON(text, file: file) }
        return try loadYAML(text, file: file)
    }

    /// YAML through locflow's own reader (`YAML/`), which keeps every node's line and column as
    /// Yams' composer gave them; Yams itself is only a test dependency now (differential tests).
    package static func loadYAML(_ text: String, file: String) throws(ScenarioError) -> Located {
        let root: YAMLNode?
        do {
            var parser = try YAMLParser(text, maxValues: maxValues, maxDepth: maxDepth)
            root = try parser.document()
        } catch {
            throw ScenarioError(file: file, line: error.mark.line, column: error.mark.column, message: error.message)
        }
        guard let root else { throw ScenarioError(file: file, line: 1, column: 1, message: "the file is empty; a scenario needs at least `steps:`") }
        return root.located
    }

    /// JSON strictly, with positions (`StrictJSON`).
    static func loadJSON(_ text: String, file: String) throws(ScenarioError) -> Located {
        try StrictJSON.parse(text, file: file)
    }

    /// The most values a document may hold once YAML aliases are expanded, and the deepest it
    /// may nest. Far above any real scenario (a million steps fit); they stop an alias bomb
    /// ("billion laughs") from expanding for ever, and deep nesting from exhausting the stack.
    static let maxValues = 2_000_000
    static let maxDepth = 256
}
