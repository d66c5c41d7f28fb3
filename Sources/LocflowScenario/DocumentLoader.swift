import Foundation
import Yams

/// Reads YAML or JSON text into a `Located` tree, with positions.
public enum DocumentLoader {
    /// Parses `text`; the format follows the file name (`.json` is JSON, anything else YAML).
    public static func load(_ text: String, file: String) throws(ScenarioError) -> Located {
        if file.lowercased().hasSuffix(".json") { return try loadJSON(text, file: file) }
        return try loadYAML(text, file: file)
    }

    /// YAML through Yams' composer, which keeps every node's line and column.
    static func loadYAML(_ text: String, file: String) throws(ScenarioError) -> Located {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw ScenarioError(file: file, message: "not valid YAML: \(error)")
        }
        guard let node else { throw ScenarioError(file: file, line: 1, column: 1, message: "the file is empty; a scenario needs at least `steps:`") }
        return try located(node, file: file)
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

    private static func located(_ node: Node, file: String) throws(ScenarioError) -> Located {
        var budget = maxValues
        return try located(node, file: file, depth: 0, budget: &budget)
    }

    private static func located(_ node: Node, file: String, depth: Int, budget: inout Int) throws(ScenarioError) -> Located {
        let line = node.mark?.line, column = node.mark?.column
        budget -= 1
        if budget < 0 {
            throw ScenarioError(file: file, line: line, column: column, message: "the document holds more than \(maxValues) values once its YAML aliases are expanded")
        }
        if depth > maxDepth {
            throw ScenarioError(file: file, line: line, column: column, message: "values nest deeper than \(maxDepth) levels")
        }
        switch node {
        case .scalar(let scalar):
            return Located(.scalar(scalar.string, plain: scalar.style == .plain || scalar.style == .any), line: line, column: column)
        case .sequence(let sequence):
            var items: [Located] = []
            for item in sequence { items.append(try located(item, file: file, depth: depth + 1, budget: &budget)) }
            return Located(.list(items), line: line, column: column)
        case .mapping(let mapping):
            var entries: [(key: Located, value: Located)] = []
            for (key, value) in mapping {
                entries.append((try located(key, file: file, depth: depth + 1, budget: &budget), try located(value, file: file, depth: depth + 1, budget: &budget)))
            }
            return Located(.map(entries), line: line, column: column)
        case .alias(let alias):
            return Located(.scalar(alias.anchor.rawValue, plain: false), line: line, column: column)
        }
    }

    private static func yamlError(_ error: YamlError, file: String) -> ScenarioError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let where_ = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            return ScenarioError(file: file, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)\(where_)")
        case .reader(let problem, _, _, _):
            return ScenarioError(file: file, message: "not readable as YAML text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ScenarioError(file: file, line: context.mark.line, column: context.mark.column,
                                 message: "duplicate key\(duplicates.count > 1 ? "s" : "") \(duplicates.joined(separator: ", ")) in one mapping")
        default:
            return ScenarioError(file: file, message: "not valid YAML: \(error)")
        }
    }
}
