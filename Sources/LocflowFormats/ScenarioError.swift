/// A scenario that cannot be used: names the file, the line and column where known, and what
/// was wrong, in the `file:line:col: message` form editors and terminals link to.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        if let line = line, line > 0, let column { location += ":\(column)" }
        return "\(location): error: \(message)"
    }
}
