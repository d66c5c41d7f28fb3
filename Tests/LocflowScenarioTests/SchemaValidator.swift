import Foundation
import LocflowFormats
import LocflowScenario

/// A JSON value, as JSON Schema sees an instance: YAML scalars are resolved by YAML 1.2's core
/// schema (what yaml-language-server, and so VS Code, uses).
indirect enum SchemaValue: Equatable {
    case null, bool(Bool), number(Double), string(String)
    case array([SchemaValue])
    case object([(String, SchemaValue)])

    static func == (a: SchemaValue, b: SchemaValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// A scenario document as the loader reads it (YAML or JSON, by the file name).
    init(document text: String, file: String) throws {
        self.init(try DocumentLoader.load(text, file: file))
    }

    init(_ node: Located) {
        switch node.value {
        case .list(let items): self = .array(items.map(SchemaValue.init))
        case .map(let entries):
            self = .object(entries.map { entry in
                guard case .scalar(let key, _) = entry.key.value else { return ("?", SchemaValue(entry.value)) }
                return (key, SchemaValue(entry.value))
            })
        case .scalar(let text, let plain):
            self = plain ? Self.resolve(text) : .string(text)
        }
    }

    /// YAML 1.2 core schema: null, booleans, numbers; every other plain scalar is a string.
    static func resolve(_ text: String) -> SchemaValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if text.wholeMatch(of: /[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?/) != nil, let number = Double(text) {
            return .number(number)
        }
        return .string(text)
    }

    /// The value under `key` of an object.
    subscript(key: String) -> SchemaValue? {
        guard case .object(let entries) = self else { return nil }
        return entries.first { $0.0 == key }?.1
    }

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var entries: [(String, SchemaValue)] { if case .object(let e) = self { e } else { [] } }
    var items: [SchemaValue] { if case .array(let a) = self { a } else { [] } }

    /// JSON Schema's type names; an integral number is also an "integer".
    var typeNames: [String] {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let n): n.rounded() == n ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }
}

/// A validator for the subset of JSON Schema Draft 2020-12 that schema/locflow-scenario.schema.json
/// uses: `type`, `enum`, `const`, `pattern`, `minimum`, `properties`, `additionalProperties`,
/// `propertyNames`, `required`, `items`, `anyOf`, `oneOf` and local `$ref`s into `$defs`; the
/// annotations (`title`, `description`, `$schema`, `$defs`) are read past. Any other keyword is
/// reported, so the schema cannot silently use one this validator would ignore.
struct SchemaValidator {
    static let known: Set<String> = [
        "type", "enum", "const", "pattern", "minimum", "properties", "additionalProperties", "propertyNames", "required",
        "items", "anyOf", "oneOf", "$ref", "title", "description", "$schema", "$defs", "$id", "markdownDescription",
    ]

    let root: SchemaValue

    /// Reads the schema with the scenario loader's JSON reader (so booleans stay booleans).
    init(schema text: String) throws {
        root = try SchemaValue(document: text, file: "schema.json")
    }

    /// Keywords outside the subset, with the schema path they appear at.
    func unsupportedKeywords() -> [String] {
        var found: [String] = []
        func walk(_ schema: SchemaValue, _ path: String) {
            for (key, value) in schema.entries {
                if !Self.known.contains(key) { found.append("\(path)/\(key)") }
                switch key {
                case "properties", "$defs": for (name, sub) in value.entries { walk(sub, "\(path)/\(key)/\(name)") }
                case "additionalProperties", "items", "propertyNames": walk(value, "\(path)/\(key)")
                case "anyOf", "oneOf": for (n, sub) in value.items.enumerated() { walk(sub, "\(path)/\(key)/\(n)") }
                default: break
                }
            }
        }
        walk(root, "#")
        return found.sorted()
    }

    /// Every violation, as `path: what`; empty when the instance is valid.
    func errors(_ instance: SchemaValue) -> [String] {
        var out: [String] = []
        check(instance, against: root, at: "$", into: &out)
        return out
    }

    private func resolve(_ reference: String) -> SchemaValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: SchemaValue? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
        return node
    }

    private func passes(_ value: SchemaValue, _ schema: SchemaValue, at path: String) -> Bool {
        var sub: [String] = []
        check(value, against: schema, at: path, into: &sub)
        return sub.isEmpty
    }

    private func check(_ value: SchemaValue, against schema: SchemaValue, at path: String, into out: inout [String]) {
        if case .bool(let allowed) = schema {
            if !allowed { out.append("\(path): not allowed here") }
            return
        }
        if let reference = schema["$ref"]?.string {
            if let target = resolve(reference) { check(value, against: target, at: path, into: &out) } else { out.append("\(path): unresolvable $ref \(reference)") }
        }
        if let type = schema["type"] {
            let wanted = type.string.map { [$0] } ?? type.items.compactMap(\.string)
            if Set(wanted).isDisjoint(with: value.typeNames) {
                out.append("\(path): expected \(wanted.joined(separator: " or ")), got \(value.typeNames[0])")
                return
            }
        }
        if let options = schema["enum"], !options.items.contains(value) {
            out.append("\(path): \(describe(value)) is not one of the allowed values")
        }
        if let constant = schema["const"], constant != value {
            out.append("\(path): \(describe(value)) is not the constant value")
        }
        if case .string(let text) = value, let pattern = schema["pattern"]?.string {
            let regex = try? NSRegularExpression(pattern: pattern)
            if regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                out.append("\(path): \(describe(value)) does not match \(pattern)")
            }
        }
        if case .number(let number) = value, case .number(let minimum) = schema["minimum"], number < minimum {
            out.append("\(path): \(number) is below \(minimum)")
        }
        if case .object(let entries) = value {
            let properties = schema["properties"]
            for name in schema["required"]?.items.compactMap(\.string) ?? [] where !entries.contains(where: { $0.0 == name }) {
                out.append("\(path): missing required key \(name)")
            }
            for (key, item) in entries {
                if let names = schema["propertyNames"] { check(.string(key), against: names, at: "\(path) key \(key)", into: &out) }
                if let sub = properties?[key] {
                    check(item, against: sub, at: "\(path).\(key)", into: &out)
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        out.append("\(path): unknown key \(key)")
                    } else {
                        check(item, against: additional, at: "\(path).\(key)", into: &out)
                    }
                }
            }
        }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            for (n, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)[\(n)]", into: &out) }
        }
        if let options = schema["anyOf"]?.items, !options.contains(where: { passes(value, $0, at: path) }) {
            out.append("\(path): \(describe(value)) matches none of the \(options.count) allowed forms")
        }
        if let options = schema["oneOf"]?.items {
            let count = options.filter { passes(value, $0, at: path) }.count
            if count != 1 { out.append("\(path): \(describe(value)) matches \(count) of the oneOf forms, not exactly one") }
        }
    }

    private func describe(_ value: SchemaValue) -> String {
        switch value {
        case .string(let text): "\u{201C}\(text)\u{201D}"
        case .number(let n): "\(n)"
        case .bool(let b): "\(b)"
        case .null: "null"
        case .array: "a list"
        case .object: "a mapping"
        }
    }
}
