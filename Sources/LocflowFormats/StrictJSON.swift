/// A strict JSON (RFC 8259) reader that keeps every value's line and column: a `.json` scenario
/// is JSON, so a trailing comma, a comment, a single-quoted string or a key given twice is an
/// error at its `file:line:col`, never quietly read as YAML or taken last-one-wins.
struct StrictJSON {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Where the column was last counted to, and the column there: counting goes on from that
    /// point, so a file on one line costs its length once, not once for every value on it.
    private var countedIndex = 0
    private var countedColumn = 1

    /// Parses `text` whole into a `Located` tree.
    static func parse(_ text: String, file: String) throws(ScenarioError) -> Located {
        var reader = StrictJSON(bytes: Array(text.utf8), file: file)
        reader.skipSpace()
        if reader.index == reader.bytes.count { throw reader.error("the file is empty; a scenario needs at least {\"steps\": [...]}") }
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.index < reader.bytes.count { throw reader.error("unexpected \(reader.describe()) after the end of the JSON value") }
        return value
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The column of `index`, counted in characters (UTF-8 continuation bytes do not count), from
    /// the last counted point on this line when `index` has not gone back before it.
    private var column: Int {
        let resume = countedIndex >= lineStart && countedIndex <= index
        let (from, start) = resume ? (countedIndex, countedColumn) : (lineStart, 1)
        return bytes[from..<index].reduce(start) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// The column of `index`, remembered as the point the next count starts from.
    private mutating func markColumn() -> Int {
        let here = column
        (countedIndex, countedColumn) = (index, here)
        return here
    }

    private func error(_ message: String) -> ScenarioError {
        ScenarioError(file: file, line: line, column: column, message: "not valid JSON: " + message)
    }

    /// The next character for an error message.
    private func describe() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        return byte >= 0x20 && byte < 0x7F ? "`\(Character(Unicode.Scalar(byte)))`" : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(ScenarioError) -> Located {
        if depth > DocumentLoader.maxDepth { throw error("values nest deeper than \(DocumentLoader.maxDepth) levels") }
        let (atLine, atColumn) = (line, markColumn())
        guard index < bytes.count else { throw error("a value is missing at the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return Located(try object(depth: depth), line: atLine, column: atColumn)
        case UInt8(ascii: "["): return Located(try array(depth: depth), line: atLine, column: atColumn)
        case UInt8(ascii: "\""): return Located(.scalar(try string(), plain: false), line: atLine, column: atColumn)
        default: return Located(.scalar(try literal(), plain: true), line: atLine, column: atColumn)
        }
    }

    private mutating func object(depth: Int) throws(ScenarioError) -> Located.Value {
        index += 1
        var entries: [(key: Located, value: Located)] = []
        var seen: Set<String> = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .map(entries)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(index < bytes.count && bytes[index] == UInt8(ascii: "}") ? "a trailing comma before `}`" : "expected a key in double quotes, found \(describe())")
            }
            let (keyLine, keyColumn) = (line, markColumn())
            let name = try string()
            guard seen.insert(name).inserted else {
                throw ScenarioError(file: file, line: keyLine, column: keyColumn, message: "not valid JSON: key \u{201C}\(name)\u{201D} appears twice in one object")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected `:` after a key, found \(describe())") }
            index += 1
            skipSpace()
            entries.append((Located(.scalar(name, plain: false), line: keyLine, column: keyColumn), try value(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw error("the object is not closed with `}`") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .map(entries) }
            throw error("expected `,` or `}`, found \(describe())")
        }
    }

    private mutating func array(depth: Int) throws(ScenarioError) -> Located.Value {
        index += 1
        var items: [Located] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .list(items)
        }
        while true {
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("a trailing comma before `]`") }
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw error("the array is not closed with `]`") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .list(items) }
            throw error("expected `,` or `]`, found \(describe())")
        }
    }

    private mutating func string() throws(ScenarioError) -> String {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate \\u escape without its low half") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("\\u\(String(code, radix: 16)) is a lone surrogate, not a character") }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    index -= 1
                    throw error("unknown escape \\\(describe()) in a string")
                }
            case 0x00..<0x20:
                throw error("a control character inside a string must be escaped (a line break is \\n)")
            default:
                out.append(byte)
                index += 1
            }
        }
        throw error("the string is not closed with `\"`")
    }

    private mutating func hex4() throws(ScenarioError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("\\u needs four hexadecimal digits")
        }
        index += 4
        return value
    }

    /// `true`, `false`, `null` or a number, checked against JSON's grammar.
    private mutating func literal() throws(ScenarioError) -> String {
        let start = index
        while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text == "true" || text == "false" || text == "null" || Self.isNumber(text) { return text }
        index = start
        throw error(text.isEmpty ? "expected a value, found \(describe())" : "\u{201C}\(text)\u{201D} is not a JSON value (strings need double quotes)")
    }

    private static let delimiters: Set<UInt8> = Set(" \t\r\n,:]}[{\"".utf8)

    /// RFC 8259 number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isNumber(_ text: String) -> Bool {
        var chars = Array(text.utf8)[...]
        func digits() -> Int {
            let count = chars.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            chars = chars.dropFirst(count)
            return count
        }
        if chars.first == UInt8(ascii: "-") { chars = chars.dropFirst() }
        if chars.first == UInt8(ascii: "0") { chars = chars.dropFirst() } else if digits() == 0 { return false }
        if chars.first == UInt8(ascii: ".") {
            chars = chars.dropFirst()
            if digits() == 0 { return false }
        }
        if chars.first == UInt8(ascii: "e") || chars.first == UInt8(ascii: "E") {
            chars = chars.dropFirst()
            if chars.first == UInt8(ascii: "+") || chars.first == UInt8(ascii: "-") { chars = chars.dropFirst() }
            if digits() == 0 { return false }
        }
        return chars.isEmpty
    }
}
