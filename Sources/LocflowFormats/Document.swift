/// A parsed scenario file before it is understood: values with the place they were written.
///
/// YAML and JSON both become this tree, so that one interpreter gives both formats the same
/// checks and the same `file:line:col` errors.
public struct Located: Sendable {
    public indirect enum Value: Sendable {
        /// A scalar as written; `plain` is false for quoted YAML strings and JSON strings.
        case scalar(String, plain: Bool)
        case list([Located])
        case map([(key: Located, value: Located)])
    }

    public var value: Value
    public var line: Int?
    public var column: Int?

    public init(_ value: Value, line: Int? = nil, column: Int? = nil) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The scalar text, or nil for a list or a map.
    package var scalar: String? { if case .scalar(let s, _) = value { s } else { nil } }

    /// True for YAML's and JSON's null: an unquoted `null`, `~` or empty value.
    package var isNull: Bool {
        guard case .scalar(let s, let plain) = value, plain else { return false }
        return s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL"
    }

    /// A word for the kind of value, for error messages.
    package var kindWord: String {
        switch value {
        case .scalar: isNull ? "null" : "a single value"
        case .list: "a list"
        case .map: "a mapping"
        }
    }
}
